/** Runs `callback` when the browser is idle (at the latest after 2 s); Safari has no requestIdleCallback. */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}
