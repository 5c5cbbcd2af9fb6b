import { endpoint, json, parseInput, readBody, requireUser } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';
import { feedbackLimits, feedbackSchema } from '../../features/profile/profile';
import { addFeedback } from '../../features/profile/profile.server';

export const prerender = false;

/** SPEC.md section 7: "Feedback: success when data equals 1", so the answer is the number 1. */
export const POST = endpoint(async (context) => {
  await limitCaller(context, feedbackLimits.feedback);
  const user = requireUser(context);
  const { feedback } = parseInput(feedbackSchema, await readBody(context.request));
  await addFeedback(user.id, feedback);
  return json(1);
});
