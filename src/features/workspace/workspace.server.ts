import { asc, count, eq, inArray } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { pendingBookingCount, pendingBookings } from '../bookings/booking-decisions.server';
import { listWaitingLeads } from '../leads/inbox.server';
import { parseDayOpen } from '../listings/hours';
import { healthGaps } from './workspace';
import type { Waiting, Workspace } from './workspace';

const { partners, servicePhotos, services } = tables;

/** How many waiting leads, and how many waiting bookings, the workspace's first screen lists; the rest are a link away. */
export const WAITING_SHOWN = 5;

/**
 * What the workspace's home shows of one business below what waits for an answer: each listing's health.
 * The caller has checked membership (requireMember).
 */
export async function loadWorkspace(partnerId: number): Promise<Workspace | null> {
  const database = await db();
  const [partner] = await database
    .select({ id: partners.id, slug: partners.slug, businessName: partners.businessName, city: partners.city, whatsapp: partners.whatsapp })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) return null;
  const rows = await database
    .select({ id: services.id, slug: services.slug, serviceName: services.serviceName, hours: services.hours, basicInfo: services.basicInfo })
    .from(services)
    .where(eq(services.partnerId, partnerId))
    .orderBy(asc(services.id));
  const ids = rows.map((row) => row.id);
  const photoCounts = ids.length
    ? await database
        .select({ serviceId: servicePhotos.serviceId, photos: count() })
        .from(servicePhotos)
        .where(inArray(servicePhotos.serviceId, ids))
        .groupBy(servicePhotos.serviceId)
    : [];
  const photosOf = new Map(photoCounts.map((row) => [row.serviceId, row.photos]));
  return {
    partner: { id: partner.id, slug: partner.slug, businessName: partner.businessName, city: partner.city },
    listings: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      serviceName: row.serviceName,
      gaps: healthGaps({
        photoCount: photosOf.get(row.id) ?? 0,
        hoursShown: parseDayOpen(row.hours).status === 'ok',
        basicInfo: row.basicInfo,
        whatsapp: partner.whatsapp,
      }),
    })),
  };
}

/**
 * What waits for one business's answer: leads nobody answered and its listings' pending bookings (rides and visits,
 * as the bookings page lists them), the newest first, at most WAITING_SHOWN of each, with their totals. The caller
 * has checked membership.
 */
export async function loadWaiting(partnerId: number): Promise<Waiting> {
  const [waitingLeads, waitingBookings, waitingBookingsTotal] = await Promise.all([
    listWaitingLeads(partnerId, WAITING_SHOWN),
    pendingBookings(partnerId, { newestFirst: true, limit: WAITING_SHOWN }),
    pendingBookingCount(partnerId),
  ]);
  return { waitingLeads: waitingLeads.leads, waitingLeadsTotal: waitingLeads.total, waitingBookings, waitingBookingsTotal };
}
