import { reviewLimits, reviewSchema, type SubmitReviewAnswer } from '../../features/reviews/reviews';
import { submitReview } from '../../features/reviews/reviews.server';
import { listingChanged } from '../../features/listings/listing-changed.server';
import { findListingRefBySlug } from '../../features/listings/listing-details.server';
import { endpoint, json, notFound, parseInput, readBody, requireUser } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';
import { m } from '../../lib/i18n';

export const prerender = false;

/**
 * Rate a listing (signed-in): ratings 1–5, comments, slug. A second review of the same listing by the
 * same user edits the first. Answers the listing's new average and count.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, reviewLimits.reviews);
  const user = requireUser(context);
  const input = parseInput(reviewSchema, await readBody(context.request));
  const listing = await findListingRefBySlug(input.slug);
  if (!listing) throw notFound(m['listing.refusal.unknownAddress']());
  const { msg, ...data } = await submitReview(user.id, listing.id, input);
  await listingChanged(context.cache, listing);
  const answer: SubmitReviewAnswer = { status: 1, msg, data };
  return json(answer);
});
