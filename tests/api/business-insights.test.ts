import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { indiaDay } from '../../src/lib/india-time';
import { partnerMembers, users } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { signInOncePerEmail } from '../support/outbox';
import type { TestServer } from '../support/server';
import { call } from './support/client';

/**
 * A business's insights against a real server on every engine: visits (once per visit, never a bot's),
 * calls, enquiries and ride bookings counted on today's India day for the right business; the answer of
 * GET /api/business/insights, its periods, and who may see it (the owner; staff 403, anyone else 404,
 * nobody signed in 401); the insights page the same.
 */

const run = `run${Date.now()}`;
const strangerEmail = `stranger.${run}@example.com`;
const BROWSER = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const demo = buildDemoCatalogue();
/** A business with a listing that takes ride bookings: everything can be counted for it. */
const ride = demo.services.find((service) => demo.categories.find((category) => category.id === service.categoryId)?.isTransport)!;
const business = demo.partners.find((partner) => partner.id === ride.partnerId)!;
const ownerEmail = demoOwnerEmail(business);
/** Another business: its owner is staff of the first one too. */
const other = demo.partners.find((partner) => partner.id !== business.id && demo.services.some((service) => service.partnerId === partner.id))!;
const otherListing = demo.services.find((service) => service.partnerId === other.id)!;
const otherOwnerEmail = demoOwnerEmail(other);

interface DayRow {
  day: string;
  visits: number;
  calls: number;
  enquiries: number;
  bookings: number;
  quotes: number;
  won: number;
}

describe.each(journeyEngines)('business insights on %s', (engine) => {
  let server: TestServer;
  let demo: DemoServer | undefined;
  // The partners' ids in this database (the demo's ids may be offset).
  let businessId = 0;
  let otherId = 0;

  const signIn = signInOncePerEmail(() => server);
  const insights = (partnerId: number, days: number, token?: string) => call(server, 'GET', apiPaths.businessInsights(partnerId, days), { token });
  /** Today's counts of a business, as its owner sees them. */
  const today = async (partnerId = businessId, email = ownerEmail): Promise<DayRow> => {
    const answer = await insights(partnerId, 7, await signIn(email));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = answer.body.data.per_day.at(-1) as DayRow;
    expect(row.day).toBe(indiaDay());
    return row;
  };
  const visit = (visitId: string, userAgent = BROWSER) =>
    call(server, 'POST', apiPaths.partnerTraffic(businessId), { json: { visit_id: visitId }, headers: { 'user-agent': userAgent } });
  const page = (pathname: string, token?: string) =>
    fetch(`${server.origin}${pathname}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    demo = await startDemoServer(engine, 'seva-insights-', async ({ db: database }) => {
      // The other business's owner is staff of this one.
      const [staff] = await database.select({ id: users.id }).from(users).where(eq(users.email, otherOwnerEmail));
      const [owner] = await database
        .select({ partnerId: partnerMembers.partnerId })
        .from(partnerMembers)
        .innerJoin(users, eq(users.id, partnerMembers.userId))
        .where(eq(users.email, ownerEmail));
      const [theirs] = await database
        .select({ partnerId: partnerMembers.partnerId })
        .from(partnerMembers)
        .where(eq(partnerMembers.userId, staff!.id));
      businessId = owner!.partnerId;
      otherId = theirs!.partnerId;
      await database.insert(partnerMembers).values({ partnerId: businessId, userId: staff!.id, role: 'staff' });
    });
    server = demo.server;
  }, 240_000);
  afterAll(() => demo?.dispose());

  it('answers every day of 7, 30 or 90, oldest first, zeros included, with totals that add up', async () => {
    const token = await signIn(ownerEmail);
    for (const days of [7, 30, 90]) {
      const answer = await insights(businessId, days, token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      const data = answer.body.data;
      expect(Object.keys(answer.body).sort()).toEqual(['data', 'status']);
      expect(Object.keys(data).sort()).toEqual(['days', 'from', 'median_first_reply_minutes', 'per_day', 'to', 'totals']);
      expect(data).toMatchObject({ days, to: indiaDay() });
      // Measured from the period's answered leads (the demo catalogue has a history of them), else null.
      const reply = data.median_first_reply_minutes;
      expect(reply === null || (Number.isFinite(reply) && reply >= 0), String(reply)).toBe(true);
      expect(data.per_day).toHaveLength(days);
      expect(data.per_day[0].day).toBe(data.from);
      const dayList = data.per_day.map((row: DayRow) => row.day);
      expect(dayList).toEqual([...dayList].sort());
      expect(new Set(dayList).size).toBe(days);
      for (const row of data.per_day) expect(Object.keys(row).sort()).toEqual(['bookings', 'calls', 'day', 'enquiries', 'quotes', 'visits', 'won']);
      for (const field of ['visits', 'calls', 'enquiries', 'bookings', 'quotes', 'won'] as const) {
        expect(data.totals[field], field).toBe(data.per_day.reduce((sum: number, row: DayRow) => sum + row[field], 0));
      }
      // Nothing sends quotes or wins leads yet: they are zero, not made up.
      expect(data.totals.quotes).toBe(0);
      expect(data.totals.won).toBe(0);
    }
  });

  it('counts a visit once per visit id, and never a bot', async () => {
    const before = await today();
    expect((await visit(`a-${run}`)).status).toBe(200);
    expect((await visit(`a-${run}`)).status).toBe(200);
    expect((await today()).visits).toBe(before.visits + 1);
    await visit(`b-${run}`);
    expect((await today()).visits).toBe(before.visits + 2);
    const bot = await visit(`c-${run}`, GOOGLEBOT);
    expect(bot.status).toBe(200);
    expect((await today()).visits).toBe(before.visits + 2);
  });

  it('counts a call, an enquiry and a ride booking for the business they were for, and no other', async () => {
    const before = await today();
    const otherBefore = await today(otherId, otherOwnerEmail);

    expect((await call(server, 'POST', apiPaths.partnerCall(businessId), { headers: { 'user-agent': BROWSER } })).status).toBe(200);
    const enquiry = await call(server, 'POST', apiPaths.enquiry(), { json: { service_id: ride.id, name: 'Asha Roy', mobile: '9830012345' } });
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201);
    const customer = await signIn(strangerEmail);
    const booked = await call(server, 'POST', apiPaths.booking(), {
      token: customer,
      json: {
        pickup_location: `Gate 2, ${run}`,
        destination_location: 'Howrah Station',
        pickup_location_lat_lng: { lat: ride.lat, lng: ride.lng },
        destination_location_lat_lng: { lat: Math.round((ride.lat + 0.05) * 1e4) / 1e4, lng: Math.round((ride.lng + 0.05) * 1e4) / 1e4 },
        services_id: ride.id,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    expect(await today()).toEqual({
      ...before,
      calls: before.calls + 1,
      enquiries: before.enquiries + 1,
      bookings: before.bookings + 1,
    });
    expect(await today(otherId, otherOwnerEmail)).toEqual(otherBefore);

    // An enquiry to the other business counts there.
    await call(server, 'POST', apiPaths.enquiry(), { json: { service_id: otherListing.id, name: 'Asha Roy', mobile: '9830012345' } });
    expect((await today(otherId, otherOwnerEmail)).enquiries).toBe(otherBefore.enquiries + 1);
  });

  it('takes 7, 30 or 90 days only, and says so', async () => {
    const token = await signIn(ownerEmail);
    for (const days of ['14', '0', 'week', '']) {
      const answer = await call(server, 'GET', `/business/insights?partner_id=${businessId}&days=${days}`, { token });
      expect(answer.status, days).toBe(400);
      expect(answer.body).toMatchObject({ status: 0, message: 'days must be one of 7, 30, 90' });
    }
    const noDays = await call(server, 'GET', `/business/insights?partner_id=${businessId}`, { token });
    expect(noDays.status).toBe(400);
    const noPartner = await call(server, 'GET', '/business/insights?days=7', { token });
    expect(noPartner.status).toBe(400);
    expect(noPartner.body.errors).toHaveProperty('partner_id');
  });

  it("is the owner's: staff get 403, anyone else 404, nobody signed in 401", async () => {
    expect((await insights(businessId, 7)).status).toBe(401);
    const staff = await insights(businessId, 7, await signIn(otherOwnerEmail));
    expect(staff.status).toBe(403);
    expect(staff.body.data).toBeUndefined();
    const stranger = await insights(businessId, 7, await signIn(strangerEmail));
    expect(stranger.status).toBe(404);
    expect(stranger.body.data).toBeUndefined();
    // A business that does not exist answers as one that is not yours.
    expect((await insights(999_999, 7, await signIn(ownerEmail))).status).toBe(404);
  });

  it('the insights page: the owner sees the charts and numbers of the asked period; nobody else sees them', async () => {
    const owner = await signIn(ownerEmail);
    const response = await page(paths.businessInsights(businessId, 7), owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('Visits and calls per day');
    expect(html).toContain('<svg');
    expect(html).toMatch(/<a[^>]*href="[^"]*days=7"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="[^"]*days=7"/);
    expect(html).toContain('Not enough replies yet');
    // The table has one row a day of the period.
    expect(html.match(/<th scope="row"/g)).toHaveLength(7);
    expect((await page(paths.businessInsights(businessId, 90), owner).then((r) => r.text())).match(/<th scope="row"/g)).toHaveLength(90);

    const visitor = await page(paths.businessInsights(businessId, 7));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain(paths.login());
    const staff = await page(paths.businessInsights(businessId, 7), await signIn(otherOwnerEmail));
    expect(staff.status).toBe(403);
    expect(await staff.text()).not.toContain('Visits and calls per day');
    const stranger = await page(paths.businessInsights(businessId, 7), await signIn(strangerEmail));
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain(business.businessName);
  });
});
