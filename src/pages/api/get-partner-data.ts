import { z } from 'zod';
import { loadPartnerPage, partnerDataPayload } from '../../features/partners/partners.server';
import { endpoint, json, notFound, parseInput, readBody } from '../../lib/server/http';

export const prerender = false;

const partnerDataSchema = z.object({
  slug: z.string({ error: 'Please send the partner slug' }).trim().min(1, 'Please send the partner slug').max(200, 'No such partner'),
});

/**
 * POST /api/get-partner-data {slug} — a partner mini-site's data: details, categories (one a listing)
 * and review_ratings (SPEC.md section 7). Public: the mini-site is.
 */
export const POST = endpoint(async ({ request }) => {
  const { slug } = parseInput(partnerDataSchema, await readBody(request));
  const page = await loadPartnerPage(slug);
  if (!page) throw notFound('No such partner');
  return json({ status: 1, data: partnerDataPayload(page) });
});
