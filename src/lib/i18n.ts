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
 * A message with things that are not text in it (links, a strong word), as its text cut at each slot:
 * `segments((terms, privacy) => m['auth.login.agree']({ terms, privacy }))` gives
 * `[{ text: 'I agree to the ', slot: 0 }, { text: ' and the ', slot: 1 }, { text: '' }]`, and the component puts
 * the link of each slot after its text. The translation decides where, and in which order, the slots go.
 */
export function segments(message: (...slots: string[]) => string): { text: string; slot?: number }[] {
  // Each slot is marked by a number between two private-use characters, which no message text contains.
  const markers = Array.from({ length: Math.max(message.length, 1) }, (_, index) => `\ue000${index}\ue001`);
  const text = message(...markers);
  const parts: { text: string; slot?: number }[] = [];
  let from = 0;
  for (const match of text.matchAll(/\ue000(\d+)\ue001/g)) {
    parts.push({ text: text.slice(from, match.index), slot: Number(match[1]) });
    from = match.index + match[0].length;
  }
  parts.push({ text: text.slice(from) });
  return parts;
}

/** A message with one slot (a link) as the text before and after it: `{before}<a …>GeoNames</a>{after}`. */
export function around(message: (slot: string) => string): [before: string, after: string] {
  const [before, after] = segments(message);
  return [before?.text ?? '', after?.text ?? ''];
}

/**
 * A table of messages read as properties (`VISIT_MESSAGES.slot`), each said when it is read, so in the language
 * of the request (or page) that reads it, never once as the module loads: `saidWhenRead({ slot:
 * m['booking.visit.slot'], range: () => m['booking.visit.dateRange']({ days }) })`.
 */
// Marked free of side effects (as the bundler reads the mark): a table an island's module defines and the island does
// not read is left out of its bundle with its words, as a plain object literal would be.
/* @__NO_SIDE_EFFECTS__ */
export function saidWhenRead<K extends string>(messages: Record<K, () => string>): Readonly<Record<K, string>> {
  return withSaidWhenRead({}, messages);
}

/**
 * An entry of a table with plain fields and words (a label, a title): `fields` with each of `words` added as a
 * property said when it is read, as saidWhenRead's: `withSaidWhenRead({ href }, { label: m['blog.category.law'] })`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withSaidWhenRead<const T extends object, W extends Record<string, () => unknown>>(
  fields: T,
  words: W,
): T & { readonly [K in keyof W]: ReturnType<W[K]> } {
  for (const [key, say] of Object.entries(words)) Object.defineProperty(fields, key, { get: () => say(), enumerable: true });
  return fields as T & { readonly [K in keyof W]: ReturnType<W[K]> };
}
