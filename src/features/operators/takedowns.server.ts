import type { APIContext } from 'astro';
import { and, desc, eq } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { listingChanged } from '../listings/listing-changed.server';
import { refreshListingRating } from '../reviews/reviews.server';
import { recordOperatorAction } from './audit.server';
import type { OperatorActor } from './operators.server';
import type { TakedownInput, TakedownKind, TakedownRow } from './takedowns';

const { reviews, servicePhotos, questions, services, takedowns, users } = tables;

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
      email: users.email,
      mobile: users.mobile,
      at: takedowns.createdAt,
    })
    .from(takedowns)
    .leftJoin(users, eq(users.id, takedowns.operatorId))
    .orderBy(desc(takedowns.id))
    .limit(limit);
  return rows.map(({ email, mobile, ...row }) => ({ ...row, operator: email ?? mobile }));
}
