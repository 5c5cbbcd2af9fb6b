import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { apiPaths, apiUrl, paths } from '../../src/paths';
import { createPostgresDatabase } from '../support/databases';
import { mailTo, newMails, postApi } from '../support/mail';
import { signInThroughOutbox } from '../support/outbox';
import { advanceClock, startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * The operators' side of grievances and takedowns against real servers (CONTRACT.md "Operators, grievances and
 * takedowns"): the queue with its clocks and breaches, acknowledge and resolve with their mails and the appeal
 * route, each decision in the audit log; a takedown gone from pages, API answers and the sitemap, kept in the log;
 * and on PostgreSQL, gone from a second instance within 2 s.
 */
const demo = buildDemoCatalogue();
const run = `run${Date.now()}`;
const operatorEmail = `ops.${run}@example.com`;

const grievanceFrom = (email: string, about = 'booking') => ({
  name: 'Arjun Das',
  email,
  about,
  text: 'The plumber I booked never came and the business does not answer.',
});

/** A demo listing with reviews, photos and questions, and one of each. */
function listingWithEverything() {
  for (const listing of demo.services) {
    const review = demo.reviews.find((row) => row.serviceId === listing.id && row.comments.length > 30);
    const photo = demo.photos.find((row) => row.serviceId === listing.id && row.url !== listing.featuredImage);
    const question = demo.questions.find((row) => row.serviceId === listing.id);
    if (review && photo && question) return { listing, review, photo, question };
  }
  throw new Error('no demo listing with a review, a photo and a question');
}

describe('the operators on grievances and takedowns', () => {
  let server: TestServer;
  let operator: string;
  let customer: string;
  beforeAll(async () => {
    server = await startServer({ env: { OPERATOR_EMAILS: operatorEmail } });
    operator = (await signInThroughOutbox(server.origin, server.dataDir, operatorEmail)).token;
    customer = (await signInThroughOutbox(server.origin, server.dataDir, `customer.${run}@example.com`)).token;
  }, 240_000);
  afterAll(() => server?.stop());

  const audit = async () =>
    (await call(server, 'GET', apiPaths.operatorAudit(100), { token: operator })).body.data as {
      action: string;
      subject_id: string;
      reason: string;
    }[];

  it('shows a grievance in the queue with its clocks, flags a breach, and acknowledges then resolves it with the appeal route, audited', async () => {
    const email = `arjun.${run}@example.com`;
    const filed = await postApi(server, apiPaths.grievances(), grievanceFrom(email));
    const { ticket } = (await filed.json()) as { ticket: string };

    // Only an operator reads the queue.
    expect((await call(server, 'GET', apiPaths.operatorGrievances())).status).toBe(401);
    expect((await call(server, 'GET', apiPaths.operatorGrievances(), { token: customer })).status).toBe(404);
    expect(
      (await call(server, 'POST', apiPaths.operatorGrievanceResolve(ticket), { token: customer, json: { answer: 'Not yours to answer.' } })).status,
    ).toBe(404);

    const queue = async () =>
      ((await call(server, 'GET', apiPaths.operatorGrievances(), { token: operator })).body.data as Record<string, unknown>[]).find(
        (item) => item.ticket === ticket,
      )!;
    const fresh = await queue();
    expect(fresh).toMatchObject({ state: 'received', kind: 'consumer', acknowledge_breached: false, resolve_breached: false, email });
    expect(new Date(fresh.acknowledge_by as string).getTime() - new Date(fresh.created_at as string).getTime()).toBe(48 * 3600_000);
    expect(new Date(fresh.resolve_by as string).getTime() - new Date(fresh.created_at as string).getTime()).toBe(30 * 24 * 3600_000);

    // 49 hours later nobody has acknowledged it: a breach, on the API and in the console.
    await advanceClock(server, 49 * 3600_000);
    expect(await queue()).toMatchObject({ acknowledge_breached: true, resolve_breached: false });
    const console_ = await (await fetch(`${server.origin}${paths.operator()}`, { headers: { authorization: `Bearer ${operator}` } })).text();
    expect(console_).toContain(ticket);
    expect(console_).toMatch(/Overdue by/i);

    const acknowledged = await newMails(
      server,
      async () => {
        const answer = await call(server, 'POST', apiPaths.operatorGrievanceAcknowledge(ticket), { token: operator });
        expect(answer.body).toEqual({ status: 1, acknowledged: true });
      },
      mailTo(email),
    );
    expect(acknowledged.find((mail) => mail.headers.to === email)?.headers.subject).toBe(`Your grievance ${ticket} is being looked at`);
    expect((await call(server, 'POST', apiPaths.operatorGrievanceAcknowledge(ticket), { token: operator })).body.acknowledged).toBe(false);

    const answerText = 'We have refunded your booking fee and warned the business.';
    expect((await call(server, 'POST', apiPaths.operatorGrievanceResolve(ticket), { token: operator, json: { answer: 'no' } })).status).toBe(422);
    const resolvedMails = await newMails(
      server,
      async () => {
        const resolved = await call(server, 'POST', apiPaths.operatorGrievanceResolve(ticket), { token: operator, json: { answer: answerText } });
        expect(resolved.status).toBe(200);
        expect(resolved.body.state).toBe('resolved');
      },
      mailTo(email),
    );
    const decision = resolvedMails.find((mail) => mail.headers.to === email)!;
    expect(decision.headers.subject).toBe(`Our answer to your grievance ${ticket}`);
    expect(decision.text).toContain(answerText);
    expect(decision.text).toContain('Grievance Appellate Committee within 30 days');
    expect((await call(server, 'POST', apiPaths.operatorGrievanceResolve(ticket), { token: operator, json: { answer: answerText } })).status).toBe(
      409,
    );

    // The complainant's page shows the answer and the appeal route; the queue no longer holds it.
    const shown = await fetch(`${server.origin}${paths.grievance(ticket)}`, {
      method: 'POST',
      headers: { origin: server.origin },
      body: new URLSearchParams({ email }),
    });
    const html = await shown.text();
    expect(html).toContain('data-state="resolved"');
    expect(html).toContain(answerText);
    expect(html).toContain('Grievance Appellate Committee');
    expect(await queue()).toBeUndefined();

    const rows = await audit();
    for (const action of ['operator.grievances.read', 'operator.grievances.acknowledge', 'operator.grievances.resolve']) {
      expect(
        rows.some((row) => row.action === action),
        action,
      ).toBe(true);
    }
    expect(rows.find((row) => row.action === 'operator.grievances.resolve' && row.subject_id === ticket)?.reason).toBe(answerText);
  });

  it('takes a review, a photo, a question and then the listing down: gone from its pages, answers and the sitemap, kept in the log', async () => {
    const { listing, review, photo, question } = listingWithEverything();
    const details = async () => (await fetch(`${server.origin}${paths.details(listing.slug)}`)).text();
    const reviewsOf = async () => (await call(server, 'GET', apiPaths.reviews(listing.id))).body as { data: { review_id: number }[]; count: number };
    const before = await reviewsOf();
    expect(await details()).toContain(question.question);

    const takeDown = (json: Record<string, unknown>, token = operator) => call(server, 'POST', apiPaths.operatorTakedown(), { token, json });
    expect((await takeDown({ kind: 'review', id: review.id, reason: 'Names a private address' }, customer)).status).toBe(404);
    expect((await call(server, 'POST', apiPaths.operatorTakedown(), { json: { kind: 'review', id: review.id, reason: 'x' } })).status).toBe(401);
    expect((await takeDown({ kind: 'poster', id: review.id, reason: 'Names a private address' })).status).toBe(422);

    expect((await takeDown({ kind: 'review', id: review.id, reason: 'Names a private address' })).status).toBe(201);
    expect((await takeDown({ kind: 'review', id: review.id, reason: 'Names a private address' })).status).toBe(409);
    expect((await takeDown({ kind: 'photo', id: photo.id, reason: 'Shows a person without consent' })).status).toBe(201);
    expect((await takeDown({ kind: 'question', id: question.id, reason: 'Abusive', order_ref: 'HC-2026-114' })).status).toBe(201);

    const after = await reviewsOf();
    expect(after.count).toBe(before.count - 1);
    expect(after.data.map((row) => row.review_id)).not.toContain(review.id);
    const page = await details();
    expect(page).not.toContain(question.question);
    expect(((await call(server, 'GET', apiPaths.productData(listing.id))).body.data.photos as { id: number }[]).map((row) => row.id)).not.toContain(
      photo.id,
    );

    // The listing itself: its details page and answers are gone, and the sitemap no longer names it.
    const sitemapHas = async () => {
      const index = await (await fetch(`${server.origin}/sitemap-index.xml`)).text();
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1]!).pathname)
        .filter((path) => path.includes('details'));
      const texts = await Promise.all(files.map(async (path) => (await fetch(`${server.origin}${path}`)).text()));
      return texts.some((text) => text.includes(`${paths.details(listing.slug)}</loc>`));
    };
    expect(await sitemapHas()).toBe(true);
    expect((await takeDown({ kind: 'listing', id: listing.id, reason: 'Court order', order_ref: 'WP(C) 1234/2026' })).status).toBe(201);
    expect((await fetch(`${server.origin}${paths.details(listing.slug)}`)).status).toBe(404);
    expect((await call(server, 'GET', apiPaths.productData(listing.id))).status).toBe(404);
    expect((await call(server, 'GET', apiPaths.reviews(listing.id))).status).toBe(404);
    expect(await sitemapHas()).toBe(false);

    const log = (await call(server, 'GET', apiPaths.operatorTakedown(), { token: operator })).body.data as {
      kind: string;
      subject_id: number;
      order_ref: string | null;
    }[];
    expect(log.slice(0, 4).map((row) => `${row.kind}:${row.subject_id}`)).toEqual([
      `listing:${listing.id}`,
      `question:${question.id}`,
      `photo:${photo.id}`,
      `review:${review.id}`,
    ]);
    expect(log[0]!.order_ref).toBe('WP(C) 1234/2026');
    const rows = await audit();
    expect(rows.filter((row) => row.action === 'operator.takedown').length).toBeGreaterThanOrEqual(4);
    expect((await call(server, 'GET', apiPaths.operatorTakedown(), { token: customer })).status).toBe(404);
  });
  it('a listing taken down leaves the count its list shows, though every sort and page had just counted it', async () => {
    // Delhi's plumbers fill more than a page: the page counts them, once for every sort and page (listings.server.ts).
    const listingPage = (sort: string, page: number) => `${paths.listing('plumbing', 'Delhi')}&sort=${sort}&page=${page}`;
    const shownCount = async (sort: string, page: number) => {
      const html = await (await fetch(`${server.origin}${listingPage(sort, page)}`)).text();
      return Number(/ of (\d+) /.exec(html)?.[1]);
    };
    const before = await shownCount('relevance', 1);
    expect(before).toBeGreaterThan(12);
    expect(await shownCount('price_asc', 2)).toBe(before);
    const answer = await call(server, 'POST', apiPaths.filteredServices(), { json: { slug: 'plumbing', location: 'Delhi' } });
    const [first] = answer.body.data as { services_id: number }[];
    expect(answer.body.msg).toContain(String(before));

    const takeDown = await call(server, 'POST', apiPaths.operatorTakedown(), {
      token: operator,
      json: { kind: 'listing', id: first!.services_id, reason: 'Fake business' },
    });
    expect(takeDown.status, JSON.stringify(takeDown.body)).toBe(201);
    expect(await shownCount('relevance', 1)).toBe(before - 1);
    expect(await shownCount('price_asc', 2)).toBe(before - 1);
    expect((await call(server, 'POST', apiPaths.filteredServices(), { json: { slug: 'plumbing', location: 'Delhi' } })).body.msg).toContain(
      String(before - 1),
    );
  });
});

/** One PostgreSQL database, two instances: a takedown on one is gone from the other within 2 s (CONTRACT.md). */
describe.runIf(process.env.TEST_DATABASE_URL)('a takedown on one instance, seen on the other', () => {
  let one: TestServer;
  let two: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const env = { DATABASE_URL: created.url, OPERATOR_EMAILS: operatorEmail };
    [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await drop?.();
  });

  /** Milliseconds until `check` holds (every 50 ms), or Infinity past 3 s. */
  async function millisUntil(check: () => Promise<boolean>): Promise<number> {
    const start = performance.now();
    while (performance.now() - start < 3_000) {
      if (await check()) return Math.round(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Number.POSITIVE_INFINITY;
  }

  it('a review leaves get-reviews and the details page, and a listing its details page, on the other instance within 2 s', async () => {
    const { listing, review } = listingWithEverything();
    const { token } = await signInThroughOutbox(one.origin, [one.dataDir, two.dataDir], operatorEmail);
    const reviewsUrl = `${two.origin}${apiUrl(apiPaths.reviews(listing.id))}?sort=latest`;
    const detailsUrl = `${two.origin}${paths.details(listing.slug)}`;
    const reviewIds = async () => ((await (await fetch(reviewsUrl)).json()) as { data: { review_id: number }[] }).data.map((row) => row.review_id);
    // Warm the other instance's caches with the review in them.
    const recent = demo.reviews.filter((row) => row.serviceId === listing.id);
    const target = (await reviewIds()).find((id) => recent.some((row) => row.id === id)) ?? review.id;
    const comment = recent.find((row) => row.id === target)!.comments;
    await fetch(detailsUrl);
    expect((await fetch(detailsUrl)).headers.get('x-astro-cache')).toBe('HIT');
    expect(await reviewIds()).toContain(target);

    expect((await call(one, 'POST', apiPaths.operatorTakedown(), { token, json: { kind: 'review', id: target, reason: 'Defamatory' } })).status).toBe(
      201,
    );
    const reviewGone = await millisUntil(
      async () => !(await reviewIds()).includes(target) && !(await (await fetch(detailsUrl)).text()).includes(comment),
    );
    expect(reviewGone).toBeLessThanOrEqual(2_000);

    expect(
      (
        await call(one, 'POST', apiPaths.operatorTakedown(), {
          token,
          json: { kind: 'listing', id: listing.id, reason: 'Government order', order_ref: 'MeitY/69A/2026/7' },
        })
      ).status,
    ).toBe(201);
    const listingGone = await millisUntil(async () => (await fetch(detailsUrl)).status === 404);
    expect(listingGone).toBeLessThanOrEqual(2_000);
  });
});
