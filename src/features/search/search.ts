/** Search of categories and providers: the request rules and answer shapes shared by the API, the results page and the search box. */
import { m } from '../../lib/i18n';
import type { ListingSummary } from '../listings/listing-shape';

/** The box waits this long after the last key before asking (about 150 ms: soon enough to feel immediate, not a request per key). */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Fewer characters than this ask nothing: one letter matches half the catalogue. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_CATEGORY_LIMIT = 5;
export const SUGGEST_PROVIDER_LIMIT = 5;
export const RESULTS_CATEGORY_LIMIT = 24;
export const RESULTS_PROVIDER_LIMIT = 24;
export const MAX_QUERY_LENGTH = 80;

/** Collapses spaces: '  hair   care ' → 'hair care'. */
export function normaliseQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface CategoryHit {
  id: number;
  name: string;
  label: string;
  slug: string;
  icon: string;
  price: number;
  level: 'main' | 'sub' | 'leaf';
  /** Where choosing it goes: its listing (or a main category's page). */
  href: string;
  /** The main category it belongs to, for context ('Plumbing · Repair & Service'). */
  parent_label: string;
}

export interface ProviderHit extends ListingSummary {
  href: string;
}

export interface SearchResults {
  categories: CategoryHit[];
  providers: ProviderHit[];
}

/** The options of the search box in the order arrow keys move through them. */
export type SearchOption = { kind: 'category'; hit: CategoryHit } | { kind: 'provider'; hit: ProviderHit };

export function searchOptions(results: SearchResults): SearchOption[] {
  return [
    ...results.categories.map((hit) => ({ kind: 'category' as const, hit })),
    ...results.providers.map((hit) => ({ kind: 'provider' as const, hit })),
  ];
}

/** Splits a label around the first case-insensitive occurrence of the query, to bold the match. */
export function highlightParts(label: string, query: string): [string, string, string] {
  const q = normaliseQuery(query).toLowerCase();
  const at = q ? label.toLowerCase().indexOf(q) : -1;
  if (at < 0) return [label, '', ''];
  return [label.slice(0, at), label.slice(at, at + q.length), label.slice(at + q.length)];
}

/** GET /api/search takes at most this many characters (the box itself stops at MAX_QUERY_LENGTH). */
export const SEARCH_API_MAX_QUERY_LENGTH = 100;

/** What search understood from a query (CONTRACT.md, GET /api/search). */
export interface Understood {
  /** The category slug the query asks for, or null. */
  category: string | null;
  /** Its label, for saying what was understood. */
  category_label: string | null;
  /** The city it means: named in the query, else the visitor's city; or null. */
  city: string | null;
  /** The place as the query named it ('Salt Lake' → city Kolkata), or null. */
  place: string | null;
  /** The locality the query named ('Salt Lake'; its city is `city`), or null: its providers come first. */
  locality: string | null;
  near_me: boolean;
  /** "near me" with no city known: ask the visitor for one. */
  needs_city: boolean;
}

export interface UnderstoodResults extends SearchResults {
  understood: Understood;
  /** Where the providers are from: the understood city, or all India when it has none (or none was meant). */
  scope: 'city' | 'india';
  /** How many of the providers, all first, are in the understood locality (0 when none was named). */
  in_locality: number;
  /** When nothing was found: the categories closest to what was typed. */
  nearest: CategoryHit[];
}

/** 'Plumbing in Kolkata', 'Plumbing across India (none in Goa yet)', 'Kolkata': what a search understood, in words. */
export function understoodSummary({ understood, scope }: Pick<UnderstoodResults, 'understood' | 'scope'>): string {
  const { category_label: label, city } = understood;
  if (!label) return city ?? '';
  if (!city) return label;
  return scope === 'city' ? m['search.understood.inCity']({ category: label, city }) : m['search.understood.acrossIndia']({ category: label, city });
}

/**
 * Where the providers of a search that named a locality come from, in words: '3 in Salt Lake, then the rest
 * of Kolkata'; null when no locality was named or the providers are not from its city.
 */
export function localitySummary({
  understood,
  scope,
  providers,
  in_locality: near,
}: Pick<UnderstoodResults, 'understood' | 'scope' | 'providers' | 'in_locality'>): string | null {
  const { locality, city } = understood;
  if (!locality || !city || scope !== 'city' || !providers.length) return null;
  if (!near) return m['search.locality.none']({ locality, city });
  if (near === providers.length) return m['search.locality.all']({ count: near, locality });
  return m['search.locality.first']({ count: near, locality, city });
}
