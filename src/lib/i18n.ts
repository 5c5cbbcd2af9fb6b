/**
 * The words a person reads: `m['home.hero.title']()`, `m['listing.count']({ count })`, one typed function a
 * message of the catalogues (messages/{locale}.json, compiled by Paraglide JS into src/paraglide by
 * scripts/messages.ts). Pages, endpoints, mails and islands call the same functions; an island's bundle holds
 * only the ones it calls. On the server a message speaks the request's language (src/lib/server/request-locale.ts,
 * set by the middleware from `requestLocale`); in the browser its page's, read from the URL the same way.
 */
import { baseLocale, type Locale, locales } from '../paraglide/runtime.js';

export { m } from '../paraglide/messages.js';
export { baseLocale, type Locale, locales };

const normalised = (code: string) => code.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** `code` ('hi', 'HI', 'hi-IN') as one of `available`, or null. */
function asLocale(code: string | null | undefined, available: readonly string[]): Locale | null {
  if (!code) return null;
  const primary = normalised(code);
  return (available.find((locale) => locale === primary) as Locale | undefined) ?? null;
}

/** A page's language: its path's first segment when that names one of ours ('/hi/services' is Hindi), else English. */
export function localeOfPath(pathname: string, available: readonly string[] = locales): Locale {
  const first = pathname.split('/')[1];
  return (first && first === normalised(first) && asLocale(first, available)) || baseLocale;
}

/**
 * An API answer's language (CONTRACT.md "Languages"): `?lang=`, else the first of Accept-Language's languages
 * (by their q weights) that is one of ours, else English.
 */
export function localeOfApiRequest(url: URL, acceptLanguage: string | null, available: readonly string[] = locales): Locale {
  const asked = asLocale(url.searchParams.get('lang'), available);
  if (asked) return asked;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of preferred) {
    const locale = asLocale(tag, available);
    if (locale) return locale;
  }
  return baseLocale;
}

/** The language a request is answered in: an API route's by `localeOfApiRequest`, a page's by its path. */
export function requestLocale(url: URL, acceptLanguage: string | null, available: readonly string[] = locales): Locale {
  return url.pathname.startsWith('/api/') ? localeOfApiRequest(url, acceptLanguage, available) : localeOfPath(url.pathname, available);
}

/**
 * A message with something that is not text in it (a link, a strong word), as the text before and after that
 * slot: `const [before, after] = around((source) => m['shell.footer.placeData']({ source }))`, then
 * `{before}<a …>GeoNames</a>{after}`. The translation decides where the slot goes.
 */
export function around(message: (slot: string) => string): [before: string, after: string] {
  const slot = '\u0000';
  const [before = '', after = ''] = message(slot).split(slot);
  return [before, after];
}

/** The `<html lang>` of a page in `locale`: every language of ours as written in India ('en-IN', 'hi-IN'). */
export const languageTag = (locale: Locale) => `${locale}-IN`;
