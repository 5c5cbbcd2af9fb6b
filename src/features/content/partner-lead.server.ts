import { db, tables } from '../../lib/server/db';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { type PartnerLeadInput, planById } from './partner-lead';
import { mailSubmission } from './support-mail.server';
import { m } from '../../lib/i18n';

/**
 * Keeps a Partner Signup Form request and tells support about it: stored first (one insert), mailed
 * second; a failed mail is logged and the request still counts as received (see mailSubmission).
 */
export async function submitPartnerLead(input: PartnerLeadInput): Promise<{ id: number; mailed: boolean }> {
  const database = await db();
  const [row] = await database
    .insert(tables.partnerLeads)
    .values({
      plan: input.plan,
      name: input.name,
      businessName: input.business_name,
      businessLocation: input.business_location,
      email: input.email,
      phone: input.phone,
      pincode: input.pincode,
    })
    .returning({ id: tables.partnerLeads.id });
  const id = row!.id;
  const planName = planById(input.plan)?.name ?? input.plan;
  // In the language of the page it was sent from, which support answers in (recipient-locale.ts).
  const mailed = await inLanguageOf(database, { support: true }, () =>
    mailSubmission({
      kind: 'partner_lead',
      id,
      subject: m['mail.partnerLead.subject']({ business: input.business_name, plan: planName }),
      replyTo: input.email,
      fields: [
        [m['mail.field.plan'](), planName],
        [m['mail.field.name'](), input.name],
        [m['mail.field.businessName'](), input.business_name],
        [m['mail.field.businessLocation'](), input.business_location],
        [m['mail.field.pincode'](), input.pincode],
        [m['mail.field.email'](), input.email],
        [m['mail.field.phone'](), `+91 ${input.phone}`],
        [m['mail.field.reference'](), `partner_leads #${id}`],
      ],
    }),
  );
  return { id, mailed };
}
