import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, visitDateRange, visitSlots } from '../../src/features/bookings/visits';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { parseDayOpen } from '../../src/features/listings/hours';
import { finalBillRefusal } from '../../src/features/track-record/track-record';
import type { DatabaseHandle } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { advanceClock, serverTime, setClock } from '../support/server';
import { call } from './support/client';
import { startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * Signals nobody can forge, against a real server on every engine: 'Verified customer' only when the business
 * answered that customer before the review; the reply time only from distinct signed-in customers who are not
 * members, a tap on Call counted only from a lead page a member opened; the quote record only for jobs with a
 * real quote whose visit time passed, from a customer who is not a member. Each test is a probe that succeeded
 * on the code before these rules.
 */

const run = `run${Date.now()}`;
const demo = buildDemoCatalogue();
const isTransport = (categoryId: number) => demo.categories.find((category) => category.id === categoryId)?.isTransport;
/** Listings of three different businesses in Kolkata that take visits, each business with one listing. */
const candidates = demo.services.filter(
  (service) =>
    service.city === 'Kolkata' &&
    !isTransport(service.categoryId) &&
    demo.services.filter((other) => other.partnerId === service.partnerId).length === 1 &&
    visitSlots(parseDayOpen(service.hours), addDays(visitDateRange().min, 2)).length > 0,
);
const [verifiedListing, replyListing, quoteListing] = candidates as [(typeof candidates)[0], (typeof candidates)[0], (typeof candidates)[0]];
const partnerOf = (service: { partnerId: number }) => demo.partners.find((partner) => partner.id === service.partnerId)!;
const ownerOf = (service: { partnerId: number }) => demoOwnerEmail(partnerOf(service));
const email = (name: string) => `${name}.${run}@example.com`;

/** Accounts of customers who are not members, written before the server starts. */
async function customers(handle: DatabaseHandle, prefix: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const address = email(`${prefix}${n}`);
    const [row] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into users (email, canonical_email, ref_code) values (${address}, ${address}, ${`${prefix}${n}${run}`}) returning id`,
    );
    ids.push(row!.id);
  }
  return ids;
}

describe.each(journeyEngines)('signals nobody can forge on %s', (engine) => {
  let workspace: WorkspaceServer;
  const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(workspace.server, method, path, options);
  const page = async (path: string) => (await fetch(new URL(path, workspace.server.origin))).text();
  let mobile = 9831050000;
  const enquire = async (service: { id: number }, token?: string) => {
    const answer = await api('POST', apiPaths.enquiry(), {
      token,
      json: { name: 'Probe Customer', mobile: String(mobile++), service_id: service.id, also_ask: 0 },
    });
    return answer;
  };
  /** The lead of the latest enquiry to a listing, as its business's owner lists it. */
  const latestLead = async (service: { id: number; partnerId: number }): Promise<number> => {
    const inbox = await api('GET', apiPaths.businessLeads(service.partnerId), { token: await workspace.signIn(ownerOf(service)) });
    return (inbox.body.data as { lead_id: number; service_id: number }[]).find((lead) => lead.service_id === service.id)!.lead_id;
  };
  const quote = async (service: { id: number; partnerId: number }, leadId: number, amount: number, visitAt?: Date) => {
    const answer = await api('POST', apiPaths.businessLeadQuote(leadId), {
      token: await workspace.signIn(ownerOf(service)),
      json: { amount, message: 'Can come', ...(visitAt ? { visit_at: visitAt.toISOString() } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const review = (token: string, service: { slug: string }, comments: string, finalBill?: number) =>
    api('POST', apiPaths.submitReview(), { token, json: { ratings: 5, comments, slug: service.slug, final_bill: finalBill } });

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async (handle) => {
      const businesses = [replyListing.partnerId, quoteListing.partnerId];
      await handle.db.execute(sql`delete from leads where partner_id in (${sql.join(businesses, sql`, `)})`);
      await handle.db.execute(sql`update reviews set final_bill = null, quoted_amount = null, lead_id = null
        where service_id in (select id from services where partner_id in (${sql.join(businesses, sql`, `)}))`);
      // The reply listing: six distinct customers, each answered in two hours, in the last week.
      for (const [n, userId] of (await customers(handle, 'replied', 6)).entries()) {
        await handle.db.execute(sql`insert into leads (kind, partner_id, service_id, user_id, name, mobile, status, seen_at, first_reply_at, created_at, closed_at)
          values ('enquiry', ${replyListing.partnerId}, ${replyListing.id}, ${userId}, 'Earlier customer', '9800000000', 'lost',
            now() - ${n + 1}::int * interval '1 day' + interval '2 hours', now() - ${n + 1}::int * interval '1 day' + interval '2 hours',
            now() - ${n + 1}::int * interval '1 day', now() - ${n + 1}::int * interval '1 day' + interval '3 hours')`);
      }
      // The quote listing: nine jobs of distinct customers, quoted, done ten days ago, billed after; seven matched.
      const bills = [1000, 1000, 2000, 500, 800, 1200, 900, 1400, 3000];
      for (const [n, userId] of (await customers(handle, 'billed', bills.length)).entries()) {
        const paid = n < 7 ? bills[n]! : bills[n]! * 2;
        const [lead] = await queryRows<{ id: number }>(
          handle.db,
          sql`insert into leads (kind, partner_id, service_id, user_id, name, mobile, status, seen_at, first_reply_at,
            quote_amount, quote_message, quote_visit_at, quoted_at, created_at, closed_at)
          values ('enquiry', ${quoteListing.partnerId}, ${quoteListing.id}, ${userId}, 'Earlier customer', '9800000000', 'won',
            now() - interval '12 days', now() - interval '12 days', ${bills[n]}, 'Quoted', now() - interval '10 days', now() - interval '12 days',
            now() - interval '12 days', now() - interval '11 days') returning id`,
        );
        await handle.db.execute(sql`insert into reviews (service_id, user_id, first_name, ratings, comments, quoted_amount, final_bill, lead_id, created_at, updated_at)
          values (${quoteListing.id}, ${userId}, 'Asha', 5, 'Fair price', ${bills[n]}, ${paid}, ${lead!.id}, now() - interval '9 days', now() - interval '9 days')`);
      }
    });
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  it("'Verified customer' only when the business answered that customer (a quote, a confirmed booking) before the review", async () => {
    const verifiedOf = async (comments: string) => {
      const reviews = await api('GET', `${apiPaths.reviews(verifiedListing.id)}?sort=latest&q=${run}`);
      return (reviews.body.data as { comments: string; verified_customer: boolean }[]).find((item) => item.comments === comments)?.verified_customer;
    };
    // Reviewed first, enquired after.
    const early = await workspace.signIn(email('early'));
    expect((await review(early, verifiedListing, `Before asking ${run}`)).status).toBe(200);
    expect((await enquire(verifiedListing, early)).status).toBe(201);
    expect(await verifiedOf(`Before asking ${run}`)).toBe(false);
    // Enquired, never answered, reviewed; answered only after the review.
    const unanswered = await workspace.signIn(email('unanswered'));
    expect((await enquire(verifiedListing, unanswered)).status).toBe(201);
    const unansweredLead = await latestLead(verifiedListing);
    expect((await review(unanswered, verifiedListing, `Nobody answered ${run}`)).status).toBe(200);
    expect(await verifiedOf(`Nobody answered ${run}`)).toBe(false);
    await quote(verifiedListing, unansweredLead, 700);
    expect(await verifiedOf(`Nobody answered ${run}`)).toBe(false);
    // Quoted, then reviewed.
    const quoted = await workspace.signIn(email('quoted'));
    expect((await enquire(verifiedListing, quoted)).status).toBe(201);
    await quote(verifiedListing, await latestLead(verifiedListing), 900);
    expect((await review(quoted, verifiedListing, `Quoted me ${run}`)).status).toBe(200);
    expect(await verifiedOf(`Quoted me ${run}`)).toBe(true);
    // A booked visit the business confirmed, then reviewed.
    const visitor = await workspace.signIn(email('visitor'));
    const day = addDays(visitDateRange(await serverTime(workspace.server)).min, 2);
    const slot = visitSlots(parseDayOpen(verifiedListing.hours), day)[0]!;
    const booked = await api('POST', apiPaths.bookVisit(), {
      token: visitor,
      json: { services_id: verifiedListing.id, date: day, slot, address: `3 Lake Road, ${run}`, note: '' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await review(visitor, verifiedListing, `Booked, not answered ${run}`)).status).toBe(200);
    expect(await verifiedOf(`Booked, not answered ${run}`)).toBe(false);
    const owner = await workspace.signIn(ownerOf(verifiedListing));
    expect((await api('POST', apiPaths.businessBookingConfirm(booked.body.data.booking_id), { token: owner })).status).toBe(200);
    expect(await verifiedOf(`Booked, not answered ${run}`)).toBe(false);
    // Edited after the confirmation: the review's own time is when it was first written, so still not verified.
    expect((await review(visitor, verifiedListing, `Booked, not answered ${run}`)).status).toBe(200);
    expect(await verifiedOf(`Booked, not answered ${run}`)).toBe(false);
    const confirmed = await workspace.signIn(email('confirmed'));
    const second = await api('POST', apiPaths.bookVisit(), {
      token: confirmed,
      json: { services_id: verifiedListing.id, date: day, slot, address: `4 Lake Road, ${run}`, note: '' },
    });
    expect((await api('POST', apiPaths.businessBookingConfirm(second.body.data.booking_id), { token: owner })).status).toBe(200);
    expect((await review(confirmed, verifiedListing, `Confirmed me ${run}`)).status).toBe(200);
    expect(await verifiedOf(`Confirmed me ${run}`)).toBe(true);
  });

  it('the reply time counts distinct signed-in customers who are not members: 14 anonymous enquiries tapped "called" change nothing', async () => {
    await advanceClock(workspace.server, 61 * 60_000);
    const owner = await workspace.signIn(ownerOf(replyListing));
    const insights = async () =>
      (await api('GET', apiPaths.businessInsights(replyListing.partnerId, 7), { token: owner })).body.data.median_first_reply_minutes as
        | number
        | null;
    await expect.poll(() => page(paths.details(replyListing.slug)), { timeout: 60_000, interval: 500 }).toContain('Usually replies in about 2 h');
    expect(await insights()).toBe(120);

    // The business sends itself enquiries, signed out and signed in as its owner, and taps "called" on each from its opened page.
    let sent = 0;
    for (let n = 0; n < 14; n++) {
      const answer = await enquire(replyListing);
      // A cap on anonymous leads may refuse some: those make no lead at all.
      if (answer.status !== 201) continue;
      sent++;
      const leadId = await latestLead(replyListing);
      expect((await api('GET', apiPaths.businessLead(leadId), { token: owner })).status).toBe(200);
      expect((await api('POST', apiPaths.businessLeadCalled(leadId), { token: owner })).status).toBe(200);
    }
    for (let n = 0; n < 4; n++) {
      expect((await enquire(replyListing, owner)).status).toBe(201);
      const leadId = await latestLead(replyListing);
      expect((await api('GET', apiPaths.businessLead(leadId), { token: owner })).status).toBe(200);
      expect((await api('POST', apiPaths.businessLeadCalled(leadId), { token: owner })).status).toBe(200);
    }
    expect(sent).toBeGreaterThan(0);
    expect(await page(paths.details(replyListing.slug))).toContain('Usually replies in about 2 h');
    expect(await insights()).toBe(120);
  });

  it('a tap on "called" is a first answer only from a lead page a member opened', async () => {
    await advanceClock(workspace.server, 61 * 60_000);
    const owner = await workspace.signIn(ownerOf(replyListing));
    const customer = await workspace.signIn(email('caller'));
    expect((await enquire(replyListing, customer)).status).toBe(201);
    const leadId = await latestLead(replyListing);
    // Tapped without the page ever opened: nothing is timed, the customer sees nothing.
    expect((await api('POST', apiPaths.businessLeadCalled(leadId), { token: owner })).body).toEqual({ status: 1, first: false });
    const offers = async () => (await api('GET', apiPaths.myEnquiries(), { token: customer })).body.data[0].offers[0];
    expect(await offers()).toMatchObject({ status: 'new', seen_at: null });
    // Opened, then tapped: the first answer.
    expect((await api('GET', apiPaths.businessLead(leadId), { token: owner })).status).toBe(200);
    expect((await api('POST', apiPaths.businessLeadCalled(leadId), { token: owner })).body).toEqual({ status: 1, first: true });
  });

  it('the quote record counts only real quotes of done jobs from customers who are not members: 7 of 9 stays 7 of 9', async () => {
    await advanceClock(workspace.server, 61 * 60_000);
    const record = async () =>
      /Final bill matched the quote in (\d+) of (\d+) jobs/
        .exec(await page(paths.details(quoteListing.slug)))
        ?.slice(1)
        .join(' of ');
    await expect.poll(record, { timeout: 60_000, interval: 500 }).toBe('7 of 9');
    const owner = await workspace.signIn(ownerOf(quoteListing));

    // An honest customer books a visit without a quote; it is done at its time and they tell an ₹800 bill.
    const honest = await workspace.signIn(email('honest'));
    const now = await serverTime(workspace.server);
    const day = addDays(visitDateRange(now).min, 2);
    const slot = visitSlots(parseDayOpen(quoteListing.hours), day)[0]!;
    const booked = await api('POST', apiPaths.bookVisit(), {
      token: honest,
      json: { services_id: quoteListing.id, date: day, slot, address: `9 Park Street, ${run}`, note: '' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = booked.body.data.booking_id as number;
    expect((await api('POST', apiPaths.businessBookingConfirm(bookingId), { token: owner })).status).toBe(200);
    await setClock(workspace.server, new Date(`${day}T${slot.slice(0, 5)}:00+05:30`));
    await advanceClock(workspace.server, 60 * 60_000);
    expect((await api('POST', apiPaths.businessBookingComplete(bookingId), { token: owner })).status).toBe(200);
    expect((await api('GET', apiPaths.reviewJob(quoteListing.slug), { token: honest })).body.data).toEqual({ quote: null });
    const unquoted = await review(honest, quoteListing, `No quote, fair bill ${run}`, 800);
    expect(unquoted.status).toBe(403);
    expect(unquoted.body.message).toBe(finalBillRefusal());
    expect((await review(honest, quoteListing, `No quote, fair bill ${run}`)).status).toBe(200);
    expect(await record()).toBe('7 of 9');

    // A sock customer accepts a quote for a visit an hour ahead and tells a bill seconds later.
    const sock = await workspace.signIn(email('sock'));
    const enquiry = await enquire(quoteListing, sock);
    expect(enquiry.status).toBe(201);
    const visitAt = new Date((await serverTime(workspace.server)).getTime() + 60 * 60_000);
    await quote(quoteListing, await latestLead(quoteListing), 1000, visitAt);
    expect(
      (await api('POST', apiPaths.acceptOffer(enquiry.body.data.enquiry_id), { token: sock, json: { service_id: quoteListing.id } })).status,
    ).toBe(200);
    expect((await review(sock, quoteListing, `Sock bill ${run}`, 1000)).status).toBe(403);
    expect(await record()).toBe('7 of 9');

    // The business's own owner as its customer: never a job of the record, even once the time passed.
    const own = await enquire(quoteListing, owner);
    expect(own.status).toBe(201);
    const ownLead = await latestLead(quoteListing);
    await quote(quoteListing, ownLead, 1000, new Date((await serverTime(workspace.server)).getTime() + 60 * 60_000));
    expect((await api('POST', apiPaths.acceptOffer(own.body.data.enquiry_id), { token: owner, json: { service_id: quoteListing.id } })).status).toBe(
      200,
    );

    // Once the quoted visit time passed, the customer's bill tells a real job; the owner's does not.
    await advanceClock(workspace.server, 2 * 60 * 60_000);
    expect((await review(owner, quoteListing, `My own job ${run}`, 1000)).status).toBe(403);
    expect(await record()).toBe('7 of 9');
    expect((await review(sock, quoteListing, `Done as quoted ${run}`, 1000)).status).toBe(200);
    expect(await record()).toBe('8 of 10');
  });
});
