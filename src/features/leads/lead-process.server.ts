import { inLanguageOf } from '../../lib/server/recipient-locale';
import { eq } from 'drizzle-orm';
import { type Actor, SYSTEM } from '../../lib/process';
import { clock } from '../../lib/server/clock';
import { tables } from '../../lib/server/db';
import { notFound } from '../../lib/server/http';
import { type Executor, type ProcessStore, recordEvent, transition } from '../../lib/server/transition';
import { countEvent } from '../insights/insights.server';
import { can } from '../members/permissions';
import { notify } from '../notifications/notifications.server';
import { isOpenLead, kindRefusal, type LeadStatus, type LeadTransitionName, leadProcess, leadState } from './lead-process';
import { refreshReplyTimes } from '../track-record/track-record.server';
import { m } from '../../lib/i18n';

const { leads } = tables;

/** A lead as its transitions read it, locked. */
export interface LockedLead {
  id: number;
  state: LeadStatus;
  kind: string;
  customerId: number | null;
  partnerId: number;
  serviceId: number;
  seenAt: Date | null;
  firstReplyAt: Date | null;
}

export const noSuchLead = () => notFound(m['lead.refusal.noSuchLead']());

const leadStore: ProcessStore<LeadStatus, LockedLead> = {
  async lock(tx, id) {
    const [row] = await tx
      .select({
        id: leads.id,
        state: leads.status,
        kind: leads.kind,
        customerId: leads.userId,
        partnerId: leads.partnerId,
        serviceId: leads.serviceId,
        seenAt: leads.seenAt,
        firstReplyAt: leads.firstReplyAt,
      })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update');
    return row as LockedLead | undefined;
  },
  async write(tx, id, state, set) {
    await tx
      .update(leads)
      .set({ status: state, ...set })
      .where(eq(leads.id, id));
  },
  missing: noSuchLead,
};

export interface LeadTransitionOptions {
  now: Date;
  /** What the transition writes beside its causes (a quote's amount and message). */
  set?: Record<string, unknown>;
  /** Why it closed, kept with a lead that closes (the customer reads a decline's). */
  reason?: string;
  /** The customer's message, for a transition that tells the customer. */
  tellCustomer?: (lead: LockedLead) => string;
  /** Why the lead may not take it although its state allows (409), or null. */
  guard?: (lead: LockedLead) => string | null;
  /** A 409 answers null: nothing to do. */
  ifPossible?: boolean;
}

export interface LeadTaken {
  lead: LockedLead;
  from: LeadStatus;
  to: LeadStatus;
  /** The business's first answer was timed now. */
  firstAnswer: boolean;
  /** Its measured reply time changed (the listings should be told). */
  replyTimeChanged: boolean;
  /** The business should be told by mail once the transaction is done. */
  tellBusiness: boolean;
}

/**
 * Takes a transition of the lead process (lead-process.ts) inside `tx` and applies what the table says it
 * causes: the first answer timed and the reply time recomputed, the insights counted, the customer told in
 * the app. Answers what happened, or null when `ifPossible` and the lead could not take it.
 */
export async function takeLeadTransition(
  tx: Executor,
  name: LeadTransitionName,
  leadId: number,
  actor: Actor,
  options: LeadTransitionOptions,
): Promise<LeadTaken | null> {
  const { now } = options;
  const causes: readonly string[] = leadProcess.transitions[name].causes;
  const taken = await transition(tx, leadProcess, leadStore, name, leadId, actor, {
    now,
    can,
    ifPossible: options.ifPossible,
    guard: (lead) => kindRefusal(name, lead.kind) ?? options.guard?.(lead) ?? null,
    set: (lead, to) => ({
      ...(name === 'open' || causes.includes('first-answer') ? { seenAt: lead.seenAt ?? now } : {}),
      ...(causes.includes('first-answer') ? { firstReplyAt: lead.firstReplyAt ?? now } : {}),
      ...(isOpenLead(to) ? {} : { closedAt: now, closedReason: options.reason ?? null }),
      ...options.set,
    }),
  });
  if (!taken) return null;
  const { row: lead, from, to } = taken;
  const firstAnswer = causes.includes('first-answer') && lead.firstReplyAt === null;
  const replyTimeChanged = firstAnswer ? await refreshReplyTimes(tx, lead.partnerId, now) : false;
  if (causes.includes('count-quote') && from !== leadState.quoted) await countEvent(lead.partnerId, 'quote', now, tx);
  if (causes.includes('count-won')) await countEvent(lead.partnerId, 'won', now, tx);
  if (causes.includes('tell-customer') && lead.customerId !== null) {
    const { tellCustomer } = options;
    if (!tellCustomer) throw new Error(`The lead transition ${name} tells the customer: say what`);
    const customerId = lead.customerId;
    // In the customer's language (src/lib/server/recipient-locale.ts), whoever's request moved the lead.
    await inLanguageOf(tx, { userId: customerId }, () => notify(tx, customerId, tellCustomer(lead)));
  }
  const tellBusiness = causes.includes('tell-business') || (causes.includes('tell-business-if-seen') && lead.seenAt !== null);
  return { lead, from, to, firstAnswer, replyTimeChanged, tellBusiness };
}

/**
 * Notes the business's first answer on a lead (a call or WhatsApp from the lead page, counted only once a
 * member opened that page; for a booked visit, a proposed time, taken by the system with the booking's
 * transition), inside `tx`, while the lead is open and unanswered. Answers whether this was its first answer, and whether the measured reply time changed.
 */
export async function noteFirstAnswer(
  tx: Executor,
  lead: { leadId: number; actor: Actor } | { bookingId: number },
  now = clock.now(),
): Promise<{ first: boolean; replyTimeChanged: boolean }> {
  let leadId: number;
  if ('leadId' in lead) leadId = lead.leadId;
  else {
    const [row] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.bookingId, lead.bookingId)).limit(1);
    if (!row) return { first: false, replyTimeChanged: false };
    leadId = row.id;
  }
  const answered = await takeLeadTransition(tx, 'answer', leadId, 'actor' in lead ? lead.actor : SYSTEM, {
    now,
    // A call after the request closed (withdrawn, expired, chosen elsewhere), or a second call, answers nothing;
    // nor does a member's tap on a lead whose page no member opened (a call is made from the opened lead).
    ifPossible: true,
    guard: (row) => {
      if (row.firstReplyAt !== null) return 'answered already'; /* i18n-ignore: never shown, ifPossible answers null */
      return 'actor' in lead && row.seenAt === null ? 'not opened' /* i18n-ignore: never shown, ifPossible answers null */ : null;
    },
  });
  return { first: answered !== null, replyTimeChanged: answered?.replyTimeChanged ?? false };
}

/**
 * A booking's lead follows the booking (booking-process.ts `leadStateOfBooking`): inside the booking's
 * transaction, its state, closing time and reason; a decision is the business's first answer, timed once.
 * Answers whether the business's measured reply time changed.
 */
export async function followBooking(
  tx: Executor,
  bookingId: number,
  state: LeadStatus,
  options: { now: Date; reason?: string | null; firstAnswer: boolean },
): Promise<boolean> {
  const { now } = options;
  const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.bookingId, bookingId)).limit(1);
  if (!lead) return false;
  const locked = await leadStore.lock(tx, lead.id);
  if (!locked || locked.state === state) return false;
  await leadStore.write(tx, lead.id, state, {
    closedAt: isOpenLead(state) ? null : now,
    closedReason: options.reason ?? null,
    seenAt: locked.seenAt ?? now,
    ...(options.firstAnswer ? { firstReplyAt: locked.firstReplyAt ?? now } : {}),
  });
  await recordEvent(tx, {
    process: leadProcess.name,
    subjectId: lead.id,
    transition: 'follow-booking',
    from: locked.state,
    to: state,
    actor: SYSTEM,
    at: now,
  });
  return options.firstAnswer && locked.firstReplyAt === null ? refreshReplyTimes(tx, locked.partnerId, now) : false;
}
