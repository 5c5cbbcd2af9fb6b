import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { finalBillRefusal, MIN_QUOTE_ANSWERS, MIN_REPLY_SAMPLE } from '../../src/features/track-record/track-record';
import { apiPaths, paths } from '../../src/paths';
import { queryRows } from '../../src/lib/server/db/rows';
import { journeyEngines } from '../support/databases';
import { advanceClock, serverTime } from '../support/server';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { signInOncePerEmail } from '../support/outbox';
import { call } from './support/client';

/**
 * Measured response times and the quote record against a real server on every engine: leads answered at
 * controlled times (written before the server starts, which measures them in a job behind its start) give the expected
 * median; a first answer through the API changes it at once; 'Quick Response' keeps a measured quick business
 * and leaves out an unmeasured one; the card and details page say it only when measured; the customer of a
 * won lead tells the final bill in their review and the record shows with enough answers; anyone else is refused.
 */

const run = `run${Date.now()}`;
const customerEmail = `response.customer.${run}@example.com`;
const otherEmail = `response.other.${run}@example.com`;

const demo = buildDemoCatalogue();
/** A plumber in Delhi (quick, measured) and another Delhi plumber's business (too few answered leads). */
const quick = demo.services.find((service) => service.slug === 'sharma-plumbing-works-delhi')!;
const unmeasured = demo.services.find(
  (service) => service.categoryId === quick.categoryId && service.city === quick.city && service.partnerId !== quick.partnerId,
)!;
/** A third Delhi plumber's business, also one answered lead short of measured: a call from a lead's page measures it. */
const caller = demo.services.find(
  (service) =>
    service.categoryId === quick.categoryId &&
    service.city === quick.city &&
    service.partnerId !== quick.partnerId &&
    service.partnerId !== unmeasured.partnerId,
)!;
const category = demo.categories.find((node) => node.id === quick.categoryId)!;
const partnerOf = (service: { partnerId: number }) => demo.partners.find((partner) => partner.id === service.partnerId)!;

/** Minutes to the first answer of the quick business's leads in the window: median 22. */
const QUICK_DELAYS = [10, 16, 22, 40, 120];

describe.each(journeyEngines)('response times and quote records on %s', (engine) => {
  let demoServer: DemoServer;
  const signIn = signInOncePerEmail(() => demoServer.server);
  const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(demoServer.server, method, path, options);
  const page = async (path: string) => (await fetch(new URL(path, demoServer.server.origin))).text();
  /** The card of a listing on the Delhi plumbers' page. */
  const cardOf = async (slug: string) => {
    const html = await page(paths.listing(category.slug, 'Delhi'));
    const card = html.split('data-testid="provider-card"').find((chunk) => chunk.includes(`href="${paths.details(slug)}"`));
    expect(card, `the card of ${slug}`).toBeDefined();
    return card!;
  };
  const quickListing = async () => {
    const ids: number[] = [];
    for (let number = 1; number <= 50; number++) {
      const answer = await api('POST', apiPaths.filteredServicesWeb(), { json: { slug: category.slug, location: 'Delhi', quick: 1, page: number } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      ids.push(...answer.body.data.map((item: { services_id: number; response_minutes: number | null }) => item.services_id));
      for (const item of answer.body.data) expect(item.response_minutes).toBeLessThanOrEqual(30);
      if (number >= answer.body.pages) break;
    }
    return ids;
  };

  beforeAll(async () => {
    demoServer = await startDemoServer(engine, 'seva-response-', async (handle) => {
      const mine = [quick.partnerId, unmeasured.partnerId, caller.partnerId];
      await handle.db.execute(sql`delete from leads where partner_id in (${sql.join(mine, sql`, `)})`);
      // Their figures as the seed stored them went with those leads (the demo's leads fall in the window or out
      // of it by the hour the template was seeded): the server measures them again from the leads below.
      await handle.db.execute(sql`update partners set reply_minutes = null, reply_sample = 0 where id in (${sql.join(mine, sql`, `)})`);
      // Each earlier lead from another signed-in customer, none a member: only those are measured.
      let customers = 0;
      const customer = async () => {
        const address = `earlier.${++customers}.${run}@example.com`;
        const [row] = await queryRows<{ id: number }>(
          handle.db,
          sql`insert into users (email, canonical_email, ref_code) values (${address}, ${address}, ${`E${customers}${run}`}) returning id`,
        );
        return row!.id;
      };
      const lead = async (partnerId: number, serviceId: number, daysAgo: number, minutes: number | null) => sql`
        (${partnerId}::int, ${serviceId}::int, ${await customer()}::int, now() - ${daysAgo}::int * interval '1 day',
         ${minutes === null ? sql`null::timestamptz` : sql`now() - ${daysAgo}::int * interval '1 day' + ${minutes}::int * interval '1 minute'`})`;
      const rows = [
        ...(await Promise.all(QUICK_DELAYS.map((minutes, index) => lead(quick.partnerId, quick.id, 5 + index, minutes)))),
        // Older than the window, and never answered: neither counts.
        await lead(quick.partnerId, quick.id, 100, 1),
        await lead(quick.partnerId, quick.id, 10, null),
        // The other business: quick answers, but one too few to be measured.
        ...(await Promise.all(Array.from({ length: MIN_REPLY_SAMPLE - 1 }, (_, index) => lead(unmeasured.partnerId, unmeasured.id, 3 + index, 5)))),
        ...(await Promise.all(Array.from({ length: MIN_REPLY_SAMPLE - 1 }, (_, index) => lead(caller.partnerId, caller.id, 3 + index, 5)))),
      ];
      await handle.db.execute(sql`insert into leads (kind, name, mobile, status, partner_id, service_id, user_id, created_at, first_reply_at)
        select 'enquiry', 'Earlier customer', '9800000000', 'lost', partner_id, service_id, user_id, created_at, first_reply_at
        from (values ${sql.join(rows, sql`, `)}) as v(partner_id, service_id, user_id, created_at, first_reply_at)`);
      // Final bills told before on accepted quotes whose visit had passed: 3 of 4 matched (one short of the record's minimum).
      await handle.db.execute(sql`update reviews set final_bill = null, quoted_amount = null, lead_id = null
        where service_id in (select id from services where partner_id in (${sql.join(mine, sql`, `)}))`);
      const bills = [
        [1000, 1000],
        [2000, 2090],
        [500, 540],
        [1000, 1400],
      ];
      for (const [quoted, paid] of bills) {
        const userId = await customer();
        const [job] = await queryRows<{ id: number }>(
          handle.db,
          sql`insert into leads (kind, name, mobile, status, partner_id, service_id, user_id, quote_amount, quoted_at, quote_visit_at, closed_at, created_at)
          values ('enquiry', 'Earlier customer', '9800000000', 'won', ${quick.partnerId}, ${quick.id}, ${userId}, ${quoted},
            now() - interval '30 days', now() - interval '28 days', now() - interval '29 days', now() - interval '31 days') returning id`,
        );
        await handle.db.execute(sql`insert into reviews (service_id, user_id, first_name, ratings, comments, quoted_amount, final_bill, lead_id, created_at, updated_at)
          values (${quick.id}, ${userId}, 'Asha', 5, 'Fair price', ${quoted}, ${paid}, ${job!.id}, now() - interval '27 days', now() - interval '27 days')`);
      }
      expect(bills.length).toBe(MIN_QUOTE_ANSWERS - 1);
    });
  }, 240_000);
  afterAll(async () => {
    await demoServer?.dispose();
  });

  it('measures the median behind the start, keeps an unmeasured business out of Quick Response, and says it only when measured', async () => {
    // The figures job runs once the server listens (scripts/background-jobs.ts): soon, not before the first answer.
    await expect.poll(quickListing, { timeout: 60_000, interval: 500 }).toContain(quick.id);
    const ids = await quickListing();
    expect(ids).not.toContain(unmeasured.id);

    await expect.poll(() => page(paths.details(quick.slug)), { timeout: 30_000, interval: 500 }).toContain('Usually replies in about 20 min');
    const details = await page(paths.details(quick.slug));
    await expect.poll(() => cardOf(quick.slug), { timeout: 30_000, interval: 500 }).toContain('Usually replies in about 20 min');
    expect(await page(paths.details(unmeasured.slug))).not.toContain('Usually replies');
    expect(await cardOf(unmeasured.slug)).not.toContain('Usually replies');
    // Four final bills told: no record yet.
    expect(details).not.toContain('Final bill matched');
  });

  it('a first answer through the API is measured at once: the unmeasured business becomes measured and quick', async () => {
    const token = await signIn(customerEmail);
    const enquiry = await api('POST', apiPaths.enquiry(), {
      token,
      json: { name: 'Ravi Kumar', mobile: '9831012345', service_id: unmeasured.id, also_ask: 0 },
    });
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201);
    const owner = await signIn(demoOwnerEmail(partnerOf(unmeasured)));
    const inbox = await api('GET', apiPaths.businessLeads(unmeasured.partnerId), { token: owner });
    const lead = inbox.body.data.find((item: { name: string }) => item.name === 'Ravi Kumar');
    const visitAt = new Date((await serverTime(demoServer.server)).getTime() + 10 * 60_000).toISOString();
    const quoted = await api('POST', apiPaths.businessLeadQuote(lead.lead_id), {
      token: owner,
      json: { amount: 1000, message: 'Can come today', visit_at: visitAt },
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);

    expect(await quickListing()).toContain(unmeasured.id);
    expect(await page(paths.details(unmeasured.slug))).toContain('Usually replies in about 5 min');

    // The customer accepts: a won lead with a quote of ₹1,000, a done job for the final-bill question once its visit time passed.
    const accepted = await api('POST', apiPaths.acceptOffer(enquiry.body.data.enquiry_id), { token, json: { service_id: unmeasured.id } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await api('GET', apiPaths.reviewJob(unmeasured.slug), { token })).body.data).toEqual({ quote: null });
    await advanceClock(demoServer.server, 20 * 60_000);
  });

  it('only the customer of the job tells the final bill; the record shows once enough bills are told', async () => {
    const token = await signIn(customerEmail);
    const other = await signIn(otherEmail);
    expect((await api('GET', apiPaths.reviewJob(unmeasured.slug), { token })).body.data).toEqual({ quote: 1000 });
    expect((await api('GET', apiPaths.reviewJob(unmeasured.slug), { token: other })).body.data).toEqual({ quote: null });
    expect((await api('GET', apiPaths.reviewJob(unmeasured.slug))).status).toBe(401);

    const review = (final_bill?: unknown) => ({ ratings: 5, comments: 'Came on time', slug: unmeasured.slug, final_bill });
    const refused = await api('POST', apiPaths.submitReview(), { token: other, json: review(900) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(finalBillRefusal());
    // Not on a listing where the customer has no job either.
    expect((await api('POST', apiPaths.submitReview(), { token, json: { ...review(900), slug: quick.slug } })).status).toBe(403);
    expect((await api('POST', apiPaths.submitReview(), { token, json: review('lots') })).status).toBe(422);
    // A review without the bill is fine for anyone.
    expect((await api('POST', apiPaths.submitReview(), { token: other, json: review() })).status).toBe(200);

    expect(await page(paths.details(unmeasured.slug))).not.toContain('Final bill matched');
    const told = await api('POST', apiPaths.submitReview(), { token, json: review('1,040') });
    expect(told.status, JSON.stringify(told.body)).toBe(200);
    // One bill told is fewer than MIN_QUOTE_ANSWERS: still no record for this business.
    expect(await page(paths.details(unmeasured.slug))).not.toContain('Final bill matched');
  });

  it('the quote record shows on the card and details page with enough answers', async () => {
    // The quick business had four bills told; a fifth from a customer of a won lead there completes the record.
    const token = await signIn(otherEmail);
    const enquiry = await api('POST', apiPaths.enquiry(), {
      token,
      json: { name: 'Meena', mobile: '9831012346', service_id: quick.id, also_ask: 0 },
    });
    expect(enquiry.status).toBe(201);
    const owner = await signIn(demoOwnerEmail(partnerOf(quick)));
    const inbox = await api('GET', apiPaths.businessLeads(quick.partnerId), { token: owner });
    const lead = inbox.body.data.find((item: { name: string }) => item.name === 'Meena');
    const visitAt = new Date((await serverTime(demoServer.server)).getTime() + 10 * 60_000).toISOString();
    const quoted = await api('POST', apiPaths.businessLeadQuote(lead.lead_id), {
      token: owner,
      json: { amount: 3000, message: 'Full job', visit_at: visitAt },
    });
    expect(quoted.status).toBe(200);
    expect((await api('POST', apiPaths.acceptOffer(enquiry.body.data.enquiry_id), { token, json: { service_id: quick.id } })).status).toBe(200);
    await advanceClock(demoServer.server, 20 * 60_000);
    const told = await api('POST', apiPaths.submitReview(), {
      token,
      json: { ratings: 4, comments: 'As quoted', slug: quick.slug, final_bill: 3150 },
    });
    expect(told.status, JSON.stringify(told.body)).toBe(200);

    const text = 'Final bill matched the quote in 4 of 5 jobs';
    expect(await page(paths.details(quick.slug))).toContain(text);
    expect(await cardOf(quick.slug)).toContain(text);
    // The first answer of that lead (within a minute) is measured too: six customers' leads, median (16 + 22) / 2 = 19.
    expect(await page(paths.details(quick.slug))).toContain('Usually replies in about 20 min');
  });

  it('a tap on Call or WhatsApp on a lead is its first answer: the business becomes measured; only members note it', async () => {
    expect(await page(paths.details(caller.slug))).not.toContain('Usually replies');
    const token = await signIn(otherEmail);
    const enquiry = await api('POST', apiPaths.enquiry(), {
      token,
      json: { name: 'Kiran', mobile: '9831012347', service_id: caller.id, also_ask: 0 },
    });
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201);
    const owner = await signIn(demoOwnerEmail(partnerOf(caller)));
    const inbox = await api('GET', apiPaths.businessLeads(caller.partnerId), { token: owner });
    const lead = inbox.body.data.find((item: { name: string }) => item.name === 'Kiran');

    // The lead's page carries the beacon on both buttons.
    const html = await (
      await fetch(new URL(paths.businessLead(lead.lead_id), demoServer.server.origin), { headers: { authorization: `Bearer ${owner}` } })
    ).text();
    expect(html.split(`data-answer-beacon="/api${apiPaths.businessLeadCalled(lead.lead_id)}"`)).toHaveLength(3);

    // Nobody else notes a call: signed out, the customer, the owner of another business.
    expect((await api('POST', apiPaths.businessLeadCalled(lead.lead_id))).status).toBe(401);
    expect((await api('POST', apiPaths.businessLeadCalled(lead.lead_id), { token })).status).toBe(404);
    expect((await api('POST', apiPaths.businessLeadCalled(lead.lead_id), { token: await signIn(demoOwnerEmail(partnerOf(quick))) })).status).toBe(
      404,
    );
    expect(await page(paths.details(caller.slug))).not.toContain('Usually replies');

    const called = await api('POST', apiPaths.businessLeadCalled(lead.lead_id), { token: owner });
    expect(called.status, JSON.stringify(called.body)).toBe(200);
    expect(called.body).toEqual({ status: 1, first: true });
    expect(await quickListing()).toContain(caller.id);
    expect(await page(paths.details(caller.slug))).toContain('Usually replies in about 5 min');
    // A second tap changes nothing; the lead stays open for a quote, and the customer sees it seen.
    expect((await api('POST', apiPaths.businessLeadCalled(lead.lead_id), { token: owner })).body).toEqual({ status: 1, first: false });
    const mine = await api('GET', apiPaths.myEnquiries(), { token });
    const offer = mine.body.data.find((item: { enquiry_id: number }) => item.enquiry_id === enquiry.body.data.enquiry_id).offers[0];
    expect(offer).toMatchObject({ status: 'seen', seen_at: expect.any(String) });
  });
});
