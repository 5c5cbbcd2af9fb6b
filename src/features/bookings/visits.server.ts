import { inLanguageOf } from '../../lib/server/recipient-locale';
import { and, eq } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { mailSubmission } from '../content/support-mail.server';
import { parseDayOpen } from '../listings/hours';
import { findListingRefById } from '../listings/listing-details.server';
import { BOOKING_STATUS } from './booking-process';
import { selectBookings, takeBookingTransition } from './booking-process.server';
import { recordNewBooking } from './new-booking.server';
import { noProposal } from './visit-proposals';
import { formatSlot, formatVisitDate, slotRefusal, VISIT_MESSAGES, type VisitInput } from './visits';
import { m } from '../../lib/i18n';

const { bookings, partners, services } = tables;

/**
 * Books a visit of a home service for a signed-in customer: stored as a pending booking of kind 'visit',
 * with a lead of kind 'visit' for the business, counted in its insights; the customer gets a notification
 * and the business a mail. Refused (422) for an unknown listing, a transport listing (rides have their
 * own booking) and a window outside the listing's hours that day.
 */
export async function bookVisit(userId: number, input: VisitInput): Promise<number> {
  const listing = await findListingRefById(input.services_id);
  if (!listing) throw new HttpError(422, m['booking.refusal.unknownListing'](), { services_id: m['listing.refusal.unknownId']() });
  if (listing.isTransport) throw new HttpError(422, VISIT_MESSAGES.transport, { services_id: VISIT_MESSAGES.transport });
  const database = await db();
  const [row] = await database.select({ hours: services.hours }).from(services).where(eq(services.id, listing.id)).limit(1);
  const refusal = slotRefusal(parseDayOpen(row?.hours ?? null), input.date, input.slot, clock.now());
  if (refusal) throw new HttpError(422, refusal, { slot: refusal });

  // In the language of whoever reads it (the customer's notice, the business's mail): composed there.
  const when = () => m['booking.when']({ date: formatVisitDate(input.date), slot: formatSlot(input.slot) });
  const id = await database.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        kind: 'visit',
        serviceId: listing.id,
        userId,
        visitDate: input.date,
        slot: input.slot,
        address: input.address,
        note: input.note || null,
        price: 0,
        status: BOOKING_STATUS.pending,
      })
      .returning({ id: bookings.id });
    await recordNewBooking(tx, {
      id: booking!.id,
      kind: 'visit',
      userId,
      listing,
      notice: () => m['notification.visit.requested']({ id: booking!.id, business: listing.serviceName, when: when() }),
      businessMail: () => ({
        subject: m['mail.visit.subject']({ business: listing.serviceName }),
        fields: [
          [m['mail.field.when'](), when()],
          [m['mail.field.address'](), input.address],
          [m['mail.field.note'](), input.note || '—'],
        ],
      }),
    });
    return booking!.id;
  });

  return id;
}

const noSuchBooking = () => notFound(VISIT_MESSAGES.noSuchBooking);

/** A booking of the customer's own, with its business, as they cancel it or answer a proposed time; 404 for anyone else's. */
export async function customerBooking(userId: number, bookingId: number) {
  const [booking] = await selectBookings(await db(), { partnerEmail: partners.email })
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  if (!booking) throw noSuchBooking();
  return booking;
}

/**
 * The customer who made a booking cancels it: free while it is pending (status 3, its lead withdrawn, the
 * business mailed). 404 for another customer's booking or an unknown one; 409 once confirmed (the refund
 * policy applies) or closed otherwise.
 */
export async function cancelBooking(userId: number, bookingId: number, reason?: string): Promise<void> {
  const booking = await customerBooking(userId, bookingId);
  const now = clock.now();
  await (await db()).transaction(async (tx) => {
    await takeBookingTransition(
      tx,
      'cancel',
      bookingId,
      { kind: 'customer', userId },
      {
        now,
        missing: noSuchBooking,
        set: () => ({ declineReason: null, decidedAt: now, ...noProposal }),
        leadReason: reason || m['booking.cancelledByCustomer'](),
        tellCustomer: () => m['notification.booking.cancelled']({ id: bookingId, business: booking.serviceName }),
      },
    );
    // The business's mail is written with the change (the outbox sends it).
    const to = booking.partnerEmail;
    if (to) {
      const what = () =>
        booking.kind === 'visit' && booking.visitDate && booking.slot
          ? m['mail.bookingCancelled.visit']({ date: formatVisitDate(booking.visitDate), slot: formatSlot(booking.slot) })
          : m['mail.bookingCancelled.ride']();
      await inLanguageOf(tx, { partnerId: booking.partnerId, address: to }, () =>
        mailSubmission(
          {
            kind: 'booking-cancelled',
            id: bookingId,
            to,
            subject: m['mail.bookingCancelled.subject']({ id: bookingId, business: booking.serviceName }),
            fields: [
              [m['mail.field.booking'](), what()],
              [m['mail.field.reason'](), reason || m['mail.bookingCancelled.noReason']()],
              [m['mail.field.reference'](), m['mail.reference.booking']({ id: bookingId })],
            ],
          },
          tx,
        ),
      );
    }
  });
}

/** The customer's profile address, to prefill the visit form; empty when none. */
export async function profileAddress(userId: number): Promise<string> {
  const [row] = await (await db())
    .select({ address: tables.profiles.address })
    .from(tables.profiles)
    .where(eq(tables.profiles.userId, userId))
    .limit(1);
  return row?.address ?? '';
}
