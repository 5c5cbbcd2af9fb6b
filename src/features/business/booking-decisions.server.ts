import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { HttpError, unauthorized } from '../../lib/server/http';
import { siteLink } from '../../lib/server/mail';
import { paths } from '../../paths';
import { BOOKING_STATUS } from '../bookings/bookings';
import { settleBookingLead } from '../leads/leads.server';
import { mailCustomer } from '../notifications/customer-mail.server';
import { notify } from '../notifications/notifications.server';
import { type BookingDecision, type BusinessBooking, DECISION_MESSAGES } from './booking-decisions';
import { countEvent } from './insights.server';
import { requireMember } from './membership.server';
import { noProposal } from '../bookings/visit-proposals';
import { formatSlot, formatVisitDate, VISIT_MESSAGES } from '../bookings/visits';

const { bookings, profiles, services } = tables;

/** How many bookings each list of the bookings page shows: the waiting ones, then the latest answered. */
export const PENDING_SHOWN = 50;
export const DECIDED_SHOWN = 20;

/**
 * A booking (a ride or a visit) as a member of its business (owner or staff) answers it: 401 signed out; 404
 * for an unknown booking and for anyone not a member (the customer who made it too).
 */
export async function bookingForMember(user: App.SessionUser | null, bookingId: number) {
  if (!user) throw unauthorized();
  const [booking] = await (await db())
    .select({
      partnerId: services.partnerId,
      serviceId: services.id,
      serviceName: services.serviceName,
      hours: services.hours,
      kind: bookings.kind,
      status: bookings.status,
      visitDate: bookings.visitDate,
      slot: bookings.slot,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!booking) throw new HttpError(404, DECISION_MESSAGES.noSuchBooking);
  await requireMember(user, booking.partnerId, 'bookings.decide');
  return booking;
}

/** Why a booking that is no longer pending cannot be answered again. */
function alreadyDecided(status: number): HttpError {
  if (status === BOOKING_STATUS.confirmed) return new HttpError(409, DECISION_MESSAGES.alreadyConfirmed);
  if (status === BOOKING_STATUS.declined) return new HttpError(409, DECISION_MESSAGES.alreadyDeclined);
  return new HttpError(409, DECISION_MESSAGES.alreadyClosed);
}

/**
 * A member of the booking's business (owner or staff) confirms or declines a pending ride booking; the
 * customer is told in the same transaction (a notification) and then by mail (a mail that fails is logged). 401 signed out; 404 for an unknown booking
 * and for anyone not a member of its business (the customer who made it too); 409 once it was answered.
 * The decline reason is read (`readReason`, which may throw a 422) only once the member is checked.
 */
export async function decideBooking(
  user: App.SessionUser | null,
  bookingId: number,
  decision: BookingDecision,
  readReason: () => string | null = () => null,
): Promise<void> {
  const booking = await bookingForMember(user, bookingId);
  const database = await db();
  const reason = decision === 'decline' ? readReason() : null;

  const answered = await database.transaction(async (tx) => {
    // Only a pending booking changes: two members answering at once, the second finds it decided.
    const [decided] = await tx
      .update(bookings)
      .set({
        status: decision === 'confirm' ? BOOKING_STATUS.confirmed : BOOKING_STATUS.declined,
        declineReason: reason,
        decidedAt: new Date(),
        ...noProposal,
      })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, BOOKING_STATUS.pending)))
      .returning({
        userId: bookings.userId,
        kind: bookings.kind,
        pickup: bookings.pickupLocation,
        destination: bookings.destinationLocation,
        visitDate: bookings.visitDate,
        slot: bookings.slot,
      });
    if (!decided) {
      const [now] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
      throw alreadyDecided(now?.status ?? BOOKING_STATUS.cancelled);
    }
    // Its lead in the inbox closes with it; a confirmed booking is a won lead in the insights.
    await settleBookingLead(tx, bookingId, decision === 'confirm' ? 'won' : 'declined', reason ?? undefined);
    if (decision === 'confirm') await countEvent(booking.partnerId, 'won', new Date(), tx);
    const what =
      decided.kind === 'visit'
        ? `visit on ${formatVisitDate(decided.visitDate ?? '')}, ${formatSlot(decided.slot ?? '')}`
        : `${decided.pickup} to ${decided.destination}`;
    await notify(
      tx,
      decided.userId,
      decision === 'confirm'
        ? `${booking.serviceName} confirmed your booking #${bookingId}: ${what}. Status: Confirmed.`
        : `${booking.serviceName} declined your booking #${bookingId} (${what}). Their reason: ${reason} Status: Declined.`,
    );
    return { ...decided, what };
  });
  await mailCustomer(answered.userId, {
    kind: `booking-${decision}`,
    id: bookingId,
    subject:
      decision === 'confirm'
        ? `${booking.serviceName} confirmed your booking #${bookingId} on Seva`
        : `${booking.serviceName} declined your booking #${bookingId} on Seva`,
    fields: [
      ['Business', booking.serviceName],
      [answered.kind === 'visit' ? 'Visit' : 'Ride', answered.what],
      ['Status', decision === 'confirm' ? 'Confirmed' : 'Declined'],
      ...(reason ? ([['Their reason', reason]] as [string, string][]) : []),
      ['Your bookings', siteLink(paths.profile('History'))],
    ],
  });
}

/**
 * A member of the booking's business marks a confirmed booking done (status 4, Completed); the customer is
 * told. 401 signed out; 404 for an unknown booking and anyone not a member; 409 unless it is confirmed.
 */
export async function completeBooking(user: App.SessionUser | null, bookingId: number): Promise<void> {
  const booking = await bookingForMember(user, bookingId);
  const database = await db();
  await database.transaction(async (tx) => {
    const [done] = await tx
      .update(bookings)
      .set({ status: BOOKING_STATUS.completed })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, BOOKING_STATUS.confirmed)))
      .returning({ userId: bookings.userId });
    if (!done) throw new HttpError(409, VISIT_MESSAGES.notConfirmed);
    await notify(tx, done.userId, `${booking.serviceName} marked your booking #${bookingId} completed. Status: Completed.`);
  });
}

/** The bookings (rides and visits) of a business's listings: those waiting for an answer (oldest first) and the latest answered. */
export async function listBusinessBookings(
  partnerId: number,
): Promise<{ pending: BusinessBooking[]; pendingTotal: number; decided: BusinessBooking[]; toComplete: BusinessBooking[] }> {
  const database = await db();
  const columns = {
    id: bookings.id,
    serviceName: services.serviceName,
    customer: sql<string>`coalesce(nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), ''), 'A Seva customer')`,
    kind: bookings.kind,
    pickup: bookings.pickupLocation,
    destination: bookings.destinationLocation,
    distance: bookings.distanceText,
    duration: bookings.durationText,
    price: bookings.price,
    visitDate: bookings.visitDate,
    slot: bookings.slot,
    address: bookings.address,
    note: bookings.note,
    hours: services.hours,
    proposedDate: bookings.proposedDate,
    proposedSlot: bookings.proposedSlot,
    status: bookings.status,
    declineReason: bookings.declineReason,
    createdAt: bookings.createdAt,
    decidedAt: bookings.decidedAt,
  };
  const ofPartner = eq(services.partnerId, partnerId);
  const base = () =>
    database
      .select(columns)
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId));
  const [pending, [pendingCount], decided, toComplete] = await Promise.all([
    base()
      .where(and(ofPartner, eq(bookings.status, BOOKING_STATUS.pending)))
      .orderBy(bookings.createdAt, bookings.id)
      .limit(PENDING_SHOWN),
    database
      .select({ n: count() })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(and(ofPartner, eq(bookings.status, BOOKING_STATUS.pending))),
    base()
      .where(
        and(
          ofPartner,
          inArray(bookings.status, [BOOKING_STATUS.confirmed, BOOKING_STATUS.declined, BOOKING_STATUS.cancelled, BOOKING_STATUS.completed]),
        ),
      )
      .orderBy(desc(sql`coalesce(${bookings.decidedAt}, ${bookings.createdAt})`), desc(bookings.id))
      .limit(DECIDED_SHOWN),
    // Confirmed visits wait for "Mark completed", soonest first.
    base()
      .where(and(ofPartner, eq(bookings.kind, 'visit'), eq(bookings.status, BOOKING_STATUS.confirmed)))
      .orderBy(bookings.visitDate, bookings.slot, bookings.id)
      .limit(PENDING_SHOWN),
  ]);
  return { pending, pendingTotal: pendingCount?.n ?? 0, decided, toComplete };
}
