import { leadLimits, quoteSchemaAt, quoteSent } from '../../../../../features/leads/leads';
import { quoteLead } from '../../../../../features/leads/inbox.server';
import { listingChanged } from '../../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json, parseInput, readBody, requireUser } from '../../../../../lib/server/http';
import { clock } from '../../../../../lib/server/clock';
import { limitCaller } from '../../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/business/leads/{lead_id}/quote {amount, message, visit_at?} — a member's quote (or a changed one,
 * until the customer accepts an offer); the customer is told at once.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, leadLimits.quote);
  const leadId = idParam(context.params.id);
  const input = parseInput(quoteSchemaAt(clock.now()), await readBody(context.request));
  const answered = await quoteLead(user, leadId, input);
  // A first answer may change the business's measured response time, shown on its cards and details page.
  if (answered.replyTimeChanged) await listingChanged(context.cache, { id: answered.serviceId, partnerId: answered.partnerId });
  return json({ status: 1, msg: quoteSent() });
});
