import { z } from '../../lib/zod';
import { loadPartnerPage, partnerDataPayload } from '../../features/partners/partners.server';
import { endpoint, json, notFound, parseInput, readBody } from '../../lib/server/http';
import { m } from '../../lib/i18n';

export const prerender = false;

const partnerDataSchema = z.object({
  slug: z
    .string({ error: () => m['partner.refusal.slugMissing']() })
    .trim()
    .min(1, { error: () => m['partner.refusal.slugMissing']() })
    .max(200, { error: () => m['partner.refusal.noSuchPartner']() }),
});

/**
 * POST /api/get-partner-data {slug} — a partner mini-site's data: details, categories (one a listing)
 * and review_ratings (SPEC.md section 7). Public: the mini-site is.
 */
export const POST = endpoint(async ({ request }) => {
  const { slug } = parseInput(partnerDataSchema, await readBody(request));
  const page = await loadPartnerPage(slug);
  if (!page) throw notFound(m['partner.refusal.noSuchPartner']());
  return json({ status: 1, data: partnerDataPayload(page) });
});
