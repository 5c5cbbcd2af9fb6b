import { QUESTION_MESSAGES, questionLimits, questionSchema } from '../../../features/questions/questions';
import { askQuestion, listQuestions } from '../../../features/questions/questions.server';
import { listingChanged } from '../../../features/listings/listing-changed.server';
import { findListingRefById, type ListingRef } from '../../../features/listings/listing-details.server';
import { endpoint, idParam, json, notFound, parseInput, readBody, requireUser } from '../../../lib/server/http';
import { limitOrRefuse } from '../../../lib/server/rate-limit';
import { m } from '../../../lib/i18n';

export const prerender = false;

async function findListing(param: string | undefined): Promise<ListingRef> {
  const listing = await findListingRefById(idParam(param));
  if (!listing) throw notFound(m['listing.refusal.unknownId']());
  return listing;
}

/** Questions asked about a listing, newest first (public). */
export const GET = endpoint(async ({ params }) => {
  return json({ status: 1, data: await listQuestions((await findListing(params.id)).id) });
});

/** Post Your Question: signed-in customers only. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const listing = await findListing(context.params.id);
  const input = parseInput(questionSchema, await readBody(context.request));
  await limitOrRefuse(`questions:user:${user.id}`, questionLimits.byUser);
  const question = await askQuestion(user.id, listing.id, input.question);
  await listingChanged(context.cache, listing);
  return json({ status: 1, msg: QUESTION_MESSAGES.added, data: question }, 201);
});
