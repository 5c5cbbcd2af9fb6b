import { inLanguageOf } from '../../lib/server/recipient-locale';
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
import { m } from '../../lib/i18n';

const whenText = (day: string, slot: string) => m['booking.when']({ date: formatVisitDate(day), slot: formatSlot(slot) });

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

  // Written in the language of whoever reads them (composed there).
  const was = () => whenText(booking.visitDate ?? '', booking.slot ?? '');
  const proposed = () => whenText(input.date, input.slot);
  const { replyTimeChanged } = await database.transaction(async (tx) => {
    const taken = await takeBookingTransition(tx, 'propose', bookingId, booking.actor, {
      now,
      set: () => ({ proposedDate: input.date, proposedSlot: input.slot, proposedAt: now }),
      tellCustomer: () => m['notification.visit.proposed']({ business: booking.serviceName, was: was(), proposed: proposed(), id: bookingId }),
    });
    await inLanguageOf(tx, { userId: taken.booking.customerId }, () =>
      mailCustomer(
        taken.booking.customerId,
        {
          kind: 'visit-proposal',
          id: bookingId,
          subject: m['mail.visitProposal.subject']({ business: booking.serviceName, id: bookingId }),
          fields: [
            [m['mail.field.business'](), booking.serviceName],
            [m['mail.field.youBooked'](), was()],
            [m['mail.field.theyPropose'](), proposed()],
            [m['mail.field.acceptOrRefuse'](), siteLink(paths.profile('History'))],
          ],
        },
        tx,
      ),
    );
    return { replyTimeChanged: taken.replyTimeChanged };
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

  const proposed = () => whenText(proposedDate, proposedSlot);
  await database.transaction(async (tx) => {
    await takeBookingTransition(
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
            ? m['notification.visit.proposalAccepted']({ proposed: proposed(), business: booking.serviceName, id: bookingId })
            : m['notification.visit.proposalRefused']({ business: booking.serviceName, id: bookingId }),
      },
    );
    // The business's mail is written with the change (the outbox sends it).
    const to = booking.partnerEmail;
    if (to) {
      await inLanguageOf(tx, { partnerId: booking.partnerId, address: to }, () =>
        mailSubmission(
          {
            kind: accept ? 'visit-proposal-accepted' : 'visit-proposal-refused',
            id: bookingId,
            to,
            subject: accept
              ? m['mail.visitProposalAnswered.acceptedSubject']({ id: bookingId, business: booking.serviceName, proposed: proposed() })
              : m['mail.visitProposalAnswered.refusedSubject']({ id: bookingId, business: booking.serviceName }),
            fields: [
              [m['mail.field.proposedTime'](), proposed()],
              [m['mail.field.answer'](), accept ? m['mail.visitProposalAnswered.accepted']() : m['mail.visitProposalAnswered.refused']()],
              [m['mail.field.bookings'](), siteLink(paths.businessBookings(booking.partnerId))],
              [m['mail.field.reference'](), m['mail.reference.booking']({ id: bookingId })],
            ],
          },
          tx,
        ),
      );
    }
  });
}
