/**
 * The varied requests of the scale benchmark, one pool per route: listing pages, the SPEC listing call,
 * search and details pages, made from the grown database's own categories, cities and slugs. Pools are
 * large enough that a run of a few seconds rarely asks for the same thing twice, so each request is new
 * to the server's caches (route cache, data cache, POST answer cache), as a crawler or a crowd of
 * visitors would be; a pool that runs out starts over (the run reports how often that happened).
 */
import pg from 'pg';
import { querySet } from '../../src/features/search/query-set';
import { cityKeyword, type ListingQuery, type ListingSort, listingHref, listingSorts } from '../../src/features/listings/listings';
import { paths } from '../../src/paths';
import { cityWeight, type GrowKind, type ScaleCity } from './grow';

export interface ScaleTarget {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export type RouteName = 'listing' | 'get-filtered' | 'search' | 'suggest' | 'details';
export const ROUTES: RouteName[] = ['listing', 'get-filtered', 'search', 'suggest', 'details'];

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  listings: number;
  /**
   * What /service/{slug} and the API take for it: SPEC's slug, the name with hyphens for spaces ('repair-&-service':
   * the '&' as it is, which a path allows; the page answers 404 to '%26').
   */
  listingSlug: string;
}

/** What the pools are made from, read from the grown database. */
export interface CatalogueShape {
  kind: GrowKind;
  categories: CategoryRow[];
  cities: ScaleCity[];
  detailSlugs: string[];
  providerWords: string[];
}

/** A small seeded generator, so that two runs over the same data ask the same things. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function readCatalogueShape(url: string, cities: ScaleCity[], sampleSize: number, kind: GrowKind = 'standard'): Promise<CatalogueShape> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const categories = await client.query<Omit<CategoryRow, 'listingSlug'>>(`
      with recursive up as (
        select s.category_id as leaf, c.id, c.parent_id from (select category_id, count(*) as n from services group by 1) s join categories c on c.id = s.category_id
        union all select up.leaf, c.id, c.parent_id from up join categories c on c.id = up.parent_id)
      select c.id, c.slug, c.name, c.parent_id, coalesce(sum(s.n), 0)::int as listings
      from categories c
      left join up on up.id = c.id
      left join (select category_id, count(*) as n from services group by 1) s on s.category_id = up.leaf
      group by c.id order by c.id`);
    // A random sample of listings by id (cheap on a million rows: ids are dense).
    const slugs = await client.query<{ slug: string }>(
      `select slug from services where id in (
         select (1 + floor(random() * (select max(id) from services)))::int from generate_series(1, $1::int)) limit $1::int`,
      [sampleSize],
    );
    const words = await client.query<{ word: string }>(
      `select distinct split_part(service_name, ' ', 1) as word from services where id % 97 = 0 and length(split_part(service_name, ' ', 1)) > 3 limit 300`,
    );
    const withSlugs = categories.rows.map((row) => ({ ...row, listingSlug: row.name.toLowerCase().replace(/\s+/g, '-') }));
    return { kind, categories: withSlugs, cities, detailSlugs: slugs.rows.map((row) => row.slug), providerWords: words.rows.map((row) => row.word) };
  } finally {
    await client.end();
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A city picked with the weight the grown listings are spread by (population, or its square root on imported data). */
function cityPicker(cities: ScaleCity[], kind: GrowKind) {
  const total = cities.reduce((sum, city) => sum + cityWeight(city, kind), 0);
  return (random: () => number): ScaleCity => {
    let left = random() * total;
    for (const city of cities) {
      left -= cityWeight(city, kind);
      if (left <= 0) return city;
    }
    return cities[cities.length - 1]!;
  };
}

/** Builds up to `size` distinct targets with `make` (gives up after many repeats: a small catalogue has fewer). */
function distinct(size: number, make: () => ScaleTarget): ScaleTarget[] {
  const seen = new Map<string, ScaleTarget>();
  for (let tries = 0; seen.size < size && tries < size * 20; tries++) {
    const target = make();
    seen.set(`${target.method} ${target.path} ${target.body ?? ''}`, target);
  }
  return [...seen.values()];
}

/**
 * Listing pages: mostly a leaf or sub-category in a city (weighted by population), a fifth the top-level
 * categories with the biggest subtrees, some all-India, some sorted and filtered, and deep pages (up to
 * page 40) where the list is long enough to have them (a page past the end is a redirect, not a page).
 */
function listingTargets(shape: CatalogueShape, size: number, random: () => number): ScaleTarget[] {
  const withListings = shape.categories.filter((category) => category.listings > 0);
  const topLevel = withListings.filter((category) => category.parent_id === null);
  const lower = withListings.filter((category) => category.parent_id !== null);
  const cityOf = cityPicker(shape.cities, shape.kind);
  const totalWeight = shape.cities.reduce((sum, city) => sum + cityWeight(city, shape.kind), 0);
  return distinct(size, () => {
    const roll = random();
    const category = roll < 0.25 ? pick(random, topLevel) : pick(random, lower);
    const allIndia = random() < (shape.kind === 'imported' ? 0.2 : 0.1);
    const city = allIndia ? undefined : cityOf(random);
    const query: Partial<ListingQuery> = { city: city ? cityKeyword(city.name) : '' };
    const extra = random();
    if (extra < 0.25)
      query.sort = pick(
        random,
        listingSorts.filter((sort) => sort !== 'relevance'),
      ) as ListingSort;
    else if (extra < 0.35) query.verified = true;
    else if (extra < 0.42) query.top_rated = true;
    else if (extra < 0.47) query.min_rating = pick(random, [3, 3.5, 4, 4.5]);
    else if (extra < 0.52) query.max_price = pick(random, [200, 500, 1000, 5000]);
    // Deep pages where the expected list is long enough (listings of the category × the city's share).
    const expected = category.listings * (city ? cityWeight(city, shape.kind) / totalWeight : 1);
    const lastPage = Math.floor(expected / 12) - 1;
    if (!query.verified && !query.top_rated && !query.min_rating && !query.max_price && random() < 0.15 && lastPage > 2) {
      query.page = 2 + Math.floor(random() * Math.min(39, lastPage - 1));
    }
    return { method: 'GET', path: listingHref(category.listingSlug, query) };
  });
}

/** POST /api/get-filtered-service-data: SPEC's body, slug and location, the location written as people and the app do. */
function filteredTargets(shape: CatalogueShape, size: number, random: () => number): ScaleTarget[] {
  const withListings = shape.categories.filter((category) => category.listings > 0);
  const cityOf = cityPicker(shape.cities, shape.kind);
  return distinct(size, () => {
    const category = pick(random, withListings);
    const city = cityOf(random);
    const style = random();
    const location = style < 0.5 ? city.name : style < 0.8 ? `${city.name}, ${city.state}, India` : city.name.toLowerCase();
    // As the app sends it: the name with hyphens for spaces, in either case.
    const slug = category.listingSlug;
    return { method: 'POST', path: '/api/get-filtered-service-data', body: JSON.stringify({ slug, location }) };
  });
}

/** Typos people make: a letter dropped, two swapped or doubled. */
function misspell(word: string, random: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  if (kind < 0.4) return word.slice(0, at) + word.slice(at + 1);
  if (kind < 0.8) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return word.slice(0, at) + word[at] + word.slice(at);
}

const HINDI_AND_ROMANISED = [
  'प्लंबर',
  'बिजली मिस्त्री',
  'नलसाज',
  'दर्जी',
  'डॉक्टर',
  'वकील',
  'bijli wala',
  'nalsaz',
  'darzi',
  'mistri',
  'kapde dhone',
  'ac wala',
];

/**
 * GET /api/search?q=&city= as SearchBox sends it: the query set's real queries, 2- and 3-letter prefixes,
 * misspelt category names, Hindi and romanised words, provider names, and "category locality" and
 * "category city" pairs; about half with the visitor's city.
 */
function searchTargets(shape: CatalogueShape, size: number, random: () => number): ScaleTarget[] {
  const names = shape.categories.map((category) => category.name.toLowerCase());
  const cityOf = cityPicker(shape.cities, shape.kind);
  const localities = shape.cities.flatMap((city) => city.localities.map((locality) => ({ city, locality })));
  return distinct(size, () => {
    const kind = random();
    let q: string;
    let city = random() < 0.5 ? cityOf(random).name : '';
    if (kind < 0.15) {
      const known = pick(random, querySet);
      q = known.q;
      city = known.cityHint ?? city;
    } else if (kind < 0.3) q = pick(random, names).slice(0, 2 + Math.floor(random() * 2));
    else if (kind < 0.45) q = misspell(pick(random, names), random);
    else if (kind < 0.55) q = pick(random, HINDI_AND_ROMANISED);
    else if (kind < 0.7)
      q = random() < 0.5 ? pick(random, shape.providerWords) : `${pick(random, shape.providerWords)} ${pick(random, names).split(' ')[0]}`;
    else if (kind < 0.85 && localities.length) {
      const place = pick(random, localities);
      q = `${pick(random, names)} ${place.locality.toLowerCase()}`;
    } else q = `${pick(random, names)} ${cityOf(random).name.toLowerCase()}`;
    const params = new URLSearchParams({ q });
    if (city) params.set('city', city);
    return { method: 'GET', path: `/api/search?${params}` };
  });
}

/**
 * GET /api/search/suggest?q=&city= as the search box asks while a visitor types: each keystroke's prefix
 * (2 to 10 letters) of a category name, a provider's name word or "category locality", half with a city.
 */
function suggestTargets(shape: CatalogueShape, size: number, random: () => number): ScaleTarget[] {
  const names = shape.categories.map((category) => category.name.toLowerCase());
  const cityOf = cityPicker(shape.cities, shape.kind);
  const localities = shape.cities.flatMap((city) => city.localities.map((locality) => locality.toLowerCase()));
  return distinct(size, () => {
    const kind = random();
    const text =
      kind < 0.5
        ? pick(random, names)
        : kind < 0.8
          ? pick(random, shape.providerWords).toLowerCase()
          : `${pick(random, names).split(' ')[0]} ${localities.length ? pick(random, localities) : cityOf(random).name.toLowerCase()}`;
    const q = text.slice(0, 2 + Math.floor(random() * 9));
    const params = new URLSearchParams({ q });
    if (random() < 0.5) params.set('city', cityOf(random).name);
    return { method: 'GET', path: `/api/search/suggest?${params}` };
  });
}

function detailsTargets(shape: CatalogueShape, size: number): ScaleTarget[] {
  return shape.detailSlugs.slice(0, size).map((slug) => ({ method: 'GET', path: paths.details(slug) }));
}

/** The pools of every route, `size` targets each (fewer where the catalogue has fewer distinct ones). */
export function buildTargets(shape: CatalogueShape, size: number, seed = 20): Record<RouteName, ScaleTarget[]> {
  const random = seededRandom(seed);
  return {
    listing: listingTargets(shape, size, random),
    'get-filtered': filteredTargets(shape, size, random),
    search: searchTargets(shape, size, random),
    suggest: suggestTargets(shape, size, random),
    details: detailsTargets(shape, size),
  };
}
