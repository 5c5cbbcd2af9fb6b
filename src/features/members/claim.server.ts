import { eq } from 'drizzle-orm';
import { accountLabel } from '../../lib/account-label';
import { formatIndianPhone } from '../../lib/format';
import { db, tables } from '../../lib/server/db';
import { notFound } from '../../lib/server/http';
import { mailSubmission } from '../content/support-mail.server';
import type { ClaimOutcome, ClaimRequestInput } from './members';
import { addMember, roleIn } from './membership.server';
import { m } from '../../lib/i18n';

const { partnerClaims, partners } = tables;

export interface ClaimablePartner {
  id: number;
  slug: string;
  businessName: string;
  city: string;
  /** The user's email is the one on file: claiming makes them the owner at once. */
  emailMatches: boolean;
  alreadyMember: boolean;
}

/** A business as its claim page shows it to this user, or null when there is no such business. */
export async function claimablePartner(user: App.SessionUser, partnerId: number): Promise<ClaimablePartner | null> {
  const database = await db();
  const [partner] = await database
    .select({ id: partners.id, slug: partners.slug, businessName: partners.businessName, city: partners.city, email: partners.email })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) return null;
  return {
    id: partner.id,
    slug: partner.slug,
    businessName: partner.businessName,
    city: partner.city,
    emailMatches: Boolean(partner.email) && user.email !== null && partner.email!.trim().toLowerCase() === user.email,
    alreadyMember: (await roleIn(user.id, partner.id)) !== null,
  };
}

/**
 * "Own this business?": the signed-in user whose email is the one on file becomes its owner at once;
 * anyone else's claim (with the business phone and a note, `request`) is stored and mailed to support,
 * who call that phone to check. `request` parses that input, and is called only when it is needed.
 */
export async function claimBusiness(user: App.SessionUser, partnerId: number, request: () => ClaimRequestInput): Promise<ClaimOutcome> {
  const partner = await claimablePartner(user, partnerId);
  if (!partner) throw notFound(m['member.refusal.noSuchBusiness']());
  if (partner.alreadyMember) return 'already-member';
  if (partner.emailMatches) {
    await addMember(partner.id, user.id, 'owner');
    return 'owner';
  }
  const input = request();
  const database = await db();
  const [row] = await database
    .insert(partnerClaims)
    .values({ partnerId: partner.id, userId: user.id, phone: input.phone, note: input.note })
    .returning({ id: partnerClaims.id });
  const id = row!.id;
  await mailSubmission({
    kind: 'partner_claim',
    id,
    subject: m['mail.claim.subject']({ business: partner.businessName, city: partner.city }),
    replyTo: user.email ?? undefined,
    fields: [
      [m['mail.field.business'](), m['mail.claim.business']({ name: partner.businessName, slug: partner.slug, id: partner.id })],
      [m['mail.field.claimedBy'](), accountLabel(user)],
      [m['mail.field.businessPhone'](), formatIndianPhone(input.phone)],
      [m['mail.field.note'](), input.note || '—'],
      [m['mail.field.reference'](), `partner_claims #${id}`],
    ],
  });
  return 'requested';
}
