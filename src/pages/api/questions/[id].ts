import { QUESTION_ADDED, questionLimits, questionSchema } from '../../../features/questions/questions';
import { askQuestion, listQuestions } from '../../../features/questions/questions.server';
import { detailsPageTag } from '../../../features/providers/providers';
import { findListingRefById } from '../../../features/providers/providers.server';
import { endpoint, idParam, json, notFound, parseInput, readBody, requireUser } from '../../../lib/server/http';
import { limitOrRefuse } from '../../../lib/server/rate-limit';

export const prerender = false;

async function listingId(param: string | undefined): Promise<number> {
  const id = idParam(param);
  if (!(await findListingRefById(id))) throw notFound('No service has this id');
  return id;
}

/** Questions asked about a listing, newest first (public). */
export const GET = endpoint(async ({ params }) => {
  return json({ status: 1, data: await listQuestions(await listingId(params.id)) });
});

/** Post Your Question: signed-in customers only. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const serviceId = await listingId(context.params.id);
  const input = parseInput(questionSchema, await readBody(context.request));
  await limitOrRefuse(`questions:user:${user.id}`, questionLimits.byUser);
  const question = await askQuestion(user.id, serviceId, input.question);
  await context.cache.invalidate({ tags: [detailsPageTag(serviceId)] });
  return json({ status: 1, msg: QUESTION_ADDED, data: question }, 201);
});
