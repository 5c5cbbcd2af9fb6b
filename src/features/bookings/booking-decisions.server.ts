import { inLanguageOf } from '../../lib/server/recipient-locale';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { type Database, db, tables } from '../../lib/server/db';
import { HttpError, unauthorized } from '../../lib/server/http';
import { siteLink } from '../../lib/server/mail';
import { paths } from '../../paths';
import { memberActor } from '../members/membership.server';
import type { MemberAction } from '../members/permissions';
import { mailCustomer } from '../notifications/customer-mail.server';
import { type BookingDecision, type BusinessBooking, DECISION_MESSAGES } from './booking-decisions';
import { BOOKING_STATUS, bookingProcess, bookingState, OPEN_BOOKING_STATUSES } from './booking-process';
import { type LockedBooking, selectBookings, takeBookingTransition } from './booking-process.server';
import { noProposal } from './visit-proposals';
import { formatSlot, formatVisitDate } from './visits';
import { m } from '../../lib/i18n';

const { bookings, profiles, services } = tables;

/** How many bookings each list of the bookings page shows: the waiting ones, then the latest answered. */
export const PENDING_SHOWN = 50;
export const DECIDED_SHOWN = 20;

/**
 * A booking (a ride or a visit) as a member of its business answers it, and the member as the booking process
 * names them: 401 signed out; 404 for an unknown booking and for anyone not a member (the customer who made it
 * too); 403 for a role the permission table does not let take `action`.
 */
export async function bookingForMember(user: App.SessionUser | null, bookingId: number, action: MemberAction) {
  if (!user) throw unauthorized();
  const [booking] = await selectBookings(await db(), { hours: services.hours })
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!booking) throw new HttpError(404, DECISION_MESSAGES.noSuchBooking);
  return { ...booking, actor: await memberActor(user, booking.partnerId, action) };
}

const visitText = (booking: { visitDate: string | null; slot: string | null }) =>
  m['booking.visitOn']({ date: formatVisitDate(booking.visitDate ?? ''), slot: formatSlot(booking.slot ?? '') });

/**
 * A member of the booking's business confirms or declines a pending booking (the process's `confirm` and
 * `decline`); its lead follows, the customer is told in the same transaction (a notification) and then by mail
 * (a mail that fails is logged). 401 signed out; 404 for an unknown booking and for anyone not a member of its
 * business (the customer who made it too); 409 once it was answered. The decline reason is read (`readReason`,
 * which may throw a 422) only once the member is checked.
 */
export async function decideBooking(
  user: App.SessionUser | null,
  bookingId: number,
  decision: BookingDecision,
  readReason: () => string | null = () => null,
): Promise<void> {
  const booking = await bookingForMember(user, bookingId, 'bookings.decide');
  const database = await db();
  const reason = decision === 'decline' ? readReason() : null;
  const now = clock.now();

  await database.transaction(async (tx) => {
    const [route] = await tx
      .select({ pickup: bookings.pickupLocation, destination: bookings.destinationLocation })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    const what = (decided: LockedBooking) =>
      decided.kind === 'visit' ? visitText(decided) : m['booking.ride']({ pickup: route?.pickup ?? '', destination: route?.destination ?? '' });
    const taken = await takeBookingTransition(tx, decision, bookingId, booking.actor, {
      now,
      set: () => ({ declineReason: reason, decidedAt: now, ...noProposal }),
      leadReason: reason,
      tellCustomer: (decided) =>
        decision === 'confirm'
          ? m['notification.booking.confirmed']({ business: booking.serviceName, id: bookingId, what: what(decided) })
          : m['notification.booking.declined']({ business: booking.serviceName, id: bookingId, what: what(decided), reason: reason ?? '' }),
    });
    const answered = taken.booking;
    // The customer's mail is written with the decision (the outbox sends it).
    await inLanguageOf(tx, { userId: answered.customerId }, () =>
      mailCustomer(
        answered.customerId,
        {
          kind: `booking-${decision}`,
          id: bookingId,
          subject:
            decision === 'confirm'
              ? m['mail.bookingDecided.confirmedSubject']({ business: booking.serviceName, id: bookingId })
              : m['mail.bookingDecided.declinedSubject']({ business: booking.serviceName, id: bookingId }),
          fields: [
            [m['mail.field.business'](), booking.serviceName],
            [answered.kind === 'visit' ? m['mail.field.visit']() : m['mail.field.ride'](), what(answered)],
            [m['mail.field.status'](), bookingProcess.states[decision === 'confirm' ? bookingState.confirmed : bookingState.declined].label],
            ...(reason ? ([[m['mail.field.theirReason'](), reason]] as [string, string][]) : []),
            [m['mail.field.yourBookings'](), siteLink(paths.profile('History'))],
          ],
        },
        tx,
      ),
    );
  });
}

/**
 * A member of the booking's business marks a confirmed booking done (the process's `complete`: Completed);
 * the customer is told. 401 signed out; 404 for an unknown booking and anyone not a member; 409 unless it is confirmed.
 */
export async function completeBooking(user: App.SessionUser | null, bookingId: number): Promise<void> {
  const booking = await bookingForMember(user, bookingId, 'bookings.complete');
  await (await db()).transaction((tx) =>
    takeBookingTransition(tx, 'complete', bookingId, booking.actor, {
      now: clock.now(),
      tellCustomer: () => m['notification.booking.completed']({ business: booking.serviceName, id: bookingId }),
    }),
  );
}

/** A booking as a business's lists show it (BusinessBooking), its customer named in the language of the request. */
function businessBookingColumns() {
  return {
    id: bookings.id,
    serviceName: services.serviceName,
    customer: sql<string>`coalesce(nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), ''), ${m['booking.anonymousCustomer']()})`,
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
    // The customer's phone only while the booking is open (pending or confirmed): a closed one's business has no more need of it.
    phone: sql<string | null>`case when ${inArray(bookings.status, [...OPEN_BOOKING_STATUSES])} then nullif(${profiles.phone}, '') end`,
  };
}

/** The bookings of the listings of a business, as its lists show them. */
function businessBookings(database: Database) {
  return database
    .select(businessBookingColumns())
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(profiles, eq(profiles.userId, bookings.userId));
}

const ofPartner = (partnerId: number) => eq(services.partnerId, partnerId);
const waitingOf = (partnerId: number) => and(ofPartner(partnerId), eq(bookings.status, BOOKING_STATUS.pending));

/**
 * The bookings of a business's listings that wait for its answer, at most `limit`: the oldest first (its bookings
 * page answers them in turn), or the newest first (its home shows what just came in).
 */
export async function pendingBookings(partnerId: number, { newestFirst = false, limit = PENDING_SHOWN } = {}): Promise<BusinessBooking[]> {
  const order = newestFirst ? [desc(bookings.createdAt), desc(bookings.id)] : [asc(bookings.createdAt), asc(bookings.id)];
  return businessBookings(await db())
    .where(waitingOf(partnerId))
    .orderBy(...order)
    .limit(limit);
}

/** How many bookings of a business's listings wait for its answer. */
export async function pendingBookingCount(partnerId: number): Promise<number> {
  const [counted] = await (await db())
    .select({ n: count() })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(waitingOf(partnerId));
  return counted?.n ?? 0;
}

/** The bookings (rides and visits) of a business's listings: those waiting for an answer (oldest first) and the latest answered. */
export async function listBusinessBookings(
  partnerId: number,
): Promise<{ pending: BusinessBooking[]; pendingTotal: number; decided: BusinessBooking[]; toComplete: BusinessBooking[] }> {
  const database = await db();
  const answered = [BOOKING_STATUS.confirmed, BOOKING_STATUS.declined, BOOKING_STATUS.cancelled, BOOKING_STATUS.completed];
  const [pending, pendingTotal, decided, toComplete] = await Promise.all([
    pendingBookings(partnerId),
    pendingBookingCount(partnerId),
    businessBookings(database)
      .where(and(ofPartner(partnerId), inArray(bookings.status, answered)))
      .orderBy(desc(sql`coalesce(${bookings.decidedAt}, ${bookings.createdAt})`), desc(bookings.id))
      .limit(DECIDED_SHOWN),
    // Confirmed visits wait for "Mark completed", soonest first.
    businessBookings(database)
      .where(and(ofPartner(partnerId), eq(bookings.kind, 'visit'), eq(bookings.status, BOOKING_STATUS.confirmed)))
      .orderBy(bookings.visitDate, bookings.slot, bookings.id)
      .limit(PENDING_SHOWN),
  ]);
  return { pending, pendingTotal, decided, toComplete };
}
