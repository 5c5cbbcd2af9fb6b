/** The language a person chose with the switch, remembered by their browser for a year. */
import { baseLocale, type Locale, locales } from '../../lib/i18n';

export const LANGUAGE_COOKIE = 'seva_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The chosen language the cookie names, or null (none chosen, or English). */
export function chosenLocale(cookie: string | undefined): Locale | null {
  const locale = locales.find((candidate) => candidate === cookie);
  return locale && locale !== baseLocale ? locale : null;
}
