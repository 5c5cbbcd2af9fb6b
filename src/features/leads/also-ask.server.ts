/**
 * "Also ask": the other businesses an enquiry goes to when the customer asks for more quotes (ALSO_ASK_MAX,
 * leads.ts pickSimilar).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { tables } from '../../lib/server/db';
import { listed } from '../../lib/server/db/listed';
import type { Queryable } from '../notifications/notifications.server';
import { MIN_REPLY_SAMPLE } from '../track-record/track-record';
import { notBlockedBy } from './blocks.server';
import { OPEN_LEAD_STATUSES } from './lead-process';
import { pickSimilar } from './leads';

const { leads, partners, services } = tables;

/** A business the customer asked in this long with a lead still open is not asked again for them. */
const ASKED_RECENTLY_DAYS = 30;

/** Quickest to reply first: the measured response time (track-record/track-record.ts), businesses without one last. */
const replyOrder = sql`(case when ${partners.replySample} >= ${MIN_REPLY_SAMPLE} then ${partners.replyMinutes} end) asc nulls last`;

export interface SimilarCandidate {
  serviceId: number;
  partnerId: number;
  slug: string;
  serviceName: string;
  price: number;
  partnerEmail: string | null;
}

/**
 * Listings an enquiry to `serviceId` also goes to: the same category, the same city, another business, best
 * rated then quickest to reply first; never a business this customer blocked (blocks.server.ts) or already
 * has an open lead with lately.
 */
export async function similarListings(tx: Queryable, serviceId: number, userId: number, count: number): Promise<SimilarCandidate[]> {
  if (count <= 0) return [];
  const origin = sql`(select category_id, city, partner_id from ${services} where ${services.id} = ${serviceId})`;
  const rows = await tx
    .select({
      serviceId: services.id,
      partnerId: services.partnerId,
      slug: services.slug,
      serviceName: services.serviceName,
      price: services.price,
      partnerEmail: partners.email,
    })
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(
      and(
        sql`(${services.categoryId}, ${services.city}) = (select o.category_id, o.city from ${origin} o)`,
        sql`${services.partnerId} <> (select o.partner_id from ${origin} o)`,
        sql`not exists (select 1 from ${leads} l where l.partner_id = ${services.partnerId} and l.user_id = ${userId}
          and l.status in ${OPEN_LEAD_STATUSES} and l.created_at > ${clock.now().toISOString()}::timestamptz - make_interval(days => ${ASKED_RECENTLY_DAYS}))`,
        notBlockedBy(userId, services.partnerId),
        listed,
      ),
    )
    .orderBy(desc(services.rankScore), replyOrder, asc(services.id))
    // A business may have several listings here: enough rows to find `count` different businesses.
    .limit(count * 4 + 4);
  return pickSimilar(rows, [], count);
}
