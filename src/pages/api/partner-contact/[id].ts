import { partnerContactSchema, partnerContactSuccess } from '../../../features/partners/partner-contact';
import { limitPartnerContact, submitPartnerContact } from '../../../features/partners/partners.server';
import { endpoint, idParam, json, notFound, parseInput, readBody } from '../../../lib/server/http';

export const prerender = false;

/**
 * POST /api/partner-contact/{id} — the contact form of partner {id}'s page (name, email, subject,
 * message): stored, then mailed to the partner (or to support when the partner has no email address).
 * Limited per address (write-policy.ts), per partner and per sender email (partner-contact.ts).
 */
export const POST = endpoint(async ({ params, request }) => {
  const partnerId = idParam(params.id);
  const input = parseInput(partnerContactSchema, await readBody(request));
  await limitPartnerContact(partnerId, input.email);
  const sent = await submitPartnerContact(partnerId, input);
  if (!sent) throw notFound('No such partner');
  return json({ status: 1, msg: partnerContactSuccess(sent.businessName) }, 201);
});
