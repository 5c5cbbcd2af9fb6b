import { clock } from '../../lib/server/clock';
import { db } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import { siteLink } from '../../lib/server/mail';
import { paths } from '../../paths';
import { bookingForMember } from './booking-decisions.server';
import { mailSubmission } from '../content/support-mail.server';
import { mailCustomer } from '../notifications/customer-mail.server';
import { parseDayOpen } from '../listings/hours';
import { bookingRefusal } from './booking-process';
import { takeBookingTransition } from './booking-process.server';
import { noProposal, PROPOSAL_MESSAGES, type ProposalInput, slotStarted } from './visit-proposals';
import { formatSlot, formatVisitDate, slotRefusal } from './visits';
import { customerBooking } from './visits.server';

const whenText = (day: string, slot: string) => `${formatVisitDate(day)}, ${formatSlot(slot)}`;

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
  now = clock.now(),
): Promise<{ partnerId: number; serviceId: number; replyTimeChanged: boolean }> {
  const booking = await bookingForMember(user, bookingId, 'bookings.propose');
  const database = await db();
  const closed = bookingRefusal('propose', booking);
  if (closed) throw new HttpError(409, closed);
  if (booking.visitDate === input.date && booking.slot === input.slot) {
    throw new HttpError(422, PROPOSAL_MESSAGES.sameTime, { slot: PROPOSAL_MESSAGES.sameTime });
  }
  const refusal = slotRefusal(parseDayOpen(booking.hours), input.date, input.slot, now);
  if (refusal) throw new HttpError(422, refusal, { slot: refusal });

  const was = whenText(booking.visitDate ?? '', booking.slot ?? '');
  const proposed = whenText(input.date, input.slot);
  const { customerId, replyTimeChanged } = await database.transaction(async (tx) => {
    const taken = await takeBookingTransition(tx, 'propose', bookingId, booking.actor, {
      now,
      set: () => ({ proposedDate: input.date, proposedSlot: input.slot, proposedAt: now }),
      tellCustomer: () =>
        `${booking.serviceName} cannot come ${was} and proposes ${proposed} for your visit #${bookingId}. Accept or refuse it in your bookings.`,
    });
    return { customerId: taken.booking.customerId, replyTimeChanged: taken.replyTimeChanged };
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
export async function answerProposal(userId: number, bookingId: number, accept: boolean, now = clock.now()): Promise<void> {
  const booking = await customerBooking(userId, bookingId);
  const database = await db();
  const { proposedDate, proposedSlot } = booking;
  const transition = accept ? 'acceptProposal' : 'refuseProposal';
  if (!proposedDate || !proposedSlot || bookingRefusal(transition, booking)) throw new HttpError(409, PROPOSAL_MESSAGES.noProposal);
  if (accept && slotStarted(proposedDate, proposedSlot, now)) throw new HttpError(409, PROPOSAL_MESSAGES.passed);

  const proposed = whenText(proposedDate, proposedSlot);
  await database.transaction((tx) =>
    takeBookingTransition(
      tx,
      transition,
      bookingId,
      { kind: 'customer', userId },
      {
        now,
        // The proposal answered is the one read: a newer one made meanwhile is answered on its own.
        guard: (locked) => (locked.proposedDate === proposedDate && locked.proposedSlot === proposedSlot ? null : PROPOSAL_MESSAGES.noProposal),
        set: () => ({
          ...(accept ? { visitDate: proposedDate, slot: proposedSlot, declineReason: null } : { declineReason: PROPOSAL_MESSAGES.refusedReason }),
          ...noProposal,
          decidedAt: now,
        }),
        leadReason: accept ? null : PROPOSAL_MESSAGES.refusedReason,
        tellCustomer: () =>
          accept
            ? `You accepted ${proposed} with ${booking.serviceName}: booking #${bookingId}. Status: Confirmed.`
            : `You refused the new time from ${booking.serviceName}: booking #${bookingId}. Status: Cancelled.`,
      },
    ),
  );

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
