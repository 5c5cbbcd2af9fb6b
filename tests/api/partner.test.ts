import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { malformedDayOpenPartnerSlug, showcasePartnerSlugs } from '../../src/features/catalog/demo/showcase';
import { formatSpan, parseDayOpen, WEEK_DAYS, weeklyTable } from '../../src/features/listings/hours';
import { openingHoursSpecification } from '../../src/features/seo/structured-data';
import { formatIndianPhone } from '../../src/lib/format';
import { openDatabase } from '../../src/lib/server/db/client';
import { contactMessages, partners, reviews, services } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { newMails, postApi } from '../support/mail';
import { startServer, type TestServer } from '../support/server';
import { encodedOnce } from '../support/other-images';

/**
 * Partner mini-sites against a real server: /api/get-partner-data, the page as a crawler or a browser
 * without JavaScript gets it (name, rating, address, hours, JSON-LD), the traffic and call counters and
 * the contact form. The last test stops the server and checks what it showed and stored against its
 * own PGlite database.
 */

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const run = `run${Date.now()}`;
/** A showcase business whose email this test removes. */
const partnerWithoutEmail = showcasePartnerSlugs.find((slug) => slug !== 'sharma-plumbing-works-delhi')!;

interface PartnerData {
  details: Record<string, unknown> & {
    id: number;
    slug: string;
    service_name: string;
    mobile: string;
    email: string | null;
    other_images: string;
    day_open: string | null;
    service_address: string | null;
    business_location_name: string;
    ratings_average: number;
    rating_count: number;
    traffic_count: number;
    call_count: number;
  };
  categories: {
    icon: string;
    name: string;
    service_name: string;
    service_slug: string;
    price: number;
    ratings_average: number;
    rating_count: number;
  }[];
  review_ratings: { first_name: string; ratings: number; comments: string; created_at: string }[];
}

/** The visible text of an HTML page: no tags, scripts or styles; entities decoded; spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/** Every JSON-LD document of a page. */
function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

describe('partner mini-sites', () => {
  let server: TestServer;
  const data = new Map<string, PartnerData>();
  /** The LocalBusiness of each partner page fetched, for the database check at the end. */
  const businesses = new Map<string, Record<string, any>>();
  const expected = { traffic: 0, calls: 0, partnerId: 0 };
  /** The slug of every partner the server holds (the demo catalogue's), in id order. */
  const everySlug: string[] = [];
  /** Partners whose other_images the API is asked for (tests/db/seed.test.ts checks every partner's as stored). */
  const sampleSlugs: string[] = [];

  const partnerData = async (slug: string): Promise<PartnerData> => {
    const response = await postApi(server, apiPaths.partnerData(), { slug });
    expect(response.status, slug).toBe(200);
    const body = await response.json();
    expect(body.status).toBe(1);
    data.set(slug, body.data);
    return body.data;
  };
  const pageHtml = async (slug: string): Promise<string> => {
    const response = await fetch(`${server.origin}${paths.partner(slug)}`, { headers: { 'user-agent': BROWSER } });
    expect(response.status, slug).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    // Every demo partner has an email (its owner's sign-in); a business without one is made here, for the
    // contact form's way to support.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-test-'));
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await handle.db.update(partners).set({ email: null }).where(eq(partners.slug, partnerWithoutEmail));
    // The other_images sample: every showcase partner, the first partner of each main category (each trade's
    // kind of business the demo builds), and 20 spread evenly over all of them in id order.
    const all = (await handle.db.select({ slug: partners.slug }).from(partners).orderBy(partners.id)).map((row) => row.slug);
    everySlug.push(...all);
    const firstOfEachKind = (await handle.db.execute(sql`
      with recursive up as (
        select s.partner_id, c.id, c.parent_id from services s join categories c on c.id = s.category_id
        union all
        select up.partner_id, c.id, c.parent_id from up join categories c on c.id = up.parent_id
      )
      select (select p.slug from partners p where p.id = min(up.partner_id)) as slug
      from up where up.parent_id is null group by up.id`)) as unknown as { rows: { slug: string }[] };
    const spread = Array.from({ length: 20 }, (_, i) => all[Math.floor((i * (all.length - 1)) / 19)]!);
    sampleSlugs.push(...new Set([...showcasePartnerSlugs, ...firstOfEachKind.rows.map((row) => row.slug), ...spread]));
    await handle.close();
    // The other_images check asks for a few dozen partners' data from one address, POSTs that the middleware
    // counts as writes: the limits are raised here (security.test.ts and page-forms.test.ts test them).
    server = await startServer({ dataDir, env: { RATE_LIMIT_SCALE: '20' } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('POST /api/get-partner-data answers details, categories and review_ratings; 404 and 422 otherwise', async () => {
    const body = await partnerData('sharma-plumbing-works-delhi');
    expect(body.details).toMatchObject({
      slug: 'sharma-plumbing-works-delhi',
      service_name: 'Sharma Plumbing Works',
      business_location_name: 'Lajpat Nagar, Delhi',
      featured_image: expect.stringMatching(/^\/images\//),
      mobile: expect.stringMatching(/^[6-9]\d{9}$/),
      services_id: expect.any(Number),
      all_categories: expect.arrayContaining([expect.any(String)]),
    });
    for (const key of ['email', 'facebook', 'instagram', 'whatsapp', 'other_images', 'day_open']) expect(body.details).toHaveProperty(key);
    expect(body.categories.length).toBeGreaterThan(0);
    for (const category of body.categories) {
      expect(category.icon).toMatch(/^\/images\/categories\/.+\.svg$/);
      expect(category.name).toEqual(expect.any(String));
    }
    expect(body.review_ratings.length).toBeGreaterThan(0);
    for (const review of body.review_ratings) {
      expect(review.first_name).toEqual(expect.any(String));
      expect(review.comments.trim()).not.toBe('');
      expect(review.ratings).toBeGreaterThanOrEqual(4);
    }

    const unknown = await postApi(server, apiPaths.partnerData(), { slug: 'no-such-partner' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 0, message: 'No such partner' });
    const missing = await postApi(server, apiPaths.partnerData(), {});
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ slug: 'Please send the partner slug' });
  });

  // Every partner's column is checked where it is stored (tests/db/seed.test.ts, one SELECT); here, that the API
  // passes it on as stored, encoded once, for a sample of every kind of demo partner: 900-odd calls took 27 s of CPU.
  it('answers other_images encoded once for a sample of every kind of demo partner: one JSON.parse gives its list of images', async () => {
    expect(everySlug.length).toBeGreaterThan(500);
    expect(sampleSlugs.length).toBeGreaterThanOrEqual(30);
    const encodedWrong: string[] = [];
    for (let start = 0; start < sampleSlugs.length; start += 8) {
      await Promise.all(
        sampleSlugs.slice(start, start + 8).map(async (slug) => {
          const response = await postApi(server, apiPaths.partnerData(), { slug });
          expect(response.status, slug).toBe(200);
          const { other_images } = (await response.json()).data.details as { other_images: unknown };
          if (!encodedOnce(other_images)) encodedWrong.push(`${slug}: ${JSON.stringify(other_images)}`);
        }),
      );
    }
    expect(encodedWrong).toEqual([]);
  });

  it('shows every image of other_images in the mini-site carousel', async () => {
    for (const slug of showcasePartnerSlugs) {
      const { details } = await partnerData(slug);
      const images = JSON.parse(details.other_images) as string[];
      expect(images.length, slug).toBeGreaterThan(0);
      const html = await pageHtml(slug);
      const carousel = html.slice(html.indexOf(`aria-label="Photos of`), html.indexOf('id="about"'));
      for (const image of [details.featured_image as string, ...images]) expect(carousel, `${slug} ${image}`).toContain(`src="${image}"`);
    }
  });

  it('a plain fetch (no JavaScript) shows the name, rating, address, hours, services and reviews', async () => {
    for (const slug of ['sharma-plumbing-works-delhi', 'glow-and-grace-beauty-studio-mumbai']) {
      const { details, categories, review_ratings } = data.get(slug) ?? (await partnerData(slug));
      const text = visibleText(await pageHtml(slug));
      expect(text).toContain(details.service_name);
      expect(text).toContain(`${details.ratings_average.toFixed(1)} (${details.rating_count} Ratings)`);
      expect(text).toContain(details.service_address!);
      expect(text).toContain(formatIndianPhone(details.mobile));
      if (details.email) expect(text).toContain(details.email);

      const hours = parseDayOpen(details.day_open);
      if (hours.status !== 'ok') throw new Error(`${slug} should have readable hours`);
      expect(text).toContain('Business hours');
      expect(text).toMatch(/Open now|Closed/);
      if (hours.hours.everyday) {
        expect(text).toContain(`Monday - Sunday ${hours.hours.days.Monday.map(formatSpan).join(', ')}`);
      } else {
        for (const row of weeklyTable(hours.hours)) expect(text).toContain(`${row.day} ${row.closed ? 'Closed' : row.spans.join(', ')}`);
      }

      for (const category of categories) {
        expect(text).toContain(category.name);
        expect(text).toContain(category.service_name);
        expect(text).toMatch(new RegExp(`Starting at ₹${category.price.toLocaleString('en-IN')}`));
      }
      for (const review of review_ratings.slice(0, 3)) {
        expect(text).toContain(review.comments);
        expect(text).toContain(`${review.first_name} Regular Client`);
      }
    }
  });

  it("puts a LocalBusiness in the page's JSON-LD that agrees with the partner's data", async () => {
    for (const slug of showcasePartnerSlugs) {
      const { details, categories, review_ratings } = data.get(slug) ?? (await partnerData(slug));
      const documents = jsonLdOf(await pageHtml(slug));
      expect(documents, slug).toHaveLength(1);
      const business = documents[0]!;
      businesses.set(slug, business);
      expect(business['@context']).toBe('https://schema.org');
      expect(business['@type']).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(business.name).toBe(details.service_name);
      expect(business.url).toBe(`http://localhost:4321${paths.partner(slug)}`);
      expect(business.telephone).toBe(formatIndianPhone(details.mobile));
      expect(business.telephone).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(business.image[0]).toBe(`http://localhost:4321${details.featured_image}`);
      expect(business.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN', postalCode: expect.stringMatching(/^[1-9]\d{5}$/) });
      expect(details.service_address).toContain(business.address.addressLocality);
      expect(details.service_address).toContain(business.address.addressRegion);
      if (details.email) expect(business.email).toBe(details.email);
      const count = categories.reduce((sum, category) => sum + category.rating_count, 0);
      if (count > 0) {
        expect(business.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingCount: count, ratingValue: details.ratings_average });
        expect(business.review.length).toBe(Math.min(3, review_ratings.length));
        expect(business.review[0]).toMatchObject({
          '@type': 'Review',
          author: { '@type': 'Person', name: review_ratings[0]!.first_name },
          reviewRating: { ratingValue: review_ratings[0]!.ratings },
          reviewBody: review_ratings[0]!.comments,
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
      } else {
        expect(business).not.toHaveProperty('aggregateRating');
      }
      const hours = parseDayOpen(details.day_open);
      if (hours.status === 'ok') expect(business.openingHoursSpecification).toEqual(openingHoursSpecification(hours.hours));
      else expect(business).not.toHaveProperty('openingHoursSpecification');
    }
  });

  it('hides the hours of a malformed day_open and logs it without personal data', async () => {
    const { details } = data.get(malformedDayOpenPartnerSlug) ?? (await partnerData(malformedDayOpenPartnerSlug));
    expect(parseDayOpen(details.day_open).status).toBe('invalid');
    const html = await pageHtml(malformedDayOpenPartnerSlug);
    expect(visibleText(html)).not.toContain('Business hours');
    expect(html).not.toContain('data-open-state');
    expect(jsonLdOf(html)[0]).not.toHaveProperty('openingHoursSpecification');
    // Its services, contact details and form are still there.
    expect(visibleText(html)).toContain('Our services');
    expect(visibleText(html)).toContain(formatIndianPhone(details.mobile));
    const log = server
      .output()
      .split('\n')
      .find((line) => line.includes('partner day_open is invalid'));
    expect(log).toBeDefined();
    expect(JSON.parse(log!)).toMatchObject({ partnerId: details.id, reason: 'day_open is not valid JSON' });
    expect(log).not.toContain(details.mobile);
    if (details.email) expect(log).not.toContain(details.email);
  });

  it('/partner/store/{emp_id} reaches the same page (a permanent redirect)', async () => {
    const { details } = data.get('sharma-plumbing-works-delhi')!;
    const response = await fetch(`${server.origin}${paths.partnerStore(details.id)}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, server.origin).pathname).toBe(paths.partner('sharma-plumbing-works-delhi'));
    expect((await fetch(`${server.origin}${paths.partnerStore(999_999)}`)).status).toBe(404);
  });

  it('answers an unknown partner with the 404 page', async () => {
    const response = await fetch(`${server.origin}${paths.partner('no-such-partner')}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We could not find that page');
  });

  it('counts a visit once per visit id, never for a bot, and answers {status:1, count}', async () => {
    const { details } = data.get('sharma-plumbing-works-delhi')!;
    const id = details.id;
    const route = apiPaths.partnerTraffic(id);
    const visit = (visitId: string | null, userAgent = BROWSER, method: 'GET' | 'POST' = 'POST') =>
      method === 'GET'
        ? fetch(`${server.origin}/api${route}${visitId ? `?visit_id=${visitId}` : ''}`, { headers: { 'user-agent': userAgent } })
        : postApi(server, route, visitId ? { visit_id: visitId } : {}, 'json', { 'user-agent': userAgent });
    const count = async (response: Response) => {
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ status: 1, count: expect.any(Number) });
      return body.count as number;
    };

    const start = (await partnerData('sharma-plumbing-works-delhi')).details.traffic_count;
    const first = `${run}-visit-a`;
    expect(await count(await visit(first))).toBe(start + 1);
    expect(await count(await visit(first)), 'a reload in the same visit').toBe(start + 1);
    expect(await count(await visit(first, BROWSER, 'GET')), 'the GET form too').toBe(start + 1);
    expect(await count(await visit(`${run}-visit-b`, BROWSER, 'GET'))).toBe(start + 2);
    // Bots are answered but never counted, and their visit id is not kept either.
    expect(await count(await visit(`${run}-visit-c`, GOOGLEBOT))).toBe(start + 2);
    expect(await count(await visit(`${run}-visit-d`, 'curl/8.5.0', 'GET'))).toBe(start + 2);
    expect(await count(await visit(`${run}-visit-c`))).toBe(start + 3);
    // The plain SPEC call without a visit id counts each time.
    expect(await count(await visit(null))).toBe(start + 4);
    expect((await partnerData('sharma-plumbing-works-delhi')).details.traffic_count).toBe(start + 4);
    expected.traffic = start + 4;
    expected.partnerId = id;

    for (const bad of ['999999', 'abc', '0']) {
      const response = await fetch(`${server.origin}/api/get_traffic_data_add/${bad}`, { headers: { 'user-agent': BROWSER } });
      expect(response.status, bad).toBe(404);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    const crossSite = await fetch(`${server.origin}/api${route}`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'user-agent': BROWSER },
    });
    expect(crossSite.status).toBe(403);
  });

  it('adds a call for each Call Now (sendBeacon POST without a body, or GET)', async () => {
    const start = (await partnerData('sharma-plumbing-works-delhi')).details.call_count;
    const route = apiPaths.partnerCall(expected.partnerId);
    // What navigator.sendBeacon(url) sends: a same-origin POST with no body.
    const beacon = await fetch(`${server.origin}/api${route}`, { method: 'POST', headers: { origin: server.origin } });
    expect(beacon.status).toBe(200);
    expect(await beacon.json()).toEqual({ status: 1 });
    const get = await fetch(`${server.origin}/api${route}`);
    expect(await get.json()).toEqual({ status: 1 });
    expect((await partnerData('sharma-plumbing-works-delhi')).details.call_count).toBe(start + 2);
    expected.calls = start + 2;
    expect((await fetch(`${server.origin}/api/get_call_data_add/999999`, { method: 'POST', headers: { origin: server.origin } })).status).toBe(404);
  });

  it('counts no call and no visit from another site’s page, and keeps the answers’ shapes', async () => {
    const id = expected.partnerId;
    const before = (await partnerData('sharma-plumbing-works-delhi')).details;
    const otherSites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://elsewhere.example/inflate.html' },
      { 'sec-fetch-site': 'cross-site', referer: `${server.origin}/` },
    ];
    for (const [index, headers] of otherSites.entries()) {
      const visit = await fetch(`${server.origin}/api${apiPaths.partnerTraffic(id)}?visit_id=${run}-elsewhere-${index}`, {
        headers: { 'user-agent': BROWSER, ...headers },
      });
      expect(visit.status, JSON.stringify(headers)).toBe(200);
      expect(await visit.json()).toEqual({ status: 1, count: before.traffic_count });
      const tapped = await fetch(`${server.origin}/api${apiPaths.partnerCall(id)}`, { headers: { 'user-agent': BROWSER, ...headers } });
      expect(tapped.status, JSON.stringify(headers)).toBe(200);
      expect(await tapped.json()).toEqual({ status: 1 });
    }
    const after = (await partnerData('sharma-plumbing-works-delhi')).details;
    expect([after.traffic_count, after.call_count]).toEqual([before.traffic_count, before.call_count]);

    // From our own page (what the browser says of a same-origin fetch and beacon): counted.
    const ours = { 'user-agent': BROWSER, 'sec-fetch-site': 'same-origin', referer: `${server.origin}/partner/sharma-plumbing-works-delhi` };
    const visit = await fetch(`${server.origin}/api${apiPaths.partnerTraffic(id)}?visit_id=${run}-ours`, { headers: ours });
    expect(await visit.json()).toEqual({ status: 1, count: before.traffic_count + 1 });
    expect(
      (await fetch(`${server.origin}/api${apiPaths.partnerCall(id)}`, { method: 'POST', headers: { ...ours, origin: server.origin } })).status,
    ).toBe(200);
    const counted = (await partnerData('sharma-plumbing-works-delhi')).details;
    expect([counted.traffic_count, counted.call_count]).toEqual([before.traffic_count + 1, before.call_count + 1]);
    expected.traffic += 1;
    expected.calls += 1;
  });

  it('the contact form stores the message and mails the partner, or support when the partner has no email', async () => {
    const withEmail = data.get('sharma-plumbing-works-delhi')!.details;
    const withoutEmail = [...data.values()].map((entry) => entry.details).find((details) => !details.email);
    expect(withEmail.email).toEqual(expect.stringContaining('@'));
    expect(withoutEmail, 'a showcase partner without an email address').toBeDefined();

    const message = (tag: string) => ({
      name: `Anita <b>Rao</b> ${tag}`,
      email: `anita.${tag}.${run}@example.com`,
      subject: `Leaking kitchen tap ${tag}`,
      message: 'The kitchen tap drips all night <script>alert(1)</script>. Can someone come on Saturday?',
    });

    let response!: Response;
    let mails = await newMails(server, async () => {
      response = await postApi(server, apiPaths.partnerContact(withEmail.id), message('partner'));
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: 1,
      msg: `Thank you! Your message has been sent to ${withEmail.service_name}. They will reply to your email soon.`,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.to).toBe(withEmail.email);
    expect(mails[0]!.headers['reply-to']).toBe(message('partner').email);
    expect(mails[0]!.headers.subject).toBe('Leaking kitchen tap partner — message from Anita <b>Rao</b> partner via Seva');
    expect(mails[0]!.text).toContain('The kitchen tap drips all night <script>alert(1)</script>.');
    expect(mails[0]!.html).not.toContain('<script>');
    expect(mails[0]!.html).not.toContain('<b>');
    expect(mails[0]!.text).not.toContain('has no email address');

    mails = await newMails(server, async () => {
      response = await postApi(server, apiPaths.partnerContact(withoutEmail!.id), message('support'), 'form');
    });
    expect(response.status).toBe(201);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.to).toBe('support@seva.in');
    expect(mails[0]!.text).toContain(
      `${withoutEmail!.service_name} has no email address on Seva. Please pass this message on by phone: ${formatIndianPhone(withoutEmail!.mobile)}.`,
    );

    mails = await newMails(
      server,
      async () => {
        const empty = await postApi(server, apiPaths.partnerContact(withEmail.id), {}, 'multipart');
        expect(empty.status).toBe(422);
        expect((await empty.json()).errors).toEqual({
          name: 'Please enter your name',
          email: 'Please enter your email address',
          subject: 'Please enter a subject',
          message: 'Please enter your message',
        });
        const badEmail = await postApi(server, apiPaths.partnerContact(withEmail.id), { ...message('invalid'), email: 'anita@' });
        expect(badEmail.status).toBe(422);
        expect((await badEmail.json()).errors).toEqual({ email: 'Please enter a valid email address' });
        const unknown = await postApi(server, apiPaths.partnerContact(999_999), message('unknown'));
        expect(unknown.status).toBe(404);
        const malformed = await postApi(server, apiPaths.partnerContact(withEmail.id), '{"name":');
        expect(malformed.status).toBe(400);
      },
      2_000,
    );
    expect(mails).toEqual([]);
  });

  it('what the pages and calls showed agrees with the database, and what they stored is there', async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'db') });
    try {
      for (const [slug, business] of businesses) {
        const [partner] = await handle.db.select().from(partners).where(eq(partners.slug, slug));
        expect(partner, slug).toBeDefined();
        const listings = await handle.db.select().from(services).where(eq(services.partnerId, partner!.id));
        expect(business.name).toBe(partner!.businessName);
        expect(business.telephone).toBe(formatIndianPhone(partner!.mobile));
        expect(business.email).toBe(partner!.email ?? undefined);

        // Address and geo are those of one of the partner's listings.
        const listing = listings.find((row) => row.lat === business.geo.latitude && row.lng === business.geo.longitude);
        expect(listing, `${slug}: geo of a listing`).toBeDefined();
        const { streetAddress, addressLocality, addressRegion, postalCode } = business.address;
        expect(listing!.serviceAddress).toBe(`${streetAddress}, ${addressLocality}, ${addressRegion} ${postalCode}`);

        // The rating is every listing's ratings together; the reviews are real reviews of its listings.
        const count = listings.reduce((sum, row) => sum + row.ratingCount, 0);
        const reviewRows = await handle.db
          .select()
          .from(reviews)
          .where(
            inArray(
              reviews.serviceId,
              listings.map((row) => row.id),
            ),
          );
        expect(reviewRows.length).toBe(count);
        if (count > 0) {
          const average = reviewRows.reduce((sum, row) => sum + row.ratings, 0) / count;
          expect(business.aggregateRating.ratingCount).toBe(count);
          expect(business.aggregateRating.ratingValue).toBe(Math.round(average * 10) / 10);
          for (const review of business.review) {
            expect(
              reviewRows.some(
                (row) =>
                  row.firstName === review.author.name && row.comments === review.reviewBody && row.ratings === review.reviewRating.ratingValue,
              ),
              `${slug}: review by ${review.author.name}`,
            ).toBe(true);
          }
        }

        const hours = parseDayOpen(partner!.dayOpen);
        if (hours.status === 'ok') {
          const open = new Set(business.openingHoursSpecification.flatMap((entry: { dayOfWeek: string[] }) => entry.dayOfWeek));
          for (const day of WEEK_DAYS) expect(open.has(day), `${slug} ${day}`).toBe(hours.hours.days[day].length > 0);
        }
      }

      const [counted] = await handle.db.select().from(partners).where(eq(partners.id, expected.partnerId));
      expect(counted!.trafficCount).toBe(expected.traffic);
      expect(counted!.callCount).toBe(expected.calls);

      const stored = await handle.db
        .select()
        .from(contactMessages)
        .where(inArray(contactMessages.email, [`anita.partner.${run}@example.com`, `anita.support.${run}@example.com`]));
      expect(stored.map((row) => row.subject).sort()).toEqual(['Leaking kitchen tap partner', 'Leaking kitchen tap support']);
      for (const row of stored) {
        expect(row.partnerId).toEqual(expect.any(Number));
        expect(row.message).toBe('The kitchen tap drips all night <script>alert(1)</script>. Can someone come on Saturday?');
      }
      const refused = await handle.db
        .select()
        .from(contactMessages)
        .where(inArray(contactMessages.email, [`anita.invalid.${run}@example.com`, `anita.unknown.${run}@example.com`]));
      expect(refused).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
