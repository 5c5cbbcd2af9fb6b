import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { feedbackLimits } from '../../src/features/profile/profile';
import { apiPaths, apiUrl, paths } from '../../src/paths';
import { createPostgresDatabase } from '../support/databases';
import { signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/** What CONTRACT.md allows between a write acknowledged on one instance and every instance showing it. */
const READ_AFTER_WRITE_MS = 2_000;

/** Asks `check` every 50 ms until it holds: the milliseconds it took, or Infinity when it did not within `ms` + 1 s. */
async function millisUntil(check: () => Promise<boolean>, ms = READ_AFTER_WRITE_MS): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms + 1_000) {
    if (await check()) return Math.round(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

const demo = buildDemoCatalogue();

/**
 * Two server processes on one PostgreSQL database, behind nothing. Sessions, rate
 * limits and data live in the database, so either process serves any request. (PGlite is one process
 * by design, so without TEST_DATABASE_URL this test is not registered; CI has PostgreSQL.)
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let one: TestServer;
  let two: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    // Both start at once on the empty database: migrations and the demo load must not collide.
    [one, two] = await Promise.all([startServer({ env: { DATABASE_URL: created.url } }), startServer({ env: { DATABASE_URL: created.url } })]);
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await drop?.();
  });

  it('accepts a session made on one process on the other, and logging out on the other ends it everywhere', async () => {
    const { token } = await signInThroughOutbox(one.origin, one.dataDir, 'traveller@example.com');
    const whoAmI = (server: TestServer) => fetch(`${server.origin}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    const onTwo = await whoAmI(two);
    expect(onTwo.status).toBe(200);
    expect(((await onTwo.json()) as { data: { email: string } }).data.email).toBe('traveller@example.com');
    const byCookie = await fetch(`${two.origin}/api/user`, { headers: { cookie: `seva_session=${token}` } });
    expect(byCookie.status).toBe(200);
    expect((await fetch(`${two.origin}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await whoAmI(one)).status).toBe(401);
  });

  it('shows a favourite saved on one process on the other', async () => {
    const { token } = await signInThroughOutbox(two.origin, two.dataDir, 'saver@example.com');
    const saved = await fetch(`${one.origin}/api/save-to-favourite/7`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(saved.status).toBe(200);
    const ids = (await (await fetch(`${two.origin}/api/get-your-favourite-service`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: number[];
    };
    expect(ids.data).toContain(7);
  });

  it('counts a rate limit across both processes', async () => {
    const { token } = await signInThroughOutbox(one.origin, one.dataDir, 'chatty@example.com');
    const limit = feedbackLimits.feedback;
    const send = (server: TestServer) =>
      fetch(`${server.origin}/api/web-feedback-submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ feedback: 'Counted wherever it lands' }),
      });
    for (let i = 0; i < limit.user.limit; i++) expect((await send(i % 2 === 0 ? one : two)).status).toBe(200);
    expect((await send(one)).status).toBe(429);
    expect((await send(two)).status).toBe(429);
  });

  describe('a write on one process shows on the other within 2 s, though the other had the page in its caches', () => {
    const page = async (server: TestServer, pathname: string) => {
      const response = await fetch(`${server.origin}${pathname}`);
      return { cache: response.headers.get('x-astro-cache'), text: await response.text() };
    };
    /** A listing the Kolkata plumbing page shows first, and its details page. */
    const listingPath = paths.listing('plumbing', 'Kolkata');
    const shown = async () => {
      const slug = /href="\/details\/([^"?#]+)"/.exec((await page(two, listingPath)).text)?.[1];
      return demo.services.find((service) => service.slug === slug)!;
    };

    it('a listing renamed on one: its details page, the listing page and search suggestions on the other', async () => {
      const listing = await shown();
      const partner = demo.partners.find((entry) => entry.id === listing.partnerId)!;
      const suggest = `${apiUrl(apiPaths.searchSuggest())}?q=${encodeURIComponent(listing.serviceName)}`;
      // The other process has all three in its route cache (a second ask is a hit).
      for (const pathname of [paths.details(listing.slug), listingPath, suggest]) {
        await page(two, pathname);
        const again = await page(two, pathname);
        expect(again.cache, pathname).toBe('HIT');
        expect(again.text, pathname).toContain(pathname === suggest ? listing.serviceName : listing.slug);
      }
      const { token } = await signInThroughOutbox(one.origin, one.dataDir, demoOwnerEmail(partner));
      const renamed = `Renamed Fixers ${Date.now()}`;
      const saved = await call(one, 'POST', apiPaths.businessListing(listing.id), { token, json: { service_name: renamed } });
      expect(saved.status).toBe(200);
      const shownOnTwo = {
        details: await millisUntil(async () => (await page(two, paths.details(listing.slug))).text.includes(renamed)),
        listing: await millisUntil(async () => (await page(two, listingPath)).text.includes(renamed)),
        suggest: await millisUntil(async () => !(await page(two, suggest)).text.includes(`"service_name":${JSON.stringify(listing.serviceName)}`)),
      };
      expect(shownOnTwo.details).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
      expect(shownOnTwo.listing).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
      expect(shownOnTwo.suggest).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
    });

    it("a review written on one: the other's reviews answer and details page", async () => {
      const listing = demo.services[3]!;
      const reviews = apiUrl(apiPaths.reviews(listing.id));
      await page(two, paths.details(listing.slug));
      expect((await page(two, paths.details(listing.slug))).cache).toBe('HIT');
      await page(two, reviews);
      const { token } = await signInThroughOutbox(one.origin, one.dataDir, `reviewer.${Date.now()}@example.com`);
      const comments = `Came on time and fixed it, ${Date.now()}`;
      const written = await call(one, 'POST', apiPaths.submitReview(), { token, json: { ratings: 5, comments, slug: listing.slug } });
      expect(written.status).toBe(200);
      expect(await millisUntil(async () => (await page(two, reviews)).text.includes(comments))).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
      expect(await millisUntil(async () => (await page(two, paths.details(listing.slug))).text.includes(comments))).toBeLessThanOrEqual(
        READ_AFTER_WRITE_MS,
      );
    });
  });
});
