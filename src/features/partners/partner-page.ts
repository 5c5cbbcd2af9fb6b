/**
 * What a partner page does in the browser beyond its islands (SPEC.md section 4): counts the visit
 * 1 s after load (once per visit), counts a call when a tel: link is tapped, and keeps the
 * 'Open now' / 'Closed' state and today's row right in India time. No framework and no message catalogue:
 * plain DOM, and the words the server wrote into the page.
 */
import { shareLink } from '../../lib/share';
import { apiUrl, apiPaths } from '../../paths';
import { describeOpenState, type HoursWords, indiaClock, openMoment, type WeeklyHours } from '../listings/hours-clock';
import { TRAFFIC_DELAY_MS, VISIT_STORAGE_KEY } from './partners';

/** This tab's visit id, kept in sessionStorage so that reloads within the visit send the same one. */
function visitId(): string {
  const fresh = () => crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  try {
    let id = sessionStorage.getItem(VISIT_STORAGE_KEY);
    if (!id) {
      id = fresh();
      sessionStorage.setItem(VISIT_STORAGE_KEY, id);
    }
    return id;
  } catch {
    // Storage blocked: this load counts on its own.
    return fresh();
  }
}

/**
 * Sends the traffic count 1000 ms after load. A failure is of no concern to the visitor. The answer's
 * body is read although nothing in it is needed: Chrome reports a fetch whose body is never read as
 * still loading, so page-load tools (Lighthouse) saw the network busy until their 45 s limit and
 * measured the photo carousel's autoplay as late painting (speed index 6.0 s instead of 2.0 s).
 */
export function countVisit(partnerId: number): void {
  window.setTimeout(() => {
    fetch(apiUrl(apiPaths.partnerTraffic(partnerId)), {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visit_id: visitId() }),
    })
      .then((response) => response.text())
      .catch(() => undefined);
  }, TRAFFIC_DELAY_MS);
}

/**
 * Counts a call whenever a tel: link of the page is tapped. sendBeacon (or a keepalive fetch) survives
 * the navigation to the dialler, which would cancel an ordinary request.
 */
export function countCalls(partnerId: number): void {
  const url = apiUrl(apiPaths.partnerCall(partnerId));
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
    if (!link) return;
    if (!navigator.sendBeacon?.(url)) fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
  });
}

/**
 * Re-works the open state of `[data-open-state]` (rendered by the server, possibly from a cached page)
 * now and every minute: `data-open` on the element, its label and detail text (said with the words of its
 * `data-open-words`, PartnerHours.astro's), and `aria-current` on today's row of the hours table
 * (`[data-hours-day]`).
 */
export function keepOpenStateCurrent(hours: WeeklyHours): void {
  const update = () => {
    const now = new Date();
    const moment = openMoment(hours, now);
    for (const element of document.querySelectorAll<HTMLElement>('[data-open-state]')) {
      if (!element.dataset.openWords) continue;
      const state = describeOpenState(moment, JSON.parse(element.dataset.openWords) as HoursWords);
      element.dataset.open = String(state.open);
      const label = element.querySelector('[data-open-label]');
      const detail = element.querySelector('[data-open-detail]');
      if (label) label.textContent = state.label;
      if (detail) detail.textContent = state.detail;
    }
    const today = indiaClock(now).day;
    for (const row of document.querySelectorAll<HTMLElement>('[data-hours-day]')) {
      if (row.dataset.hoursDay === today) row.setAttribute('aria-current', 'date');
      else row.removeAttribute('aria-current');
    }
  };
  update();
  window.setInterval(update, 60_000);
}

/**
 * The Share button: the phone's share sheet first (navigator.share), else the link is copied. The page
 * has no toaster, so the outcome is said in the button's own live status line, with the words the server
 * put on the button (`data-copied`, `data-not-copied`: a page script ships no catalogue).
 */
export function wireShareButton(button: HTMLButtonElement, status: HTMLElement): void {
  const say = (message: string) => {
    status.textContent = message;
  };
  button.addEventListener('click', () => {
    const words = { copied: button.dataset.copied!, notCopied: () => button.dataset.notCopied! };
    void shareLink({ url: button.dataset.url!, title: button.dataset.title!, text: button.dataset.text }, words, { success: say, error: say });
  });
}
