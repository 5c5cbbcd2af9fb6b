import { REPLY_MESSAGES, replyLimits, reportSchema } from '../../../../../features/reviews/review-replies';
import { reportReview } from '../../../../../features/reviews/review-replies.server';
import { endpoint, idParam, json, parseInput, readBody } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/business/reviews/{review_id}/report {reason} — the owner believes a review of their business
 * is fake: stored and mailed to support, once per review (a second report is a 409). Owners only.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, replyLimits.reports);
  const reviewId = idParam(context.params.id);
  const body = await readBody(context.request);
  await reportReview(context.locals.user, reviewId, () => parseInput(reportSchema, body).reason);
  return json({ status: 1, msg: REPLY_MESSAGES.reported }, 201);
});
