/**
 * A page's address in each language: English at its path ('/services'), every other language under its code
 * ('/hi/services'). The languages are project.inlang/settings.json's `locales`, the one list of them.
 */
import { baseLocale, type Locale, locales } from '../paraglide/runtime.js';

const prefixed = new RegExp(`^/(${locales.filter((locale) => locale !== baseLocale).join('|') || '(?!)'})(?=/|$|[?#])`);

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
