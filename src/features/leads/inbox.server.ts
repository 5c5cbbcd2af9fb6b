/**
 * The business's inbox: its leads listed, counted and opened, answered with a quote or a decline, a call
 * noted, and the leads nobody answered in time expired as they are read and by a periodic job. Each step is a transition of the lead
 * process (lead-process.server.ts); every call checks the member's action (members/permissions.ts).
 */
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { alias } from 'drizzle-orm/pg-core';
import { formatRupees } from '../../lib/format';
import { m } from '../../lib/i18n';
import { db, tables } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import type { JobDefinition } from '../../lib/server/jobs';
import { siteLink } from '../../lib/server/mail';
import { paths } from '../../paths';
import { memberActor } from '../members/membership.server';
import { mailCustomer } from '../notifications/customer-mail.server';
import type { Queryable } from '../notifications/notifications.server';
import { SYSTEM } from '../../lib/process';
import {
  kindRefusal,
  LEAD_EXPIRY_HOURS,
  LEAD_REFUSALS,
  type LeadKind,
  type LeadStatus,
  leadKind,
  leadProcess,
  leadState,
  numberHiddenNote,
  numberHiddenReason,
  type RequestStatus,
  requestState,
  UNANSWERED_LEAD_STATUSES,
  visibleToBusiness,
} from './lead-process';
import { noteContactViews } from './contact-views.server';
import { type LeadTaken, noSuchLead, noteFirstAnswer, takeLeadTransition } from './lead-process.server';
import { expiredReason, formatLeadTime, quoteOf, visitTimeProblem, type DeclineInput, type LeadItem, type QuoteInput } from './leads';

const { consents, customerBlocks, enquiries, leads, services } = tables;
/** An enquiry's request row (its first enquiry), joined beside the enquiry itself. */
const requests = alias(enquiries, 'requests');

/** The most leads the inbox lists (newest first). */
const INBOX_LIMIT = 200;

/** A lead's columns as the inbox and My Enquiries read them (with its listing's name). */
export const leadColumns = {
  id: leads.id,
  kind: leads.kind,
  partnerId: leads.partnerId,
  serviceId: leads.serviceId,
  serviceName: services.serviceName,
  userId: leads.userId,
  name: leads.name,
  mobile: leads.mobile,
  status: leads.status,
  seenAt: leads.seenAt,
  quotedAt: leads.quotedAt,
  quoteAmount: leads.quoteAmount,
  quoteMessage: leads.quoteMessage,
  quoteVisitAt: leads.quoteVisitAt,
  closedReason: leads.closedReason,
  createdAt: leads.createdAt,
  enquiryId: leads.enquiryId,
  bookingId: leads.bookingId,
  details: leads.details,
  neededWhen: leads.neededWhen,
  photos: leads.photos,
  closedAt: leads.closedAt,
  /** When the customer last withdrew their consent to share their number (numberHiddenReason hides it on the leads before). */
  contactWithdrawnAt:
    sql<Date | null>`(select max(${consents.withdrawnAt}) from ${consents} where ${consents.userId} = ${leads.userId} and ${consents.purpose} = 'share-contact')`.mapWith(
      leads.closedAt,
    ),
  /** Whether the customer blocked the lead's business (then its number is hidden: numberHiddenReason). */
  blocked: sql<boolean>`exists (select 1 from ${customerBlocks} where ${customerBlocks.userId} = ${leads.userId} and ${customerBlocks.partnerId} = ${leads.partnerId})`,
};

interface LeadRow {
  id: number;
  kind: string;
  serviceId: number;
  serviceName: string;
  name: string;
  mobile: string;
  status: string;
  seenAt: Date | null;
  quotedAt: Date | null;
  quoteAmount: number | null;
  quoteMessage: string | null;
  quoteVisitAt: Date | null;
  createdAt: Date;
  details: string | null;
  neededWhen: string | null;
  photos: string[];
  closedAt: Date | null;
  contactWithdrawnAt: Date | null;
  blocked: boolean;
  /** The request's state, when read with it (one lead): an unopened lead of a closed request hides the number. */
  requestStatus?: string | null;
}

const toItem = (row: LeadRow, now = clock.now()): LeadItem => {
  const hidden = numberHiddenReason({ ...row, blocked: Boolean(row.blocked) }, now);
  return {
    lead_id: row.id,
    kind: row.kind as LeadKind,
    service_id: row.serviceId,
    service_name: row.serviceName,
    name: row.name,
    mobile: hidden ? null : row.mobile,
    mobile_note: hidden ? numberHiddenNote[hidden]() : null,
    created_at: row.createdAt.toISOString(),
    status: row.status as LeadStatus,
    seen_at: row.seenAt?.toISOString() ?? null,
    quoted_at: row.quotedAt?.toISOString() ?? null,
    quote: quoteOf(row),
    details: row.details,
    when: row.neededWhen,
    photos: row.photos ?? [],
  };
};

/**
 * Leads of one business (or one customer, or EXPIRY_BATCH of any) nobody answered in LEAD_EXPIRY_HOURS take
 * the process's timed `expire` transition, and each customer is told in the app and by mail. Run before those
 * leads are read or answered, so what a reader sees never waits for the job, and by the periodic job below for
 * every business. Only the kinds the transition names expire (a booking's lead follows its booking instead).
 * The transition takes the lead's row and expires it only if it still can, so a lead expired by a read and
 * by the job at once is expired (and its customer told) once. The clock's doing, not the request's that
 * happens to run it (often the business's): the customer is told in the language they chose
 * (src/lib/server/recipient-locale.ts). Answers how many were expired.
 */
export async function expireLeads(scope: { partnerId: number } | { userId: number }, now = clock.now()): Promise<number> {
  return (await expireDue(scope, now)).told;
}

/** The most leads one turn of the expiry job takes; a full turn asks for another at once. */
export const EXPIRY_BATCH = 200;

async function expireDue(scope: { partnerId: number } | { userId: number } | 'any', now: Date): Promise<{ due: number; told: number }> {
  const expiry = leadProcess.transitions.expire;
  const cutoff = new Date(now.getTime() - expiry.afterHours * 3600_000);
  const database = await db();
  const query = database
    .select({ id: leads.id, serviceName: services.serviceName })
    .from(leads)
    .innerJoin(services, eq(services.id, leads.serviceId))
    .where(
      and(
        scope === 'any' ? undefined : 'partnerId' in scope ? eq(leads.partnerId, scope.partnerId) : eq(leads.userId, scope.userId),
        inArray(leads.status, [...expiry.from]),
        inArray(leads.kind, [...expiry.kinds]),
        // A lead answered by a call was answered: it waits for the customer.
        isNull(leads.firstReplyAt),
        lt(leads.createdAt, cutoff),
      ),
    )
    .orderBy(leads.createdAt, leads.id)
    .$dynamic();
  // A reader's scope expires all its due leads at once; the job takes the oldest in batches.
  const due = await (scope === 'any' ? query.limit(EXPIRY_BATCH) : query);
  if (due.length === 0) return { due: 0, told: 0 };
  const told = await database.transaction(async (tx) => {
    const customers: { leadId: number; userId: number; serviceName: string }[] = [];
    for (const lead of due) {
      const expired = await takeLeadTransition(tx, 'expire', lead.id, SYSTEM, {
        now,
        // Kept with the lead, which the workspace (English) shows.
        reason: expiredReason('en'),
        ifPossible: true,
        guard: (row) => (row.firstReplyAt === null ? null : 'answered'),
        tellCustomer: () => m['notification.lead.expired']({ business: lead.serviceName, hours: LEAD_EXPIRY_HOURS }),
      });
      if (expired?.lead.customerId) customers.push({ leadId: lead.id, userId: expired.lead.customerId, serviceName: lead.serviceName });
    }
    // Their mails are written with the expiry (the outbox sends them): one per lead, however often this runs.
    for (const customer of customers) {
      await inLanguageOf(tx, { userId: customer.userId }, () =>
        mailCustomer(
          customer.userId,
          {
            kind: 'lead-expired',
            id: customer.leadId,
            key: customer.leadId,
            subject: m['mail.leadExpired.subject']({ business: customer.serviceName }),
            fields: [
              [m['mail.field.business']({}), customer.serviceName],
              [m['mail.field.whatHappened']({}), m['mail.leadExpired.whatHappened']({ hours: LEAD_EXPIRY_HOURS })],
              [m['mail.field.seeOtherQuotes']({}), siteLink(paths.profile('Enquiries'))],
            ],
          },
          tx,
        ),
      );
    }
    return customers;
  });
  return { due: due.length, told: told.length };
}

export const LEAD_EXPIRY_JOB = 'leads.expire';
/** How often every business's unanswered leads are expired, besides as they are read. */
export const LEAD_EXPIRY_EVERY_MS = 5 * 60_000;

/** The periodic expiry of every business's leads, EXPIRY_BATCH a step. */
export const leadExpiryJob: JobDefinition = {
  name: LEAD_EXPIRY_JOB,
  everyMs: LEAD_EXPIRY_EVERY_MS,
  async run({ now }) {
    const { due } = await expireDue('any', now);
    return due < EXPIRY_BATCH ? undefined : { again: {} };
  },
};

const hiddenFromBusiness = sql`(${leads.status} = ${leadState.withdrawn} and ${leads.seenAt} is null)`;

/** A business's leads, newest first, for its members (owner and staff); `status` filters. */
export async function listLeads(user: App.SessionUser | null, partnerId: number, status?: LeadStatus): Promise<LeadItem[]> {
  const member = await memberActor(user, partnerId, 'leads.read');
  await expireLeads({ partnerId });
  const rows = await (await db())
    .select(leadColumns)
    .from(leads)
    .innerJoin(services, eq(services.id, leads.serviceId))
    .where(and(eq(leads.partnerId, partnerId), sql`not ${hiddenFromBusiness}`, status ? eq(leads.status, status) : undefined))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(INBOX_LIMIT);
  const items = rows.map((row) => toItem(row));
  await noteContactViews(member.userId, partnerId, shownNumbers(items));
  return items;
}

/** The leads whose number a reader is shown (noteContactViews logs them). */
const shownNumbers = (items: readonly LeadItem[]) => items.filter((item) => item.mobile !== null).map((item) => item.lead_id);

/** How many leads of each status a business has (those it may see), for the inbox's filters. */
export async function countLeads(partnerId: number): Promise<Partial<Record<LeadStatus, number>>> {
  const rows = await (await db())
    .select({ status: leads.status, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.partnerId, partnerId), sql`not ${hiddenFromBusiness}`))
    .groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

export interface WaitingLeads {
  /** Leads (enquiries and booked visits) nobody answered yet, newest first, at most `limit`. */
  leads: LeadItem[];
  /** All of them, shown or not. */
  total: number;
}

/** Enquiries nobody answered yet; bookings (rides and visits) wait on the home as bookings to confirm, not a second time as leads. */
const waitingForAnswer = and(inArray(leads.status, [...UNANSWERED_LEAD_STATUSES]), eq(leads.kind, leadKind.enquiry));

/**
 * What waits for the business's answer, for the workspace's home: leads not yet quoted nor declined (and not
 * expired: expiry runs first), newest first. The caller has checked membership.
 */
export async function listWaitingLeads(partnerId: number, limit: number): Promise<WaitingLeads> {
  await expireLeads({ partnerId });
  const database = await db();
  const mine = and(eq(leads.partnerId, partnerId), waitingForAnswer);
  const [rows, [counted]] = await Promise.all([
    database
      .select(leadColumns)
      .from(leads)
      .innerJoin(services, eq(services.id, leads.serviceId))
      .where(mine)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit),
    database.select({ count: sql<number>`count(*)::int` }).from(leads).where(mine),
  ]);
  return { leads: rows.map((row) => toItem(row)), total: Number(counted?.count ?? 0) };
}

export interface LeadDetail extends LeadItem {
  partner_id: number;
  closed_reason: string | null;
  /** The customer's request this lead belongs to ('open', 'accepted', 'withdrawn'); null for a booking. */
  request_status: RequestStatus | null;
}

/** A lead the business may see, with its request's id and status (null for bookings), or a 404. */
async function findVisibleLead(database: Queryable, leadId: number) {
  const [row] = await database
    .select({ ...leadColumns, requestId: sql<number | null>`coalesce(${enquiries.requestId}, ${enquiries.id})`, requestStatus: requests.status })
    .from(leads)
    .innerJoin(services, eq(services.id, leads.serviceId))
    .leftJoin(enquiries, eq(enquiries.id, leads.enquiryId))
    .leftJoin(requests, sql`${requests.id} = coalesce(${enquiries.requestId}, ${enquiries.id})`)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row || !visibleToBusiness(row)) throw noSuchLead();
  return row;
}

/**
 * Opens a lead for a member of its business: the first opening marks it seen (the customer sees when).
 * 404 for a lead of another business, or one the customer withdrew before anyone opened it.
 */
export async function openLead(user: App.SessionUser | null, leadId: number): Promise<LeadDetail> {
  const database = await db();
  let row = await findVisibleLead(database, leadId);
  const actor = await memberActor(user, row.partnerId, 'leads.read');
  if (await expireLeads({ partnerId: row.partnerId })) row = await findVisibleLead(database, leadId);
  if (row.status === leadState.new) {
    const now = clock.now();
    const opened = await database.transaction((tx) => takeLeadTransition(tx, 'open', leadId, actor, { now, ifPossible: true }));
    if (opened) Object.assign(row, { status: opened.to, seenAt: opened.lead.seenAt ?? now });
  }
  const item = toItem(row);
  await noteContactViews(actor.userId, row.partnerId, shownNumbers([item]));
  return { ...item, partner_id: row.partnerId, closed_reason: row.closedReason, request_status: row.requestStatus as RequestStatus | null };
}

/**
 * Inside `tx`, locks the lead's request (when it has one) before the lead, in the order accept and withdraw
 * lock them, so that a quote or a decline never lands on a closed request. Answers why the request is
 * closed (the guard of the answer), or null.
 */
async function lockRequest(tx: Queryable, requestId: number | null): Promise<string | null> {
  if (requestId === null) return null;
  const [request] = await tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, requestId)).for('update');
  return request?.status === requestState.open ? null : LEAD_REFUSALS.closed;
}

/** A lead of a kind the answer does not apply to (a ride is confirmed, a visit declined through its booking) is refused before its input is read. */
function refuseKind(transition: 'quote' | 'decline', lead: { kind: string }) {
  const refusal = kindRefusal(transition, lead.kind);
  if (refusal) throw new HttpError(409, refusal);
}

export interface QuoteResult {
  partnerId: number;
  serviceId: number;
  /** The business's measured response time changed (the listings should be told). */
  replyTimeChanged: boolean;
  /** Whether this was the lead's first quote (a changed quote is not counted again). */
  first: boolean;
}

/**
 * A member's quote on a lead (or a changed one, until the customer accepts an offer): kept, the lead marked
 * quoted (its first answer timed once), and the customer told in the app and by mail.
 */
export async function quoteLead(user: App.SessionUser | null, leadId: number, input: QuoteInput, now = clock.now()): Promise<QuoteResult> {
  const database = await db();
  const found = await findVisibleLead(database, leadId);
  const actor = await memberActor(user, found.partnerId, 'leads.quote');
  refuseKind('quote', found);
  await expireLeads({ partnerId: found.partnerId }, now);
  const visitProblem = visitTimeProblem(input.visit_at, now);
  if (visitProblem) throw new HttpError(422, visitProblem, { visit_at: visitProblem });

  const outcome = await database.transaction(async (tx) => {
    const requestClosed = await lockRequest(tx, found.requestId);
    const quoted = (await takeLeadTransition(tx, 'quote', leadId, actor, {
      now,
      guard: () => requestClosed,
      set: { quoteAmount: input.amount, quoteMessage: input.message, quoteVisitAt: input.visit_at ?? null, quotedAt: now },
      tellCustomer: (lead) => {
        const quote = { business: found.serviceName, amount: formatRupees(input.amount) };
        const changed = lead.state === leadState.quoted;
        if (input.visit_at) {
          const visit = formatLeadTime(input.visit_at);
          return changed ? m['notification.lead.quoteChangedVisit']({ ...quote, visit }) : m['notification.lead.quotedVisit']({ ...quote, visit });
        }
        return changed ? m['notification.lead.quoteChanged'](quote) : m['notification.lead.quoted'](quote);
      },
    })) as LeadTaken;
    await inLanguageOf(tx, { userId: found.userId }, () =>
      mailCustomer(
        found.userId,
        {
          kind: 'quote',
          id: leadId,
          subject: m['mail.quote.subject']({ business: found.serviceName }),
          fields: [
            [m['mail.field.business'](), found.serviceName],
            [m['mail.field.quote'](), formatRupees(input.amount)],
            ...(input.visit_at ? ([[m['mail.field.visit'](), formatLeadTime(input.visit_at)]] as [string, string][]) : []),
            [m['mail.field.message'](), input.message],
            [m['mail.field.compareAndChoose'](), siteLink(paths.profile('Enquiries'))],
          ],
        },
        tx,
      ),
    );
    return { first: quoted.from !== leadState.quoted, replyTimeChanged: quoted.replyTimeChanged };
  });

  return { partnerId: found.partnerId, serviceId: found.serviceId, first: outcome.first, replyTimeChanged: outcome.replyTimeChanged };
}

/**
 * A member declines a lead with a reason the customer sees (in the app and by mail); it counts as the
 * business's answer. Not for ride bookings (their business declines the booking) nor closed leads.
 */
export async function declineLead(
  user: App.SessionUser | null,
  leadId: number,
  input: DeclineInput,
): Promise<{ partnerId: number; serviceId: number; replyTimeChanged: boolean }> {
  const database = await db();
  const found = await findVisibleLead(database, leadId);
  const actor = await memberActor(user, found.partnerId, 'leads.decline');
  refuseKind('decline', found);
  const now = clock.now();
  await expireLeads({ partnerId: found.partnerId }, now);
  const replyTimeChanged = await database.transaction(async (tx) => {
    const requestClosed = await lockRequest(tx, found.requestId);
    const declined = await takeLeadTransition(tx, 'decline', leadId, actor, {
      now,
      reason: input.reason,
      guard: () => requestClosed,
      tellCustomer: () => m['notification.lead.declined']({ business: found.serviceName, reason: input.reason }),
    });
    await inLanguageOf(tx, { userId: found.userId }, () =>
      mailCustomer(
        found.userId,
        {
          kind: 'lead-declined',
          id: leadId,
          key: leadId,
          subject: m['mail.leadDeclined.subject']({ business: found.serviceName }),
          fields: [
            [m['mail.field.business'](), found.serviceName],
            [m['mail.field.theirReason'](), input.reason],
            [m['mail.field.yourEnquiry'](), siteLink(paths.profile('Enquiries'))],
          ],
        },
        tx,
      ),
    );
    return declined?.replyTimeChanged ?? false;
  });
  return { partnerId: found.partnerId, serviceId: found.serviceId, replyTimeChanged };
}

/**
 * A member tapped Call or WhatsApp on a lead's page: that is the business's first answer (a lead is answered
 * when it is seen with a call, or quoted), so its measured response time counts it. 404 for a lead of another business.
 */
export async function noteLeadCalled(
  user: App.SessionUser | null,
  leadId: number,
): Promise<{ partnerId: number; serviceId: number; first: boolean; replyTimeChanged: boolean }> {
  const database = await db();
  const found = await findVisibleLead(database, leadId);
  const actor = await memberActor(user, found.partnerId, 'leads.call');
  const noted = await database.transaction((tx) => noteFirstAnswer(tx, { leadId, actor }));
  return { partnerId: found.partnerId, serviceId: found.serviceId, ...noted };
}
