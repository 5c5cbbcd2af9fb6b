import { acceptSchema, leadLimits } from '../../../../features/leads/leads';
import { acceptOffer } from '../../../../features/leads/my-enquiries.server';
import { endpoint, idParam, json, parseInput, readBody, requireUser } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';
import { m } from '../../../../lib/i18n';

export const prerender = false;

/** POST /api/my-enquiries/{enquiry_id}/accept {service_id} — the customer chooses a business; the others' leads close. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, leadLimits.choice);
  const enquiryId = idParam(context.params.id);
  const input = parseInput(acceptSchema, await readBody(context.request));
  await acceptOffer(user.id, enquiryId, input.service_id);
  return json({ status: 1, msg: m['lead.offerAccepted']() });
});
