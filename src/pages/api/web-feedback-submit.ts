import { endpoint, json, parseInput, readBody, requireUser } from '../../lib/server/http';
import { feedbackSchema } from '../../features/profile/profile';
import { addFeedback } from '../../features/profile/profile.server';

export const prerender = false;

/** SPEC.md section 7: "Feedback: success when data equals 1", so the answer is the number 1. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { feedback } = parseInput(feedbackSchema, await readBody(context.request));
  await addFeedback(user.id, feedback);
  return json(1);
});
