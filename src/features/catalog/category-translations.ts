/**
 * Category names and descriptions in our other languages: data beside the English tree, one file a language
 * (demo/categories.{locale}.json, each slug to `{ name, description }`). A slug a file lacks reads English.
 */
import { getLocale } from '../../paraglide/runtime.js';

interface CategoryWords {
  name?: string;
  description?: string;
}

/**
 * Every categories.{locale}.json, gathered by Vite as it builds (the server, Vitest). A script run by plain Node
 * (the seed, which stores the English) has no import.meta.glob: there the categories read English.
 */
function translationFiles(): Record<string, Record<string, CategoryWords>> {
  try {
    return import.meta.glob<Record<string, CategoryWords>>('./demo/categories.*.json', { eager: true, import: 'default' });
  } catch {
    return {};
  }
}
const files = translationFiles();

/** Each language's words by slug ('hi' → 'plumber' → { name: 'प्लंबर', … }). */
const byLocale = new Map(
  Object.entries(files).flatMap(([file, words]) => {
    const locale = /categories\.([a-z]{2,3})\.json$/.exec(file)?.[1];
    return locale ? [[locale, words] as const] : [];
  }),
);

/** A category's `field` in the language of the page or request, or undefined when that is English or untranslated. */
export function translatedCategory(slug: string, field: keyof CategoryWords): string | undefined {
  return byLocale.get(getLocale())?.[slug]?.[field] || undefined;
}
