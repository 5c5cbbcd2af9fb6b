import { leadLimits } from '../../../../features/leads/leads';
import { withdrawEnquiry } from '../../../../features/leads/my-enquiries.server';
import { endpoint, idParam, json, requireUser } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';
import { m } from '../../../../lib/i18n';

export const prerender = false;

/** POST /api/my-enquiries/{enquiry_id}/withdraw — the customer no longer needs it: every business's lead closes. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, leadLimits.choice);
  await withdrawEnquiry(user.id, idParam(context.params.id));
  return json({ status: 1, msg: m['lead.requestWithdrawn']() });
});
