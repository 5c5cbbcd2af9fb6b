/**
 * Search in the database: case-insensitive containment (ILIKE) as SPEC.md says, widened with pg_trgm
 * similarity so that small typos still find things ('plumbr' → Plumbing). Providers are matched on their
 * search text (listings/search-text.server.ts: name and locality), their address and their category's words
 * (names, labels and synonyms, read from the categories, a few hundred rows), in the city first when there is
 * one: every condition here can use an index, the city's own (services_city_search_idx) when scoped. Text too
 * short for trigrams matches names by their start only.
 */
import { currentLocale } from '../../lib/locale-path';
import { type SQL, and, desc, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { db } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { categories, services } from '../../lib/server/db/schema';
import { cached } from '../../lib/server/data-cache';
import { CATEGORIES_TAG, LISTINGS_TAG } from '../catalog/cache-tags';
import { paths } from '../../paths';
import { tilePath } from '../catalog/catalog';
import type { CategoryNode } from '../catalog/catalog';
import { type CategoryTree, categoryTree } from '../catalog/catalog.server';
import { categoryDisplayLabels } from '../catalog/labels';
import { type ListingItem, cityKeyword, containsPattern, prefixPattern } from '../listings/listings';
import { firstServices } from '../listings/listings.server';
import { inCity } from '../listings/places.server';
import { readCategoryWords } from '../listings/search-text.server';
import { listed, listingSummaryColumns } from '../listings/listing-columns.server';
import { bestRatedFirst } from '../listings/ranking.server';
import { type CategoryHit, type ProviderHit, SUGGEST_MIN_CHARS, type SearchResults } from './search';
import {
  SIMILARITY_THRESHOLD,
  type TrigramSequence,
  WORD_SIMILARITY_THRESHOLD,
  isPlainAscii,
  similarity,
  trigramSequence,
  trigramsInOrder,
  wordSimilarity,
} from './trigrams';

const SEARCH_TTL_MS = 60_000;
const CATEGORY_WORDS_TTL_MS = 60_000;

/** Trigram matching needs three characters; shorter text is matched by containment only. */
const fuzzyEnough = (q: string) => q.length >= 3;

/**
 * At most this many matches of one alternative are ranked. A word that half the catalogue's search texts
 * hold ('repair') would otherwise rank hundreds of thousands of rows (measured at a million listings: over the
 * 5 s statement limit); past it, which of the matches are ranked is the index's order, not the best. At 2,000
 * a common surname all-India ('agarwal': 7,273 search texts) took 70 ms of the database's CPU, most of it
 * fetching and scoring the candidates; the search tests on the demo catalogue answer the same at 500.
 */
export const SEARCH_CANDIDATES = 500;

/**
 * Matches ranked a provider asked for: an answer of `limit` providers ranks at most `limit` × this of each
 * alternative (never more than SEARCH_CANDIDATES). The search box's five suggestions rank 125, not 500: at a
 * million listings a common word ('sharma', a category's 'plumb') matches tens of thousands of listings, and
 * fetching and scoring each candidate was most of a suggestion's database time. Which matches are ranked past
 * the cap is the index's order either way, not the best.
 */
export const CANDIDATES_PER_PROVIDER = 25;
const candidatesFor = (limit: number) => Math.max(1, Math.min(SEARCH_CANDIDATES, limit * CANDIDATES_PER_PROVIDER));

/** An alternative of anyOf with a limit of its own. */
interface Branch {
  condition: SQL;
  limit: number;
}

/**
 * `id IN (… UNION …)`: each alternative is its own branch, so that the planner can answer each from
 * its trigram index. Written as one OR, PostgreSQL prices the trigram operators so cheaply that it
 * scans the whole table instead — measured on 51,700 listings: 415 ms as an OR, 31 ms as a union.
 */
function anyOf(table: PgTable, id: PgColumn, alternatives: (SQL | Branch)[], scope?: SQL, limit?: number): SQL {
  const branches = alternatives.map((alternative) => {
    const { condition, limit: own } = 'condition' in alternative ? alternative : { condition: alternative, limit: undefined };
    const cap = own ?? limit;
    return sql`(select ${id} from ${table} where ${scope ? and(condition, scope) : condition}${cap ? sql` limit ${cap}` : sql``})`;
  });
  return sql`${id} in (${sql.join(branches, sql` union `)})`;
}

/**
 * Category names containing `q` or close to it: ILIKE, similarity (`%`) and word similarity (`<%`),
 * each answerable from categories_name_trgm_idx.
 */
export function categoryMatch(q: string): SQL {
  const contains = sql`${categories.name} ILIKE ${containsPattern(q)}`;
  if (!fuzzyEnough(q)) return contains;
  return anyOf(categories, categories.id, [contains, sql`${categories.name} % ${q}`, sql`${q} <% ${categories.name}`]);
}

/** Each category's words (categoryTermsWith: its names, labels and synonyms and those above it), lower-cased, kept like the tree. */
function categoryWords(): Promise<{ id: number; text: string }[]> {
  return cached('search:category-words', { ttlMs: CATEGORY_WORDS_TTL_MS, tags: [CATEGORIES_TAG] }, async () => readCategoryWords(await db()));
}

/** The categories whose words contain `q` (what a listing's search text held of its category before, looked for in a few hundred rows). */
export async function categoriesWithWord(q: string): Promise<number[]> {
  if (!fuzzyEnough(q)) return [];
  const lower = q.toLowerCase();
  return (await categoryWords()).filter((category) => category.text.includes(lower)).map((category) => category.id);
}

/** A name that nearly holds `q`: a word of it at least as similar to `q` as pg_trgm's word similarity threshold asks. */
const nearlyHolds = (q: string): SQL => sql`${q} <% ${services.serviceName}`;

export interface ProviderMatchOptions {
  /** Matches of each alternative ranked at most (SEARCH_CANDIDATES when not given). */
  candidates?: number;
  /** The categories whose words contain the text (categoriesWithWord). */
  categoryIds?: number[];
  /** Listings of those categories ranked at most (`candidates` when not given). */
  categoryCandidates?: number;
  /** Whether a name that nearly contains it counts, in a city (true when not given). */
  typos?: boolean;
}

/**
 * Providers (in `city` when given: SPEC's city rule as places.server.ts inCity writes it) whose search text
 * (name, locality) contains `q`, whose name nearly does (`typos`), whose address contains it (a street), or
 * whose category is one of `categoryIds`, each branch answerable from an index. Text shorter than three
 * characters has no trigram: it matches the start of a name, and only in a city, where the city's rows are
 * few; everywhere, it would read every listing.
 */
export function providerMatch(
  q: string,
  city?: SQL,
  { candidates = SEARCH_CANDIDATES, categoryIds = [], categoryCandidates = candidates, typos = true }: ProviderMatchOptions = {},
): SQL {
  if (!fuzzyEnough(q)) {
    if (!city) return sql`false`;
    return and(city, sql`lower(${services.serviceName}) like ${prefixPattern(q.toLowerCase())}`)!;
  }
  const pattern = containsPattern(q);
  // The search text is stored lower-cased: LIKE on the lower-cased pattern means ILIKE, without lower-casing
  // each candidate's text again.
  const alternatives: (SQL | Branch)[] = [sql`${services.searchText} LIKE lower(${pattern})`, sql`${services.serviceAddress} ILIKE ${pattern}`];
  // With `listed` inside the branch, not only around the union: the lists' indexes hold the listed only, and this
  // branch is one of them read index-only (at a million listings, 10 of 15 ms for 'packers' in Mumbai without),
  // in its order: each category's best rated first.
  if (categoryIds.length) alternatives.push({ condition: and(inArray(services.categoryId, categoryIds), listed)!, limit: categoryCandidates });
  // Typos are forgiven in the name only (against the synonyms of every language, a made-up word finds
  // something), and only in a city: over every name in India the trigram similarity read 100–350 ms at a
  // million listings, even as an index scan. Everywhere, a typo is forgiven through the categories it
  // resembles, which are few (search()).
  if (city && typos) alternatives.push(nearlyHolds(q));
  return anyOf(services, services.id, alternatives, city, candidates);
}

/**
 * Categories matching `q`: the same in every city, so kept by the text (and language: a hit carries its label in
 * it) across the cities searches ask it with.
 */
function searchCategories(q: string, limit: number): Promise<CategoryHit[]> {
  const key = `search-categories:${currentLocale()}:${q.toLowerCase()}:${limit}`;
  return cached(key, { ttlMs: SEARCH_TTL_MS, tags: [CATEGORIES_TAG, LISTINGS_TAG] }, () => matchingCategories(q, limit));
}

async function matchingCategories(q: string, limit: number): Promise<CategoryHit[]> {
  const tree = await categoryTree();
  const names = categoryNames(tree.nodes);
  const ids = names && isPlainAscii(q) ? categoriesNamedLike(q, names, limit) : await categoriesNamedLikeInDatabase(await db(), q, limit);
  // Display labels that differ from the stored name ('Lorry', 'Tuition', 'Grooming') match too.
  const lower = q.toLowerCase();
  for (const [slug, label] of Object.entries(categoryDisplayLabels)) {
    const node = tree.bySlug.get(slug);
    if (node && label.toLowerCase().includes(lower) && !ids.includes(node.id)) ids.unshift(node.id);
  }
  return ids.slice(0, limit).flatMap((id) => {
    const node = tree.byId.get(id);
    return node ? [categoryHit(tree, node)] : [];
  });
}

/** A category's name as trigrams.ts reads it. */
export interface CategoryName {
  id: number;
  lower: string;
  grams: Set<string>;
  sequence: TrigramSequence;
}

/** The categories' names as trigrams, made once a tree; null when one is not plain ASCII (then the database matches). */
const namesOfTree = new WeakMap<readonly CategoryRow[], CategoryName[] | null>();

type CategoryRow = Pick<CategoryNode, 'id' | 'name'>;

export function categoryNames(nodes: readonly CategoryRow[]): CategoryName[] | null {
  let names = namesOfTree.get(nodes);
  if (names === undefined) {
    names = nodes.every((node) => isPlainAscii(node.name))
      ? nodes.map((node) => {
          const grams = trigramsInOrder(node.name);
          return { id: node.id, lower: node.name.toLowerCase(), grams: new Set(grams), sequence: trigramSequence(grams) };
        })
      : null;
    namesOfTree.set(nodes, names);
  }
  return names;
}

/**
 * categoryMatch and its order, in memory for plain ASCII text (trigrams.ts): a name that starts with `q` first, then
 * the closest (similarity or word similarity, whichever is greater), then the shortest. Asked of the database, it
 * was one statement of a suggestion's 2.65 at a million listings: in memory, suggestions took 15 % less of
 * PostgreSQL's CPU (5.5 → 4.7 ms each) and answered 12 % more a second.
 */
export function categoriesNamedLike(q: string, names: CategoryName[], limit: number): number[] {
  const lower = q.toLowerCase();
  const fuzzy = fuzzyEnough(q);
  const qGrams = new Set(trigramsInOrder(q));
  const matches: { id: number; prefix: boolean; score: number; length: number }[] = [];
  for (const name of names) {
    const similar = similarity(name.grams, qGrams);
    const wordSimilar = wordSimilarity(qGrams, name.sequence);
    const match = name.lower.includes(lower) || (fuzzy && (similar >= SIMILARITY_THRESHOLD || wordSimilar >= WORD_SIMILARITY_THRESHOLD));
    if (match) matches.push({ id: name.id, prefix: name.lower.startsWith(lower), score: Math.max(similar, wordSimilar), length: name.lower.length });
  }
  matches.sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.score - a.score || a.length - b.length || a.id - b.id);
  return matches.slice(0, limit).map((match) => match.id);
}

/** categoriesNamedLike in the database, for text whose words its locale decides. */
export async function categoriesNamedLikeInDatabase(database: Database, q: string, limit: number): Promise<number[]> {
  const prefix = prefixPattern(q);
  const score = sql<number>`greatest(similarity(${categories.name}, ${q}), word_similarity(${q}, ${categories.name}))`;
  const rows = await database
    .select({ id: categories.id })
    .from(categories)
    .where(categoryMatch(q))
    .orderBy(desc(sql`${categories.name} ILIKE ${prefix}`), desc(score), sql`length(${categories.name})`, categories.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A category as search answers it: where it goes and which main category it belongs to. */
export function categoryHit(tree: CategoryTree, node: CategoryNode): CategoryHit {
  const main = tree.ancestry(node.id)[0];
  return {
    id: node.id,
    // The name the pages show (labels.ts), like every API answer that names a category.
    name: node.label,
    label: node.label,
    slug: node.slug,
    icon: node.icon,
    price: node.price,
    level: node.level,
    href: tilePath(node),
    parent_label: main && main.id !== node.id ? main.label : '',
  };
}

/** Providers whose search text, name, address or category's words match `q` (providerMatch, ranking candidatesFor(limit); in `city` when given). */
export async function searchProviders(q: string, city: string, limit: number): Promise<ProviderHit[]> {
  const scope = await inCity(city);
  // A listing found by its category's words alone ranks after every name that holds the text, and among its like
  // by how its name resembles the text, which says little: `limit` of them, each category's best rated, are enough.
  const options = { candidates: candidatesFor(limit), categoryIds: await categoriesWithWord(q), categoryCandidates: limit };
  // A name that only nearly holds the text ranks after every name that holds it: once `limit` names hold it the
  // typos could change nothing, and are not looked for. Their trigram scan is the dear part (a multicolumn GIN
  // index meets the city's entries with the text's trigrams of every name in India): at a million listings, 18
  // of a suggestion's 34 ms for 'repai' in Kolkata.
  const found = await rankedProviders(q, providerMatch(q, scope, { ...options, typos: false }), limit);
  const lower = q.toLowerCase();
  const enough = found.length === limit && found.at(-1)!.service_name.toLowerCase().includes(lower);
  if (!scope || !fuzzyEnough(q) || enough) return found;
  // The best `limit` of every match are the best of those found and of the names that nearly hold the text: the
  // text, address and category branches, already read, are not read again.
  return rankedProviders(q, nearlyNamedOr(q, scope, found, options.candidates), limit);
}

/** Names in `city` that nearly hold `q` (providerMatch's typo branch, ranking at most `candidates`), or the providers `found`. */
function nearlyNamedOr(q: string, city: SQL, found: ProviderHit[], candidates: number): SQL {
  const alternatives: (SQL | Branch)[] = [nearlyHolds(q)];
  const foundIds = found.map((hit) => hit.services_id);
  if (foundIds.length) alternatives.push({ condition: inArray(services.id, foundIds), limit: foundIds.length });
  return anyOf(services, services.id, alternatives, city, candidates);
}

/**
 * Listings (within `scope`: categories, a city) whose name or address holds every one of `words`: the
 * business or street a query names beside its category ('chatterjee plumbing works' → Chatterjee Plumbing
 * Works; 'plumber park street'). Words too short for a trigram are not looked for (null when none is
 * left). Nor are the category's words (every listing in scope is of it), and a typo is not forgiven here.
 * Each branch holds the scope, so that it reads the scope's rows only.
 */
export function namedMatch(words: string[], scope: SQL): SQL | null {
  const looked = words.filter(fuzzyEnough);
  if (!looked.length) return null;
  const holdsAll = (column: PgColumn) => and(...looked.map((word) => sql`${column} ILIKE ${containsPattern(word)}`))!;
  return anyOf(services, services.id, [holdsAll(services.serviceName), holdsAll(services.serviceAddress)], scope, SEARCH_CANDIDATES);
}

/** Providers of the categories `categoryIds` (in `city` when given) named by `words` (namedMatch). */
export async function providersNamedIn(words: string[], city: string, categoryIds: number[], limit: number): Promise<ProviderHit[]> {
  const named = namedMatch(words, and(inArray(services.categoryId, categoryIds), await inCity(city))!);
  return named ? rankedProviders(words.filter(fuzzyEnough).join(' '), named, limit) : [];
}

/** Providers matching `condition`: matches in the name before matches in the address, closest names first, then the best rated. */
async function rankedProviders(q: string, condition: SQL, limit: number): Promise<ProviderHit[]> {
  const tree = await categoryTree();
  const nameScore = sql<number>`greatest(similarity(${services.serviceName}, ${q}), word_similarity(${q}, ${services.serviceName}))`;
  const rows = await (await db())
    .select(listingSummaryColumns)
    .from(services)
    .where(and(condition, listed))
    .orderBy(desc(sql`${services.serviceName} ILIKE ${containsPattern(q)}`), desc(nameScore), ...bestRatedFirst)
    .limit(limit);
  return providerHits(tree, rows);
}

/** Rows of listingSummaryColumns as search answers them: the category by its label, the details page. */
function providerHits(tree: CategoryTree, rows: (Omit<ProviderHit, 'category_name' | 'href'> & { category_id: number })[]): ProviderHit[] {
  return rows.map(({ category_id, ...row }) => ({
    ...row,
    category_name: tree.byId.get(category_id)?.label ?? '',
    href: paths.details(row.slug),
  }));
}

/** addressInLocality as SQL: the address holds one of the locality's names (each answerable from the address trigram index). */
function inLocality(names: readonly string[]): SQL {
  if (!names.length) return sql`false`;
  return sql`(${sql.join(
    names.map((name) => sql`${services.serviceAddress} ILIKE ${containsPattern(name)}`),
    sql` or `,
  )})`;
}

/**
 * Providers of the categories `categoryIds` in `city`, those in the locality (by the names addresses give
 * it) first, then the rest of the city; each group best rated first.
 */
export async function providersLocalityFirst(
  categoryIds: number[],
  city: string,
  locality: readonly string[],
  limit: number,
): Promise<ProviderHit[]> {
  const tree = await categoryTree();
  const rows = await (await db())
    .select(listingSummaryColumns)
    .from(services)
    .where(and(inArray(services.categoryId, categoryIds), await inCity(city), listed))
    .orderBy(desc(inLocality(locality)), ...bestRatedFirst)
    .limit(limit);
  return providerHits(tree, rows);
}

/**
 * Categories and providers matching `q` (providers in `city` when one is given). Text shorter than
 * SUGGEST_MIN_CHARS matches nothing and asks the database nothing: one letter is contained in most of
 * the catalogue, an expensive scan whose answer helps nobody.
 */
export function search(q: string, city: string, limits: { categories: number; providers: number }): Promise<SearchResults> {
  if (q.trim().length < SUGGEST_MIN_CHARS) return Promise.resolve({ categories: [], providers: [] });
  // Keyed on what the query uses: the city's keyword (the listing's city rule), not the raw text; and on the
  // language, as its categories are named in it.
  const key = `search:${currentLocale()}:${q.toLowerCase()}:${cityKeyword(city).toLowerCase()}:${limits.categories}:${limits.providers}`;
  return cached(key, { ttlMs: SEARCH_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const found = await searchCategories(q, limits.categories);
    let providers = await searchProviders(q, city, limits.providers);
    // Nothing by name or text (everywhere, a typo is not looked for in names): the best of the
    // category the text resembles most ('plumbr' → Plumbing's best).
    const resembled = !providers.length && found[0] && fuzzyEnough(q) ? (await categoryTree()).byId.get(found[0].id) : undefined;
    if (resembled) providers = listingHits(await firstServices(resembled, city, { sort: 'rating' }, limits.providers));
    return { categories: found, providers };
  });
}

/** Listings (listings.server.ts) as search answers them. */
export function listingHits(items: ListingItem[]): ProviderHit[] {
  return items.map((item) => ({
    services_id: item.services_id,
    service_name: item.service_name,
    slug: item.slug,
    service_address: item.service_address,
    city: item.city,
    category_name: item.category_name,
    ratings_average: item.ratings_average,
    rating_count: item.rating_count,
    featured_image: item.featured_image,
    href: paths.details(item.slug),
  }));
}
