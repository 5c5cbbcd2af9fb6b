import { partnerLeadSchema, partnerLeadSuccess, planById } from '../../features/content/partner-lead';
import { submitPartnerLead } from '../../features/content/partner-lead.server';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';

export const prerender = false;

/** The Partner Signup Form of /become-a-partner (JSON, form-encoded or multipart). */
export const POST = endpoint(async ({ request }) => {
  const input = parseInput(partnerLeadSchema, await readBody(request));
  await submitPartnerLead(input);
  return json({ status: 1, msg: partnerLeadSuccess(planById(input.plan)) }, 201);
});
