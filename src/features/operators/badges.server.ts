import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { notFound } from '../../lib/server/http';
import { listingChanged } from '../listings/listing-changed.server';
import { recordOperatorAction } from './audit.server';
import type { ConfirmBadgeInput } from './badges';
import type { OperatorActor } from './operators.server';

const { partners, services } = tables;

/**
 * An operator confirms a badge of a business after checking it: "GST registered" keeps the GSTIN (its format and
 * check character were checked by the schema), "Address checked" the time. One transaction with its audit row; then
 * every page of the business's listings is forgotten (on every instance) so that the badge shows. Answers what the
 * operator reads.
 */
export async function confirmBadge(cache: APIContext['cache'], actor: OperatorActor, partnerId: number, input: ConfirmBadgeInput): Promise<string> {
  const database = await db();
  const { business, listingIds } = await database.transaction(async (tx) => {
    const now = clock.now();
    const [partner] = await tx.select({ name: partners.businessName }).from(partners).where(eq(partners.id, partnerId)).for('update').limit(1);
    if (!partner) throw notFound(m['operator.badge.noSuchBusiness']());
    await tx
      .update(partners)
      .set(input.badge === 'gst' ? { gstin: input.gstin ?? null, gstConfirmedAt: now } : { addressCheckedAt: now })
      .where(eq(partners.id, partnerId));
    await recordOperatorAction(tx, {
      operatorId: actor.userId,
      action: 'operator.badges.confirm',
      subjectKind: 'partner',
      subjectId: partnerId,
      reason: input.badge === 'gst' ? /* i18n-ignore: the badge's id */ `gst ${input.gstin}` : /* i18n-ignore: the badge's id */ 'address',
    });
    const listings = await tx.select({ id: services.id }).from(services).where(eq(services.partnerId, partnerId));
    return { business: partner.name, listingIds: listings.map((row) => row.id) };
  });
  for (const id of listingIds) await listingChanged(cache, { id, partnerId });
  return input.badge === 'gst'
    ? m['operator.badge.confirmed.gst']({ business, gstin: input.gstin ?? '' })
    : m['operator.badge.confirmed.address']({ business });
}
