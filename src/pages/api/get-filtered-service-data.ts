import { filteredRequestSchema } from '../../features/listings/listing-requests';
import { filteredServicesAnswer, findListingCategory } from '../../features/listings/listings.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { m } from '../../lib/i18n';

export const prerender = false;

/**
 * POST /api/get-filtered-service-data (slug, location) — SPEC.md sections 3, 4 and 7: the listings of
 * the category named by the slug (hyphens → spaces, any case) and below it, whose address contains
 * the city's first word: `{status, msg, data}`. `status` 1 with an empty list when nothing matches;
 * `status` 0 (with `msg`, shown as an error toast) only for a real failure such as an unknown category.
 */
export const POST = endpoint(async (context) => {
  const input = parseInput(filteredRequestSchema, await readBody(context.request));
  const category = await findListingCategory(input.slug);
  if (!category)
    return json({ status: 0, msg: m['listing.refusal.noSuchServiceCategory'](), message: m['listing.refusal.noSuchServiceCategory']() }, 404);
  return new Response(await filteredServicesAnswer(category, input.location), { headers: { 'content-type': 'application/json' } });
});
