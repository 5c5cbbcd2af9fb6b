import type { ClientDirective } from 'astro';
import { isStoredValueSet } from '../../stores/storage-keys';
import { INTENT_EVENTS, engage, whenEngaged } from './engagement';
import { whenIdle } from './when-idle';

/** What, besides the visitor's intent, starts a `client:intent` island (the directive's value). */
export interface IntentOptions {
  /** Local-storage keys (SPEC.md section 3): when one is set at load (`isStoredValueSet`: not the signed-out 'undefined'), the island starts when the browser is idle — it has state to show. */
  stored?: string[];
  /** Starts the island when the browser is idle this many milliseconds after load (work its HTML does not need before then). */
  after?: number;
  /** Starts the island at once when the page was opened with this hash (without '#'): a link asked for what it shows, e.g. a card's Enquire. */
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

/**
 * `client:intent`: an island whose server HTML is complete and whose code only answers the visitor (the
 * provider card's buttons, a search box, a carousel's arrows) loads React and hydrates when the visitor
 * shows intent — a pointer over it, a touch, focus inside it — or when the page is engaged: the visitor
 * scrolls, or shows intent on another island or a carousel (engagement.ts). A click that arrives first is held and replayed on the same
 * element once the island has hydrated, so no press is lost. Hydrating every island
 * at load cost the details page ~600 ms of blocked main thread on a mid-range phone (Lighthouse TBT) for
 * buttons most visitors never press. Options: `stored` (start at idle when one of these local-storage keys
 * is set: a signed-in visitor's hearts, a stored city), `after` (start at idle that long after load).
 */
const intentDirective: ClientDirective = (load, options, el) => {
  const settings: IntentOptions = typeof options.value === 'object' && options.value ? (options.value as IntentOptions) : {};
  let started = false;
  let held: HTMLElement | null = null;

  const onClick = (event: MouseEvent) => {
    const target = heldTarget(event, el);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    void start(true);
  };

  /** Loads and hydrates the island; `intent`: the visitor asked for it, which engages the page. */
  async function start(intent = false) {
    if (started) return;
    started = true;
    el.setAttribute('data-starting', '');
    if (intent) engage();
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // The code did not arrive (a dropped connection): the next intent tries again; a held press waits for it.
      started = false;
      console.warn('island did not start', error);
      return;
    } finally {
      el.removeAttribute('data-starting');
    }
    el.removeEventListener('click', onClick, true);
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent, true);
    // React hydrates in a transition; a click dispatched now makes it hydrate the island at once and
    // then handles the click (React's replay of discrete events on a root still being hydrated).
    const replay = held;
    held = null;
    if (replay?.isConnected) requestAnimationFrame(() => replay.click());
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
