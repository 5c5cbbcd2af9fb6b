import { partnerContactLimits, partnerContactSchema, partnerContactSuccess } from '../../../features/partners/partner-contact';
import { limitPartnerContact, submitPartnerContact } from '../../../features/partners/partners.server';
import { endpoint, idParam, json, notFound, parseInput, readBody } from '../../../lib/server/http';
import { limitCaller } from '../../../lib/server/rate-limit';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * POST /api/partner-contact/{id} — the contact form of partner {id}'s page (name, email, subject,
 * message): stored, then mailed to the partner (or to support when the partner has no email address).
 * Limited per caller, per partner and per sender email (partner-contact.ts's partnerContactLimits).
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, partnerContactLimits.messages);
  const partnerId = idParam(context.params.id);
  const input = parseInput(partnerContactSchema, await readBody(context.request));
  await limitPartnerContact(partnerId, input.email);
  const sent = await submitPartnerContact(partnerId, input);
  if (!sent) throw notFound(m['partner.refusal.noSuchPartner']());
  return json({ status: 1, msg: partnerContactSuccess(sent.businessName) }, 201);
});
