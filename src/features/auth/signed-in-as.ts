import { isStoredValueSet } from '../../stores/storage-keys';

/**
 * The header's account entry (every page) says who is signed in. Pages are cached for everyone, so their
 * HTML is a visitor's; a few lines of script (Header.astro) fill it in from local storage: the signed-in
 * marker and the email kept at sign-in, or, for a session from before that, asked once of `GET /api/user`.
 * Plain DOM, no store: pages without islands must not load a framework for it.
 */

/** The initial shown in the header's round badge ('asha@example.com' → 'A'; a mobile '+91 98765 43210' → '9'). */
export const accountInitial = (email: string): string => (email.trim().replace(/^\+91\s*/, '')[0] ?? '?').toLocaleUpperCase('en-IN');

/** A mobile as the header names an account made by mobile: '+91 98765 43210' (auth.ts displayMobile). */
const MOBILE_LABEL = /^\+91 [6-9]\d{4} \d{5}$/;

/**
 * The email (or, for an account without one, the mobile) to name in the header: only with a live signed-in
 * marker, and only an email-looking or mobile-looking value.
 */
export function signedInEmail(marker: string | null | undefined, stored: string | null | undefined): string | null {
  if (!isStoredValueSet(marker) || !stored || !(/^[^\s@]+@[^\s@]+$/.test(stored) || MOBILE_LABEL.test(stored))) return null;
  return stored;
}

/** Shows `email` as signed in on the header's account entries, or the visitor's entries when null. */
export function showSignedInAs(email: string | null): void {
  for (const entry of document.querySelectorAll<HTMLElement>('[data-account]')) {
    const initial = entry.querySelector<HTMLElement>('[data-account-initial]');
    const icon = entry.querySelector<HTMLElement>('[data-account-icon]');
    if (entry.dataset.account === 'signed-in-only') entry.hidden = !email;
    if (initial) {
      initial.textContent = email ? accountInitial(email) : '';
      initial.hidden = !email;
    }
    if (icon) icon.hidden = Boolean(email);
    // The words are the server's (Header.astro's data attributes): this script, on every page, ships no catalogue.
    const said = (template: string | undefined) => (template ?? '').replace('{email}', email ?? '');
    entry.setAttribute('aria-label', email ? said(entry.dataset.signedInLabel) : (entry.dataset.visitorLabel ?? ''));
    if (email) entry.title = said(entry.dataset.signedInTitle);
    else entry.removeAttribute('title');
  }
}
