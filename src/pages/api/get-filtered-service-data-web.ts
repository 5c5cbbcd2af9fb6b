import { countText } from '../../lib/format';
import { filteredWebRequestSchema } from '../../features/listings/listing-requests';
import { findListingCategory, listServices } from '../../features/listings/listings.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { m } from '../../lib/i18n';

export const prerender = false;

/**
 * POST /api/get-filtered-service-data-web — the listing with sort (relevance, rating, price_asc,
 * price_desc, name, newest), filters (top_rated, quick, verified, min_rating, max_price) and `page`
 * (12 a page): `{status, msg, data, total, page, pages}`. SPEC.md lists it as 'user', but it reads
 * only public catalogue data, so it is public here.
 */
export const POST = endpoint(async (context) => {
  const { slug, location, ...options } = parseInput(filteredWebRequestSchema, await readBody(context.request));
  const category = await findListingCategory(slug);
  if (!category)
    return json({ status: 0, msg: m['listing.refusal.noSuchServiceCategory'](), message: m['listing.refusal.noSuchServiceCategory']() }, 404);
  const listing = await listServices(category, location, options);
  return json({
    status: 1,
    msg: listing.total ? m['listing.answer.found']({ count: countText(listing.total, listing.estimated) }) : m['listing.answer.noneMatch'](),
    data: listing.items,
    total: listing.total,
    /** `total` is an estimate ('about 12,400'): past listing-count.server.ts's exact count. */
    estimated: listing.estimated,
    page: listing.page,
    pages: listing.pages,
  });
});
