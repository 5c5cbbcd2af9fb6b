import { LISTINGS_TAG } from '../../../features/catalog/cache-tags';
import { SUGGEST_CATEGORY_LIMIT, SUGGEST_PROVIDER_LIMIT } from '../../../features/search/search';
import { searchRequestSchema } from '../../../features/search/search-request';
import { search } from '../../../features/search/search.server';
import { endpoint, json, parseInput } from '../../../lib/server/http';

export const prerender = false;

/**
 * GET /api/search/suggest?q=&city= — what the search box suggests as the visitor types: categories
 * and providers whose names contain the text or nearly do (small typos). Public and cached briefly.
 */
export const GET = endpoint(async (context) => {
  const input = parseInput(searchRequestSchema, Object.fromEntries(context.url.searchParams));
  const results = await search(input.q, input.city, { categories: SUGGEST_CATEGORY_LIMIT, providers: SUGGEST_PROVIDER_LIMIT });
  context.cache.set({ maxAge: 60, swr: 600, tags: ['catalog', LISTINGS_TAG] });
  return json({ status: 1, q: input.q, data: results });
});
