import { m, saidWhenRead } from '../../lib/i18n';
import { namesOf, type ProcessSpec, stateSpec, type TransitionSpec } from '../../lib/process';
import type { MemberAction } from '../members/permissions';

/**
 * The lead process: one business's copy of a customer's request (an enquiry, a ride booking, a booked visit)
 * from the moment it reaches the business until it closes, and the customer's request it belongs to. Every
 * state, who may move it where and what that causes is here, once; `lead-process.server.ts` takes the
 * transitions. A lead of a booking (a ride or a visit) follows its booking (booking-process.ts `leadState`):
 * the booking is the truth, so such a lead is never expired, accepted, lost or withdrawn here.
 */

export const LEAD_KINDS = ['enquiry', 'booking', 'visit'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const leadKind = namesOf(LEAD_KINDS);

/**
 * new: nobody opened it yet; seen: a member opened it; quoted: the business answered with a price; won: the
 * customer chose it (or the business confirmed the booking); lost: the customer chose another business;
 * expired: nobody answered in time; withdrawn: the customer closed the request; declined: the business said no.
 */
export const LEAD_STATUSES = ['new', 'seen', 'quoted', 'won', 'lost', 'expired', 'withdrawn', 'declined'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Each state by name: code names a state through the process, never by a literal. */
export const leadState = namesOf(LEAD_STATUSES);

/** A lead still waiting for the customer's choice. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = [leadState.new, leadState.seen, leadState.quoted];
export const isOpenLead = (status: string) => (OPEN_LEAD_STATUSES as readonly string[]).includes(status);
/** Nobody at the business has answered it yet (the workspace's home lists these). */
export const UNANSWERED_LEAD_STATUSES: readonly LeadStatus[] = [leadState.new, leadState.seen];

/** A customer's request (an enquiry to one business or several): open until they accept an offer or withdraw. */
export const REQUEST_STATUSES = ['open', 'accepted', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const requestState = namesOf(REQUEST_STATUSES);

/** A lead nobody answered (a quote, a decline, a call) in this long expires, and the customer is told. Enquiries only. */
export const LEAD_EXPIRY_HOURS = 72;

/** The lead process's refusals (409), each read in the language of the request that reads it. */
export const LEAD_REFUSALS = saidWhenRead({
  booking: m['lead.refusal.booking'],
  visit: m['lead.refusal.visit'],
  closed: m['lead.refusal.closed'],
  offerClosed: m['lead.refusal.offerClosed'],
  notQuoted: m['lead.refusal.notQuoted'],
  requestAccepted: m['lead.refusal.requestAccepted'],
  requestWithdrawn: m['lead.refusal.requestWithdrawn'],
});

/** What the lead's transitions cause besides the new state (lead-process.server.ts applies each in the same transaction). */
export type LeadCause =
  /** The business's first answer is timed once, and its measured reply time recomputed. */
  | 'first-answer'
  /** A won lead in the business's insights. */
  | 'count-won'
  /** A first quote in the business's insights (a changed quote is not counted again). */
  | 'count-quote'
  /** The customer is told in the app (and by mail once the transaction is done). */
  | 'tell-customer'
  /** The business is told by mail once the transaction is done. */
  | 'tell-business'
  /** The same, only when a member had opened the lead (a lead nobody opened closes quietly). */
  | 'tell-business-if-seen';

interface LeadTransition extends TransitionSpec<LeadStatus, MemberAction, LeadCause> {
  /** The kinds of lead it applies to; another kind is refused with `kindRefusal`. */
  kinds: readonly LeadKind[];
}

const open = OPEN_LEAD_STATUSES;
const enquiries: readonly LeadKind[] = [leadKind.enquiry];
/** Quotes and declines: an enquiry, or a booked visit (the price is agreed at the visit); a ride is confirmed instead. */
const quotable: readonly LeadKind[] = [leadKind.enquiry, leadKind.visit];

export const leadProcess = {
  name: 'lead',
  states: {
    new: stateSpec(m['lead.state.new'], 'bg-brand text-white'),
    seen: stateSpec(m['lead.state.seen'], 'bg-brand-light text-brand-dark'),
    quoted: stateSpec(m['lead.state.quoted'], 'bg-amber-100 text-accent-dark'),
    won: stateSpec(m['lead.state.won'], 'bg-emerald-100 text-positive-dark'),
    lost: stateSpec(m['lead.state.lost'], 'bg-slate-100 text-muted'),
    expired: stateSpec(m['lead.state.expired'], 'bg-slate-100 text-muted'),
    withdrawn: stateSpec(m['lead.state.withdrawn'], 'bg-slate-100 text-muted'),
    declined: stateSpec(m['lead.state.declined'], 'bg-slate-100 text-muted'),
  },
  transitions: {
    /** A member opens it for the first time: the customer sees when. */
    open: { from: [leadState.new], to: leadState.seen, by: { member: 'leads.read' }, causes: [], kinds: LEAD_KINDS },
    /** A call or WhatsApp from the lead's page, or (the system, for a visit) a proposed time: the business's first answer. */
    answer: { from: open, to: { new: leadState.seen }, by: { member: 'leads.call', system: true }, causes: ['first-answer'], kinds: LEAD_KINDS },
    /** A price (or a changed one, until the customer chooses). */
    quote: {
      from: open,
      to: leadState.quoted,
      by: { member: 'leads.quote' },
      causes: ['first-answer', 'count-quote', 'tell-customer'],
      kinds: quotable,
    },
    /** Not a booked visit's lead: the business declines the booking itself, which the lead follows. */
    decline: { from: open, to: leadState.declined, by: { member: 'leads.decline' }, causes: ['first-answer', 'tell-customer'], kinds: enquiries },
    /** The customer accepts this business's quote (there is nothing to accept before one). */
    accept: { from: [leadState.quoted], to: leadState.won, by: { customer: true }, causes: ['count-won', 'tell-business'], kinds: enquiries },
    /** The customer accepted another business's offer for the same request. */
    lose: { from: open, to: leadState.lost, by: { system: true }, causes: ['tell-business-if-seen'], kinds: enquiries },
    /** The customer withdraws the request. */
    withdraw: { from: open, to: leadState.withdrawn, by: { customer: true }, causes: ['tell-business-if-seen'], kinds: enquiries },
    /** Nobody answered in LEAD_EXPIRY_HOURS: the clock closes it, the customer is told. */
    expire: {
      from: [leadState.new, leadState.seen],
      to: leadState.expired,
      by: { system: true },
      causes: ['tell-customer'],
      kinds: enquiries,
      afterHours: LEAD_EXPIRY_HOURS,
    },
  } satisfies Record<string, LeadTransition>,
  closed: (state: LeadStatus, transition: string) =>
    transition !== 'accept'
      ? LEAD_REFUSALS.closed
      : state === leadState.new || state === leadState.seen
        ? LEAD_REFUSALS.notQuoted
        : LEAD_REFUSALS.offerClosed,
} satisfies ProcessSpec<LeadStatus, string, MemberAction, LeadCause, LeadTransition>;

export type LeadTransitionName = keyof typeof leadProcess.transitions;

/** Why a transition does not apply to a lead of this kind, or null when it does. */
export function kindRefusal(transition: LeadTransitionName, kind: string): string | null {
  if ((leadProcess.transitions[transition].kinds as readonly string[]).includes(kind)) return null;
  if (kind === leadKind.booking) return LEAD_REFUSALS.booking;
  return kind === leadKind.visit ? LEAD_REFUSALS.visit : LEAD_REFUSALS.closed;
}

/**
 * Why a business may not quote (or change its quote on) or decline a lead now, or null when it may: the kind
 * first (a ride is confirmed instead), then the lead's state and its request's (null for a booking's lead).
 */
export function answerRefusal(transition: 'quote' | 'decline', lead: { kind: string; status: string }, requestStatus: string | null): string | null {
  const refusal = kindRefusal(transition, lead.kind);
  if (refusal) return refusal;
  const open = (leadProcess.transitions[transition].from as readonly string[]).includes(lead.status);
  return open && (requestStatus === null || requestStatus === requestState.open) ? null : LEAD_REFUSALS.closed;
}

/** Why the customer may not accept an offer of, or withdraw, their request now, or null when they may. */
export function requestRefusal(status: string): string | null {
  if (status === requestState.accepted) return LEAD_REFUSALS.requestAccepted;
  if (status === requestState.withdrawn) return LEAD_REFUSALS.requestWithdrawn;
  return null;
}

/** Each state's label (read in the language of the request that reads it) and colours wherever it shows as a badge. */
export const leadStatusLabel: Record<LeadStatus, string> = saidWhenRead(
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, () => leadProcess.states[s].label])) as Record<LeadStatus, () => string>,
);
export const leadStatusTone = Object.fromEntries(LEAD_STATUSES.map((s) => [s, leadProcess.states[s].tone])) as Record<LeadStatus, string>;

/** What the customer reads of one business's answer to their enquiry, by the lead's state. */
export const offerStatusLabel: Record<LeadStatus, string> = saidWhenRead({
  new: m['lead.offer.new'],
  seen: m['lead.offer.seen'],
  quoted: m['lead.offer.quoted'],
  won: m['lead.offer.won'],
  lost: m['lead.offer.lost'],
  expired: m['lead.offer.expired'],
  withdrawn: m['lead.offer.withdrawn'],
  declined: m['lead.offer.declined'],
});

/** Why a business no longer sees the customer's number on a lead (numberHiddenReason). */
export type NumberHiddenReason = 'lost' | 'withdrawn' | 'expired' | 'blocked' | 'closed' | 'consent' | 'kept';

/**
 * A lead the business won or declined shows the customer's number this many days after it closed, for the
 * job's follow-up calls; then it is hidden (README "Retention").
 */
export const CLOSED_LEAD_NUMBER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why the business may no longer see the customer's number, or null while it may call them: the lead is
 * lost, withdrawn or expired; the customer blocked the business; the request closed (the customer chose
 * another business or withdrew) before anyone at this business opened it (an also-ask business); the customer
 * withdrew their consent to share it after sending the lead (privacy/consents.ts `share-contact`); or the lead
 * was won or declined more than CLOSED_LEAD_NUMBER_DAYS ago. The name stays; the number is the customer's to
 * give, and only while the business may still win or do the job.
 */
export function numberHiddenReason(
  lead: {
    status: string;
    seenAt: Date | null;
    blocked: boolean;
    requestStatus?: string | null;
    createdAt: Date;
    closedAt?: Date | null;
    /** When the customer last withdrew their consent to share their number, if ever. */
    contactWithdrawnAt?: Date | null;
  },
  now: Date,
): NumberHiddenReason | null {
  if (lead.blocked) return 'blocked';
  if (lead.status === leadState.lost) return 'lost';
  if (lead.status === leadState.withdrawn) return 'withdrawn';
  if (lead.status === leadState.expired) return 'expired';
  if (lead.seenAt === null && lead.requestStatus != null && lead.requestStatus !== requestState.open) return 'closed';
  if (lead.contactWithdrawnAt && lead.contactWithdrawnAt >= lead.createdAt) return 'consent';
  if (lead.closedAt && now.getTime() - lead.closedAt.getTime() > CLOSED_LEAD_NUMBER_DAYS * DAY_MS) return 'kept';
  return null;
}

/** The short line a member reads where the number was, by why it is hidden. */
export const numberHiddenNote: Record<NumberHiddenReason, () => string> = {
  lost: () => m['lead.numberHidden.lost'](),
  withdrawn: () => m['lead.numberHidden.withdrawn'](),
  expired: () => m['lead.numberHidden.expired'](),
  blocked: () => m['lead.numberHidden.blocked'](),
  closed: () => m['lead.numberHidden.closed'](),
  consent: () => m['lead.numberHidden.consent'](),
  kept: () => m['lead.numberHidden.kept']({ days: CLOSED_LEAD_NUMBER_DAYS }),
};

/** What the business reads on a closed lead's page, by its state. */
export const leadClosedNote: Partial<Record<LeadStatus, string>> = saidWhenRead({
  won: m['lead.closedNote.won'],
  lost: m['lead.closedNote.lost'],
  withdrawn: m['lead.closedNote.withdrawn'],
  expired: m['lead.closedNote.expired'],
  declined: m['lead.closedNote.declined'],
});

/** A business never sees a lead the customer withdrew before anyone opened it. */
export const visibleToBusiness = (lead: { status: string; seenAt: Date | null }) => !(lead.status === leadState.withdrawn && lead.seenAt === null);

/** The inbox's filters, in the order its tabs show them ('all' first). */
export const INBOX_FILTERS: readonly LeadStatus[] = [
  leadState.new,
  leadState.seen,
  leadState.quoted,
  leadState.won,
  leadState.lost,
  leadState.withdrawn,
  leadState.expired,
  leadState.declined,
];
