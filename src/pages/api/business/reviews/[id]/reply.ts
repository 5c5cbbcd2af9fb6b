import { REPLY_MESSAGES, replyLimits, replySchema } from '../../../../../features/reviews/review-replies';
import { deleteReply, replyToReview } from '../../../../../features/reviews/review-replies.server';
import { listingChanged } from '../../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/business/reviews/{review_id}/reply {reply} — the owner's public answer to a review of their
 * business ("Response from the owner"), one per review: a second POST edits it. DELETE on the same path
 * deletes it (an empty reply is refused rather than taken as a delete). Owners only: 401 signed out,
 * 404 for a review not of the user's business, 403 for staff. The details and partner pages show it at once.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, replyLimits.replies);
  const reviewId = idParam(context.params.id);
  const body = await readBody(context.request);
  const listing = await replyToReview(context.locals.user, reviewId, () => parseInput(replySchema, body).reply);
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: REPLY_MESSAGES.saved });
});

export const DELETE = endpoint(async (context) => {
  await limitCaller(context, replyLimits.replies);
  const listing = await deleteReply(context.locals.user, idParam(context.params.id));
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: REPLY_MESSAGES.deleted });
});
