import type { APIContext } from 'astro';
import { and, asc, eq, sql } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { config } from '../../lib/server/config';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { PARTNER_STATE } from '../../lib/server/db/listed';
import { HttpError, notFound } from '../../lib/server/http';
import { paths } from '../../paths';
import { listingChanged } from '../listings/listing-changed.server';
import { mailCustomer } from '../notifications/customer-mail.server';
import { recordOperatorAction } from './audit.server';
import type { PendingBusiness } from './new-businesses';
import type { OperatorActor } from './operators.server';
import { dueAfter } from './operators';

const { categories, partnerMembers, partners, services, users } = tables;

/** How long a new business may wait for a decision once its phone is proved: "usually within 2 working days". */
export const NEW_BUSINESS_DUE_HOURS = 48;

/** A draft's first listing (the one the form made). */
const firstListing = sql`(select min(s.id) from ${services} s where s.partner_id = ${partners.id})`;

/**
 * Businesses that joined by themselves and proved their phone (the code sent to the first listing's number was
 * entered), not decided yet: the oldest proof first. A draft whose phone is not proved waits on its owner, not here.
 */
export async function pendingBusinesses(limit = 100): Promise<PendingBusiness[]> {
  const rows = await (await db())
    .select({
      partnerId: partners.id,
      businessName: partners.businessName,
      ownerName: partners.ownerName,
      email: partners.email,
      phone: services.contactNo,
      address: services.serviceAddress,
      city: partners.city,
      category: categories.name,
      ownerEmail: users.email,
      ownerMobile: users.mobile,
      receivedAt: services.phoneVerifiedAt,
    })
    .from(partners)
    .innerJoin(services, eq(services.id, firstListing))
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .innerJoin(partnerMembers, and(eq(partnerMembers.partnerId, partners.id), eq(partnerMembers.role, 'owner')))
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(and(eq(partners.state, PARTNER_STATE.draft), eq(services.phoneVerifiedNumber, services.contactNo)))
    .orderBy(asc(services.phoneVerifiedAt), asc(partners.id))
    .limit(limit);
  return rows.map(({ ownerEmail, ownerMobile, receivedAt, ownerName, email, ...row }) => ({
    ...row,
    key: `business-${row.partnerId}`,
    ownerName: ownerName ?? '',
    email: email ?? '',
    owner: ownerEmail ?? ownerMobile ?? '',
    receivedAt: receivedAt!,
    dueAt: dueAfter(receivedAt!, NEW_BUSINESS_DUE_HOURS),
  }));
}

/** An operator's decision on a new business. */
export type BusinessDecision = 'approve' | 'reject';

/**
 * An operator decides a new business waiting in the queue: approved, it and its listings are live at once, on every
 * instance (the takedown's invalidation, listingChanged); rejected, it stays hidden and its owner reads the reason
 * in their workspace. The business's row is locked, so a second decision is a 409, and so is a decision on a draft
 * whose phone is not proved yet; the decision, the audit row and the mail to the owner are one transaction.
 * Answers what to tell the operator.
 */
export async function decideBusiness(
  cache: APIContext['cache'],
  actor: OperatorActor,
  partnerId: number,
  decision: BusinessDecision,
  reason: string,
): Promise<string> {
  const database = await db();
  const done = await database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [partner] = await tx
      .select({ id: partners.id, state: partners.state, decidedAt: partners.decidedAt, businessName: partners.businessName, city: partners.city })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('update')
      .limit(1);
    // A business that never joined by itself is not in this queue: not found, as an unknown id.
    const [listing] = partner
      ? await tx
          .select({ id: services.id, verified: services.phoneVerifiedNumber, phone: services.contactNo })
          .from(services)
          .where(eq(services.partnerId, partner.id))
          .orderBy(asc(services.id))
          .limit(1)
      : [];
    if (!partner || !listing || (partner.state === PARTNER_STATE.live && partner.decidedAt === null)) {
      throw notFound(m['operator.business.noSuch']());
    }
    if (partner.state !== PARTNER_STATE.draft) throw new HttpError(409, m['operator.business.alreadyDecided']());
    if (listing.verified !== listing.phone) throw new HttpError(409, m['operator.business.phoneNotProved']());
    const now = clock.now();
    const approved = decision === 'approve';
    await tx
      .update(partners)
      .set({ state: approved ? PARTNER_STATE.live : PARTNER_STATE.rejected, stateReason: reason, decidedAt: now })
      .where(eq(partners.id, partner.id));
    const listings = approved
      ? await tx.update(services).set({ draft: false }).where(eq(services.partnerId, partner.id)).returning({ id: services.id })
      : [];
    await recordOperatorAction(tx, {
      operatorId: actor.userId,
      action: 'operator.businesses.approve',
      subjectKind: 'partner',
      subjectId: partner.id,
      reason: approved ? reason : `${m['operator.business.rejectedNote']()}: ${reason}`,
    });
    const [owner] = await tx
      .select({ userId: partnerMembers.userId })
      .from(partnerMembers)
      .where(and(eq(partnerMembers.partnerId, partner.id), eq(partnerMembers.role, 'owner')))
      .limit(1);
    const business = partner.businessName;
    await mailCustomer(
      owner?.userId ?? null,
      {
        kind: 'business-decision',
        id: partner.id,
        key: partner.id,
        subject: approved ? m['mail.businessDecision.approved']({ business }) : m['mail.businessDecision.rejected']({ business }),
        fields: [
          [m['mail.field.business'](), `${business}, ${partner.city}`],
          ...(approved ? [] : [[m['mail.field.reason'](), reason] as [string, string]]),
          [m['mail.field.yourBusiness'](), `${config.SITE_URL}${paths.business(partner.id)}`],
        ],
      },
      tx,
    );
    return { business, listings: listings.map((row) => row.id) };
  });
  // Live at once, on every instance: the listing pages, lists, counts, search and the partner page forget what they kept.
  for (const id of done.listings) await listingChanged(cache, { id, partnerId });
  return decision === 'approve'
    ? m['operator.business.approved']({ business: done.business })
    : m['operator.business.rejected']({ business: done.business });
}
