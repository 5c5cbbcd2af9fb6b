import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { BOOKING_STATUS } from '../bookings/bookings';
import { parseDayOpen } from '../providers/hours';
import { type HealthGap, healthGaps } from './business';

const { bookings, partners, servicePhotos, services } = tables;

export interface WorkspaceListing {
  id: number;
  slug: string;
  serviceName: string;
  gaps: HealthGap[];
}

export interface WaitingBooking {
  id: number;
  serviceName: string;
  kind: string;
  /** A ride's route and distance; null for a visit. */
  pickup: string | null;
  destination: string | null;
  distance: string | null;
  price: number;
  /** A visit's day and time window; null for a ride. */
  visitDate: string | null;
  slot: string | null;
  createdAt: Date;
}

export interface Workspace {
  partner: { id: number; slug: string; businessName: string; city: string };
  listings: WorkspaceListing[];
  /** Ride bookings of its listings still waiting for the business's answer, newest first. */
  waitingBookings: WaitingBooking[];
}

/** How many waiting bookings the workspace's first screen lists. */
const WAITING_SHOWN = 20;

/**
 * What the workspace's home shows of one business: what waits for an answer, then each listing's health.
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
  const waiting = ids.length
    ? await database
        .select({
          id: bookings.id,
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
        .where(and(inArray(bookings.serviceId, ids), eq(bookings.status, BOOKING_STATUS.pending)))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(WAITING_SHOWN)
    : [];
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
    waitingBookings: waiting,
  };
}

/** The business a listing belongs to, or null when there is no such listing. */
export async function partnerOfListing(servicesId: number): Promise<number | null> {
  const database = await db();
  const [row] = await database.select({ partnerId: services.partnerId }).from(services).where(eq(services.id, servicesId)).limit(1);
  return row?.partnerId ?? null;
}
