import type { ClientDirective } from 'astro';
import { isStoredValueSet } from '../../stores/storage-keys';
import { INTENT_EVENTS, engage, whenEngaged } from './engagement';
import { untilLoaded } from './until-loaded';
import { whenIdle } from './when-idle';

/** What, besides the visitor's intent, starts a `client:intent` island (the directive's value). */
export interface IntentOptions {
  /** Local-storage keys (SPEC.md section 3): when one is set at load (`isStoredValueSet`: not the signed-out 'undefined'), the island hydrates when the browser is idle — it has state to show. */
  stored?: string[];
  /** Hydrates the island when the browser is idle this many milliseconds after load (work its HTML does not need before then). */
  after?: number;
  /** Hydrates the island at once when the page was opened with this hash (without '#'): a link asked for what it shows, e.g. a card's Enquire. */
  hash?: string;
}

const CONTROLS = 'a[href], button, [role="button"], summary, input, label, [tabindex]';

/**
 * The control a plain click inside a not-yet-hydrated island was meant for, to be held and replayed. Not
 * held: clicks with a modifier or another button (a new tab) and links that leave the page (a new tab, a
 * call, a chat app), which work without our code.
 */
function heldTarget(event: MouseEvent, island: HTMLElement): HTMLElement | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!target || !island.contains(target)) return null;
  if (target instanceof HTMLAnchorElement && (target.target === '_blank' || !/^https?:$/.test(target.protocol))) return null;
  return target;
}

type Load = Parameters<ClientDirective>[0];
type Hydrate = Awaited<ReturnType<Load>>;

/** An island whose code did not arrive: Astro reports it with this event and hands back a hydrate that does nothing. */
const HYDRATION_ERROR = /* i18n-ignore: an event's name */ 'astro:hydration-error';

/** Loads the island's code (Astro's `load`), rejecting when it did not arrive instead of resolving to a hydrate that does nothing. */
function loadCode(load: Load, el: HTMLElement): Promise<Hydrate> {
  let failure: unknown;
  const onError = (event: Event) => {
    failure = (event as CustomEvent<{ error: unknown }>).detail?.error ?? event;
    // Ours to report (untilLoaded warns and tries again), not Astro's console error.
    event.preventDefault();
  };
  el.addEventListener(HYDRATION_ERROR, onError);
  return load()
    .then((hydrate) => {
      if (failure !== undefined) throw failure;
      return hydrate;
    })
    .finally(() => el.removeEventListener(HYDRATION_ERROR, onError));
}

/**
 * `client:intent`: an island whose server HTML is complete and whose code only answers the visitor (the
 * provider card's buttons, a search box, a carousel's arrows). Its code (React and the component) is
 * fetched and run when the visitor shows intent — a pointer over it, a touch, focus inside it — or when
 * the page is engaged: the visitor scrolls, or shows intent on another island or a carousel
 * (engagement.ts). Nothing of it comes with the page or at idle after load: hydrating every island at
 * load cost the details page ~600 ms of blocked main thread on a mid-range phone (Lighthouse TBT), and
 * fetching the code at idle still cost every page 75–125 KB of JavaScript fetched and run after load
 * (Lighthouse mobile 87 on details) for buttons most visitors never press.
 *
 * A press that arrives before the island has hydrated is held: the control shows at once that it is
 * working (aria-busy, a spinner drawn by global.css) and the press is replayed on the same element once
 * the island has hydrated, so no press is lost. Code that did not arrive (a dropped connection) is asked
 * for again (until-loaded.ts) and meanwhile the server's HTML stays as it was: a call link still calls.
 * Options: `stored` (hydrate at idle when one of these local-storage keys is set: a signed-in visitor's
 * hearts, a stored city), `after` (hydrate at idle that long after load), `hash` (hydrate at once).
 */
const intentDirective: ClientDirective = (load, options, el) => {
  const settings: IntentOptions = typeof options.value === 'object' && options.value ? (options.value as IntentOptions) : {};
  let code: Promise<Hydrate> | undefined;
  let started = false;
  let held: HTMLElement | null = null;

  /** Fetches the island's code once, retrying until it arrives. */
  const fetchCode = () => (code ??= untilLoaded(() => loadCode(load, el)));

  const onClick = (event: MouseEvent) => {
    const target = heldTarget(event, el);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held?.removeAttribute('aria-busy');
    held = target;
    target.setAttribute('aria-busy', 'true');
    void start(true);
  };

  /** Hydrates the island once its code is here; `intent`: the visitor asked for it, which engages the page. */
  async function start(intent = false) {
    if (intent) engage();
    if (started) return;
    started = true;
    el.setAttribute('data-starting', '');
    try {
      const hydrate = await fetchCode();
      await hydrate();
    } catch (error) {
      // The code is here but React could not hydrate: the server's HTML stays, as without JavaScript.
      console.warn('island did not start', error);
    } finally {
      el.removeAttribute('data-starting');
    }
    el.removeEventListener('click', onClick, true);
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent, true);
    // React hydrates in a transition; a click dispatched now makes it hydrate the island at once and
    // then handles the click (React's replay of discrete events on a root still being hydrated).
    const replay = held;
    held = null;
    if (!replay) return;
    requestAnimationFrame(() => {
      replay.removeAttribute('aria-busy');
      if (replay.isConnected) replay.click();
    });
  }

  const onIntent = () => void start(true);

  el.addEventListener('click', onClick, true);
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { capture: true, passive: true });
  whenEngaged(() => void start(), settings.after);

  const hasStoredState = settings.stored?.some((key) => {
    try {
      return isStoredValueSet(localStorage.getItem(key));
    } catch {
      return false;
    }
  });
  if (hasStoredState) whenIdle(() => void start());
  if (settings.hash && window.location.hash === `#${settings.hash}`) void start(true);
};

export default intentDirective;
