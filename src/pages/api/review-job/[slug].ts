import type { ReviewJobAnswer } from '../../../features/reviews/reviews';
import { reviewJobQuote } from '../../../features/reviews/reviews.server';
import { findListingRefBySlug } from '../../../features/listings/listing-details.server';
import { endpoint, json, notFound, requireUser } from '../../../lib/server/http';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * GET /api/review-job/{slug} — the signed-in customer's completed job with this listing (a won lead's quote,
 * or a completed booking): the review modal then asks "What did you pay in the end?". quote null without one.
 */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const listing = await findListingRefBySlug(context.params.slug ?? '');
  if (!listing) throw notFound(m['listing.refusal.unknownAddress']());
  const answer: ReviewJobAnswer = { status: 1, data: { quote: await reviewJobQuote(user.id, listing.id) } };
  return json(answer);
});
