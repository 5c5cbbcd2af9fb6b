import { whenIdle } from './when-idle';

/**
 * When the visitor is engaged with the page: they scrolled, or showed intent (a pointer over, a touch
 * or focus inside) on something that waits for them — a client:intent island or a carousel. Work that
 * only answers the visitor waits for this instead of running while the page loads. Each bundle that
 * imports this module has its own copy of it (client directives are inlined into the page), so the
 * copies speak through one window event.
 */

/** Dispatched on window once a page, when the visitor engages with it. */
export const ENGAGED_EVENT = 'seva:engaged';
/** What counts as intent on an element: a pointer over it, a touch, focus inside it. */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

let engaged = false;
let listening = false;

/** Tells everything waiting for the visitor that they are here (once a page). */
export function engage(): void {
  if (!engaged) window.dispatchEvent(new Event(ENGAGED_EVENT));
}

/** A scroll (the visitor reading on) engages the page; one pair of listeners for this copy. */
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(ENGAGED_EVENT, () => (engaged = true), { once: true });
  window.addEventListener('scroll', engage, { once: true, passive: true });
}

/**
 * Runs `callback` once, when the browser is idle after the visitor engages with the page — or, with
 * `afterMs`, when it is idle that long after this call for a visitor who only watches.
 */
export function whenEngaged(callback: () => void, afterMs?: number): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  listen();
  if (engaged) whenIdle(run);
  else window.addEventListener(ENGAGED_EVENT, () => whenIdle(run), { once: true });
  if (afterMs !== undefined) setTimeout(() => whenIdle(run), afterMs);
}
