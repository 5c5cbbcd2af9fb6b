import { type HelpfulAnswer, reviewLimits } from '../../../features/reviews/reviews';
import { voteHelpful, voterKey } from '../../../features/reviews/reviews.server';
import { clientAddress } from '../../../features/auth/request.server';
import { endpoint, idParam, json } from '../../../lib/server/http';
import { hashedKeyPart, limitOrRefuse } from '../../../lib/server/rate-limit';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * "Helpful" on a review: counted once per person — the user when signed in, else a visitor known only
 * by a hash of their address (reviews.server.ts voterKey). Answers the review's new count.
 */
export const POST = endpoint(async (context) => {
  const reviewId = idParam(context.params.id);
  const user = context.locals.user;
  if (!user) await limitOrRefuse(`helpful:from:${hashedKeyPart(clientAddress(context))}`, reviewLimits.visitorVotesFromAddress);
  const voter = voterKey(user, clientAddress(context));
  const result = await voteHelpful(reviewId, voter, user?.id ?? null);
  const answer: HelpfulAnswer = {
    status: 1,
    msg: result.counted ? m['review.helpful.thanks']() : m['review.helpful.already'](),
    data: { review_id: reviewId, ...result },
  };
  return json(answer);
});
