/**
 * On a phone the on-screen keyboard covers the lower part of the screen: a search field focused low on the
 * page (the home page's hero) would be typed into blind, its suggestions hidden. When such a field is
 * focused, and again while the keyboard opens (the visual viewport shrinks), the page scrolls so that the
 * field sits just under the sticky header, with the room below it for its suggestions.
 */

/** The fields kept in view: the search and city boxes (comboboxes) and any search input. */
export const KEPT_FIELDS = 'input[role="combobox"], input[type="search"]';

/** How long after the focus the keyboard may still be opening. */
const KEYBOARD_OPENING_MS = 1000;
const GAP = 8;

interface Band {
  top: number;
  bottom: number;
}

/**
 * How far to scroll down (negative: up) so that `field` shows just under a sticky header `headerHeight` tall
 * in the `visible` part of the page (all in viewport coordinates); 0 when it already shows whole.
 */
export function scrollToKeep(field: Band, visible: Band, headerHeight: number): number {
  const top = visible.top + headerHeight;
  if (field.top >= top && field.bottom <= visible.bottom) return 0;
  return Math.round(field.top - top - GAP);
}

/** The part of the page the visitor sees: the visual viewport where there is one (it shrinks for the keyboard). */
function visibleBand(): Band {
  const viewport = window.visualViewport;
  if (!viewport) return { top: 0, bottom: window.innerHeight };
  return { top: viewport.offsetTop, bottom: viewport.offsetTop + viewport.height };
}

function stickyHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? header.offsetHeight : 0;
}

function keepInView(field: HTMLElement): void {
  const delta = scrollToKeep(field.getBoundingClientRect(), visibleBand(), stickyHeaderHeight());
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
}

/** Watches every kept field of `root`, now and later (islands render theirs after the page). */
export function keepFieldsAboveKeyboard(root: Document): void {
  root.addEventListener('focusin', (event) => {
    const field = event.target;
    // A dialog's field does not move with the page: the dialog places itself.
    if (!(field instanceof HTMLInputElement) || !field.matches(KEPT_FIELDS) || field.closest('dialog, [role="dialog"]')) return;
    keepInView(field);
    const resized = () => {
      if (document.activeElement === field) keepInView(field);
    };
    const target: EventTarget = window.visualViewport ?? window;
    target.addEventListener('resize', resized);
    setTimeout(() => target.removeEventListener('resize', resized), KEYBOARD_OPENING_MS);
  });
}
