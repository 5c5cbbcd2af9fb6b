import type { APIContext } from 'astro';
import { and, desc, eq, ne } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { HttpError, notFound } from '../../lib/server/http';
import { withheldKeyOf, withholdStoredImage } from '../../lib/server/images';
import { photoOrder } from '../listings/listing-details.server';
import { listingChanged } from '../listings/listing-changed.server';
import { refreshListingRating } from '../reviews/reviews.server';
import { accountColumns, recordOperatorAction, withOperator } from './audit.server';
import { tellReporters } from './reporter-mail.server';
import type { OperatorActor } from './operators.server';
import type { TakedownInput, TakedownKind, TakedownRow } from './takedowns';

const { reviewReports, reviews, servicePhotos, questions, services, partners, takedowns, users } = tables;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The table of each kind that leaves its table (a listing stays, hidden: its leads and bookings are people's records). */
const ROW_TABLES = { review: reviews, photo: servicePhotos, question: questions } as const;

/**
 * Takes content down for an operator: a review, a photo or a question leaves its table and is kept, as it was, in
 * `takedowns` (a review's listing gets its rating again without it); a listing is hidden (services.taken_down_at)
 * from every public page, answer and sitemap. One transaction with its audit row; then every instance forgets the
 * listing's cached pages and answers (listingChanged: PostgreSQL NOTIFY). A second takedown of the same thing is a 409.
 */
export async function takeDown(
  cache: APIContext['cache'],
  actor: OperatorActor,
  input: TakedownInput,
): Promise<{ takedownId: number; serviceId: number }> {
  const database = await db();
  /** The file to withhold once the transaction is committed (a photo's). */
  const withheld: { url: string; key: string }[] = [];
  const done = await database.transaction(async (tx) => {
    const now = clock.now();
    let content: Record<string, unknown>;
    let serviceId: number;
    if (input.kind === 'listing') {
      const [row] = await tx.select().from(services).where(eq(services.id, input.id)).for('update').limit(1);
      if (!row) throw notFound(m['operator.takedown.notFound']());
      if (row.takenDownAt) throw new HttpError(409, m['operator.takedown.already']());
      await tx.update(services).set({ takenDownAt: now }).where(eq(services.id, row.id));
      content = row;
      serviceId = row.id;
    } else {
      const table = ROW_TABLES[input.kind];
      // A review's reporters are told before its reports go with it.
      if (input.kind === 'review') {
        const reports = await tx.select({ id: reviewReports.id }).from(reviewReports).where(eq(reviewReports.reviewId, input.id));
        await tellReporters(
          tx,
          reports.map((report) => report.id),
          'taken-down',
          input.reason,
        );
      }
      const [row] = await tx.delete(table).where(eq(table.id, input.id)).returning();
      if (!row) {
        const [earlier] = await tx
          .select({ id: takedowns.id })
          .from(takedowns)
          .where(and(eq(takedowns.kind, input.kind), eq(takedowns.subjectId, input.id)))
          .limit(1);
        throw earlier ? new HttpError(409, m['operator.takedown.already']()) : notFound(m['operator.takedown.notFound']());
      }
      content = row;
      serviceId = row.serviceId;
      if (input.kind === 'review') await refreshListingRating(tx, serviceId);
      if (input.kind === 'photo' && 'url' in row) {
        await replaceFeaturedImage(tx, row.url);
        // Its file moves where /uploads never serves it (after the commit: the store is not transactional).
        const key = withheldKeyOf(row.url, `photo-${row.id}`);
        if (key) withheld.push({ url: row.url, key });
        content = { ...row, withheldKey: key };
      }
    }
    const [record] = await tx
      .insert(takedowns)
      .values({
        kind: input.kind,
        subjectId: input.id,
        serviceId,
        reason: input.reason,
        orderRef: input.order_ref ?? null,
        operatorId: actor.userId,
        content,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: takedowns.id });
    if (!record) throw new HttpError(409, m['operator.takedown.already']());
    await recordOperatorAction(tx, {
      operatorId: actor.userId,
      action: 'operator.takedown',
      subjectKind: input.kind satisfies TakedownKind,
      subjectId: input.id,
      reason: input.order_ref ? `${input.reason} (${input.order_ref})` : input.reason,
    });
    const [listing] = await tx.select({ partnerId: services.partnerId }).from(services).where(eq(services.id, serviceId)).limit(1);
    return { takedownId: record.id, serviceId, partnerId: listing!.partnerId };
  });
  for (const file of withheld) await withholdStoredImage(file.url, file.key);
  await listingChanged(cache, { id: done.serviceId, partnerId: done.partnerId });
  return { takedownId: done.takedownId, serviceId: done.serviceId };
}

/** The newest takedowns, newest first (the console's log, GET /api/operator/takedown). */
export async function recentTakedowns(limit = 50): Promise<TakedownRow[]> {
  const rows = await (await db())
    .select({
      id: takedowns.id,
      kind: takedowns.kind,
      subjectId: takedowns.subjectId,
      serviceId: takedowns.serviceId,
      reason: takedowns.reason,
      orderRef: takedowns.orderRef,
      ...accountColumns,
      at: takedowns.createdAt,
    })
    .from(takedowns)
    .leftJoin(users, eq(users.id, takedowns.operatorId))
    .orderBy(desc(takedowns.id))
    .limit(limit);
  return rows.map(withOperator);
}

/**
 * A taken-down photo is no listing's featured image any more: each listing that showed it shows its next photo
 * instead, or its business's own image, or none.
 */
async function replaceFeaturedImage(tx: Tx, url: string) {
  const showing = await tx
    .select({ id: services.id, partnerImage: partners.featuredImage })
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(eq(services.featuredImage, url));
  for (const listing of showing) {
    const [next] = await tx
      .select({ url: servicePhotos.url })
      .from(servicePhotos)
      .where(and(eq(servicePhotos.serviceId, listing.id), ne(servicePhotos.url, url)))
      .orderBy(...photoOrder)
      .limit(1);
    const replacement = next?.url ?? (listing.partnerImage !== url ? listing.partnerImage : '');
    await tx.update(services).set({ featuredImage: replacement }).where(eq(services.id, listing.id));
  }
}
