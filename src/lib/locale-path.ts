/**
 * A page's address in each language: English at its path ('/services'), every other language under its code
 * ('/hi/services'). The languages are project.inlang/settings.json's `locales`, the one list of them.
 */
import settings from '../../project.inlang/settings.json' with { type: 'json' };
import type { Locale } from '../paraglide/runtime.js';

// Read from the settings themselves, not Paraglide's runtime: a page's small script that builds links
// (`paths.*`) carries these two values, not the runtime.
const baseLocale = settings.baseLocale as Locale;
const locales = settings.locales as Locale[];

const prefixed = new RegExp(`^/(${locales.filter((locale) => locale !== baseLocale).join('|') || '(?!)'})(?=/|$|[?#])`);

/** The `<html lang>` of a page in `locale`, and the Intl locale of its numbers and dates: every language of ours as written in India ('en-IN', 'hi-IN'). */
export const languageTag = (locale: Locale) => `${locale}-IN`;

/** `path` (a path of ours, with its query or fragment) without its language prefix: '/hi/services?x=1' is '/services?x=1'. */
export function unlocalisedPath(path: string): string {
  const stripped = path.replace(prefixed, '');
  return stripped === '' || /^[?#]/.test(stripped) ? `/${stripped}` : stripped;
}

/** `path` (English or another language's) as the page in `locale`: '/services' in Hindi is '/hi/services', '/' is '/hi'. */
export function localisedPath(path: string, locale: Locale): string {
  const english = unlocalisedPath(path);
  if (locale === baseLocale) return english;
  return english === '/' || /^\/[?#]/.test(english) ? `/${locale}${english.slice(1)}` : `/${locale}${english}`;
}

/** Where the server reads the language of the request being answered (src/lib/server/request-locale.ts sets it). */
let requestLocaleSource: (() => Locale | undefined) | undefined;

/** Called once by the server's request-locale module: `currentLocale()` then reads each request's language. */
export function readRequestLocaleWith(source: () => Locale | undefined): void {
  requestLocaleSource = source;
}

/**
 * The language of the page (in a browser: its address) or of the request being answered (on the server), without
 * Paraglide's runtime, which a page's small scripts that build links (`paths.*`) should not carry.
 */
export function currentLocale(): Locale {
  if (requestLocaleSource) return requestLocaleSource() ?? baseLocale;
  if (typeof location !== 'undefined') return (prefixed.exec(location.pathname)?.[1] as Locale | undefined) ?? baseLocale;
  return baseLocale;
}
