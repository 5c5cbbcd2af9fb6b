import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { malformedDayOpenPartnerSlug } from '../../src/features/catalog/demo/showcase';
import { parseDayOpen } from '../../src/features/listings/hours';
import { apiPaths, paths } from '../../src/paths';
import { createPostgresDatabase, journeyEngines } from '../support/databases';
import { startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { startMailbox, type Mailbox } from './support/mailbox';

/**
 * The details page's calls against a real server on each engine: product data, reviews (sort, search,
 * submit, one per user, helpful votes), questions, photos, enquiries and ride bookings, with bad
 * input answered in SPEC.md section 5's messages. Listings are found through the demo catalogue's builder
 * (ids are deterministic).
 */

const demo = buildDemoCatalogue();
const categoryOf = new Map(demo.categories.map((c) => [c.id, c]));
const partnerOf = new Map(demo.partners.map((p) => [p.id, p]));
const listingsOfPartner = (slug: string) => demo.services.filter((s) => partnerOf.get(s.partnerId)!.slug === slug);
const reviewsOf = (serviceId: number) => demo.reviews.filter((r) => r.serviceId === serviceId);

/** A transport listing (an ambulance of the showcase) whose partner has an email address. */
const ambulance = demo.services.find((s) => categoryOf.get(s.categoryId)!.isTransport && partnerOf.get(s.partnerId)!.email)!;
/** A non-transport listing with many reviews, a partner email and readable hours. */
const busy = demo.services
  .filter((s) => !categoryOf.get(s.categoryId)!.isTransport && partnerOf.get(s.partnerId)!.email && reviewsOf(s.id).length >= 15)
  .sort((a, b) => a.id - b.id)[0]!;
const broken = listingsOfPartner(malformedDayOpenPartnerSlug)[0]!;
/** Howrah station and Salt Lake Sector V, Kolkata. */
const HOWRAH = '22.5839,88.3426';
const SALT_LAKE = '22.5726,88.4312';

/** True when every value is at most the one before it. */
function nonIncreasing(sequence: number[]): boolean {
  return sequence.every((value, i) => i === 0 || sequence[i - 1]! >= value);
}

describe.each(journeyEngines)('details calls on %s', (engine) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let dropDatabase: (() => Promise<void>) | undefined;
  let asha = '';
  let ravi = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    // TRUST_PROXY: a test speaks from several addresses through X-Forwarded-For (helpful votes).
    const env: Record<string, string> = { SMTP_URL: mailbox.url, TRUST_PROXY: '1' };
    if (engine === 'postgres') {
      // A copy of the run's seeded template, as on PGlite (tests/support/global-setup.ts).
      const created = await createPostgresDatabase(inject('postgresTemplate'));
      env.DATABASE_URL = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer({ env });
    asha = await signIn(server, mailbox, 'asha.details@example.com');
    ravi = await signIn(server, mailbox, 'ravi.details@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    await mailbox?.close();
  });

  describe('GET /api/get-specific-product-data/{id}', () => {
    it("answers SPEC.md's detail shape with the category name, price per km and hours", async () => {
      const answer = await call(server, 'GET', apiPaths.productData(ambulance.id));
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(1);
      const data = answer.body.data;
      expect(data).toMatchObject({
        name: categoryOf.get(ambulance.categoryId)!.name,
        service_name: ambulance.serviceName,
        services_id: ambulance.id,
        slug: ambulance.slug,
        price: ambulance.price,
        ratings_average: ambulance.ratingsAverage,
        rating_count: ambulance.ratingCount,
        service_address: ambulance.serviceAddress,
        contact_no: ambulance.contactNo,
        featured_image: ambulance.featuredImage,
        basic_info: ambulance.basicInfo,
        other_info: ambulance.otherInfo,
        is_transport: true,
      });
      expect(parseDayOpen(data.hours).status).toBe('ok');
      expect(data.photos.length).toBeGreaterThanOrEqual(2);
    });

    it('gives no hours for malformed day_open, and 404 JSON for unknown or malformed ids', async () => {
      expect((await call(server, 'GET', apiPaths.productData(broken.id))).body.data.hours).toBeNull();
      for (const id of ['99999999', 'abc', '-1', '1.5']) {
        const answer = await call(server, 'GET', `/get-specific-product-data/${id}`);
        expect(answer.status, id).toBe(404);
        expect(answer.body.message, id).toBeTruthy();
      }
    });
  });

  describe('GET /api/get-reviews/{id}', () => {
    const get = (query = '') => call(server, 'GET', `${apiPaths.reviews(busy.id)}${query}`);

    it('lists 10 reviews a page with the SPEC fields, total, average, count, trend and breakdown', async () => {
      const answer = await get();
      expect(answer.status).toBe(200);
      const body = answer.body;
      expect(body).toMatchObject({ status: 1, page: 1, page_size: 10, sort: 'relevant', q: '', total: reviewsOf(busy.id).length });
      expect(body.count).toBe(reviewsOf(busy.id).length);
      expect(body.average).toBe(busy.ratingsAverage);
      expect(body.data).toHaveLength(10);
      for (const review of body.data) {
        expect(Object.keys(review).sort()).toEqual(
          // verified_customer: the business answered the reviewer (a quote, a confirmed booking) before the review (demo reviews have no user: false);
          // reply and reply_at: the owner's answer and its time (CONTRACT.md), null without one.
          [
            'comments',
            'created_at',
            'first_name',
            'helpful_count',
            'last_name',
            'profile_pic',
            'ratings',
            'reply',
            'reply_at',
            'review_id',
            'verified_customer',
          ].sort(),
        );
        expect(review.verified_customer).toBe(false);
      }
      const stars = Object.values(body.breakdown as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(stars).toBe(body.count);
      expect(['up', 'down', 'same', 'none']).toContain(body.trend.direction);
      expect(body.trend.window_days).toBe(90);
      const second = (await get('?page=2')).body;
      expect(second.data.length).toBe(Math.min(10, body.total - 10));
      expect(second.data.map((r: { review_id: number }) => r.review_id)).not.toContain(body.data[0].review_id);
    });

    it('sorts Relevant by helpful votes then date, Latest by date, High to Low by stars', async () => {
      const relevant = (await get('?sort=relevant')).body.data as { helpful_count: number; created_at: string; ratings: number }[];
      expect(nonIncreasing(relevant.map((r) => r.helpful_count))).toBe(true);
      const latest = (await get('?sort=latest')).body.data as typeof relevant;
      expect(nonIncreasing(latest.map((r) => Date.parse(r.created_at)))).toBe(true);
      const high = (await get('?sort=high')).body.data as typeof relevant;
      expect(nonIncreasing(high.map((r) => r.ratings))).toBe(true);
      expect(high[0]!.ratings).toBe(Math.max(...reviewsOf(busy.id).map((r) => r.ratings)));
      // Unknown values fall back instead of failing.
      expect((await get('?sort=best&page=zero')).body).toMatchObject({ sort: 'relevant', page: 1 });
    });

    it('searches comments and names, case-insensitively, with % and _ taken literally', async () => {
      const word = reviewsOf(busy.id)[0]!
        .comments.split(/\W+/)
        .find((w) => w.length >= 5)!;
      const expected = reviewsOf(busy.id).filter((r) =>
        `${r.comments} ${r.firstName} ${r.lastName}`.toLowerCase().includes(word.toLowerCase()),
      ).length;
      const found = (await get(`?q=${encodeURIComponent(word.toUpperCase())}`)).body;
      expect(found.total).toBe(expected);
      expect(found.q).toBe(word.toUpperCase());
      for (const review of found.data) {
        expect(`${review.comments} ${review.first_name} ${review.last_name}`.toLowerCase()).toContain(word.toLowerCase());
      }
      expect((await get('?q=%25')).body.total).toBe(0);
      expect((await get('?q=zzqqxx')).body).toMatchObject({ total: 0, data: [] });
    });

    it('answers 404 for an unknown listing', async () => {
      expect((await call(server, 'GET', apiPaths.reviews(99999999))).status).toBe(404);
    });
  });

  describe('POST /api/submit-review-data', () => {
    const submit = (token: string | undefined, json: unknown) => call(server, 'POST', apiPaths.submitReview(), { token, json });

    it('needs a signed-in user', async () => {
      const answer = await submit(undefined, { ratings: 5, comments: 'Great', slug: busy.slug });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Please login first');
    });

    it("refuses bad input with SPEC.md's messages: no rating, ratings outside 1-5, no comment, a huge comment, an unknown slug", async () => {
      const cases: [unknown, string, string][] = [
        [{ comments: 'Good', slug: busy.slug }, 'ratings', 'Please add retings'],
        [{ ratings: 0, comments: 'Good', slug: busy.slug }, 'ratings', 'Please add retings'],
        [{ ratings: '', comments: 'Good', slug: busy.slug }, 'ratings', 'Please add retings'],
        [{ ratings: 6, comments: 'Good', slug: busy.slug }, 'ratings', 'Rating must be a whole number from 1 to 5'],
        [{ ratings: -2, comments: 'Good', slug: busy.slug }, 'ratings', 'Rating must be a whole number from 1 to 5'],
        [{ ratings: 3.5, comments: 'Good', slug: busy.slug }, 'ratings', 'Rating must be a whole number from 1 to 5'],
        [{ ratings: 'five', comments: 'Good', slug: busy.slug }, 'ratings', 'Please add retings'],
        [{ ratings: 4, comments: '   ', slug: busy.slug }, 'comments', 'Please add comment'],
        [{ ratings: 4, slug: busy.slug }, 'comments', 'Please add comment'],
        [{ ratings: 4, comments: 'x'.repeat(2001), slug: busy.slug }, 'comments', 'Please keep your review under 2,000 characters'],
      ];
      for (const [json, field, message] of cases) {
        const answer = await submit(asha, json);
        expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(422);
        expect(answer.body.errors?.[field], JSON.stringify(json).slice(0, 80)).toBe(message);
      }
      expect((await submit(asha, { ratings: 4, comments: 'Good', slug: 'no-such-listing' })).status).toBe(404);
    });

    it('adds a review, recomputes the average and count at once, and a second one edits the first', async () => {
      const before = (await call(server, 'GET', apiPaths.productData(busy.id))).body.data;
      const sum = reviewsOf(busy.id).reduce((total, r) => total + r.ratings, 0);
      const count = reviewsOf(busy.id).length;
      const roundedHalfUp = (s: number, n: number) => Math.floor((20 * s + n) / (2 * n)) / 10;

      const first = await submit(asha, { ratings: '1', comments: '  <b>Late</b> and rude <script>alert(1)</script>  ', slug: busy.slug });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        status: 1,
        msg: 'Thank you! Your review has been added.',
        data: { updated: false, rating_count: count + 1 },
      });
      expect(first.body.data.ratings_average).toBe(roundedHalfUp(sum + 1, count + 1));
      const after = (await call(server, 'GET', apiPaths.productData(busy.id))).body.data;
      expect(after.rating_count).toBe(before.rating_count + 1);
      expect(after.ratings_average).toBe(roundedHalfUp(sum + 1, count + 1));

      const second = await submit(asha, { ratings: 5, comments: 'They came back and fixed it. Excellent!', slug: busy.slug });
      expect(second.body).toMatchObject({
        status: 1,
        msg: 'Your review has been updated.',
        data: { updated: true, rating_count: count + 1, review_id: first.body.data.review_id },
      });
      expect(second.body.data.ratings_average).toBe(roundedHalfUp(sum + 5, count + 1));

      const latest = (await call(server, 'GET', `${apiPaths.reviews(busy.id)}?sort=latest&q=fixed it`)).body;
      expect(latest.total).toBe(1);
      expect(latest.data[0]).toMatchObject({
        ratings: 5,
        comments: 'They came back and fixed it. Excellent!',
        first_name: 'Seva',
        last_name: 'customer',
      });
      expect(latest.count).toBe(count + 1);
    });

    it('stores markup as text, and the page shows it escaped', async () => {
      await submit(ravi, { ratings: 2, comments: 'Bad <img src=x onerror=alert(1)> service', slug: busy.slug });
      const found = (await call(server, 'GET', `${apiPaths.reviews(busy.id)}?q=onerror`)).body;
      expect(found.data[0].comments).toBe('Bad <img src=x onerror=alert(1)> service');
      const html = await (await fetch(`${server.origin}${paths.details(busy.slug)}`)).text();
      expect(html).not.toContain('<img src=x onerror');
    });
  });

  describe('POST /api/review-helpful/{id}', () => {
    const vote = (reviewId: number, options: { token?: string; ua?: string; from?: string } = {}) =>
      call(server, 'POST', apiPaths.reviewHelpful(reviewId), {
        token: options.token,
        headers: { 'user-agent': options.ua ?? 'tests/visitor-1', ...(options.from ? { 'x-forwarded-for': options.from } : {}) },
      });

    it('counts one vote per person: a visitor once per address whatever the browser, a user once by account', async () => {
      const review = reviewsOf(busy.id)[1]!;
      const helpful = review.helpfulCount ?? 0;
      const start = (await vote(review.id)).body;
      expect(start).toMatchObject({ status: 1, data: { review_id: review.id, counted: true, helpful_count: helpful + 1 } });
      expect((await vote(review.id)).body.data).toMatchObject({ counted: false, helpful_count: helpful + 1 });
      // Another User-Agent from the same address is the same visitor: seven of them add nothing.
      for (let i = 2; i <= 8; i++) {
        expect((await vote(review.id, { ua: `tests/visitor-${i}` })).body.data, `browser ${i}`).toMatchObject({
          counted: false,
          helpful_count: helpful + 1,
        });
      }
      expect((await vote(review.id, { from: '203.0.113.40' })).body.data).toMatchObject({ counted: true, helpful_count: helpful + 2 });
      expect((await vote(review.id, { token: asha })).body.data).toMatchObject({ counted: true, helpful_count: helpful + 3 });
      expect((await vote(review.id, { token: asha, ua: 'another phone', from: '203.0.113.41' })).body.data).toMatchObject({
        counted: false,
        helpful_count: helpful + 3,
      });
    });

    it('refuses a vote on your own review (403) and on an unknown one (404)', async () => {
      const own = (await call(server, 'GET', `${apiPaths.reviews(busy.id)}?q=fixed it`)).body.data[0];
      expect((await vote(own.review_id, { token: asha })).status).toBe(403);
      expect((await vote(own.review_id, { token: ravi })).body.data.counted).toBe(true);
      expect((await vote(99999999)).status).toBe(404);
      expect((await call(server, 'POST', '/review-helpful/abc')).status).toBe(404);
    });
  });

  describe('questions', () => {
    it('lists questions and lets a signed-in customer post one that shows at once', async () => {
      const list = await call(server, 'GET', apiPaths.questions(busy.id));
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body.data)).toBe(true);
      expect((await call(server, 'POST', apiPaths.questions(busy.id), { json: { question: 'Do you work on Sundays?' } })).status).toBe(401);
      const empty = await call(server, 'POST', apiPaths.questions(busy.id), { token: asha, json: { question: '   ' } });
      expect(empty.status).toBe(422);
      expect(empty.body.errors.question).toBe('Please write your question');
      const long = await call(server, 'POST', apiPaths.questions(busy.id), { token: asha, json: { question: 'q'.repeat(501) } });
      expect(long.body.errors.question).toBe('Please keep your question under 500 characters');
      const posted = await call(server, 'POST', apiPaths.questions(busy.id), { token: asha, json: { question: 'Do you work on <i>Sundays</i>?' } });
      expect(posted.status).toBe(201);
      expect(posted.body.data).toMatchObject({ question: 'Do you work on <i>Sundays</i>?', asked_by: 'Seva customer', answer: null });
      const again = await call(server, 'GET', apiPaths.questions(busy.id));
      expect(again.body.data[0].question_id).toBe(posted.body.data.question_id);
      expect((await call(server, 'GET', apiPaths.questions(99999999))).status).toBe(404);
    });
  });

  describe('POST /api/service-photo/{id}', () => {
    const png = async () => {
      const sharp = (await import('sharp')).default;
      return sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
    };
    const upload = (token: string | undefined, blob: Blob, id = busy.id) => {
      const form = new FormData();
      form.append('photo', blob, 'photo.png');
      return call(server, 'POST', apiPaths.servicePhoto(id), { token, form });
    };

    it('needs a user, an image and a listing; a photo added shows first among the listing photos', async () => {
      const image = new Blob([new Uint8Array(await png())], { type: 'image/png' });
      expect((await upload(undefined, image)).status).toBe(401);
      const notImage = await upload(asha, new Blob(['<svg onload=alert(1)></svg>'], { type: 'image/png' }));
      expect(notImage.status).toBe(422);
      expect(notImage.body.errors.photo).toMatch(/PNG, JPG or WebP/);
      expect((await upload(asha, image, 99999999)).status).toBe(404);
      const noFile = await call(server, 'POST', apiPaths.servicePhoto(busy.id), { token: asha, form: new FormData() });
      expect(noFile.status).toBe(422);

      const added = await upload(asha, image);
      expect(added.status).toBe(201);
      expect(added.body.data).toMatchObject({ by_customer: true });
      expect(added.body.data.url).toMatch(/\.webp$/);
      const photos = (await call(server, 'GET', apiPaths.productData(busy.id))).body.data.photos;
      expect(photos[0].url).toBe(added.body.data.url);
      const served = await fetch(new URL(added.body.data.url, server.origin));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    });
  });

  describe('POST /api/enquiry-order-data-add', () => {
    const enquire = (json: unknown, token?: string) => call(server, 'POST', apiPaths.enquiry(), { json, token });
    const valid = { name: 'Priya Das', mobile: '9831012345', service_id: busy.id, price: busy.price };

    it("refuses bad input with SPEC.md section 5's words", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...valid, name: '' }, 'name', 'Name field cannot be empty'],
        [{ ...valid, name: '   ' }, 'name', 'Name field cannot be empty'],
        [{ ...valid, name: undefined }, 'name', 'Name field cannot be empty'],
        [{ ...valid, name: 'Priya 2' }, 'name', 'Please enter valid email'],
        [{ ...valid, name: '<b>Priya</b>' }, 'name', 'Please enter valid email'],
        [{ ...valid, name: 'a'.repeat(81) }, 'name', 'Please keep the name under 80 characters'],
        [{ ...valid, mobile: '' }, 'mobile', 'Mobile number cannot be empty'],
        [{ ...valid, mobile: '5831012345' }, 'mobile', 'Please enter valid mobile number'],
        [{ ...valid, mobile: '983101234' }, 'mobile', 'Please enter valid mobile number'],
        [{ ...valid, mobile: '98310123456' }, 'mobile', 'Please enter valid mobile number'],
        [{ ...valid, service_id: 'x' }, 'service_id', 'Which service is this enquiry for?'],
        [{ ...valid, price: 'lots' }, 'price', 'Price must be a number'],
      ];
      for (const [json, field, message] of cases) {
        const answer = await enquire(json);
        expect(answer.status, JSON.stringify(json)).toBe(422);
        expect(answer.body.errors[field], JSON.stringify(json)).toBe(message);
      }
      expect((await enquire({ ...valid, service_id: 99999999 })).status).toBe(404);
    });

    it("stores a visitor's enquiry and mails the business", async () => {
      const partner = partnerOf.get(busy.partnerId)!;
      const mailsBefore = mailbox.mailsTo(partner.email!).length;
      const answer = await enquire({ ...valid, name: ' Priya   Das ' });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ status: 1, msg: 'Enquiry successfully added' });
      const deadline = Date.now() + 5000;
      while (mailbox.mailsTo(partner.email!).length === mailsBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const mail = mailbox.mailsTo(partner.email!).at(-1)!;
      expect(mail.text).toContain('Priya Das');
      expect(mail.text).toContain('+91 98310 12345');
      expect(mail.text).toContain(paths.details(busy.slug));
    });

    it('refuses a flood of enquiries for one mobile number with a 429', async () => {
      const quiet = demo.services.find((l) => !partnerOf.get(l.partnerId)!.email)!;
      const flood = { ...valid, service_id: quiet.id, mobile: '6000000001' };
      for (let i = 0; i < 20; i++) expect((await enquire(flood)).status, `enquiry ${i + 1}`).toBe(201);
      const refused = await enquire(flood);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
      // The rule is the number's: another number is heard (at another business, since 20 anonymous enquiries
      // are also the most one business takes in a day).
      const other = demo.services.find((l) => l.partnerId !== quiet.partnerId && !partnerOf.get(l.partnerId)!.email)!;
      expect((await enquire({ ...flood, service_id: other.id, mobile: '6000000002' })).status).toBe(201);
    });

    it("links a signed-in customer's enquiry to them and notifies them", async () => {
      const before = (await call(server, 'GET', '/get-notifications', { token: ravi })).body.data.length;
      const answer = await enquire({ ...valid, name: 'Ravi Kumar', mobile: '7003123456' }, ravi);
      expect(answer.status).toBe(201);
      const notes = (await call(server, 'GET', '/get-notifications', { token: ravi })).body.data;
      expect(notes.length).toBe(before + 1);
      expect(notes[0].message).toContain(busy.serviceName);
    });
  });

  describe('POST /api/order-data-submit', () => {
    const book = (json: unknown, token?: string) => call(server, 'POST', apiPaths.booking(), { json, token });
    let quote: { km: number; distance: string; duration: string; price: number };

    beforeAll(async () => {
      const matrix = (await call(server, 'GET', `/get_location_matrix_data/${encodeURIComponent(HOWRAH)}/${encodeURIComponent(SALT_LAKE)}`)).body;
      const element = matrix.rows[0].elements[0];
      // The price is the distance shown ('11.9 km') × the rate, not the metres behind it.
      const km = Number.parseFloat(element.distance.text.replace(/,/g, ''));
      expect(element.distance.text).toMatch(/ km$/);
      quote = { km, distance: element.distance.text, duration: element.duration.text, price: Math.round(km * ambulance.price * 100) / 100 };
    });
    const ride = () => ({
      pickup_location: 'Howrah Station, Howrah',
      destination_location: 'Salt Lake Sector V, Kolkata',
      pickup_location_lat_lng: HOWRAH,
      destination_location_lat_lng: SALT_LAKE,
      distance: quote.distance,
      duration: quote.duration,
      price: quote.price,
      services_id: ambulance.id,
    });

    it('needs a signed-in user', async () => {
      expect((await book(ride())).status).toBe(401);
    });

    it("refuses missing places with SPEC.md's messages, and bad points", async () => {
      // A missing distance or price is no refusal: the server works out its own (see below).
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...ride(), pickup_location: '' }, 'pickup_location', 'Please add pickup address'],
        [{ ...ride(), destination_location: ' ' }, 'destination_location', 'Please add destination address'],
        [{ ...ride(), pickup_location_lat_lng: '' }, 'pickup_location_lat_lng', 'Please choose the pickup address from the suggestions'],
        [
          { ...ride(), destination_location_lat_lng: '95,200' },
          'destination_location_lat_lng',
          'Please choose the destination address from the suggestions',
        ],
        [{ ...ride(), pickup_location: 'x'.repeat(301) }, 'pickup_location', 'Please keep the address under 300 characters'],
      ];
      for (const [json, field, message] of cases) {
        const answer = await book(json, asha);
        expect(answer.status, field).toBe(422);
        expect(answer.body.errors[field], field).toBe(message);
      }
    });

    it('books with its own numbers whatever the client sent (the server wins, the booking is kept); refuses non-transport and unknown listings', async () => {
      for (const numbers of [
        { price: 1 },
        { distance: '1.0 km', price: Math.round(ambulance.price * 100) / 100 },
        { distance: '', price: undefined },
      ]) {
        const answer = await book({ ...ride(), ...numbers }, ravi);
        expect(answer.status, JSON.stringify(numbers)).toBe(201);
        expect(answer.body.data, JSON.stringify(numbers)).toMatchObject({ price: quote.price, distance: quote.distance, duration: quote.duration });
      }
      const notTransport = await book({ ...ride(), services_id: busy.id }, asha);
      expect(notTransport.status).toBe(422);
      const unknown = await book({ ...ride(), services_id: 99999999 }, asha);
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.services_id).toBe('No service has this id');
      const same = await book({ ...ride(), destination_location_lat_lng: HOWRAH, distance: '0 km', price: 0 }, asha);
      expect(same.status).toBe(422);
    });

    it('books with the server’s own numbers as Pending (6), notifies the customer and shows in History', async () => {
      expect(quote.km).toBeGreaterThan(6);
      expect(quote.km).toBeLessThan(20);
      const answer = await book({ ...ride(), price: quote.price + 0.4 }, asha);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        status: 1,
        msg: 'Booking successfully added',
        data: { status: 6, price: quote.price, distance: quote.distance },
      });
      const history = (await call(server, 'GET', '/get_user_history_data', { token: asha })).body;
      const rows = (Array.isArray(history) ? history : history.data) as { booking_id: number; booking_amount: number; booking_status: number }[];
      expect(rows.find((row) => row.booking_id === answer.body.data.booking_id)).toMatchObject({ booking_amount: quote.price, booking_status: 6 });
      const notes = (await call(server, 'GET', '/get-notifications', { token: asha })).body.data;
      expect(notes[0].message).toContain(`#${answer.body.data.booking_id}`);
    });
  });

  describe('/details/{slug}', () => {
    it('is kept in the route cache, and a question posted on the listing shows on the next load', async () => {
      const page = () => fetch(`${server.origin}${paths.details(busy.slug)}`);
      await (await page()).text();
      const cached = await page();
      expect(cached.headers.get('x-astro-cache')).toBe('HIT');
      const question = `Do you fix geysers on weekends? ${Date.now()}`;
      expect(await cached.text()).not.toContain(question);
      const posted = await call(server, 'POST', apiPaths.questions(busy.id), { token: ravi, json: { question } });
      expect(posted.status).toBe(201);
      const after = await page();
      expect(after.headers.get('x-astro-cache')).not.toBe('HIT');
      expect(await after.text()).toContain(question);
    });

    it('renders the listing with its title, canonical, heading, breadcrumb and timings; no session in the HTML', async () => {
      const response = await fetch(`${server.origin}${paths.details(busy.slug)}`, { headers: { cookie: `seva_session=${asha}` } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const category = categoryOf.get(busy.categoryId)!;
      expect(html).toMatch(/<title>[^<]*<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:4321${paths.details(busy.slug)}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>\\s*Top ${category.name}`));
      expect(html).toContain(`href="${paths.listing(category.slug, busy.city).replace(/&/g, '&amp;')}"`);
      expect(html).toContain('Timings');
      expect(html).toContain('tel:+91');
      // The same HTML for everyone: no email, and the heart is lit only in the browser.
      expect(html).not.toContain('asha.details@example.com');
      expect(html).toContain('aria-label="Save to favourites"');
      expect(html).not.toContain('aria-label="Saved to favourites"');
    });

    it('hides malformed hours and answers 404 for an unknown slug', async () => {
      const html = await (await fetch(`${server.origin}${paths.details(broken.slug)}`)).text();
      expect(html).toContain('Opening hours are not available');
      expect(html).not.toMatch(/<table/);
      const missing = await fetch(`${server.origin}${paths.details('no-such-provider-anywhere')}`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('We could not find that page');
    });
  });
});
