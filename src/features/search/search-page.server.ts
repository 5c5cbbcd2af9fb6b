/** What the /search page shows: the same answer as GET /api/search, with the providers' cards. */
import { categoryTree } from '../catalog/catalog.server';
import { cityKeyword } from '../listings/listings';
import { providerCards } from '../listings/provider-card.server';
import { understoodSearch } from './query.server';
import { RESULTS_CATEGORY_LIMIT, RESULTS_PROVIDER_LIMIT, SUGGEST_MIN_CHARS, understoodSummary } from './search';
import { searchRequestSchema } from './search-request';

/**
 * The results page of the search box: what ?q= asks for (category, place, "near me"; ?city= is the
 * visitor's stored city), its categories and providers, and the popular categories to offer instead.
 */
export async function searchPage(url: URL) {
  const parsed = searchRequestSchema.safeParse({ q: url.searchParams.get('q') ?? '', city: url.searchParams.get('city') ?? '' });
  const q = parsed.success ? parsed.data.q : '';
  const storedCity = parsed.success ? cityKeyword(parsed.data.city) : '';
  const results =
    q.length >= SUGGEST_MIN_CHARS
      ? await understoodSearch(q, storedCity, { categories: RESULTS_CATEGORY_LIMIT, providers: RESULTS_PROVIDER_LIMIT })
      : undefined;
  const tree = await categoryTree();
  const cards = await providerCards(results?.providers.map((hit) => hit.services_id) ?? []);
  return {
    q,
    storedCity,
    results,
    cards,
    popular: tree.nodes.filter((node) => node.isPopular),
    total: results ? results.categories.length + results.providers.length : 0,
    city: results?.scope === 'city' ? (results.understood.city ?? '') : '',
    summary: results ? understoodSummary(results) : '',
  };
}
