import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatRupees } from '../../lib/format';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { siteLink } from '../../lib/server/mail';
import { paths } from '../../paths';
import { memberActor, requireMember } from '../business/membership.server';
import { mailSubmission } from '../content/support-mail.server';
import { notBlockedBy } from './blocks.server';
import { mailCustomer } from '../notifications/customer-mail.server';
import { notify, type Queryable } from '../notifications/notifications.server';
import { type Actor, SYSTEM } from '../../lib/process';
import {
  answerRefusal,
  LEAD_EXPIRY_HOURS,
  type LeadKind,
  type LeadStatus,
  leadKind,
  leadProcess,
  leadState,
  OPEN_LEAD_STATUSES,
  type RequestStatus,
  requestRefusal,
  requestState,
  UNANSWERED_LEAD_STATUSES,
  visibleToBusiness,
} from './lead-process';
import { type LeadTaken, noSuchLead, noteFirstAnswer, takeLeadTransition } from './lead-process.server';
import {
  EXPIRED_REASON,
  formatLeadTime,
  LEAD_MESSAGES,
  pickSimilar,
  quoteOf,
  visitTimeOk,
  type DeclineInput,
  type LeadItem,
  type MyEnquiry,
  type QuoteInput,
} from './leads';
import { MIN_REPLY_SAMPLE } from './track-record';

const { enquiries, leads, partners, profiles, services } = tables;
/** An enquiry's request row (its first enquiry), joined beside the enquiry itself. */
const requests = alias(enquiries, 'requests');

/** The most leads the inbox lists, and the most enquiries My Enquiries lists (newest first). */
const INBOX_LIMIT = 200;
const MY_ENQUIRIES_LIMIT = 50;
/** A business the customer asked in this long with a lead still open is not asked again for them. */
const ASKED_RECENTLY_DAYS = 30;

/** Quickest to reply first: the measured response time (track-record.ts), businesses without one last. */
const replyOrder = sql`(case when ${partners.replySample} >= ${MIN_REPLY_SAMPLE} then ${partners.replyMinutes} end) asc nulls last`;

const noSuchEnquiry = () => notFound('No such enquiry in your account');

// ---------------------------------------------------------------------------------------------
// Creating leads
// ---------------------------------------------------------------------------------------------

export interface NewLead {
  kind: LeadKind;
  partnerId: number;
  serviceId: number;
  userId: number | null;
  name: string;
  mobile: string;
  enquiryId?: number;
  bookingId?: number;
}

/** Keeps a lead for a business, inside the transaction that stores its enquiry or booking. Answers its id. */
export async function addLead(tx: Queryable, lead: NewLead): Promise<number> {
  const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id });
  return row!.id;
}

/**
 * A ride booking's lead: the customer's name and phone from their profile (a customer without one shows as
 * 'Customer' with no number, and the business answers through the booking).
 */
export async function addBookingLead(
  tx: Queryable,
  booking: { bookingId: number; kind?: Extract<LeadKind, 'booking' | 'visit'>; partnerId: number; serviceId: number; userId: number },
): Promise<number> {
  const [profile] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, booking.userId))
    .limit(1);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return addLead(tx, {
    kind: booking.kind ?? 'booking',
    partnerId: booking.partnerId,
    serviceId: booking.serviceId,
    userId: booking.userId,
    name: name || 'Customer',
    mobile: profile?.phone ?? '',
    bookingId: booking.bookingId,
  });
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

export interface SimilarCandidate {
  serviceId: number;
  partnerId: number;
  slug: string;
  serviceName: string;
  price: number;
  partnerEmail: string | null;
}

/**
 * Listings an enquiry to `serviceId` also goes to: the same category, the same city, another business, best
 * rated then quickest to reply first; never a business this customer blocked (blocks.server.ts) or already
 * has an open lead with lately.
 */
export async function similarListings(tx: Queryable, serviceId: number, userId: number, count: number): Promise<SimilarCandidate[]> {
  if (count <= 0) return [];
  const origin = sql`(select category_id, city, partner_id from ${services} where ${services.id} = ${serviceId})`;
  const rows = await tx
    .select({
      serviceId: services.id,
      partnerId: services.partnerId,
      slug: services.slug,
      serviceName: services.serviceName,
      price: services.price,
      partnerEmail: partners.email,
    })
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(
      and(
        sql`(${services.categoryId}, ${services.city}) = (select o.category_id, o.city from ${origin} o)`,
        sql`${services.partnerId} <> (select o.partner_id from ${origin} o)`,
        sql`not exists (select 1 from ${leads} l where l.partner_id = ${services.partnerId} and l.user_id = ${userId}
          and l.status in ${OPEN_LEAD_STATUSES} and l.created_at > ${clock.now().toISOString()}::timestamptz - make_interval(days => ${ASKED_RECENTLY_DAYS}))`,
        notBlockedBy(userId, services.partnerId),
      ),
    )
    .orderBy(desc(services.rankScore), replyOrder, asc(services.id))
    // A business may have several listings here: enough rows to find `count` different businesses.
    .limit(count * 4 + 4);
  return pickSimilar(rows, [], count);
}

// ---------------------------------------------------------------------------------------------
// The business's inbox
// ---------------------------------------------------------------------------------------------

const leadColumns = {
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
}

const toItem = (row: LeadRow): LeadItem => ({
  lead_id: row.id,
  kind: row.kind as LeadKind,
  service_id: row.serviceId,
  service_name: row.serviceName,
  name: row.name,
  mobile: row.mobile,
  created_at: row.createdAt.toISOString(),
  status: row.status as LeadStatus,
  seen_at: row.seenAt?.toISOString() ?? null,
  quoted_at: row.quotedAt?.toISOString() ?? null,
  quote: quoteOf(row),
});

/**
 * Leads of one business (or one customer) nobody answered in LEAD_EXPIRY_HOURS take the process's timed
 * `expire` transition, and each customer is told in the app and by mail. Run before those leads are read or
 * answered, so no clock job is needed. Only the kinds the transition names expire (a booking's lead follows
 * its booking instead).
 */
export async function expireLeads(scope: { partnerId: number } | { userId: number }, now = clock.now()): Promise<number> {
  const expiry = leadProcess.transitions.expire;
  const cutoff = new Date(now.getTime() - expiry.afterHours * 3600_000);
  const database = await db();
  const due = await database
    .select({ id: leads.id, serviceName: services.serviceName })
    .from(leads)
    .innerJoin(services, eq(services.id, leads.serviceId))
    .where(
      and(
        'partnerId' in scope ? eq(leads.partnerId, scope.partnerId) : eq(leads.userId, scope.userId),
        inArray(leads.status, [...expiry.from]),
        inArray(leads.kind, [...expiry.kinds]),
        // A lead answered by a call was answered: it waits for the customer.
        isNull(leads.firstReplyAt),
        lt(leads.createdAt, cutoff),
      ),
    );
  if (due.length === 0) return 0;
  const told = await database.transaction(async (tx) => {
    const customers: { leadId: number; userId: number; serviceName: string }[] = [];
    for (const lead of due) {
      const expired = await takeLeadTransition(tx, 'expire', lead.id, SYSTEM, {
        now,
        reason: EXPIRED_REASON,
        ifPossible: true,
        guard: (row) => (row.firstReplyAt === null ? null : 'answered'),
        tellCustomer: () => `${lead.serviceName} did not answer your enquiry in ${LEAD_EXPIRY_HOURS} hours. See your other quotes in My Enquiries.`,
      });
      if (expired?.lead.customerId) customers.push({ leadId: lead.id, userId: expired.lead.customerId, serviceName: lead.serviceName });
    }
    return customers;
  });
  for (const customer of told) {
    await mailCustomer(customer.userId, {
      kind: 'lead-expired',
      id: customer.leadId,
      subject: `${customer.serviceName} did not answer your enquiry on Seva`,
      fields: [
        ['Business', customer.serviceName],
        ['What happened', `They did not answer in ${LEAD_EXPIRY_HOURS} hours, so your enquiry to them has closed.`],
        ['See your other quotes', siteLink(paths.profile('Enquiries'))],
      ],
    });
  }
  return told.length;
}

const hiddenFromBusiness = sql`(${leads.status} = ${leadState.withdrawn} and ${leads.seenAt} is null)`;

/** A business's leads, newest first, for its members (owner and staff); `status` filters. */
export async function listLeads(user: App.SessionUser | null, partnerId: number, status?: LeadStatus): Promise<LeadItem[]> {
  await requireMember(user, partnerId, 'leads.read');
  await expireLeads({ partnerId });
  const rows = await (await db())
    .select(leadColumns)
    .from(leads)
    .innerJoin(services, eq(services.id, leads.serviceId))
    .where(and(eq(leads.partnerId, partnerId), sql`not ${hiddenFromBusiness}`, status ? eq(leads.status, status) : undefined))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(INBOX_LIMIT);
  return rows.map(toItem);
}

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
  return { leads: rows.map(toItem), total: Number(counted?.count ?? 0) };
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
  return { ...toItem(row), partner_id: row.partnerId, closed_reason: row.closedReason, request_status: row.requestStatus as RequestStatus | null };
}

/**
 * Inside `tx`, locks the lead's request (when it has one) before the lead, in the order accept and withdraw
 * lock them, so that a quote or a decline never lands on a closed request. Answers why the request is
 * closed (the guard of the answer), or null.
 */
async function lockRequest(tx: Queryable, requestId: number | null): Promise<string | null> {
  if (requestId === null) return null;
  const [request] = await tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, requestId)).for('update');
  return request?.status === requestState.open ? null : LEAD_MESSAGES.notQuotable.closed;
}

/** The refusal of an answer (a quote, a decline) to this lead, whatever its state: its kind. */
function refuseKind(transition: 'quote' | 'decline', lead: { kind: string; status: string }) {
  const refusal = answerRefusal(transition, { kind: lead.kind, status: leadState.new }, null);
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
  if (!visitTimeOk(input.visit_at, now)) throw new HttpError(422, LEAD_MESSAGES.visitPast, { visit_at: LEAD_MESSAGES.visitPast });

  const outcome = await database.transaction(async (tx) => {
    const requestClosed = await lockRequest(tx, found.requestId);
    const quoted = (await takeLeadTransition(tx, 'quote', leadId, actor, {
      now,
      guard: () => requestClosed,
      set: { quoteAmount: input.amount, quoteMessage: input.message, quoteVisitAt: input.visit_at ?? null, quotedAt: now },
      tellCustomer: (lead) =>
        `${found.serviceName} ${lead.state === leadState.quoted ? 'changed its quote to' : 'sent you a quote:'} ${formatRupees(input.amount)}${input.visit_at ? `, visit ${formatLeadTime(input.visit_at)}` : ''}. Compare and choose in My Enquiries.`,
    })) as LeadTaken;
    return { first: quoted.from !== leadState.quoted, replyTimeChanged: quoted.replyTimeChanged };
  });

  await mailCustomer(found.userId, {
    kind: 'quote',
    id: leadId,
    subject: `${found.serviceName} sent you a quote on Seva`,
    fields: [
      ['Business', found.serviceName],
      ['Quote', formatRupees(input.amount)],
      ...(input.visit_at ? ([['Visit', formatLeadTime(input.visit_at)]] as [string, string][]) : []),
      ['Message', input.message],
      ['Compare and choose', siteLink(paths.profile('Enquiries'))],
    ],
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
      tellCustomer: () => `${found.serviceName} cannot take your enquiry: ${input.reason}`,
    });
    return declined?.replyTimeChanged ?? false;
  });
  await mailCustomer(found.userId, {
    kind: 'lead-declined',
    id: leadId,
    subject: `${found.serviceName} cannot take your enquiry`,
    fields: [
      ['Business', found.serviceName],
      ['Their reason', input.reason],
      ['Your enquiry', siteLink(paths.profile('Enquiries'))],
    ],
  });
  return { partnerId: found.partnerId, serviceId: found.serviceId, replyTimeChanged };
}

// ---------------------------------------------------------------------------------------------
// The customer's enquiries
// ---------------------------------------------------------------------------------------------

const requestOf = sql<number>`coalesce(${enquiries.requestId}, ${enquiries.id})`;

/** The signed-in customer's enquiries, newest first, each with every business's offer. */
export async function listMyEnquiries(userId: number): Promise<MyEnquiry[]> {
  await expireLeads({ userId });
  const database = await db();
  const requests = await database
    .select({ id: enquiries.id, createdAt: enquiries.createdAt, status: enquiries.status })
    .from(enquiries)
    .where(and(eq(enquiries.userId, userId), isNull(enquiries.requestId)))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(MY_ENQUIRIES_LIMIT);
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.id);
  const offers = await database
    .select({ ...leadColumns, slug: services.slug, requestId: requestOf })
    .from(leads)
    .innerJoin(enquiries, eq(enquiries.id, leads.enquiryId))
    .innerJoin(services, eq(services.id, leads.serviceId))
    .where(and(eq(enquiries.userId, userId), or(inArray(enquiries.id, ids), inArray(enquiries.requestId, ids))))
    .orderBy(asc(leads.id));
  return requests.map((request) => ({
    enquiry_id: request.id,
    created_at: request.createdAt.toISOString(),
    status: request.status as RequestStatus,
    offers: offers
      .filter((offer) => Number(offer.requestId) === request.id)
      .map((offer) => ({
        service_id: offer.serviceId,
        partner_id: offer.partnerId,
        service_name: offer.serviceName,
        slug: offer.slug,
        status: offer.status as LeadStatus,
        declined_reason: offer.status === leadState.declined ? offer.closedReason : null,
        sent_at: offer.createdAt.toISOString(),
        seen_at: offer.seenAt?.toISOString() ?? null,
        quoted_at: offer.quotedAt?.toISOString() ?? null,
        quote: quoteOf(offer),
      })),
  }));
}

interface OfferRow {
  id: number;
  partnerId: number;
  serviceId: number;
  serviceName: string;
  partnerEmail: string | null;
  /** Its business is told how the request closed (lead-process.server.ts `tellBusiness`). */
  told?: boolean;
}

/** Locks an open request of the customer and reads its offers, inside `tx`; 404 when it is not theirs, 409 when closed. */
async function openRequest(tx: Queryable, userId: number, enquiryId: number): Promise<OfferRow[]> {
  const [request] = await tx
    .select({ status: enquiries.status })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.userId, userId), isNull(enquiries.requestId)))
    .for('update');
  if (!request) throw noSuchEnquiry();
  const refusal = requestRefusal(request.status);
  if (refusal) throw new HttpError(409, refusal);
  return tx
    .select({
      id: leads.id,
      partnerId: leads.partnerId,
      serviceId: leads.serviceId,
      serviceName: services.serviceName,
      partnerEmail: partners.email,
    })
    .from(leads)
    .innerJoin(enquiries, eq(enquiries.id, leads.enquiryId))
    .innerJoin(services, eq(services.id, leads.serviceId))
    .innerJoin(partners, eq(partners.id, leads.partnerId))
    .where(or(eq(enquiries.id, enquiryId), eq(enquiries.requestId, enquiryId)))
    .orderBy(asc(leads.id));
}

function mailBusinesses(offers: readonly OfferRow[], enquiryId: number, subject: (offer: OfferRow) => string, text: string) {
  return Promise.all(
    offers.flatMap((offer) =>
      offer.partnerEmail
        ? [
            mailSubmission({
              kind: 'lead-closed',
              id: offer.id,
              to: offer.partnerEmail,
              subject: subject(offer),
              fields: [
                ['Listing', offer.serviceName],
                ['What happened', text],
                ['The lead', siteLink(paths.businessLead(offer.id))],
                ['Reference', `Enquiry #${enquiryId}`],
              ],
            }),
          ]
        : [],
    ),
  );
}

export interface AcceptResult {
  /** The business whose offer was accepted. */
  wonPartnerId: number;
  lostPartnerIds: number[];
}

/**
 * The customer accepts one business's offer: its lead is won, the other open ones lost (their businesses
 * told, kindly), the request closed. 404 for another customer's enquiry or a business it did not go to.
 */
export async function acceptOffer(userId: number, enquiryId: number, serviceId: number): Promise<AcceptResult> {
  const now = clock.now();
  await expireLeads({ userId }, now);
  const { chosen, lost } = await (await db()).transaction(async (tx) => {
    const offers = await openRequest(tx, userId, enquiryId);
    const chosen = offers.find((offer) => offer.serviceId === serviceId);
    if (!chosen) throw notFound('This enquiry did not go to that business');
    const customer: Actor = { kind: 'customer', userId };
    await takeLeadTransition(tx, 'accept', chosen.id, customer, { now, reason: 'The customer accepted your offer' });
    const lost: OfferRow[] = [];
    for (const offer of offers) {
      if (offer === chosen) continue;
      const taken = await takeLeadTransition(tx, 'lose', offer.id, SYSTEM, { now, reason: 'The customer chose another business', ifPossible: true });
      if (taken) lost.push({ ...offer, told: taken.tellBusiness });
    }
    await tx.update(enquiries).set({ status: requestState.accepted, closedAt: now }).where(eq(enquiries.id, enquiryId));
    await notify(tx, userId, `You chose ${chosen.serviceName}. They will contact you to arrange the work.`);
    return { chosen, lost };
  });
  await mailBusinesses(
    [chosen],
    enquiryId,
    (offer) => `Good news: a customer chose ${offer.serviceName} on Seva`,
    'The customer accepted your offer. Please call them to arrange the work.',
  );
  await mailBusinesses(
    lost.filter((offer) => offer.told),
    enquiryId,
    (offer) => `An enquiry to ${offer.serviceName} has closed`,
    'Thank you for answering. The customer chose another business this time; your quick answers help you win the next one.',
  );
  return { wonPartnerId: chosen.partnerId, lostPartnerIds: lost.map((offer) => offer.partnerId) };
}

/** The customer withdraws their enquiry: every open lead closes; the businesses that opened it are told. */
export async function withdrawEnquiry(userId: number, enquiryId: number): Promise<void> {
  const now = clock.now();
  const closed = await (await db()).transaction(async (tx) => {
    const offers = await openRequest(tx, userId, enquiryId);
    const closed: OfferRow[] = [];
    for (const offer of offers) {
      const taken = await takeLeadTransition(
        tx,
        'withdraw',
        offer.id,
        { kind: 'customer', userId },
        {
          now,
          reason: 'The customer withdrew the enquiry',
          ifPossible: true,
        },
      );
      if (taken) closed.push({ ...offer, told: taken.tellBusiness });
    }
    await tx.update(enquiries).set({ status: requestState.withdrawn, closedAt: now }).where(eq(enquiries.id, enquiryId));
    return closed;
  });
  await mailBusinesses(
    closed.filter((offer) => offer.told),
    enquiryId,
    (offer) => `An enquiry to ${offer.serviceName} was withdrawn`,
    'The customer no longer needs this. Thank you for looking at it.',
  );
}
