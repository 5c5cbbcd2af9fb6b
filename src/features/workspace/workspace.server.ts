import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { m } from '../../lib/i18n';
import { BOOKING_STATUS } from '../bookings/booking-process';
import { listWaitingLeads } from '../leads/inbox.server';
import { parseDayOpen } from '../listings/hours';
import { healthGaps } from './workspace';
import type { Waiting, Workspace } from './workspace';

const { bookings, partners, profiles, servicePhotos, services } = tables;

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
 * What waits for one business's answer: leads nobody answered (newest first) and its listings' pending ride
 * bookings (newest first), at most WAITING_SHOWN of each, with their totals. The caller has checked membership.
 */
export async function loadWaiting(partnerId: number): Promise<Waiting> {
  const database = await db();
  const pending = and(eq(services.partnerId, partnerId), eq(bookings.status, BOOKING_STATUS.pending));
  const [waitingLeads, waiting, [pendingCount]] = await Promise.all([
    listWaitingLeads(partnerId, WAITING_SHOWN),
    database
      .select({
        id: bookings.id,
        customer: sql<string | null>`nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')`,
        serviceName: services.serviceName,
        kind: bookings.kind,
        pickup: bookings.pickupLocation,
        destination: bookings.destinationLocation,
        distance: bookings.distanceText,
        price: bookings.price,
        visitDate: bookings.visitDate,
        slot: bookings.slot,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId))
      .where(pending)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(WAITING_SHOWN),
    database.select({ n: count() }).from(bookings).innerJoin(services, eq(services.id, bookings.serviceId)).where(pending),
  ]);
  return {
    waitingLeads: waitingLeads.leads,
    waitingLeadsTotal: waitingLeads.total,
    // A customer without a name in their profile is 'A Seva customer', in the request's language.
    waitingBookings: waiting.map((booking) => ({ ...booking, customer: booking.customer ?? m['workspace.booking.unnamed']() })),
    waitingBookingsTotal: pendingCount?.n ?? 0,
  };
}
