import { grievanceLimits, grievanceReceivedMessage, grievanceSchema } from '../../features/grievances/grievances';
import { fileGrievance } from '../../features/grievances/grievances.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';

export const prerender = false;

/** A grievance (CONTRACT.md "Operators, grievances and takedowns"): anyone may file one; it answers the ticket. */
export const POST = endpoint(async (context) => {
  await limitCaller(context, grievanceLimits.file);
  const input = parseInput(grievanceSchema, await readBody(context.request));
  const { ticket } = await fileGrievance(input, { userId: context.locals.user?.id ?? null, locale: context.locals.locale });
  return json({ status: 1, ticket, msg: grievanceReceivedMessage(ticket) }, 201);
});
