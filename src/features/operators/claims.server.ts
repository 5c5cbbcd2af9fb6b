import { inLanguageOf } from '../../lib/server/recipient-locale';
import { asc, eq, sql } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { config } from '../../lib/server/config';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { HttpError, notFound } from '../../lib/server/http';
import { paths } from '../../paths';
import { claimsRead } from '../members/claim.server';
import { CLAIM_STATE } from '../members/members';
import { mailCustomer } from '../notifications/customer-mail.server';
import { accountColumns, recordOperatorAction } from './audit.server';
import type { OperatorActor } from './operators.server';
import { consoleAccount, dueAfter } from './operators';
import type { PendingClaim } from './claims';

const { partnerClaims, partnerMembers, partners, users } = tables;

/** How long a claim may wait for a decision: the claimant is told "usually within 2 working days". */
export const CLAIM_DUE_HOURS = 48;

/** Claims no one has decided yet, the oldest first. */
export async function pendingClaims(limit = 100): Promise<PendingClaim[]> {
  const rows = await claimsRead(await db(), {
    partnerSlug: partners.slug,
    ...accountColumns,
    phone: partnerClaims.phone,
    note: partnerClaims.note,
    receivedAt: partnerClaims.createdAt,
  })
    .innerJoin(users, eq(users.id, partnerClaims.userId))
    .where(eq(partnerClaims.status, CLAIM_STATE.pending))
    .orderBy(asc(partnerClaims.createdAt), asc(partnerClaims.id))
    .limit(limit);
  return rows.map(({ email, mobile, ...row }) => ({
    ...row,
    key: `claim-${row.claimId}`,
    claimant: consoleAccount({ email, mobile }) ?? '',
    dueAt: dueAfter(row.receivedAt, CLAIM_DUE_HOURS),
  }));
}

/** An operator's decision on a claim. */
export type ClaimDecision = 'approve' | 'reject';

/**
 * An operator decides a claim still waiting: approved, the claimant becomes an owner of the business (staff who
 * claimed it become its owner); rejected, it stays as it was and the claimant reads the reason. The claim's row
 * is locked, so a second decision (by the same operator twice, or another one) is a 409; the decision, the new
 * owner, the audit row and the mail to the claimant are one transaction. Answers what to tell the operator.
 */
export async function decideClaim(actor: OperatorActor, claimId: number, decision: ClaimDecision, reason: string): Promise<string> {
  const database = await db();
  return database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [claim] = await tx
      .select({ id: partnerClaims.id, partnerId: partnerClaims.partnerId, userId: partnerClaims.userId, status: partnerClaims.status })
      .from(partnerClaims)
      .where(eq(partnerClaims.id, claimId))
      .for('update')
      .limit(1);
    if (!claim) throw notFound(m['operator.claim.noSuch']());
    if (claim.status !== CLAIM_STATE.pending) throw new HttpError(409, m['operator.claim.alreadyDecided']());
    const [partner] = await tx
      .select({ businessName: partners.businessName, city: partners.city })
      .from(partners)
      .where(eq(partners.id, claim.partnerId))
      .limit(1);
    const now = clock.now();
    await tx
      .update(partnerClaims)
      .set({ status: decision === 'approve' ? CLAIM_STATE.approved : CLAIM_STATE.rejected, decidedBy: actor.userId, decidedAt: now, reason })
      .where(eq(partnerClaims.id, claim.id));
    if (decision === 'approve') {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${claim.partnerId}`}))`);
      await tx
        .insert(partnerMembers)
        .values({ partnerId: claim.partnerId, userId: claim.userId, role: 'owner' })
        .onConflictDoUpdate({ target: [partnerMembers.partnerId, partnerMembers.userId], set: { role: 'owner' } });
    }
    await recordOperatorAction(tx, { operatorId: actor.userId, action: 'operator.claims.decide', subjectKind: 'claim', subjectId: claim.id, reason });
    const business = partner?.businessName ?? '';
    await inLanguageOf(tx, { userId: claim.userId }, () =>
      mailCustomer(
        claim.userId,
        {
          kind: 'claim-decision',
          id: claim.id,
          key: claim.id,
          subject: decision === 'approve' ? m['mail.claimDecision.approved']({ business }) : m['mail.claimDecision.rejected']({ business }),
          fields: [
            [m['mail.field.business'](), `${business}, ${partner?.city ?? ''}`],
            ...(decision === 'reject' ? [[m['mail.field.reason'](), reason] as [string, string]] : []),
            [m['mail.field.yourBusiness'](), `${config.SITE_URL}${paths.business()}`],
          ],
        },
        tx,
      ),
    );
    return decision === 'approve' ? m['operator.claim.approved']({ business }) : m['operator.claim.rejected']({ business });
  });
}
