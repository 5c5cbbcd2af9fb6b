import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { categoryLabel } from '../../src/features/catalog/labels';
import { apiPaths, paths } from '../../src/paths';
import { startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { startMailbox, type Mailbox } from './support/mailbox';

/**
 * SPEC.md's API as a third-party client uses it, against a real server: a client
 * written from SPEC.md alone must succeed where a user would. Ride bookings in each lat/lng form and with
 * its own (other map provider's) numbers; the counters by get-partner-data's services_id; category names
 * as the pages show them; SPEC.md's empty state for unknown category pages.
 */

const demo = buildDemoCatalogue();
const categoryOf = new Map(demo.categories.map((c) => [c.id, c]));
const partnerOf = new Map(demo.partners.map((p) => [p.id, p]));
/** A transport listing (an ambulance of the showcase). */
const ambulance = demo.services.find((s) => categoryOf.get(s.categoryId)!.isTransport && partnerOf.get(s.partnerId)!.email)!;
/** Howrah station and Salt Lake Sector V, Kolkata. */
const HOWRAH = { lat: 22.5839, lng: 88.3426 };
const SALT_LAKE = { lat: 22.5726, lng: 88.4312 };
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The visible text of an HTML page, entities decoded and spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

let server: TestServer;
let mailbox: Mailbox;
let token = '';

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ env: { SMTP_URL: mailbox.url } });
  token = await signIn(server, mailbox, 'third.party.client@example.com');
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

describe('POST /api/order-data-submit as a SPEC.md client sends it', () => {
  const book = (json: unknown) => call(server, 'POST', apiPaths.booking(), { json, token });
  let quote: { distance: string; duration: string; price: number };

  beforeAll(async () => {
    const matrix = (await call(server, 'GET', `/get_location_matrix_data/${HOWRAH.lat},${HOWRAH.lng}/${SALT_LAKE.lat},${SALT_LAKE.lng}`)).body;
    const element = matrix.rows[0].elements[0];
    // The price is the distance shown ('11.9 km') × the rate, not the metres behind it.
    const km = Number.parseFloat(element.distance.text.replace(/,/g, ''));
    expect(element.distance.text).toMatch(/ km$/);
    quote = { distance: element.distance.text, duration: element.duration.text, price: Math.round(km * ambulance.price * 100) / 100 };
  });
  const ride = (pickup: unknown, destination: unknown, numbers: Record<string, unknown> = quote) => ({
    pickup_location: 'Howrah Station, Howrah',
    destination_location: 'Salt Lake Sector V, Kolkata',
    pickup_location_lat_lng: pickup,
    destination_location_lat_lng: destination,
    ...numbers,
    services_id: ambulance.id,
  });
  const amountOf = async (bookingId: number) => {
    const history = (await call(server, 'GET', '/get_user_history_data', { token })).body;
    const rows = (Array.isArray(history) ? history : history.data) as { booking_id: number; booking_amount: number }[];
    return rows.find((row) => row.booking_id === bookingId)?.booking_amount;
  };

  it("books with the points as 'lat,lng', as {lat, lng} and as that object's JSON text", async () => {
    const forms: [string, unknown, unknown][] = [
      ["'lat,lng'", `${HOWRAH.lat},${HOWRAH.lng}`, `${SALT_LAKE.lat},${SALT_LAKE.lng}`],
      ['{lat, lng}', HOWRAH, SALT_LAKE],
      ['JSON text', JSON.stringify(HOWRAH), JSON.stringify({ lat: String(SALT_LAKE.lat), lng: String(SALT_LAKE.lng) })],
    ];
    for (const [form, pickup, destination] of forms) {
      const answer = await book(ride(pickup, destination));
      expect(answer.status, form).toBe(201);
      expect(answer.body, form).toMatchObject({ status: 1, data: { price: quote.price, distance: quote.distance, duration: quote.duration } });
    }
  });

  it("books a client's own distance and price (another map provider) with the server's, stored and answered", async () => {
    const answer = await book(ride(HOWRAH, SALT_LAKE, { distance: '7.0 km', duration: '15 mins', price: 150 }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 1, data: { status: 6, price: quote.price, distance: quote.distance, duration: quote.duration } });
    expect(quote.price).not.toBe(150);
    expect(await amountOf(answer.body.data.booking_id)).toBe(quote.price);

    // Without any numbers of its own, too: the server works them out.
    const bare = await book(ride(HOWRAH, SALT_LAKE, {}));
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ status: 1, data: { price: quote.price, distance: quote.distance } });
    expect(await amountOf(bare.body.data.booking_id)).toBe(quote.price);
  });

  it('refuses (422, JSON message) only what cannot be a booking', async () => {
    const { services_id: _none, ...noService } = ride(HOWRAH, SALT_LAKE);
    const cases: [string, unknown, string][] = [
      ['no services_id', noService, 'services_id'],
      ['an unknown service', { ...ride(HOWRAH, SALT_LAKE), services_id: 99_999_999 }, 'services_id'],
      ['non-numeric coordinates', ride('north,east', SALT_LAKE), 'pickup_location_lat_lng'],
      ['non-numeric object coordinates', ride(HOWRAH, { lat: 'here', lng: 'there' }), 'destination_location_lat_lng'],
      ['non-numeric JSON coordinates', ride(HOWRAH, '{"lat":"x","lng":"y"}'), 'destination_location_lat_lng'],
    ];
    for (const [what, json, field] of cases) {
      const answer = await book(json);
      expect(answer.status, what).toBe(422);
      expect(answer.headers.get('content-type'), what).toContain('application/json');
      expect(answer.body.status, what).toBe(0);
      expect(answer.body.message, what).toEqual(expect.any(String));
      expect(answer.body.errors?.[field], what).toEqual(expect.any(String));
    }
  });
});

describe('the partner counters by get-partner-data’s services_id', () => {
  interface Details {
    id: number;
    services_id: number | null;
    traffic_count: number;
    call_count: number;
  }
  const details = async (slug: string): Promise<Details> => {
    const answer = await call(server, 'POST', apiPaths.partnerData(), { json: { slug } });
    expect(answer.status, slug).toBe(200);
    return answer.body.data.details;
  };
  const counter = (path: string) => fetch(`${server.origin}/api${path}`, { headers: { 'user-agent': BROWSER } });

  /** A partner whose services_id is also the id of another partner: the id that must count for the first. */
  let partner: { slug: string; details: Details };
  let other: { slug: string; details: Details };
  beforeAll(async () => {
    for (const candidate of demo.partners.slice(0, 40)) {
      const found = await details(candidate.slug);
      const namesAnother = found.services_id !== null && found.services_id !== found.id && partnerOf.has(found.services_id);
      if (!namesAnother) continue;
      partner = { slug: candidate.slug, details: found };
      const otherSlug = partnerOf.get(found.services_id!)!.slug;
      other = { slug: otherSlug, details: await details(otherSlug) };
      return;
    }
    throw new Error('no demo partner whose services_id is another partner’s id');
  });

  it('counts a call and a visit by services_id for the partner of that listing, not the partner with that number', async () => {
    const servicesId = partner.details.services_id!;
    const call_ = await counter(`/get_call_data_add/${servicesId}`);
    expect(call_.status).toBe(200);
    expect(await call_.json()).toEqual({ status: 1 });
    const visit = await counter(`/get_traffic_data_add/${servicesId}?visit_id=spec-client-${Date.now()}`);
    expect(visit.status).toBe(200);
    expect((await visit.json()).count).toBe(partner.details.traffic_count + 1);

    const after = await details(partner.slug);
    expect(after.call_count).toBe(partner.details.call_count + 1);
    expect(after.traffic_count).toBe(partner.details.traffic_count + 1);
    const untouched = await details(other.slug);
    expect(untouched.call_count).toBe(other.details.call_count);
    expect(untouched.traffic_count).toBe(other.details.traffic_count);
    partner.details = after;
  });

  it('still counts by partner id in the partner page’s form, and answers 404 for an unknown id', async () => {
    expect((await counter(apiPaths.partnerCall(partner.details.id))).status).toBe(200);
    expect((await counter(apiPaths.partnerTraffic(partner.details.id))).status).toBe(200);
    const after = await details(partner.slug);
    expect(after.call_count).toBe(partner.details.call_count + 1);
    expect(after.traffic_count).toBe(partner.details.traffic_count + 1);

    for (const unknown of ['99999999', 'partner-99999999', 'abc']) {
      for (const path of [`/get_call_data_add/${unknown}`, `/get_traffic_data_add/${unknown}`]) {
        const response = await counter(path);
        expect(response.status, path).toBe(404);
        expect((await response.json()).message, path).toBe('No such partner');
      }
    }
  });
});

describe('category names in API answers are the names the pages show', () => {
  const cleaner = demo.categories.find((c) => c.slug === 'cleanerhousekeeper')!;
  const main = (() => {
    let node = cleaner;
    while (node.parentId) node = categoryOf.get(node.parentId)!;
    return node;
  })();

  it("get-category-data names each category as its page does ('Cleaner & Housekeeper')", async () => {
    expect(cleaner.name).not.toBe('Cleaner & Housekeeper');
    const answer = await call(server, 'GET', `/get-category-data/${main.slug}`);
    expect(answer.status).toBe(200);
    const names = (answer.body.categories as { slug: string; name: string }[]).map((c) => [c.slug, c.name]);
    expect(Object.fromEntries(names)[cleaner.slug]).toBe('Cleaner & Housekeeper');
    const page = visibleText(await (await fetch(`${server.origin}${paths.category(main.slug)}`)).text());
    expect(page).toContain(answer.body.main_category.name);
    for (const [slug, name] of names) {
      expect(name, slug).toBe(categoryLabel(demo.categories.find((c) => c.slug === slug)!));
      expect(page, slug).toContain(name);
    }
    // The sub-category page heads itself with the same name.
    const subPage = visibleText(await (await fetch(`${server.origin}${paths.subCategory(cleaner.slug)}`)).text());
    expect(subPage).toContain('Cleaner & Housekeeper');
    const sub = await call(server, 'GET', `/get-category-data/${cleaner.slug}`);
    expect(sub.body.main_category.name).toBe('Cleaner & Housekeeper');
  });

  it('every other answer that names categories uses the same names', async () => {
    const named: { slug: string; name: string }[] = [];
    const collect = (nodes: { slug: string; name: string; categories?: unknown[] }[]) => {
      for (const node of nodes) {
        named.push(node);
        if (Array.isArray(node.categories)) collect(node.categories as typeof nodes);
      }
    };
    collect((await call(server, 'GET', apiPaths.categories())).body.data);
    collect((await call(server, 'GET', apiPaths.services())).body.data.all_services);
    collect((await call(server, 'GET', '/get-category-within-category')).body.data);
    const wise = (await call(server, 'GET', `/get-category-wise-data/${main.id}`)).body.data;
    collect([wise.category, ...wise.categories]);
    const suggested = (await call(server, 'GET', `${apiPaths.searchSuggest()}?q=cleaner`)).body.data.categories;
    expect(suggested.map((c: { name: string }) => c.name)).toContain('Cleaner & Housekeeper');
    collect(suggested);

    expect(named.length).toBeGreaterThan(250);
    expect(named.find((c) => c.slug === cleaner.slug)?.name).toBe('Cleaner & Housekeeper');
    for (const node of named) {
      const stored = demo.categories.find((c) => c.slug === node.slug)!;
      expect(node.name, node.slug).toBe(categoryLabel(stored));
    }
  });

  it('a listing call finds the category by the name the API gave', async () => {
    const answer = await call(server, 'POST', apiPaths.filteredServices(), { json: { slug: 'Cleaner & Housekeeper', location: '' } });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(1);
    expect(answer.body.data.length).toBeGreaterThan(0);
  });
});

describe('unknown category pages', () => {
  for (const path of [paths.category('unknown-x'), paths.subCategory('unknown-x')]) {
    it(`${path} answers 404 with SPEC.md's empty state`, async () => {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      const text = visibleText(await response.text());
      expect(text).toContain('No Categories Available');
      expect(text).toContain('Check back later for updates or explore other sections of the site.');
    });
  }
});
