import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { apiPaths, paths } from '../../src/paths';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { mailTo, newMails, postApi } from '../support/mail';
import { signInOncePerEmail } from '../support/outbox';
import { advanceClock, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * The console's decisions as plain forms (no JavaScript): a grievance acknowledged and resolved, anything taken
 * down by kind and id, and the reports queue (reviews a business reported) with its 24 h / 15 days clocks, each
 * report taken down or dismissed; every decision in the audit log, and each /api/operator/reports call refused to
 * anyone but an operator.
 */
const run = `run${Date.now()}`;
const operatorEmail = `ops.${run}@example.com`;
const customerEmail = `customer.${run}@example.com`;
const demo = buildDemoCatalogue();

/** A business with two reviews on its listings (its owner reports them), and a photo of another listing. */
function reviewedBusiness() {
  for (const partner of demo.partners) {
    const listingIds = new Set(demo.services.filter((listing) => listing.partnerId === partner.id).map((listing) => listing.id));
    const reviews = demo.reviews.filter((review) => listingIds.has(review.serviceId));
    if (reviews.length >= 2) return { partner, reviews };
  }
  throw new Error('no demo business with two reviews');
}
const { partner, reviews } = reviewedBusiness();
const ownerEmail = demoOwnerEmail(partner);
const photo = demo.photos.find((row) => demo.services.find((listing) => listing.id === row.serviceId)?.featuredImage !== row.url)!;

/** A listing of another business, and the main category above it (its page counts the listings below it). */
const goneListing = demo.services.find((listing) => listing.partnerId !== partner.id)!;
function mainCategoryOf(categoryId: number) {
  let node = demo.categories.find((row) => row.id === categoryId)!;
  while (node.parentId) node = demo.categories.find((row) => row.id === node.parentId)!;
  return node;
}

const pngPhoto = async () => {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'shop.png');
  return body;
};

describe('the console decisions', () => {
  let demoServer: DemoServer;
  let server: TestServer;
  const signIn = signInOncePerEmail(() => server);
  const form = async (action: string, fields: Record<string, string>) => {
    const answer = await fetch(`${server.origin}${paths.operatorForm(action)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        authorization: `Bearer ${await signIn(operatorEmail)}`,
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.origin,
      },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: answer.status, html: await answer.text() };
  };
  const consoleHtml = async () =>
    (await fetch(`${server.origin}${paths.operator()}`, { headers: { authorization: `Bearer ${await signIn(operatorEmail)}` } })).text();
  const audit = async () =>
    (await call(server, 'GET', apiPaths.operatorAudit(100), { token: await signIn(operatorEmail) })).body.data as {
      action: string;
      subject_kind: string;
      subject_id: string;
      reason: string;
    }[];
  const reportsQueue = async () =>
    (await call(server, 'GET', apiPaths.operatorReports(), { token: await signIn(operatorEmail) })).body.data as {
      report_id: number;
      review_id: number;
      created_at: string;
      acknowledged_at: string | null;
      acknowledge_by: string;
      settle_by: string;
    }[];

  beforeAll(async () => {
    demoServer = await startDemoServer('pglite', 'seva-console-', undefined, { OPERATOR_EMAILS: operatorEmail });
    server = demoServer.server;
  }, 240_000);
  afterAll(() => demoServer?.dispose());

  it('acknowledges and resolves a grievance from its queue, the complainant mailed each time, both audited', async () => {
    const email = `meena.${run}@example.com`;
    const filed = await postApi(server, apiPaths.grievances(), {
      name: 'Meena Roy',
      email,
      about: 'booking',
      text: 'The electrician took an advance and never came back.',
    });
    const { ticket } = (await filed.json()) as { ticket: string };
    const before = await consoleHtml();
    expect(before).toContain(`action="/operator?do=grievance-acknowledge"`);
    expect(before).toContain(`value="${ticket}"`);

    const acknowledged = await newMails(
      server,
      async () => expect((await form('grievance-acknowledge', { ticket })).html).toContain(`${ticket}: acknowledged.`),
      mailTo(email),
    );
    expect(acknowledged.some((mail) => mail.headers.to === email)).toBe(true);
    expect((await form('grievance-acknowledge', { ticket })).html).toContain(`${ticket} was acknowledged already.`);

    const short = await form('grievance-resolve', { ticket, answer: 'no' });
    expect(short.status).toBe(422);
    const answer = 'The business has refunded the advance; we warned it.';
    const resolved = await newMails(
      server,
      async () => {
        const done = await form('grievance-resolve', { ticket, answer });
        expect(done.status).toBe(200);
        expect(done.html).toContain(`${ticket}: resolved.`);
      },
      mailTo(email),
    );
    expect(resolved.find((mail) => mail.headers.to === email)?.text).toContain(answer);
    expect((await form('grievance-resolve', { ticket, answer })).status).toBe(409);
    expect((await form('grievance-acknowledge', { ticket: 'SEVA-G-NOPE0000' })).status).toBe(404);

    const rows = await audit();
    expect(rows).toContainEqual(expect.objectContaining({ action: 'operator.grievances.acknowledge', subject_id: ticket }));
    expect(rows).toContainEqual(expect.objectContaining({ action: 'operator.grievances.resolve', subject_id: ticket, reason: answer }));
  });

  it('takes a photo down from the takedown form with its order reference; a bad id comes back with what was typed', async () => {
    const wrong = await form('takedown', { kind: 'photo', id: 'abc', reason: 'Shows a person without consent', order_ref: '' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('value="abc"');
    expect(wrong.html).toContain('Shows a person without consent');

    const done = await form('takedown', {
      kind: 'photo',
      id: String(photo.id),
      reason: 'Shows a person without consent',
      order_ref: 'MeitY/2026/17',
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain(`Photo #${photo.id} taken down.`);
    expect((await form('takedown', { kind: 'photo', id: String(photo.id), reason: 'Shows a person without consent' })).status).toBe(409);
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'operator.takedown',
        subject_kind: 'photo',
        subject_id: String(photo.id),
        reason: 'Shows a person without consent (MeitY/2026/17)',
      }),
    );
  });

  it('refuses the reports calls to a signed-out visitor, a customer and a business member', async () => {
    for (const token of [undefined, await signIn(customerEmail), await signIn(ownerEmail)]) {
      const status = token ? 404 : 401;
      expect((await call(server, 'GET', apiPaths.operatorReports(), { token })).status).toBe(status);
      expect((await call(server, 'POST', apiPaths.operatorReportDismiss(1), { token, json: { reason: 'It is fine.' } })).status).toBe(status);
      expect((await call(server, 'POST', apiPaths.operatorReportAcknowledge(1), { token })).status).toBe(status);
    }
  });

  it("a business's report of a review waits in the reports queue with its clocks; dismissed, or taken down, it leaves, audited", async () => {
    const owner = await signIn(ownerEmail);
    for (const review of reviews.slice(0, 2)) {
      const reported = await call(server, 'POST', apiPaths.businessReviewReport(review.id), {
        token: owner,
        json: { reason: 'This person was never our customer.' },
      });
      expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    }
    const [first, second] = reviews;
    const waiting = await reportsQueue();
    const report = (reviewId: number) => waiting.find((row) => row.review_id === reviewId)!;
    expect(report(first!.id)).toBeDefined();
    const created = new Date(report(first!.id).created_at).getTime();
    expect(new Date(report(first!.id).acknowledge_by).getTime() - created).toBe(24 * 3600_000);
    expect(new Date(report(first!.id).settle_by).getTime() - created).toBe(15 * 24 * 3600_000);

    // A day and an hour later, nobody has acted: the console flags it.
    await advanceClock(server, 25 * 3600_000);
    const console_ = await consoleHtml();
    expect(console_).toContain(`id="report-${report(first!.id).report_id}"`);
    expect(console_).toMatch(/Overdue by/);

    // Acknowledged: its 24-hour clock stops, its API row says when; a second time changes nothing.
    const reportId = report(first!.id).report_id;
    let acknowledged!: Awaited<ReturnType<typeof form>>;
    // The business that reported it is told each step, the appeal route with each decision.
    const toldInHand = await newMails(
      server,
      async () => {
        acknowledged = await form('report-acknowledge', { report_id: String(reportId) });
      },
      mailTo(ownerEmail),
    );
    expect(toldInHand.find((mail) => mail.headers.to === ownerEmail)?.text).toContain('We will decide on it within 15 days and tell you.');
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.html).toContain(`Report on review #${first!.id} acknowledged`);
    const token = await signIn(operatorEmail);
    expect((await call(server, 'POST', apiPaths.operatorReportAcknowledge(reportId), { token })).body).toEqual({ status: 1, acknowledged: false });
    expect((await reportsQueue()).find((row) => row.report_id === reportId)?.acknowledged_at).toEqual(expect.any(String));
    expect((await call(server, 'POST', apiPaths.operatorReportAcknowledge(999_999), { token })).status).toBe(404);

    // Dismissed: the review stays, the report leaves the queue.
    expect((await form('report-dismiss', { report_id: String(report(first!.id).report_id), reason: '' })).status).toBe(422);
    let dismissed!: Awaited<ReturnType<typeof form>>;
    const toldStays = await newMails(
      server,
      async () => {
        dismissed = await form('report-dismiss', { report_id: String(report(first!.id).report_id), reason: 'The reviewer booked through us.' });
      },
      mailTo(ownerEmail),
    );
    const staysMail = toldStays.find((mail) => mail.headers.to === ownerEmail)!;
    expect(staysMail.text).toContain('The review stays, because: The reviewer booked through us.');
    expect(staysMail.text).toContain('Grievance Appellate Committee');
    expect(dismissed.status).toBe(200);
    expect(dismissed.html).toContain(`Report on review #${first!.id} dismissed`);
    expect(
      (
        await call(server, 'POST', apiPaths.operatorReportDismiss(report(first!.id).report_id), {
          token: await signIn(operatorEmail),
          json: { reason: 'Again.' },
        })
      ).status,
    ).toBe(409);

    // Taken down: the review goes, and its report with it.
    let taken!: Awaited<ReturnType<typeof form>>;
    const toldGone = await newMails(
      server,
      async () => {
        taken = await form('takedown', { kind: 'review', id: String(second!.id), reason: 'Not a real customer: no booking, no enquiry' });
      },
      mailTo(ownerEmail),
    );
    expect(toldGone.find((mail) => mail.headers.to === ownerEmail)?.text).toContain(
      'The review was taken down, because: Not a real customer: no booking, no enquiry',
    );
    expect(taken.status).toBe(200);
    const left = (await reportsQueue()).map((row) => row.review_id);
    expect(left).not.toContain(first!.id);
    expect(left).not.toContain(second!.id);

    const rows = await audit();
    expect(rows).toContainEqual(
      expect.objectContaining({ action: 'operator.reports.decide', subject_kind: 'review-report', reason: 'The reviewer booked through us.' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        action: 'operator.reports.decide',
        subject_kind: 'review-report',
        subject_id: String(reportId),
        reason: 'acknowledged',
      }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ action: 'operator.takedown', subject_kind: 'review', subject_id: String(second!.id) }));
  });

  it("a taken-down photo's file is no longer served at /uploads/…; the listing shows another featured image", async () => {
    const owner = await signIn(ownerEmail);
    const listing = demo.services.find((row) => row.partnerId === partner.id)!;
    const added = await call(server, 'POST', apiPaths.businessListingPhotos(listing.id), { token: owner, form: await pngPhoto() });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const uploaded = (added.body.data.photos as { id: number; url: string }[])[0]!;
    expect(uploaded.url).toMatch(/^\/uploads\//);
    expect((await call(server, 'POST', apiPaths.businessListingPhotoFeatured(listing.id, uploaded.id), { token: owner })).status).toBe(200);
    expect((await fetch(`${server.origin}${uploaded.url}`)).status).toBe(200);

    const done = await form('takedown', { kind: 'photo', id: String(uploaded.id), reason: "Someone else's copyrighted picture" });
    expect(done.status).toBe(200);
    expect((await fetch(`${server.origin}${uploaded.url}`)).status).toBe(404);
    const edited = await call(server, 'GET', apiPaths.businessListing(listing.id), { token: owner });
    expect(edited.body.data.featured_image).not.toBe(uploaded.url);
    expect((edited.body.data.photos as { url: string }[]).map((photo) => photo.url)).not.toContain(uploaded.url);
  });

  it('a taken-down listing leaves its category counts and the favourites lists', async () => {
    const customer = await signIn(customerEmail);
    expect((await call(server, 'POST', apiPaths.saveFavourite(goneListing.id), { token: customer })).status).toBe(200);
    expect((await call(server, 'GET', apiPaths.favouriteIds(), { token: customer })).body.data).toContain(goneListing.id);
    const main = mainCategoryOf(goneListing.categoryId);
    const counted = async () => {
      const html = await (await fetch(`${server.origin}${paths.category(main.slug)}`)).text();
      const found = /([\d,]+) listings? across India/.exec(html);
      expect(found, 'the category page counts its listings').not.toBeNull();
      return Number(found![1]!.replaceAll(',', ''));
    };
    const before = await counted();

    const done = await form('takedown', { kind: 'listing', id: String(goneListing.id), reason: 'Fraudulent business, order of the court' });
    expect(done.status).toBe(200);
    expect(await counted()).toBe(before - 1);
    expect((await call(server, 'GET', apiPaths.favouriteIds(), { token: customer })).body.data).not.toContain(goneListing.id);
    const saved = (await call(server, 'GET', apiPaths.favourites(), { token: customer })).body.data as { services_id: number }[];
    expect(saved.map((row) => row.services_id)).not.toContain(goneListing.id);
    expect((await call(server, 'POST', apiPaths.saveFavourite(goneListing.id), { token: customer })).status).toBe(404);
  });

  it('badges: an operator confirms GST registered (a GSTIN with the right check character) and address checked; the listing shows and explains each', async () => {
    const business = demo.partners.find((row) => row.id !== partner.id && row.id !== goneListing.partnerId)!;
    const listing = demo.services.find((row) => row.partnerId === business.id)!;
    const details = async () => (await fetch(`${server.origin}${paths.details(listing.slug)}`)).text();
    expect(await details()).not.toContain('data-badge=');

    for (const token of [undefined, await signIn(customerEmail), await signIn(ownerEmail)]) {
      const refused = await call(server, 'POST', apiPaths.operatorPartnerBadges(business.id), { token, json: { badge: 'address' } });
      expect(refused.status).toBe(token ? 404 : 401);
    }
    const operator = await signIn(operatorEmail);
    const wrong = await call(server, 'POST', apiPaths.operatorPartnerBadges(business.id), {
      token: operator,
      json: { badge: 'gst', gstin: '27AAPFU0939F1ZW' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.gstin).toMatch(/not a valid GSTIN/);
    expect((await call(server, 'POST', apiPaths.operatorPartnerBadges(business.id), { token: operator, json: { badge: 'gst' } })).status).toBe(422);
    expect((await call(server, 'POST', apiPaths.operatorPartnerBadges(999_999), { token: operator, json: { badge: 'address' } })).status).toBe(404);
    const gst = await call(server, 'POST', apiPaths.operatorPartnerBadges(business.id), {
      token: operator,
      json: { badge: 'gst', gstin: '27aapfu0939f1zv' },
    });
    expect(gst.status, JSON.stringify(gst.body)).toBe(200);

    const typo = await form('badge', { partner_id: String(business.id), badge: 'gst', gstin: '27AAPFU0939F1ZX' });
    expect(typo.status).toBe(422);
    expect(typo.html).toContain('value="27AAPFU0939F1ZX"');
    expect((await form('badge', { partner_id: String(business.id), badge: 'address', gstin: '' })).html).toContain('address checked.');

    const html = await details();
    expect(html).toContain('data-badge="gst"');
    expect(html).toContain('GSTIN 27AAPFU0939F1ZV, checked by Seva');
    expect(html).toContain('data-badge="address"');
    expect(html).toContain('confirmed the business is at this address');
    const rows = await audit();
    expect(rows).toContainEqual(
      expect.objectContaining({ action: 'operator.badges.confirm', subject_id: String(business.id), reason: 'gst 27AAPFU0939F1ZV' }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ action: 'operator.badges.confirm', subject_id: String(business.id), reason: 'address' }));
  });
});
