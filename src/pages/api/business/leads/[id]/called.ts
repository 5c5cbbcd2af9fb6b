import { leadLimits } from '../../../../../features/leads/leads';
import { noteLeadCalled } from '../../../../../features/leads/inbox.server';
import { listingChanged } from '../../../../../features/listings/listing-changed.server';
import { endpoint, idParam, json, requireUser } from '../../../../../lib/server/http';
import { limitCaller } from '../../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/business/leads/{lead_id}/called — a member tapped Call or WhatsApp on the lead's page (sent with
 * navigator.sendBeacon, so the call opens at once): the lead's first answer, when it had none, which the
 * business's measured response time counts. `first` says whether it was. 401 signed out, 404 for anyone else.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, leadLimits.called);
  const called = await noteLeadCalled(user, idParam(context.params.id));
  if (called.replyTimeChanged) await listingChanged(context.cache, { id: called.serviceId, partnerId: called.partnerId });
  return json({ status: 1, first: called.first });
});
