import { and, eq, isNotNull } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import { siteLink } from '../../lib/server/mail';
import { paths } from '../../paths';
import { DECISION_MESSAGES } from '../business/booking-decisions';
import { countEvent } from '../business/insights.server';
import { bookingForMember } from '../business/booking-decisions.server';
import { mailSubmission } from '../content/support-mail.server';
import { noteFirstAnswer, settleBookingLead } from '../leads/leads.server';
import { mailCustomer } from '../notifications/customer-mail.server';
import { notify } from '../notifications/notifications.server';
import { parseDayOpen } from '../providers/hours';
import { BOOKING_STATUS } from './bookings';
import { noProposal, PROPOSAL_MESSAGES, type ProposalInput, slotStarted } from './visit-proposals';
import { formatSlot, formatVisitDate, slotRefusal } from './visits';
import { customerBooking } from './visits.server';

const { bookings } = tables;

const whenText = (day: string, slot: string) => `${formatVisitDate(day)}, ${formatSlot(slot)}`;
const notPending = () => new HttpError(409, DECISION_MESSAGES.alreadyClosed);

/**
 * A member (owner or staff) of the visit's business proposes another day and window for a pending visit,
 * within the listing's hours like a booking (slotRefusal); a newer proposal replaces an open one. It is the
 * business's first answer on the lead (its response time counts it); the customer is told in the app and by
 * mail, with a link to their History. 401 signed out; 404 unknown booking or not a member; 409 a ride or a
 * booking no longer pending; 422 a time outside the hours or the one already booked.
 */
export async function proposeVisitTime(
  user: App.SessionUser | null,
  bookingId: number,
  input: ProposalInput,
  now = new Date(),
): Promise<{ partnerId: number; serviceId: number; replyTimeChanged: boolean }> {
  const booking = await bookingForMember(user, bookingId);
  const database = await db();
  if (booking.kind !== 'visit') throw new HttpError(409, PROPOSAL_MESSAGES.notVisit);
  if (booking.status !== BOOKING_STATUS.pending) throw notPending();
  if (booking.visitDate === input.date && booking.slot === input.slot) {
    throw new HttpError(422, PROPOSAL_MESSAGES.sameTime, { slot: PROPOSAL_MESSAGES.sameTime });
  }
  const refusal = slotRefusal(parseDayOpen(booking.hours), input.date, input.slot, now);
  if (refusal) throw new HttpError(422, refusal, { slot: refusal });

  const was = whenText(booking.visitDate ?? '', booking.slot ?? '');
  const proposed = whenText(input.date, input.slot);
  const { customerId, replyTimeChanged } = await database.transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set({ proposedDate: input.date, proposedSlot: input.slot, proposedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, BOOKING_STATUS.pending)))
      .returning({ userId: bookings.userId });
    if (!changed) throw notPending();
    const answered = await noteFirstAnswer(tx, { bookingId }, now);
    await notify(
      tx,
      changed.userId,
      `${booking.serviceName} cannot come ${was} and proposes ${proposed} for your visit #${bookingId}. Accept or refuse it in your bookings.`,
    );
    return { customerId: changed.userId, replyTimeChanged: answered.replyTimeChanged };
  });
  await mailCustomer(customerId, {
    kind: 'visit-proposal',
    id: bookingId,
    subject: `${booking.serviceName} proposes another time for your visit #${bookingId}`,
    fields: [
      ['Business', booking.serviceName],
      ['You booked', was],
      ['They propose', proposed],
      ['Accept or refuse', siteLink(paths.profile('History'))],
    ],
  });
  return { partnerId: booking.partnerId, serviceId: booking.serviceId, replyTimeChanged };
}

/**
 * The customer answers the time their visit's business proposed. Accepting moves the visit there and
 * confirms it (its lead won); refusing cancels the booking with PROPOSAL_MESSAGES.refusedReason (its lead
 * withdrawn). The business is mailed either way. 404 another customer's booking; 409 when no proposal is
 * open (none made, or the booking was answered, cancelled or moved meanwhile) or the proposed time has passed.
 */
export async function answerProposal(userId: number, bookingId: number, accept: boolean, now = new Date()): Promise<void> {
  const booking = await customerBooking(userId, bookingId);
  const database = await db();
  const { proposedDate, proposedSlot } = booking;
  if (booking.status !== BOOKING_STATUS.pending || !proposedDate || !proposedSlot) throw new HttpError(409, PROPOSAL_MESSAGES.noProposal);
  if (accept && slotStarted(proposedDate, proposedSlot, now)) throw new HttpError(409, PROPOSAL_MESSAGES.passed);

  const proposed = whenText(proposedDate, proposedSlot);
  await database.transaction(async (tx) => {
    const [answered] = await tx
      .update(bookings)
      .set({
        ...(accept
          ? { status: BOOKING_STATUS.confirmed, visitDate: proposedDate, slot: proposedSlot, declineReason: null }
          : { status: BOOKING_STATUS.cancelled, declineReason: PROPOSAL_MESSAGES.refusedReason }),
        ...noProposal,
        decidedAt: now,
      })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, BOOKING_STATUS.pending),
          // The proposal answered is the one read: a newer one made meanwhile is answered on its own.
          eq(bookings.proposedDate, proposedDate),
          eq(bookings.proposedSlot, proposedSlot),
          isNotNull(bookings.proposedAt),
        ),
      )
      .returning({ id: bookings.id });
    if (!answered) throw new HttpError(409, PROPOSAL_MESSAGES.noProposal);
    if (accept) {
      await settleBookingLead(tx, bookingId, 'won');
      await countEvent(booking.partnerId, 'won', now, tx);
      await notify(tx, userId, `You accepted ${proposed} with ${booking.serviceName}: booking #${bookingId}. Status: Confirmed.`);
    } else {
      await settleBookingLead(tx, bookingId, 'withdrawn', PROPOSAL_MESSAGES.refusedReason);
      await notify(tx, userId, `You refused the new time from ${booking.serviceName}: booking #${bookingId}. Status: Cancelled.`);
    }
  });

  if (booking.partnerEmail) {
    await mailSubmission({
      kind: accept ? 'visit-proposal-accepted' : 'visit-proposal-refused',
      id: bookingId,
      to: booking.partnerEmail,
      subject: accept
        ? `Visit #${bookingId} for ${booking.serviceName} is confirmed for ${proposed}`
        : `Visit #${bookingId} for ${booking.serviceName}: the customer did not accept the new time`,
      fields: [
        ['Proposed time', proposed],
        ['Answer', accept ? 'Accepted: the visit is confirmed' : 'Refused: the booking is cancelled'],
        ['Bookings', siteLink(paths.businessBookings(booking.partnerId))],
        ['Reference', `Booking #${bookingId}`],
      ],
    });
  }
}
