/** Runs `callback` when the browser is idle (at the latest after 2 s); Safari has no requestIdleCallback. */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/**
 * Runs `callback` when the browser is idle after the page has loaded: its HTML, styles and images are
 * shown, so work started now (fetching an island's code) does not compete with the first screen.
 */
export function whenLoadedAndIdle(callback: () => void): void {
  if (document.readyState === 'complete') whenIdle(callback);
  else window.addEventListener('load', () => whenIdle(callback), { once: true });
}
