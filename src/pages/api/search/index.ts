import { LISTINGS_TAG } from '../../../features/catalog/cache-tags';
import { RESULTS_CATEGORY_LIMIT, RESULTS_PROVIDER_LIMIT, SUGGEST_MIN_CHARS } from '../../../features/search/search';
import { searchApiRequestSchema } from '../../../features/search/search-request';
import { emptyAnswer, understoodSearch } from '../../../features/search/query.server';
import { endpoint, json, parseInput } from '../../../lib/server/http';

export const prerender = false;

/**
 * GET /api/search?q=&city=[&limit=] (CONTRACT.md): what the query asks for — category, city, "near me" —
 * with the categories and the providers that answer it, best first. Public. Text shorter than two
 * characters answers empty without touching the database. Answers that found something are cached
 * briefly; one that found nothing is not, so that every such search is counted.
 */
export const GET = endpoint(async (context) => {
  const input = parseInput(searchApiRequestSchema, Object.fromEntries(context.url.searchParams));
  if (input.q.length < SUGGEST_MIN_CHARS) return json({ status: 1, q: input.q, ...emptyAnswer(input.city) });
  const results = await understoodSearch(input.q, input.city, {
    categories: RESULTS_CATEGORY_LIMIT,
    providers: input.limit ?? RESULTS_PROVIDER_LIMIT,
  });
  if (results.categories.length || results.providers.length) context.cache.set({ maxAge: 60, swr: 600, tags: ['catalog', LISTINGS_TAG] });
  return json({ status: 1, q: input.q, ...results });
});
