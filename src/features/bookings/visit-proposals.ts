import { m, saidWhenRead } from '../../lib/i18n';
import { indiaClock } from '../listings/hours';
import { indiaDay } from '../../lib/india-time';
import { hourlyPerCaller } from '../../lib/limit';
import { z } from '../../lib/zod';
import { parseSlot, visitSchema } from './visits';

/**
 * A business proposes another day and window for a pending visit; the customer accepts it (the visit moves
 * there and is Confirmed) or refuses it (the booking is Cancelled, with PROPOSAL_MESSAGES.refusedReason as
 * its reason, and the lead is withdrawn). The proposal follows the booking's own rules: the same date and
 * window fields as visitSchema, checked against the listing's hours on the server (slotRefusal). Pure.
 */

/**
 * The answers and refusals of a proposed time, each read in the language of the request that reads it;
 * `refusedReason` is the booking's reason once the customer refuses, read by both sides (History, the bookings page).
 */
export const PROPOSAL_MESSAGES = saidWhenRead({
  proposed: m['booking.proposal.proposed'],
  sameTime: m['booking.proposal.sameTime'],
  notVisit: m['booking.proposal.notVisit'],
  noProposal: m['booking.proposal.noProposal'],
  passed: m['booking.proposal.passed'],
  accepted: m['booking.proposal.accepted'],
  refused: m['booking.proposal.refused'],
  refusedReason: m['booking.proposal.refusedReason'],
  accept: m['booking.proposal.accept'],
});

/** POST /api/business/bookings/{booking_id}/propose and the workspace's "Another time" form: visitSchema's day and window. */
export const proposalSchema = visitSchema.pick({ date: true, slot: true });
export type ProposalInput = z.infer<typeof proposalSchema>;

/** POST /api/bookings/{booking_id}/proposal {accept}: true takes the new time, false refuses it. */
export const proposalAnswerSchema = z.object({
  accept: z.preprocess(
    (value) => (value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value),
    z.boolean({ error: () => PROPOSAL_MESSAGES.accept }),
  ),
});

export const proposalLimits = {
  propose: hourlyPerCaller('business-visit-propose', 120),
  answer: hourlyPerCaller('visit-proposal-answer', 60),
} as const;

/** The proposal columns of a booking that has none open: set whenever a pending booking is answered or cancelled. */
export const noProposal = { proposedDate: null, proposedSlot: null, proposedAt: null } as const;

/** Whether a window on `day` has already started (an accepted proposal must still lie ahead). */
export function slotStarted(day: string, slot: string, now = new Date()): boolean {
  const today = indiaDay(now);
  if (day !== today) return day < today;
  const window = parseSlot(slot);
  return window !== null && window.start <= indiaClock(now).minute;
}
