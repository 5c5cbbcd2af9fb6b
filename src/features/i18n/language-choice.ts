/** The language a person chose with the switch (src/pages/language.ts), remembered by their browser for a year. */
import { baseLocale, type Locale, locales } from '../../lib/i18n';
import { localeOfPath } from '../../lib/i18n';
import { localisedPath } from '../../lib/locale-path';
import { isLocalisedPage } from '../../paths';

export const LANGUAGE_COOKIE = 'seva_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language a Cookie header says was chosen with the switch, English too, or null (none chosen). */
export function switchedLocale(cookieHeader: string | undefined | null): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return locales.find((candidate) => candidate === value) ?? null;
}

/** The chosen language a Cookie header names, or null (none chosen, or English). */
export function chosenLocale(cookieHeader: string | undefined | null): Locale | null {
  const locale = switchedLocale(cookieHeader);
  return locale !== baseLocale ? locale : null;
}

/**
 * The language to keep on an account as its person signs in (users.locale, for the mails and messages sent to
 * them), or null to leave the account as it is. A choice the account holds is never overwritten; else the
 * language this browser chose with the switch while signed out; else, for an account made by this sign-in, the
 * language of the page it was made from, English left as null ("never chose": English, CONTRACT.md "Languages").
 * An existing account that never chose keeps none when it merely signs in from a page in another language.
 */
export function localeToKeepAtSignIn(account: {
  /** What users.locale holds (null: never chose). */
  kept: string | null;
  /** This browser's switch (switchedLocale), or null. */
  switched: Locale | null;
  /** The language of the page signed in from. */
  page: Locale;
  /** Whether this sign-in made the account. */
  created: boolean;
}): Locale | null {
  if (account.kept !== null) return null;
  if (account.switched) return account.switched;
  return account.created && account.page !== baseLocale ? account.page : null;
}

/**
 * Where a browser that chose another language is sent when it asks for an English page that exists in it (a
 * link shared in English opens in Hindi for a person who reads Hindi), or null. Checked in front of every
 * answer (scripts/serve.ts), the prerendered and route-cached pages' too; the switch back to English goes
 * through src/pages/language.ts, which changes the cookie first.
 */
export function towardsChosenLanguage(request: { method: string; url: string; accept?: string | null; cookie?: string | null }): string | null {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !(request.accept ?? '').includes('text/html')) return null;
  const chosen = chosenLocale(request.cookie);
  if (!chosen) return null;
  const url = new URL(request.url, 'http://localhost');
  if (localeOfPath(url.pathname) !== baseLocale || url.pathname.startsWith('/api/') || !isLocalisedPage(url.pathname.replace(/(.)\/+$/, '$1')))
    return null;
  return localisedPath(url.pathname.replace(/(.)\/+$/, '$1') + url.search, chosen);
}
