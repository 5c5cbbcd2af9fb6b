/** What the listing page /service/{slug} answers: its query, the providers it shows and their cards. */
import { countText } from '../../lib/format';
import { m } from '../../lib/i18n';
import type { AstroGlobal } from 'astro';
import { paths } from '../../paths';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { browsePath } from '../catalog/catalog';
import { categoryTree } from '../catalog/catalog.server';
import { parseListingQuery } from './listing-requests';
import { LISTING_PAGE_SIZE, activeFilterCount, cityKeyword, listingHref, listingSearch } from './listings';
import { findListingCategory, listServices } from './listings.server';
import { cardOf } from './provider-card.server';
import { clock } from '../../lib/server/clock';

/**
 * SPEC.md /service/{slug}: the slug's hyphens become spaces to name the category; the providers in it
 * and below it whose address contains the city's first word. The city, sort, filters and page live in
 * the URL (?city=Kolkata&sort=price_asc&top_rated=1&page=2) so the server renders the whole list and a
 * result can be shared; CityArrival adds the visitor's stored or current city when the URL has none.
 * Answers a Response to return instead (404, or a redirect to the one URL of this state).
 */
export async function listingPage(astro: AstroGlobal) {
  const slug = astro.params.slug ?? '';
  const category = await findListingCategory(slug);
  if (!category) return new Response(null, { status: 404 });
  // The city is kept as its keyword (SPEC.md's city rule: what the query uses), as our own links give it.
  const parsedQuery = parseListingQuery(astro.url.searchParams);
  const query = { ...parsedQuery, city: cityKeyword(parsedQuery.city) };
  // One URL per state: anything else (empty form fields, defaults, unknown keys, 'Kolkata, West Bengal') is sent to it.
  const canonicalSearch = listingSearch(query);
  if (astro.url.search !== canonicalSearch && !(astro.url.search === '?' && canonicalSearch === '')) {
    return astro.redirect(listingHref(slug, query), 301);
  }
  const listing = await listServices(category, query.city, query);
  if (listing.total > 0 && query.page > listing.pages) return astro.redirect(listingHref(slug, { ...query, page: listing.pages }), 302);
  // Past an estimated count the pages are estimated too: one beyond the real end is empty, and its last page unknown.
  if (listing.estimated && listing.items.length === 0 && query.page > 1) return astro.redirect(listingHref(slug, { ...query, page: 1 }), 302);
  // Only a list with something in it is kept by the route cache: every made-up city is a valid URL with
  // an empty list, and keeping each would fill the cache with copies of one empty page.
  if (listing.total > 0) astro.cache.set({ maxAge: 60, swr: 600, tags: ['catalog', LISTINGS_TAG] });

  const tree = await categoryTree();
  const now = clock.now();
  const cards = listing.cards.map((row) => cardOf(row, tree, now));
  const city = cityKeyword(query.city);
  const first = (listing.page - 1) * LISTING_PAGE_SIZE + 1;
  return {
    slug,
    query,
    listing,
    cards,
    label: category.label,
    city,
    first,
    last: first + listing.items.length - 1,
    /** How many there are, as the page says it ('about 12,400' past an exact count). */
    count: countText(listing.total, listing.estimated),
    filtered: activeFilterCount(query) > 0,
    pageHref: (page: number) => listingHref(slug, { ...query, page }),
    crumbs: [
      { label: m['shell.nav.home'](), href: paths.home() },
      ...(city ? [{ label: city, href: listingHref(slug, { city }) }] : []),
      ...tree.ancestry(category.id).map((node) => ({ label: node.label, href: browsePath(node) })),
      { label: m['listing.crumb.count']({ total: listing.total, count: countText(listing.total, listing.estimated) }) },
    ],
    canonicalPath: listingHref(slug, { city: query.city, page: query.page }),
  };
}
