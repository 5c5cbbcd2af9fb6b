import { asc, eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { dueAfter } from './operators';
import type { PendingClaim } from './claims';

const { partnerClaims, partners, users } = tables;

/** How long a claim may wait for a decision: the claimant is told "usually within 2 working days". */
export const CLAIM_DUE_HOURS = 48;

/** Claims no one has decided yet, the oldest first. */
export async function pendingClaims(limit = 100): Promise<PendingClaim[]> {
  const database = await db();
  const rows = await database
    .select({
      claimId: partnerClaims.id,
      partnerId: partners.id,
      partnerSlug: partners.slug,
      businessName: partners.businessName,
      city: partners.city,
      email: users.email,
      mobile: users.mobile,
      phone: partnerClaims.phone,
      note: partnerClaims.note,
      receivedAt: partnerClaims.createdAt,
    })
    .from(partnerClaims)
    .innerJoin(partners, eq(partners.id, partnerClaims.partnerId))
    .innerJoin(users, eq(users.id, partnerClaims.userId))
    .where(eq(partnerClaims.status, 'pending'))
    .orderBy(asc(partnerClaims.createdAt), asc(partnerClaims.id))
    .limit(limit);
  return rows.map(({ email, mobile, ...row }) => ({
    ...row,
    key: `claim-${row.claimId}`,
    claimant: email ?? mobile ?? '',
    dueAt: dueAfter(row.receivedAt, CLAIM_DUE_HOURS),
  }));
}
