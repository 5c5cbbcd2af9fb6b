import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../../src/lib/server/db/client';
import { partnerMembers, partners } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { mailTo, newMails } from '../support/mail';
import { signInOncePerEmail } from '../support/outbox';
import type { TestServer } from '../support/server';
import { call } from './support/client';

/**
 * The business side against a real server on every engine: demo owners sign in with the email on file
 * and reach their workspace, GET /api/business/partners, the membership check of the workspace's pages
 * (a member of one business gets 404 for another's), and claiming a listing: at once with the email on
 * file, else a request stored and mailed to support.
 */

const OWNED = 'sharma-plumbing-works-delhi';
const OTHER = 'das-auto-garage-kolkata';
/** Its email is changed to the claimer's and its owner removed before the server starts. */
const UNCLAIMED = 'glow-and-grace-beauty-studio-mumbai';
const run = `run${Date.now()}`;
const claimerEmail = `claimer.${run}@example.com`;
const strangerEmail = `stranger.${run}@example.com`;
/** A second claimant: a claimant whose claim waits makes no second one, and sees its state instead of the form. */
const secondClaimerEmail = `second.${run}@example.com`;

const demo = buildDemoCatalogue();
/** A listing that takes ride bookings, and its business's owner. */
const ride = demo.services.find((service) => demo.categories.find((category) => category.id === service.categoryId)?.isTransport)!;
const rideOwnerEmail = demoOwnerEmail(demo.partners.find((partner) => partner.id === ride.partnerId)!);

interface Details {
  id: number;
  slug: string;
  services_id: number;
  service_name: string;
  email: string | null;
}

describe.each(journeyEngines)('businesses and their workspace on %s', (engine) => {
  let demo: DemoServer;
  let server: TestServer;
  let target: DatabaseTarget;
  const details = new Map<string, Details>();

  const partnerData = async (slug: string): Promise<Details> => {
    const answer = await call(server, 'POST', apiPaths.partnerData(), { json: { slug } });
    expect(answer.status, slug).toBe(200);
    details.set(slug, answer.body.data.details);
    return answer.body.data.details;
  };
  // One sign-in per email: a new code is mailed at most once a minute.
  const signIn = signInOncePerEmail(() => server);
  const page = (pathname: string, token?: string, init: RequestInit = {}) =>
    fetch(`${server.origin}${pathname}`, {
      redirect: 'manual',
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
    });

  /** What this test needs beyond the demo catalogue: a listing whose email is the claimer's, with no owner. */
  async function prepare(handle: DatabaseHandle) {
    const [unclaimed] = await handle.db.update(partners).set({ email: claimerEmail }).where(eq(partners.slug, UNCLAIMED)).returning();
    await handle.db.delete(partnerMembers).where(eq(partnerMembers.partnerId, unclaimed!.id));
  }

  beforeAll(async () => {
    demo = await startDemoServer(engine, 'seva-business-', prepare);
    ({ server, target } = demo);
  }, 240_000);
  afterAll(() => demo?.dispose());

  it('every demo partner shows an email, and its owner signs in with it to see the business as theirs', async () => {
    for (const slug of [OWNED, OTHER]) {
      const business = await partnerData(slug);
      expect(business.email, slug).toMatch(/^[a-z0-9]+@example\.com$/);
      const token = await signIn(business.email!);
      const answer = await call(server, 'GET', apiPaths.businessPartners(), { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 1,
        data: expect.arrayContaining([{ partner_id: business.id, slug, service_name: business.service_name, role: 'owner' }]),
      });
      for (const entry of answer.body.data) expect(Object.keys(entry).sort()).toEqual(['partner_id', 'role', 'service_name', 'slug']);
    }
  });

  it('GET /api/business/partners: 401 without a session, an empty list for a user who runs no business', async () => {
    const anonymous = await call(server, 'GET', apiPaths.businessPartners());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 0, message: expect.any(String) });
    const token = await signIn(strangerEmail);
    const answer = await call(server, 'GET', apiPaths.businessPartners(), { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 1, data: [] });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('/business: visitors sign in first; members see their business and its health; nobody sees another business', async () => {
    const owned = details.get(OWNED)!;
    const other = details.get(OTHER)!;

    const visitor = await page(paths.business());
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`${paths.login()}?redirect=${encodeURIComponent(paths.business())}`);

    const owner = await signIn(owned.email!);
    const home = await page(paths.business(), owner);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toContain('no-store');
    const html = await home.text();
    expect(html).toContain(owned.service_name);
    expect(html).toContain('Waiting for your answer');
    expect(html).toContain('health');
    expect(html).not.toContain(other.service_name);

    // Another business, by its id in the query or by one of its listings: not found, and none of its data.
    const theirs = await page(paths.business(other.id), owner);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(other.service_name);
    const theirListing = await page(paths.businessListing(other.services_id), owner);
    expect(theirListing.status).toBe(404);
    expect(await theirListing.text()).not.toContain(other.service_name);
    const ownListing = await page(paths.businessListing(owned.services_id), owner);
    expect(ownListing.status).toBe(200);

    // Someone who runs no business is told how to claim one.
    const stranger = await signIn(strangerEmail);
    const none = await page(paths.business(), stranger);
    expect(none.status).toBe(200);
    expect(await none.text()).toContain('Own this business?');
    expect((await page(paths.business(owned.id), stranger)).status).toBe(404);
  });

  it("a ride booking waiting for an answer shows in its business's workspace, and only there", async () => {
    const customer = await signIn(strangerEmail);
    const pickup = `Gate 2, ${run}`;
    const booked = await call(server, 'POST', apiPaths.booking(), {
      token: customer,
      json: {
        pickup_location: pickup,
        destination_location: 'Howrah Station',
        pickup_location_lat_lng: { lat: ride.lat, lng: ride.lng },
        destination_location_lat_lng: { lat: Math.round((ride.lat + 0.05) * 1e4) / 1e4, lng: Math.round((ride.lng + 0.05) * 1e4) / 1e4 },
        services_id: ride.id,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const owner = await signIn(rideOwnerEmail);
    const html = await (await page(paths.business(), owner)).text();
    expect(html).toContain('Bookings to confirm · 1');
    expect(html).toContain(pickup);
    const other = await signIn(details.get(OWNED)!.email!);
    expect(await (await page(paths.business(), other)).text()).not.toContain(pickup);
  });

  it('a claim with the email on file makes the claimer the owner at once', async () => {
    const unclaimed = await partnerData(UNCLAIMED);
    expect(unclaimed.email).toBe(claimerEmail);
    const token = await signIn(claimerEmail);
    expect((await call(server, 'GET', apiPaths.businessPartners(), { token })).body.data).toEqual([]);
    expect((await page(paths.business(unclaimed.id), token)).status).toBe(404);

    const claimed = await call(server, 'POST', apiPaths.businessClaim(unclaimed.id), { token });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ status: 1, data: { outcome: 'owner' } });
    expect((await call(server, 'GET', apiPaths.businessPartners(), { token })).body.data).toEqual([
      { partner_id: unclaimed.id, slug: UNCLAIMED, service_name: unclaimed.service_name, role: 'owner' },
    ]);
    expect((await page(paths.business(unclaimed.id), token)).status).toBe(200);
    const again = await call(server, 'POST', apiPaths.businessClaim(unclaimed.id), { token });
    expect(again.body.data).toEqual({ outcome: 'already-member' });
  });

  it('a claim by anyone else is a request: checked, stored and mailed to support; it makes nobody a member', async () => {
    const other = details.get(OTHER)!;
    const token = await signIn(strangerEmail);
    expect((await call(server, 'POST', apiPaths.businessClaim(other.id))).status).toBe(401);
    expect((await call(server, 'POST', apiPaths.businessClaim(999_999), { token, json: { phone: '9830012345' } })).status).toBe(404);

    const invalid = await call(server, 'POST', apiPaths.businessClaim(other.id), { token, json: { phone: '12345' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ phone: 'Please enter a valid 10-digit mobile number' });

    let answer!: Awaited<ReturnType<typeof call>>;
    const mails = await newMails(
      server,
      async () => {
        answer = await call(server, 'POST', apiPaths.businessClaim(other.id), {
          token,
          json: { phone: '+91 98300 12345', note: `I am the new owner <b>${run}</b>` },
        });
      },
      mailTo('support@seva.in'),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 1, data: { outcome: 'requested' } });
    const toSupport = mails.filter((mail) => mail.headers.to === 'support@seva.in');
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]!.headers.subject).toContain(other.service_name);
    expect(toSupport[0]!.headers['reply-to']).toBe(strangerEmail);
    expect(toSupport[0]!.text).toContain('+91 98300 12345');
    expect(toSupport[0]!.text).toContain(`I am the new owner <b>${run}</b>`);
    expect(toSupport[0]!.html).not.toContain('<b>');
    expect((await call(server, 'GET', apiPaths.businessPartners(), { token })).body.data).toEqual([]);
  });

  it('the claim page works as a plain form: errors with what was typed, then the request', async () => {
    const other = details.get(OTHER)!;
    // The stranger's claim waits: their page shows its state, not a second form.
    expect(await (await page(paths.claimBusiness(other.id), await signIn(strangerEmail))).text()).toContain('Waiting for our check');
    const token = await signIn(secondClaimerEmail);
    const form = (body: Record<string, string>) =>
      page(paths.claimBusiness(other.id), token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
        body: new URLSearchParams(body).toString(),
      });
    const get = await page(paths.claimBusiness(other.id), token);
    expect(get.status).toBe(200);
    expect(await get.text()).toContain('Business phone');
    const wrong = await form({ phone: '555', note: `typed ${run}` });
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Please enter a valid 10-digit mobile number');
    expect(wrongHtml).toContain(`typed ${run}`);
    const sent = await form({ phone: '9830054321', note: 'page form' });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('We will call the business phone');
  });

  it('what was claimed is in the database: two requests, one new owner', async () => {
    await server.stop();
    const handle = await openDatabase(target);
    try {
      const rows = (await handle.db.execute(sql`
        select c.phone, c.note, c.status, u.email, p.slug from partner_claims c
        join users u on u.id = c.user_id join partners p on p.id = c.partner_id order by c.id`)) as unknown as { rows: Record<string, string>[] };
      expect(rows.rows).toEqual([
        { phone: '9830012345', note: `I am the new owner <b>${run}</b>`, status: 'pending', email: strangerEmail, slug: OTHER },
        { phone: '9830054321', note: 'page form', status: 'pending', email: secondClaimerEmail, slug: OTHER },
      ]);
      const owners = (await handle.db.execute(sql`
        select u.email from partner_members m join users u on u.id = m.user_id join partners p on p.id = m.partner_id
        where p.slug = ${UNCLAIMED}`)) as unknown as { rows: { email: string }[] };
      expect(owners.rows).toEqual([{ email: claimerEmail }]);
    } finally {
      await handle.close();
    }
  });
});
