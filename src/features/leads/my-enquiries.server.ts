/**
 * The customer's side of their enquiries (My Enquiries): every business's offer on each request, accepting
 * one offer, withdrawing a request. Each step is a transition of the lead process (lead-process.server.ts).
 */
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { siteLink } from '../../lib/server/mail';
import { type Actor, SYSTEM } from '../../lib/process';
import { paths } from '../../paths';
import { mailSubmission } from '../content/support-mail.server';
import { notify, type Queryable } from '../notifications/notifications.server';
import { expireLeads } from './inbox.server';
import { type LeadStatus, leadState, type RequestStatus, requestRefusal, requestState } from './lead-process';
import { takeLeadTransition } from './lead-process.server';
import { type MyEnquiry, quoteOf } from './leads';
import { m } from '../../lib/i18n';

const { enquiries, leads, partners, services } = tables;

/** The most enquiries My Enquiries lists (newest first). */
const MY_ENQUIRIES_LIMIT = 50;

const noSuchEnquiry = () => notFound(m['lead.refusal.noSuchEnquiry']());

const requestOf = sql<number>`coalesce(${enquiries.requestId}, ${enquiries.id})`;

/**
 * A business's offer on a request (its lead) as My Enquiries reads it, with its listing and business: what the
 * customer is shown and the business is mailed, not the inbox's whole lead (leadColumns, whose hidden-number checks
 * are the business's concern).
 */
const offerColumns = {
  id: leads.id,
  partnerId: leads.partnerId,
  serviceId: leads.serviceId,
  serviceName: services.serviceName,
  status: leads.status,
  closedReason: leads.closedReason,
  createdAt: leads.createdAt,
  seenAt: leads.seenAt,
  quotedAt: leads.quotedAt,
  quoteAmount: leads.quoteAmount,
  quoteMessage: leads.quoteMessage,
  quoteVisitAt: leads.quoteVisitAt,
  slug: services.slug,
  requestId: requestOf,
  contactNo: services.contactNo,
  whatsapp: partners.whatsapp,
  partnerEmail: partners.email,
};

/**
 * Offers, each read with the enquiry it answers (a request, or the request's copy sent to that business), its
 * listing and its business: My Enquiries lists them, and accepting or withdrawing a request tells them.
 */
function offersRead(on: Queryable) {
  return on
    .select(offerColumns)
    .from(leads)
    .innerJoin(enquiries, eq(enquiries.id, leads.enquiryId))
    .innerJoin(services, eq(services.id, leads.serviceId))
    .innerJoin(partners, eq(partners.id, leads.partnerId));
}

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
  const offers = await offersRead(database)
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
        // The chosen business's numbers, for Call and WhatsApp: the listing's phone, and its WhatsApp number when it has one.
        contact: offer.status === leadState.won ? { phone: offer.contactNo, whatsapp: offer.whatsapp || offer.contactNo } : null,
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
  return offersRead(tx)
    .where(or(eq(enquiries.id, enquiryId), eq(enquiries.requestId, enquiryId)))
    .orderBy(asc(leads.id));
}

/**
 * Writes, in the transition's transaction, the mail to each of these businesses that has an address (the outbox sends them),
 * each in its own language (`subject` and `text` are composed in it).
 */
async function mailBusinesses(
  tx: Queryable,
  offers: readonly OfferRow[],
  enquiryId: number,
  subject: (offer: OfferRow) => string,
  text: () => string,
): Promise<void> {
  for (const offer of offers) {
    const to = offer.partnerEmail;
    if (!to) continue;
    await inLanguageOf(tx, { partnerId: offer.partnerId, address: to }, () =>
      mailSubmission(
        {
          kind: 'lead-closed',
          id: offer.id,
          key: offer.id,
          to,
          subject: subject(offer),
          fields: [
            [m['mail.field.listing'](), offer.serviceName],
            [m['mail.field.whatHappened'](), text()],
            [m['mail.field.theLead'](), siteLink(paths.businessLead(offer.id))],
            [m['mail.field.reference'](), m['mail.reference.enquiry']({ id: enquiryId })],
          ],
        },
        tx,
      ),
    );
  }
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
    if (!chosen) throw notFound(m['lead.refusal.notAsked']());
    const customer: Actor = { kind: 'customer', userId };
    await takeLeadTransition(tx, 'accept', chosen.id, customer, { now, reason: m['lead.reason.accepted']() });
    const lost: OfferRow[] = [];
    for (const offer of offers) {
      if (offer === chosen) continue;
      const taken = await takeLeadTransition(tx, 'lose', offer.id, SYSTEM, { now, reason: m['lead.reason.choseAnother'](), ifPossible: true });
      if (taken) lost.push({ ...offer, told: taken.tellBusiness });
    }
    await tx.update(enquiries).set({ status: requestState.accepted, closedAt: now }).where(eq(enquiries.id, enquiryId));
    await inLanguageOf(tx, { userId }, () => notify(tx, userId, m['notification.lead.chosen']({ business: chosen.serviceName })));
    await mailBusinesses(
      tx,
      [chosen],
      enquiryId,
      (offer) => m['mail.leadWon.subject']({ business: offer.serviceName }),
      () => m['mail.leadWon.whatHappened'](),
    );
    await mailBusinesses(
      tx,
      lost.filter((offer) => offer.told),
      enquiryId,
      (offer) => m['mail.leadLost.subject']({ business: offer.serviceName }),
      () => m['mail.leadLost.whatHappened'](),
    );
    return { chosen, lost };
  });
  return { wonPartnerId: chosen.partnerId, lostPartnerIds: lost.map((offer) => offer.partnerId) };
}

/** The customer withdraws their enquiry: every open lead closes; the businesses that opened it are told. */
export async function withdrawEnquiry(userId: number, enquiryId: number): Promise<void> {
  const now = clock.now();
  await (await db()).transaction(async (tx) => {
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
          reason: m['lead.reason.withdrawn'](),
          ifPossible: true,
        },
      );
      if (taken) closed.push({ ...offer, told: taken.tellBusiness });
    }
    await tx.update(enquiries).set({ status: requestState.withdrawn, closedAt: now }).where(eq(enquiries.id, enquiryId));
    await mailBusinesses(
      tx,
      closed.filter((offer) => offer.told),
      enquiryId,
      (offer) => m['mail.leadWithdrawn.subject']({ business: offer.serviceName }),
      () => m['mail.leadWithdrawn.whatHappened'](),
    );
  });
}
