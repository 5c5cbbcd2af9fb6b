import { db, tables } from '../../lib/server/db';
import { type PartnerLeadInput, planById } from './partner-lead';
import { mailSubmission } from './support-mail.server';

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
  const mailed = await mailSubmission({
    kind: 'partner_lead',
    id,
    subject: `Partner signup: ${input.business_name} (${planName})`,
    replyTo: input.email,
    fields: [
      ['Plan', planName],
      ['Name', input.name],
      ['Business name', input.business_name],
      ['Business location', input.business_location],
      ['Pincode', input.pincode],
      ['Email', input.email],
      ['Phone', `+91 ${input.phone}`],
      ['Reference', `partner_leads #${id}`],
    ],
  });
  return { id, mailed };
}
