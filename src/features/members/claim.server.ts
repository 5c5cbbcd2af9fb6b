import { and, desc, eq, sql } from 'drizzle-orm';
import { accountLabel } from '../../lib/account-label';
import { formatIndianPhone } from '../../lib/format';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { notFound } from '../../lib/server/http';
import { mailSubmission } from '../content/support-mail.server';
import { CLAIM_STATE, type ClaimOutcome, type ClaimRequestInput, type ClaimState, type MyClaim } from './members';
import { roleIn } from './membership.server';
import { m } from '../../lib/i18n';

const { partnerClaims, partnerEmailChecks, partnerMembers, partners } = tables;

/** The columns of a ClaimOfBusiness, read from partner_claims joined with its partner. */
const claimOfBusinessColumns = {
  claimId: partnerClaims.id,
  partnerId: partners.id,
  businessName: partners.businessName,
  city: partners.city,
};

/** Claims with their businesses: each row a ClaimOfBusiness and the `extra` columns a reader needs. */
export function claimsRead<Extra extends SelectedFields>(database: Database, extra: Extra) {
  return database
    .select({ ...claimOfBusinessColumns, ...extra })
    .from(partnerClaims)
    .innerJoin(partners, eq(partners.id, partnerClaims.partnerId));
}

export interface ClaimablePartner {
  id: number;
  slug: string;
  businessName: string;
  city: string;
  /**
   * Claiming makes the user the owner at once: their email is the one on file (and confirmed, when an owner set
   * it) and the business has no members. Once it has members, no email makes anyone an owner: an operator decides.
   */
  emailMatches: boolean;
  alreadyMember: boolean;
  /** The user's latest claim of this business, with its state; null when they made none. */
  claim: MyClaim | null;
}

/** Whether the email on file may settle a claim now, read in `tx` (under the team's lock when it acts on it). */
async function ownedByEmail(tx: Pick<Database, 'select'>, partnerId: number, email: string | null): Promise<boolean> {
  if (!email) return false;
  const [row] = await tx
    .select({
      email: partners.email,
      members: sql<number>`(select count(*)::int from ${partnerMembers} where ${partnerMembers.partnerId} = ${partners.id})`,
      unconfirmed: sql<boolean>`exists (select 1 from ${partnerEmailChecks} where ${partnerEmailChecks.partnerId} = ${partners.id})`,
    })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return Boolean(row?.email) && row!.email!.trim().toLowerCase() === email && row!.members === 0 && !row!.unconfirmed;
}

/** A business as its claim page shows it to this user, or null when there is no such business. */
export async function claimablePartner(user: App.SessionUser, partnerId: number): Promise<ClaimablePartner | null> {
  const database = await db();
  const [partner] = await database
    .select({ id: partners.id, slug: partners.slug, businessName: partners.businessName, city: partners.city })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) return null;
  const [claim] = await myClaims(user.id, partner.id, 1);
  return {
    ...partner,
    emailMatches: await ownedByEmail(database, partner.id, user.email),
    alreadyMember: (await roleIn(user.id, partner.id)) !== null,
    claim: claim ?? null,
  };
}

/** The user's claims, newest first (of one business when `partnerId` is given). */
export async function myClaims(userId: number, partnerId?: number, limit = 20): Promise<MyClaim[]> {
  const rows = await claimsRead(await db(), {
    state: partnerClaims.status,
    createdAt: partnerClaims.createdAt,
    decidedAt: partnerClaims.decidedAt,
    reason: partnerClaims.reason,
  })
    .where(and(eq(partnerClaims.userId, userId), partnerId === undefined ? undefined : eq(partnerClaims.partnerId, partnerId)))
    .orderBy(desc(partnerClaims.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, state: row.state as ClaimState }));
}

/**
 * "Own this business?": the signed-in user whose email is the one on file (confirmed) becomes the owner at once
 * of a business that has no members; any other claim (with the business phone and a note, `request`) is stored,
 * mailed to support and waits in the operators' claims queue. A claimant with a claim still waiting makes no
 * second one. `request` parses that input, and is called only when it is needed. The team's lock (the one its
 * changes take) makes "no members yet" and becoming the owner one step: a member added meanwhile turns it into a request.
 */
export async function claimBusiness(user: App.SessionUser, partnerId: number, request: () => ClaimRequestInput): Promise<ClaimOutcome> {
  const partner = await claimablePartner(user, partnerId);
  if (!partner) throw notFound(m['member.refusal.noSuchBusiness']());
  if (partner.alreadyMember) return 'already-member';
  if (partner.claim?.state === CLAIM_STATE.pending) return 'requested';
  const input = partner.emailMatches ? null : request();
  const database = await db();
  const made = await database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${partner.id}`}))`);
    if (await ownedByEmail(tx, partner.id, user.email)) {
      await tx.insert(partnerMembers).values({ partnerId: partner.id, userId: user.id, role: 'owner' }).onConflictDoNothing();
      return null;
    }
    const claimInput = input ?? request();
    const [row] = await tx
      .insert(partnerClaims)
      .values({ partnerId: partner.id, userId: user.id, phone: claimInput.phone, note: claimInput.note })
      .returning({ id: partnerClaims.id });
    return { id: row!.id, input: claimInput };
  });
  if (!made) return 'owner';
  const { id, input: claimInput } = made;
  await mailSubmission({
    kind: 'partner_claim',
    id,
    subject: m['mail.claim.subject']({ business: partner.businessName, city: partner.city }),
    replyTo: user.email ?? undefined,
    fields: [
      [m['mail.field.business'](), m['mail.claim.business']({ name: partner.businessName, slug: partner.slug, id: partner.id })],
      [m['mail.field.claimedBy'](), accountLabel(user)],
      [m['mail.field.businessPhone'](), formatIndianPhone(claimInput.phone)],
      [m['mail.field.note'](), claimInput.note || '—'],
      [m['mail.field.reference'](), `partner_claims #${id}`],
    ],
  });
  return 'requested';
}
