import { partnerLeadLimits, partnerLeadSchema, partnerLeadSuccess, planById } from '../../features/content/partner-lead';
import { submitPartnerLead } from '../../features/content/partner-lead.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';

export const prerender = false;

/** The Partner Signup Form of /become-a-partner (JSON, form-encoded or multipart). */
export const POST = endpoint(async (context) => {
  await limitCaller(context, partnerLeadLimits.signups);
  const input = parseInput(partnerLeadSchema, await readBody(context.request));
  await submitPartnerLead(input);
  return json({ status: 1, msg: partnerLeadSuccess(planById(input.plan)) }, 201);
});
