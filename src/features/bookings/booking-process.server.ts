import { inLanguageOf } from '../../lib/server/recipient-locale';
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Actor } from '../../lib/process';
import { tables } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import { type Executor, type ProcessStore, transition } from '../../lib/server/transition';
import { countEvent } from '../insights/insights.server';
import { can } from '../members/permissions';
import { followBooking, noteFirstAnswer } from '../leads/lead-process.server';
import { notify } from '../notifications/notifications.server';
import { DECISION_MESSAGES } from './booking-decisions';
import {
  BOOKING_STATUS,
  type BookingState,
  type BookingTransitionName,
  bookingProcess,
  bookingRefusal,
  bookingStateOf,
  leadStateOfBooking,
} from './booking-process';

const { bookings, services } = tables;

/** A booking as its transitions read it, locked. */
export interface LockedBooking {
  id: number;
  state: BookingState;
  kind: string;
  customerId: number;
  partnerId: number;
  serviceId: number;
  visitDate: string | null;
  slot: string | null;
  proposedDate: string | null;
  proposedSlot: string | null;
}

/** A booking's columns and its listing's that its process reads, and the reads before a transition (`status` is its code). */
const bookingColumns = {
  id: bookings.id,
  status: bookings.status,
  kind: bookings.kind,
  customerId: bookings.userId,
  partnerId: services.partnerId,
  serviceId: bookings.serviceId,
  serviceName: services.serviceName,
  visitDate: bookings.visitDate,
  slot: bookings.slot,
  proposedDate: bookings.proposedDate,
  proposedSlot: bookings.proposedSlot,
};

/**
 * Bookings with their listings (services), each row the booking as its process reads it (bookingColumns) and
 * any `extra` columns a reader needs (the listing's hours, the business's address from a join of its own).
 */
export function selectBookings<Extra extends SelectedFields = Record<never, never>>(database: Executor, extra?: Extra) {
  return database
    .select({ ...bookingColumns, ...(extra as Extra) })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId));
}

const bookingStore: ProcessStore<BookingState, LockedBooking> = {
  async lock(tx, id) {
    const [row] = await selectBookings(tx).where(eq(bookings.id, id)).for('update', { of: bookings });
    if (!row) return undefined;
    const { status, ...rest } = row;
    // A code no state has (none is written) is read as closed: no transition starts from it.
    return { ...rest, state: bookingStateOf(status) ?? 'cancelled' };
  },
  async write(tx, id, state, set) {
    await tx
      .update(bookings)
      .set({ status: BOOKING_STATUS[state], ...set })
      .where(eq(bookings.id, id));
  },
  missing: () => new HttpError(404, DECISION_MESSAGES.noSuchBooking),
};

export interface BookingTransitionOptions {
  now: Date;
  /** What the transition writes beside the state (a decline's reason, the accepted time). */
  set?: (booking: LockedBooking) => Record<string, unknown>;
  /** The closing reason its lead keeps, when the lead follows into a closed state. */
  leadReason?: string | null;
  /** The customer's message, for a transition that tells the customer. */
  tellCustomer?: (booking: LockedBooking) => string;
  /** Why the booking may not take it although its state allows (409), or null. */
  guard?: (booking: LockedBooking) => string | null;
  /** The 404 of a booking that is not the actor's, when it is not the process's own. */
  missing?: () => HttpError;
}

export interface BookingTaken {
  booking: LockedBooking;
  from: BookingState;
  to: BookingState;
  /** The business's measured reply time changed (the listings should be told). */
  replyTimeChanged: boolean;
}

/**
 * Takes a transition of the booking process (booking-process.ts) inside `tx` and applies what the table says
 * it causes: the lead follows the booking's state, the business's first answer is timed, a won job counted,
 * the customer told in the app. Mail (the customer's and the business's) is the caller's, once `tx` is done.
 */
export async function takeBookingTransition(
  tx: Executor,
  name: BookingTransitionName,
  bookingId: number,
  actor: Actor,
  options: BookingTransitionOptions,
): Promise<BookingTaken> {
  const { now } = options;
  const causes: readonly string[] = bookingProcess.transitions[name].causes;
  const store = options.missing ? { ...bookingStore, missing: options.missing } : bookingStore;
  const taken = await transition(tx, bookingProcess, store, name, bookingId, actor, {
    now,
    can,
    guard: (booking) => bookingRefusal(name, { ...booking, status: BOOKING_STATUS[booking.state] }, now) ?? options.guard?.(booking) ?? null,
    set: (booking) => options.set?.(booking) ?? {},
  });
  const { row: booking, from, to } = taken!;
  let replyTimeChanged = false;
  const leadState = leadStateOfBooking[to];
  if (causes.includes('lead-follows') && leadState) {
    replyTimeChanged = await followBooking(tx, bookingId, leadState, {
      now,
      reason: options.leadReason,
      firstAnswer: causes.includes('first-answer'),
    });
  } else if (causes.includes('first-answer')) {
    replyTimeChanged = (await noteFirstAnswer(tx, { bookingId }, now)).replyTimeChanged;
  }
  if (causes.includes('count-won')) await countEvent(booking.partnerId, 'won', now, tx);
  if (causes.includes('tell-customer')) {
    const { tellCustomer } = options;
    if (!tellCustomer) throw new Error(`The booking transition ${name} tells the customer: say what`);
    // In the customer's language (src/lib/server/recipient-locale.ts), whoever's request moved the booking.
    await inLanguageOf(tx, { userId: booking.customerId }, () => notify(tx, booking.customerId, tellCustomer(booking)));
  }
  return { booking, from, to, replyTimeChanged };
}
