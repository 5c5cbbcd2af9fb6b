import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { feedbackLimits } from '../../src/features/profile/profile';
import { apiPaths, apiUrl, paths } from '../../src/paths';
import pg from 'pg';
import { createPostgresDatabase } from '../support/databases';
import { type FaultProxy, startFaultProxyFor, throughProxy } from '../support/fault-proxy';
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
 * Two server processes on one PostgreSQL database, behind nothing, both reaching it through one fault proxy
 * (tests/support/fault-proxy.ts). Sessions, rate limits and data live in the database, so either process
 * serves any request; the proxy then takes the database away from both, and one is killed under writes.
 * (PGlite is one process by design, so without TEST_DATABASE_URL this test is not registered; CI has PostgreSQL.)
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let one: TestServer;
  let two: TestServer;
  let databaseUrl: string;
  let directUrl: string;
  let proxy: FaultProxy;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    directUrl = created.url;
    proxy = await startFaultProxyFor(created.url);
    databaseUrl = throughProxy(created.url, proxy);
    // Both start at once on the empty database: migrations and the demo load must not collide.
    [one, two] = await Promise.all([startServer({ env: { DATABASE_URL: databaseUrl } }), startServer({ env: { DATABASE_URL: databaseUrl } })]);
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await proxy?.close();
    await drop?.();
  });

  it('accepts a session made on one process on the other, and logging out on the other ends it everywhere', async () => {
    const { token } = await signInThroughOutbox(one.origin, [one.dataDir, two.dataDir], 'traveller@example.com');
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
    const { token } = await signInThroughOutbox(two.origin, [one.dataDir, two.dataDir], 'saver@example.com');
    const saved = await fetch(`${one.origin}/api/save-to-favourite/7`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(saved.status).toBe(200);
    const ids = (await (await fetch(`${two.origin}/api/get-your-favourite-service`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: number[];
    };
    expect(ids.data).toContain(7);
  });

  it('counts a rate limit across both processes', async () => {
    const { token } = await signInThroughOutbox(one.origin, [one.dataDir, two.dataDir], 'chatty@example.com');
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

    it('a listing renamed on one: its details page, the listing page, search and search suggestions on the other', async () => {
      const listing = await shown();
      const partner = demo.partners.find((entry) => entry.id === listing.partnerId)!;
      const suggest = `${apiUrl(apiPaths.searchSuggest())}?q=${encodeURIComponent(listing.serviceName)}`;
      const search = `${apiUrl(apiPaths.search())}?q=${encodeURIComponent(listing.serviceName)}&city=Kolkata`;
      // The other process has all four in its caches (a second ask of a page or suggestions is a route cache hit).
      for (const pathname of [paths.details(listing.slug), listingPath, suggest, search]) {
        await page(two, pathname);
        const again = await page(two, pathname);
        if (pathname !== search) expect(again.cache, pathname).toBe('HIT');
        expect(again.text, pathname).toContain(pathname === suggest ? listing.serviceName : listing.slug);
      }
      const { token } = await signInThroughOutbox(one.origin, [one.dataDir, two.dataDir], demoOwnerEmail(partner));
      const renamed = `Renamed Fixers ${Date.now()}`;
      const saved = await call(one, 'POST', apiPaths.businessListing(listing.id), { token, json: { service_name: renamed } });
      expect(saved.status).toBe(200);
      const shownOnTwo = {
        details: await millisUntil(async () => (await page(two, paths.details(listing.slug))).text.includes(renamed)),
        listing: await millisUntil(async () => (await page(two, listingPath)).text.includes(renamed)),
        suggest: await millisUntil(async () => !(await page(two, suggest)).text.includes(`"service_name":${JSON.stringify(listing.serviceName)}`)),
        // The listing leaves the answer for its old name, or shows there by its new one.
        search: await millisUntil(async () => {
          const text = (await page(two, search)).text;
          return !text.includes(`"${listing.slug}"`) || text.includes(renamed);
        }),
      };
      expect(shownOnTwo.details).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
      expect(shownOnTwo.listing).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
      expect(shownOnTwo.suggest).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
      expect(shownOnTwo.search).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
    });

    it("a review written on one: the other's reviews answer and details page", async () => {
      const listing = demo.services[3]!;
      const reviews = apiUrl(apiPaths.reviews(listing.id));
      await page(two, paths.details(listing.slug));
      expect((await page(two, paths.details(listing.slug))).cache).toBe('HIT');
      await page(two, reviews);
      const { token } = await signInThroughOutbox(one.origin, [one.dataDir, two.dataDir], `reviewer.${Date.now()}@example.com`);
      const comments = `Came on time and fixed it, ${Date.now()}`;
      const written = await call(one, 'POST', apiPaths.submitReview(), { token, json: { ratings: 5, comments, slug: listing.slug } });
      expect(written.status).toBe(200);
      expect(await millisUntil(async () => (await page(two, reviews)).text.includes(comments))).toBeLessThanOrEqual(READ_AFTER_WRITE_MS);
      expect(await millisUntil(async () => (await page(two, paths.details(listing.slug))).text.includes(comments))).toBeLessThanOrEqual(
        READ_AFTER_WRITE_MS,
      );
    });
  });

  /** An enquiry to a demo listing, with an Idempotency-Key: the status and body the server answered. */
  const enquire = async (server: TestServer, token: string, key: string, mobile: string) => {
    const answer = await fetch(`${server.origin}/api/enquiry-order-data-add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ name: 'Retry Test', mobile, service_id: demo.services[10]!.id }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: answer.status, replayed: answer.headers.get('idempotent-replayed'), body: await answer.text() };
  };
  const requestsFrom = async (mobiles: string[]) => {
    const client = new pg.Client({ connectionString: directUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; mobile: string }>(
        'select id, mobile from enquiries where request_id is null and mobile = any($1)',
        [mobiles],
      );
      return rows;
    } finally {
      await client.end();
    }
  };

  it('answers a retry sent to the other process as the first was answered, and makes one enquiry', async () => {
    const { token } = await signInThroughOutbox(one.origin, [one.dataDir, two.dataDir], 'retrier@example.com');
    const key = `retry-${Date.now()}`;
    const first = await enquire(one, token, key, '9876500001');
    expect(first.status, first.body).toBe(201);
    const again = await enquire(two, token, key, '9876500001');
    expect(again).toEqual({ status: 201, replayed: 'true', body: first.body });
    expect(await requestsFrom(['9876500001'])).toHaveLength(1);
  });

  it('starts another process while a business row is locked', async () => {
    const holder = new pg.Client({ connectionString: directUrl });
    await holder.connect();
    let third: TestServer | undefined;
    try {
      await holder.query('begin');
      await holder.query('select id from partners where id = $1 for update', [demo.services[10]!.partnerId]);
      const started = performance.now();
      third = await startServer({ env: { DATABASE_URL: databaseUrl } });
      expect(performance.now() - started).toBeLessThan(20_000);
      expect((await fetch(`${third.origin}${paths.details(demo.services[10]!.slug)}`)).status).toBe(200);
    } finally {
      await holder.query('rollback');
      await holder.end();
      await third?.stop();
    }
  });

  it('answers 503 with Retry-After on both within 5 s while the database is black-holed, and 200 on both once it is back', async () => {
    const ask = async (server: TestServer, pathname: string) => {
      const started = performance.now();
      const answer = await fetch(`${server.origin}${pathname}`, { signal: AbortSignal.timeout(30_000) });
      await answer.arrayBuffer();
      return { status: answer.status, retryAfter: answer.headers.get('retry-after'), ms: performance.now() - started };
    };
    proxy.blackHole();
    try {
      for (const server of [one, two]) {
        // A search nobody asked before: it must reach the database.
        const search = await ask(server, `/api/search/suggest?q=blackhole${new URL(server.origin).port}`);
        expect(search.status).toBe(503);
        expect(Number(search.retryAfter)).toBeGreaterThan(0);
        expect(search.ms).toBeLessThan(5_000);
        const ready = await ask(server, '/readyz');
        expect(ready.status).not.toBe(200);
        expect(ready.ms).toBeLessThan(2_000);
      }
    } finally {
      proxy.restore();
    }
    for (const server of [one, two]) {
      await expect
        .poll(async () => (await ask(server, `/api/search/suggest?q=back${new URL(server.origin).port}`)).status, { timeout: 15_000, interval: 200 })
        .toBe(200);
    }
  });

  it('loses no acknowledged enquiry when one process is killed under writes, and the retries on the other make none twice', {
    timeout: 60_000,
  }, async () => {
    const { token } = await signInThroughOutbox(two.origin, [one.dataDir, two.dataDir], 'steady@example.com');
    const run = String(Date.now()).slice(-5);
    const acknowledged = new Map<string, string>();
    /** Keys whose first copy was on `one` when it died: their repeat on `two` waits, then answers 409. */
    const unanswered = new Set<string>();
    const mobileOf = new Map<string, string>();
    let sent = 0;
    let killed = false;
    /** Each client sends to `one` until it is killed; a send that failed then goes again, same key, to `two`. */
    const client = async () => {
      while (!killed) {
        const n = sent++;
        const key = `kill-${run}-${n}`;
        const mobile = `9${run}${String(n).padStart(4, '0')}`;
        mobileOf.set(key, mobile);
        let answer: Awaited<ReturnType<typeof enquire>>;
        try {
          answer = await enquire(one, token, key, mobile);
        } catch {
          answer = await enquire(two, token, key, mobile);
        }
        if (answer.status === 503) answer = await enquire(two, token, key, mobile);
        if (answer.status === 409 && killed) {
          unanswered.add(key);
          continue;
        }
        expect(answer.status, answer.body).toBe(201);
        acknowledged.set(key, answer.body);
        if (!killed && acknowledged.size >= 12) {
          killed = true;
          one.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    const idOf = (body: string) => (JSON.parse(body) as { data: { enquiry_id: number } }).data.enquiry_id;
    const rows = await requestsFrom([...mobileOf.values()]);
    const stored = new Set(rows.map((row) => row.id));
    // Every acknowledged enquiry is there, none twice (one mobile per key); a key left unanswered made at most one.
    for (const body of acknowledged.values()) expect(stored.has(idOf(body))).toBe(true);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
    expect(stored.size).toBeLessThanOrEqual(acknowledged.size + unanswered.size);
    expect(new Set(rows.map((row) => row.mobile)).size).toBe(rows.length);
    expect(two.process.exitCode).toBeNull();
  });
});
