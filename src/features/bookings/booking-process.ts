import { m } from '../../lib/i18n';
import { namesOf, type ProcessSpec, stateSpec, type TransitionSpec } from '../../lib/process';
import type { MemberAction } from '../members/permissions';
import { type LeadStatus, leadState } from '../leads/lead-process';
import { DECISION_MESSAGES } from './booking-decisions';
import { PROPOSAL_MESSAGES } from './visit-proposals';
import { VISIT_MESSAGES, visitStartsAt } from './visits';

/**
 * The booking process, for rides and booked visits alike: every state, who may move a booking where and
 * what that causes, once; `booking-process.server.ts` takes the transitions. A booking is the truth of its
 * lead: each state says what its lead becomes (`leadState`), so the business's inbox and the customer's
 * history can never disagree.
 */

export const BOOKING_STATES = ['pending', 'confirmed', 'declined', 'cancelled', 'completed'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const bookingState = namesOf(BOOKING_STATES);

/**
 * The codes stored and answered (booking_status): 6 Pending and 1 Confirmed are SPEC.md section 4's; 2 Declined
 * is the business's answer, 3 Cancelled the customer's and 4 Completed the business's once the job is done.
 */
export const BOOKING_STATUS = { pending: 6, confirmed: 1, declined: 2, cancelled: 3, completed: 4 } as const satisfies Record<BookingState, number>;

/** A booking the business still acts on (pending or confirmed): its card shows the customer's phone. */
export const OPEN_BOOKING_STATUSES = [BOOKING_STATUS.pending, BOOKING_STATUS.confirmed] as const;

/** The state of a stored code; null for a code no state has (shown blank, as SPEC.md asks). */
export const bookingStateOf = (code: number): BookingState | null => BOOKING_STATES.find((state) => BOOKING_STATUS[state] === code) ?? null;

/** What the booking's transitions cause besides the new state (booking-process.server.ts applies each in the same transaction). */
export type BookingCause =
  /** The lead follows the booking's new state (`leadState`), its closing reason the booking's. */
  | 'lead-follows'
  /** The business's first answer on the lead: timed once, the measured reply time recomputed. */
  | 'first-answer'
  /** A won lead in the business's insights. */
  | 'count-won'
  /** The customer is told in the app (and by mail once the transaction is done). */
  | 'tell-customer'
  /** The business is told by mail once the transaction is done. */
  | 'tell-business';

interface BookingTransition extends TransitionSpec<BookingState, MemberAction, BookingCause> {
  /** Only for this kind of booking; another kind is refused with `notVisit`. */
  visitOnly?: true;
  /** Why a booking in a state it starts from may not take it yet at `now` (409), or null. */
  notYet?: (booking: BookingTimes, now: Date) => string | null;
}

/** What a transition's timing reads of a booking: a visit's India day and time window (null for a ride). */
export interface BookingTimes {
  visitDate: string | null;
  slot: string | null;
}

/** A visit is done at the earliest when its time window starts; a ride has no window. */
function notBeforeVisit(booking: BookingTimes, now: Date): string | null {
  const start = visitStartsAt(booking.visitDate, booking.slot);
  return start && now.getTime() < start.getTime() ? VISIT_MESSAGES.notYet : null;
}

const pending = [bookingState.pending];

export const bookingProcess = {
  name: 'booking',
  states: {
    pending: stateSpec(m['booking.state.pending'], 'bg-amber-100 text-amber-900'),
    confirmed: stateSpec(m['booking.state.confirmed'], 'bg-emerald-100 text-emerald-800'),
    declined: stateSpec(m['booking.state.declined'], 'bg-red-100 text-red-800'),
    cancelled: stateSpec(m['booking.state.cancelled'], 'bg-slate-100 text-slate-700'),
    completed: stateSpec(m['booking.state.completed'], 'bg-sky-100 text-sky-900'),
  },
  transitions: {
    confirm: {
      from: pending,
      to: bookingState.confirmed,
      by: { member: 'bookings.decide' },
      causes: ['lead-follows', 'first-answer', 'count-won', 'tell-customer'],
    },
    decline: {
      from: pending,
      to: bookingState.declined,
      by: { member: 'bookings.decide' },
      causes: ['lead-follows', 'first-answer', 'tell-customer'],
    },
    /** Another day and window for a pending visit; the booking stays pending until the customer answers. */
    propose: { from: pending, to: null, by: { member: 'bookings.propose' }, causes: ['first-answer', 'tell-customer'], visitOnly: true },
    /** The customer takes the proposed time: the visit moves there, confirmed. */
    acceptProposal: {
      from: pending,
      to: bookingState.confirmed,
      by: { customer: true },
      causes: ['lead-follows', 'count-won', 'tell-customer', 'tell-business'],
      visitOnly: true,
    },
    /** The customer does not take it: the booking is cancelled. */
    refuseProposal: {
      from: pending,
      to: bookingState.cancelled,
      by: { customer: true },
      causes: ['lead-follows', 'tell-customer', 'tell-business'],
      visitOnly: true,
    },
    /** Free while pending; once confirmed the refund policy applies. */
    cancel: { from: pending, to: bookingState.cancelled, by: { customer: true }, causes: ['lead-follows', 'tell-customer', 'tell-business'] },
    /** Not before the visit's time window starts. */
    complete: {
      from: [bookingState.confirmed],
      to: bookingState.completed,
      by: { member: 'bookings.complete' },
      causes: ['tell-customer'],
      notYet: notBeforeVisit,
    },
  } satisfies Record<string, BookingTransition>,
  closed: (state: BookingState, transition: string) => {
    switch (transition) {
      case 'confirm':
      case 'decline':
        if (state === bookingState.confirmed) return DECISION_MESSAGES.alreadyConfirmed;
        return state === bookingState.declined ? DECISION_MESSAGES.alreadyDeclined : DECISION_MESSAGES.alreadyClosed;
      case 'cancel':
        return state === bookingState.confirmed ? VISIT_MESSAGES.cancelConfirmed : VISIT_MESSAGES.cancelClosed;
      case 'acceptProposal':
      case 'refuseProposal':
        return PROPOSAL_MESSAGES.noProposal;
      case 'complete':
        return VISIT_MESSAGES.notConfirmed;
      default:
        return DECISION_MESSAGES.alreadyClosed;
    }
  },
} satisfies ProcessSpec<BookingState, string, MemberAction, BookingCause, BookingTransition>;

export type BookingTransitionName = keyof typeof bookingProcess.transitions;

/**
 * Why a booking of this kind in this state may not take `name`, or null: the table's answer, asked before the
 * input is checked so that a closed booking hears that first (the transition asks again under its lock).
 */
export function bookingRefusal(
  name: BookingTransitionName,
  booking: { status: number; kind: string } & Partial<BookingTimes>,
  now?: Date,
): string | null {
  const spec: BookingTransition = bookingProcess.transitions[name];
  if (spec.visitOnly && booking.kind !== 'visit') return PROPOSAL_MESSAGES.notVisit;
  const state = bookingStateOf(booking.status) ?? bookingState.cancelled;
  if (!spec.from.includes(state)) return bookingProcess.closed(state, name);
  return now && spec.notYet ? spec.notYet({ visitDate: booking.visitDate ?? null, slot: booking.slot ?? null }, now) : null;
}

/** What a booking's lead becomes in each state of the booking; null: a pending booking's lead keeps its own (new or seen). */
export const leadStateOfBooking: Record<BookingState, LeadStatus | null> = {
  pending: null,
  confirmed: leadState.won,
  declined: leadState.declined,
  cancelled: leadState.withdrawn,
  completed: leadState.won,
};

/** How the customer and the business read a stored code: '' for a code no state has. */
export const bookingStatusLabel = (code: number): string => {
  const state = bookingStateOf(code);
  return state ? bookingProcess.states[state].label : '';
};
export const bookingStatusTone = (code: number): string => {
  const state = bookingStateOf(code);
  return state ? bookingProcess.states[state].tone : '';
};
