/**
 * Search that understands the query (GET /api/search, the /search page and the search box): the query
 * index is built from the category tree and the category_synonyms rows, kept like the tree; providers
 * come from the listing of the understood category in the understood city; a query that names no
 * category falls back to the name search of search.server.ts; one that finds nothing is counted.
 */
import { currentLocale } from '../../lib/locale-path';
import { sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { db } from '../../lib/server/db';
import { categorySynonyms, searchMisses } from '../../lib/server/db/schema';
import { logger } from '../../lib/server/log';
import { cached } from '../../lib/server/data-cache';
import { CATEGORIES_TAG, LISTINGS_TAG } from '../catalog/cache-tags';
import { categoryTree } from '../catalog/catalog.server';
import { cityKeyword } from '../listings/listings';
import { firstServices } from '../listings/listings.server';
import { type PlaceName, addressInLocality, placeNames } from '../listings/places';
import { type QueryIndex, type Understanding, buildQueryIndex, normaliseText, understandQuery } from './query';
import { type CategoryHit, type ProviderHit, type UnderstoodResults, SEARCH_API_MAX_QUERY_LENGTH } from './search';
import { categoryHit, listingHits, providersLocalityFirst, providersNamedIn, search, searchProviders } from './search.server';

const INDEX_TTL_MS = 60_000;
const ANSWER_TTL_MS = 60_000;
/** Words left beside a category are looked for in business names up to this many. */
const NAMED_REST_MAX_WORDS = 3;

let places: PlaceName[] | undefined;

/** The query index of the catalogue as it is now (kept a minute, like the category tree). */
export function queryIndex(): Promise<QueryIndex> {
  return cached('search:query-index', { ttlMs: INDEX_TTL_MS, tags: [CATEGORIES_TAG] }, async () => {
    const tree = await categoryTree();
    const rows = await (await db()).select({ categoryId: categorySynonyms.categoryId, term: categorySynonyms.term }).from(categorySynonyms);
    const termsOf = new Map<number, string[]>();
    for (const row of rows) {
      const list = termsOf.get(row.categoryId) ?? [];
      list.push(row.term);
      termsOf.set(row.categoryId, list);
    }
    places ??= placeNames();
    return buildQueryIndex(
      tree.nodes.map((node) => ({ slug: node.slug, name: node.name, level: node.level, terms: [node.label, ...(termsOf.get(node.id) ?? [])] })),
      places,
    );
  });
}

export interface SearchLimits {
  categories: number;
  providers: number;
}

async function answer(q: string, cityHint: string, limits: SearchLimits): Promise<UnderstoodResults> {
  const [tree, index] = await Promise.all([categoryTree(), queryIndex()]);
  const understood = understandQuery(q, { cityHint: cityHint || null }, index);
  const node = understood.category ? tree.bySlug.get(understood.category) : undefined;
  const city = understood.city ?? '';
  const summary = {
    category: node?.slug ?? null,
    category_label: node?.label ?? null,
    city: understood.city,
    place: understood.place,
    locality: understood.locality?.name ?? null,
    near_me: understood.near_me,
    needs_city: understood.needs_city,
  };

  if (node) {
    // The category, the others the query matches as well, then the category's own children.
    const categories: CategoryHit[] = [];
    for (const candidate of [node, ...understood.also.map((slug) => tree.bySlug.get(slug)), ...tree.childrenOf(node.id)]) {
      if (candidate && categories.length < limits.categories && !categories.some((hit) => hit.id === candidate.id))
        categories.push(categoryHit(tree, candidate));
    }
    let scope: UnderstoodResults['scope'] = city ? 'city' : 'india';
    let providers =
      city && understood.locality
        ? await providersLocalityFirst(tree.subtreeIds(node.id), city, understood.locality.addresses, limits.providers)
        : listingHits(await firstServices(node, city, { sort: 'rating' }, limits.providers));
    if (city && providers.length === 0) {
      scope = 'india';
      providers = listingHits(await firstServices(node, '', { sort: 'rating' }, limits.providers));
    }
    // Words left beside the category may name a business or a street ('sharma plumbing'): its listings
    // come first. A longer leftover is a place or a sentence, not a name ('… netaji subhas chandra bose
    // international airport'), and matching all its words' trigrams cost 160 ms at a million listings.
    const restWords = understood.rest.split(' ').filter(Boolean);
    if (restWords.length > 0 && restWords.length <= NAMED_REST_MAX_WORDS) {
      const named = await providersNamedIn(restWords, scope === 'city' ? city : '', tree.subtreeIds(node.id), limits.providers);
      const ids = new Set(named.map((hit) => hit.services_id));
      providers = [...named, ...providers.filter((hit) => !ids.has(hit.services_id))].slice(0, limits.providers);
    }
    return { understood: summary, scope, categories, ...localityFirst(providers, understood.locality), nearest: [] };
  }

  // No category: today's name search, on the words that are not the place or filler.
  const text = understood.rest || q;
  let scope: UnderstoodResults['scope'] = city ? 'city' : 'india';
  let results = await search(text, city, limits);
  if (city && results.providers.length === 0) {
    scope = 'india';
    // A copy: the answer of search() is shared through its cache.
    results = { ...results, providers: await searchProviders(text, '', limits.providers) };
  }
  const nearest =
    results.categories.length || results.providers.length
      ? []
      : understood.nearest.flatMap((slug) => {
          const candidate = tree.bySlug.get(slug);
          return candidate ? [categoryHit(tree, candidate)] : [];
        });
  return { understood: summary, scope, categories: results.categories, ...localityFirst(results.providers, understood.locality), nearest };
}

/** The providers in the locality the query named first, each group in its order, and how many are in it. */
function localityFirst(providers: ProviderHit[], locality: Understanding['locality']): Pick<UnderstoodResults, 'providers' | 'in_locality'> {
  if (!locality) return { providers, in_locality: 0 };
  const near = providers.filter((hit) => addressInLocality(hit.service_address, locality.addresses));
  return { providers: [...near, ...providers.filter((hit) => !near.includes(hit))], in_locality: near.length };
}

/** An answer with nothing in it, for text too short to search (no database query). */
export function emptyAnswer(cityHint: string): UnderstoodResults {
  const city = cityKeyword(cityHint) || null;
  return {
    understood: { category: null, category_label: null, city, place: null, locality: null, near_me: false, needs_city: false },
    scope: city ? 'city' : 'india',
    in_locality: 0,
    categories: [],
    providers: [],
    nearest: [],
  };
}

/** Counts a search that found nothing, by its normalised text (at most 100 characters). */
async function recordMiss(q: string): Promise<void> {
  const query = normaliseText(q).slice(0, SEARCH_API_MAX_QUERY_LENGTH);
  if (!query) return;
  try {
    await (await db())
      .insert(searchMisses)
      .values({ query })
      .onConflictDoUpdate({ target: searchMisses.query, set: { count: sql`${searchMisses.count} + 1`, lastAt: clock.now() } });
  } catch (error) {
    // Counting is for the catalogue's benefit; the visitor still gets the answer.
    logger.warn({ err: error }, 'could not count a search miss');
  }
}

/**
 * What `q` asks for and what answers it: the category and city it means, the categories and the
 * providers (best first, in that city when it has any). `cityHint` is the visitor's stored city.
 */
export async function understoodSearch(q: string, cityHint: string, limits: SearchLimits): Promise<UnderstoodResults> {
  const hint = cityKeyword(cityHint);
  // Per language: the answer names its categories in the request's.
  const key = `search:understood:${currentLocale()}:${q.toLowerCase()}:${hint.toLowerCase()}:${limits.categories}:${limits.providers}`;
  const results = await cached(key, { ttlMs: ANSWER_TTL_MS, tags: [LISTINGS_TAG] }, () => answer(q, hint, limits));
  if (!results.categories.length && !results.providers.length) await recordMiss(q);
  return results;
}
