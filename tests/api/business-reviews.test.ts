import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_MESSAGES } from '../../src/features/reviews/review-replies';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { openDatabase } from '../../src/lib/server/db/client';
import { partners } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { mailTo, newMails } from '../support/mail';
import { call } from './support/client';
import { addStaff, startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * An owner's public reply to a review of their business, on every engine: POST publishes and edits it,
 * DELETE deletes it; get-reviews carries reply and reply_at, and the details and partner pages show
 * "Response from the owner" at once. A review believed fake is reported with a reason: stored once per
 * review and mailed to support. Owners only: signed out 401, non-members and customers 404, staff 403.
 */

const OWNED = 'sharma-plumbing-works-delhi';
const OTHER = 'das-auto-garage-kolkata';
const run = `run${Date.now()}`;
const staffEmail = `staff.${run}@example.com`;
const customerEmail = `customer.${run}@example.com`;

const demo = buildDemoCatalogue();
const ownedPartnerId = demo.partners.find((partner) => partner.slug === OWNED)!.id;
const ownedListings = new Set(demo.services.filter((service) => service.partnerId === ownedPartnerId).map((service) => service.id));
/** The first review the partner page's testimonials show: the best rated, then the newest (a fresh database keeps the demo's ids). */
const firstTestimonial = demo.reviews
  .filter((review) => ownedListings.has(review.serviceId) && review.ratings >= 4 && review.comments.trim() !== '')
  .sort((a, b) => b.ratings - a.ratings || (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || b.id - a.id)[0]!;

interface Review {
  review_id: number;
  ratings: number;
  reply: string | null;
  reply_at: string | null;
}

describe.each(journeyEngines)('review replies and reports on %s', (engine) => {
  let workspace: WorkspaceServer;
  let owned: { id: number; services_id: number; email: string };
  let otherEmail: string;

  const reviewsOf = async (servicesId: number): Promise<Review[]> => {
    const answer = await call(workspace.server, 'GET', apiPaths.reviews(servicesId));
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const reply = (reviewId: number, text: unknown, token?: string) =>
    call(workspace.server, 'POST', apiPaths.businessReviewReply(reviewId), { token, json: { reply: text } });
  const report = (reviewId: number, reason: unknown, token?: string) =>
    call(workspace.server, 'POST', apiPaths.businessReviewReport(reviewId), { token, json: { reason } });
  const html = async (pathname: string) => {
    const response = await workspace.page(pathname);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async (handle) => {
      const [partner] = await handle.db.select({ id: partners.id }).from(partners).where(eq(partners.slug, OWNED));
      await addStaff(handle, partner!.id, staffEmail);
    });
    const data = async (slug: string) => (await call(workspace.server, 'POST', apiPaths.partnerData(), { json: { slug } })).body.data.details;
    owned = await data(OWNED);
    otherEmail = (await data(OTHER)).email;
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  it('the owner replies: get-reviews carries reply and reply_at, the details page shows it at once; edit and delete', async () => {
    const owner = await workspace.signIn(owned.email);
    // A review the details page shows first (its first page of reviews is in the HTML), without a reply yet.
    const review = (await reviewsOf(owned.services_id)).find((item) => item.reply === null)!;
    expect(review).toBeDefined();
    const detailsPath = paths.details(OWNED);
    expect(await html(detailsPath)).not.toContain(`Thank you, ${run}`);

    const before = Date.now();
    const published = await reply(review.review_id, `  Thank you, ${run}!  `, owner);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toEqual({ status: 1, msg: REPLY_MESSAGES.saved });
    const shown = (await reviewsOf(owned.services_id)).find((item) => item.review_id === review.review_id)!;
    expect(shown.reply).toBe(`Thank you, ${run}!`);
    expect(shown.reply_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(shown.reply_at!)).toBeGreaterThanOrEqual(before - 1000);
    const page = await html(detailsPath);
    expect(page).toContain('Response from the owner');
    expect(page).toContain(`Thank you, ${run}!`);

    // Once per review: a second reply edits it.
    expect((await reply(review.review_id, `Edited, ${run}`, owner)).status).toBe(200);
    const edited = (await reviewsOf(owned.services_id)).filter((item) => item.review_id === review.review_id);
    expect(edited).toEqual([expect.objectContaining({ reply: `Edited, ${run}` })]);
    const editedPage = await html(detailsPath);
    expect(editedPage).toContain(`Edited, ${run}`);
    expect(editedPage).not.toContain(`Thank you, ${run}!`);

    // A blank reply is refused, not taken as a delete; DELETE deletes.
    const blank = await reply(review.review_id, '   ', owner);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ reply: REPLY_MESSAGES.empty });
    const deleted = await call(workspace.server, 'DELETE', apiPaths.businessReviewReply(review.review_id), { token: owner });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 1, msg: REPLY_MESSAGES.deleted });
    expect((await reviewsOf(owned.services_id)).find((item) => item.review_id === review.review_id)).toMatchObject({ reply: null, reply_at: null });
    expect(await html(detailsPath)).not.toContain(`Edited, ${run}`);
  });

  it('the partner mini-site shows the reply under its testimonial', async () => {
    const owner = await workspace.signIn(owned.email);
    const partnerPath = paths.partner(OWNED);
    const before = await html(partnerPath);
    // The testimonials are its best and newest good reviews (partners.server.ts): reply to the first.
    expect(before).not.toContain(`Glad to help, ${run}`);
    expect((await reply(firstTestimonial.id, `Glad to help, ${run}`, owner)).status).toBe(200);
    const after = await html(partnerPath);
    expect(after).toContain('Response from the owner');
    expect(after).toContain(`Glad to help, ${run}`);
  });

  it('only the owner replies and deletes a reply: signed out 401, another business and a customer 404, staff 403, an unknown review 404', async () => {
    const review = (await reviewsOf(owned.services_id))[0]!;
    const text = `Not allowed ${run}`;
    expect((await reply(review.review_id, text)).status).toBe(401);
    const stranger = await reply(review.review_id, text, await workspace.signIn(otherEmail));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ status: 0, message: expect.any(String) });
    expect((await reply(review.review_id, text, await workspace.signIn(customerEmail))).status).toBe(404);
    const staff = await reply(review.review_id, text, await workspace.signIn(staffEmail));
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Only the owner of this business can do this');
    expect(
      (await call(workspace.server, 'DELETE', apiPaths.businessReviewReply(review.review_id), { token: await workspace.signIn(staffEmail) })).status,
    ).toBe(403);
    expect((await call(workspace.server, 'DELETE', apiPaths.businessReviewReply(review.review_id))).status).toBe(401);
    expect(
      (await call(workspace.server, 'DELETE', apiPaths.businessReviewReply(review.review_id), { token: await workspace.signIn(otherEmail) })).status,
    ).toBe(404);
    expect((await reply(999_999_999, text, await workspace.signIn(owned.email))).status).toBe(404);
    // A refused caller learns nothing from the body either: a non-member with no reply is still a 404.
    expect((await reply(review.review_id, '', await workspace.signIn(otherEmail))).status).toBe(404);
    expect((await reviewsOf(owned.services_id)).some((item) => item.reply === text)).toBe(false);
  });

  it('a review reported as fake is mailed to support with the reason, once per review', async () => {
    const owner = await workspace.signIn(owned.email);
    const review = (await reviewsOf(owned.services_id)).at(-1)!;
    expect((await report(review.review_id, `Never our customer ${run}`)).status).toBe(401);
    expect((await report(review.review_id, `Never our customer ${run}`, await workspace.signIn(staffEmail))).status).toBe(403);
    expect((await report(review.review_id, `Never our customer ${run}`, await workspace.signIn(otherEmail))).status).toBe(404);
    const short = await report(review.review_id, 'fake', owner);
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ reason: REPLY_MESSAGES.reason });

    let answer!: Awaited<ReturnType<typeof call>>;
    const mails = await newMails(
      workspace.server,
      async () => {
        answer = await report(review.review_id, `Never our customer <b>${run}</b>: no such job on that date`, owner);
      },
      mailTo('support@seva.in'),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ status: 1, msg: REPLY_MESSAGES.reported });
    const toSupport = mails.filter((mail) => mail.headers.to === 'support@seva.in');
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]!.headers.subject).toContain('Review reported as fake');
    expect(toSupport[0]!.headers['reply-to']).toBe(owned.email);
    expect(toSupport[0]!.text).toContain(`Never our customer <b>${run}</b>: no such job on that date`);
    expect(toSupport[0]!.text).toContain(`#${review.review_id}`);
    expect(toSupport[0]!.html).not.toContain('<b>');

    const again = await report(review.review_id, `Still fake, ${run}`, owner);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 0, message: REPLY_MESSAGES.alreadyReported });
  });

  it('/business/reviews: the owner sees the reviews newest first with their replies; staff 403, others 404, visitors sign in', async () => {
    const pathname = paths.businessReviews(owned.id);
    const visitor = await workspace.page(pathname);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`${paths.login()}?redirect=${encodeURIComponent(pathname)}`);

    const page = await workspace.page(pathname, await workspace.signIn(owned.email));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const text = await page.text();
    expect(text).toContain('Newest first');
    expect(text).toMatch(/Reviews 1–20 of \d+\./);
    expect(text).toContain(`Glad to help, ${run}`);
    expect(text).toContain('Report this review');
    expect(text).toContain('Reported to Seva support as fake.');

    const staff = await workspace.page(pathname, await workspace.signIn(staffEmail));
    expect(staff.status).toBe(403);
    expect(await staff.text()).not.toContain(`Glad to help, ${run}`);
    const stranger = await workspace.page(pathname, await workspace.signIn(otherEmail));
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain(`Glad to help, ${run}`);
  });

  it('what was reported is in the database: one report, by the owner, for the business', async () => {
    await workspace.server.stop();
    const handle = await openDatabase(workspace.target);
    try {
      const rows = (await handle.db.execute(sql`
        select r.reason, u.email, p.slug from review_reports r
        join users u on u.id = r.user_id join partners p on p.id = r.partner_id`)) as unknown as { rows: Record<string, string>[] };
      expect(rows.rows).toEqual([{ reason: `Never our customer <b>${run}</b>: no such job on that date`, email: owned.email, slug: OWNED }]);
    } finally {
      await handle.close();
    }
  });
});
