/**
 * A message catalogue as its file holds it (messages/<locale>.json), for the tests and benchmarks that look for
 * the words a page shows in a language: a plain message is its text, a message with plural or other variants a list.
 */
import { readFileSync } from 'node:fs';

export type CatalogueVariant = { match: Record<string, string> };
export type Catalogue = Record<string, string | CatalogueVariant[]>;

export const readCatalogue = (locale: string): Catalogue => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Catalogue;

/** The words of the plain message `key` in `locale`; a message missing there, or with variants, is an error. */
export function plainMessage(locale: string, key: string): string {
  const words = readCatalogue(locale)[key];
  if (typeof words !== 'string') throw new Error(`messages/${locale}.json: no plain message ${key}`);
  return words;
}
