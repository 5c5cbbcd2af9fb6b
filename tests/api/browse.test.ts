import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityKeyword } from '../../src/features/listings/listings';
import { rankScore } from '../../src/features/listings/ranking';
import { apiPaths, paths } from '../../src/paths';
import { withoutHeaderCityScript } from '../support/html';
import { startServer, type TestServer } from '../support/server';

/** The browse calls of SPEC.md section 7 against the built server on the demo catalogue. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

interface Answer<T = unknown> {
  status: number;
  msg?: string;
  message?: string;
  errors?: Record<string, string>;
  data: T;
  total?: number;
  page?: number;
  pages?: number;
}

interface Item {
  services_id: number;
  service_name: string;
  slug: string;
  featured_image: string;
  ratings_average: number;
  rating_count: number;
  service_address: string;
  category_name: string;
  contact_no: string;
  price: number;
  is_verified: boolean;
  response_minutes: number | null;
  created_at: string;
}

async function get<T = unknown>(path: string): Promise<{ status: number; body: Answer<T> & Record<string, unknown> }> {
  const response = await fetch(new URL(`/api${path}`, server.origin));
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: (await response.json()) as Answer<T> & Record<string, unknown> };
}

async function post<T = unknown>(path: string, body: unknown, type = 'application/json') {
  const response = await fetch(new URL(`/api${path}`, server.origin), {
    method: 'POST',
    // Same-origin, as a browser sends it (Astro refuses cross-site form posts).
    headers: { 'content-type': type, origin: server.origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: (await response.json()) as Answer<T> & Record<string, unknown> };
}

const web = (body: Record<string, unknown>) => post<Item[]>(apiPaths.filteredServicesWeb(), { slug: 'plumbing', location: '', ...body });

/** Every listing of a query across all its pages. */
async function allPages(body: Record<string, unknown>): Promise<Item[]> {
  const first = await web({ ...body, page: 1 });
  const items = [...first.body.data];
  for (let page = 2; page <= (first.body.pages ?? 1); page++) items.push(...(await web({ ...body, page })).body.data);
  return items;
}

const isSorted = <T>(values: T[], compare: (a: T, b: T) => number) => values.every((v, i) => i === 0 || compare(values[i - 1]!, v) <= 0);

describe('GET /api/services', () => {
  it('answers popular_services and all_services', async () => {
    const { status, body } = await get<{ popular_services: { slug: string }[]; all_services: { slug: string; name: string; price: number }[] }>(
      apiPaths.services(),
    );
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data.popular_services.map((s) => s.slug)).toEqual(expect.arrayContaining(['plumbing', 'electrician', 'driver', 'hair-care']));
    expect(body.data.all_services.length).toBeGreaterThan(200);
    expect(body.data.all_services.map((s) => s.slug)).not.toContain('fashion');
    for (const service of body.data.all_services) expect(service.price).toBeGreaterThan(0);
  });
});

describe('category calls', () => {
  it('GET /api/categories/get lists the main categories in `data`', async () => {
    const { body } = await get<{ slug: string; name: string; icon: string; price: number; description: string }[]>(apiPaths.categories());
    expect(body.status).toBe(1);
    expect(body.data.map((c) => c.slug)).toEqual(expect.arrayContaining(['fashion', 'repairs-service', 'transportation', 'law', 'banking']));
    for (const category of body.data) expect(Object.keys(category)).toEqual(expect.arrayContaining(['name', 'slug', 'icon', 'description', 'price']));
  });

  it('GET /api/get-category-data/{slug} answers the main category and its sub-categories; unknown is 404 JSON', async () => {
    const { body } = await get(apiPaths.categoryData('fashion'));
    expect(body.status).toBe(1);
    expect((body.main_category as { name: string }).name).toBe('Fashion');
    expect((body.categories as { slug: string }[]).map((c) => c.slug)).toEqual(['men', 'women', 'kids']);
    const missing = await get(apiPaths.categoryData('no-such-thing'));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 0, message: 'No such category' });
  });

  it('POST /api/get-category-service-data answers main_category, count and stores (one a partner)', async () => {
    const { body } = await post<{ emp_id: number; featured_image: string; service_name: string; ratings_average: number; service_address: string }[]>(
      apiPaths.categoryServiceData(),
      {
        slug: 'drain-cleaning',
        location: '',
      },
    );
    expect(body.status).toBe(1);
    expect((body.main_category as { slug: string }).slug).toBe('drain-cleaning');
    expect(body.count).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThan(10);
    expect(new Set(body.data.map((s) => s.emp_id)).size).toBe(body.data.length);
    for (const store of body.data)
      expect(Object.keys(store)).toEqual(expect.arrayContaining(['emp_id', 'featured_image', 'service_name', 'ratings_average', 'service_address']));
    const inKolkata = await post<{ service_address: string }[]>(apiPaths.categoryServiceData(), { slug: 'drain-cleaning', location: 'Kolkata' });
    expect(inKolkata.body.data.length).toBeGreaterThan(0);
    expect(inKolkata.body.data.length).toBeLessThan(body.data.length);
    for (const store of inKolkata.body.data) expect(store.service_address.toLowerCase()).toContain('kolkata');
  });

  it('GET /api/get-category-within-category nests the whole tree', async () => {
    const { body } = await get<{ slug: string; categories: { slug: string; categories: { slug: string }[] }[] }[]>(apiPaths.categoryWithinCategory());
    const repairs = body.data.find((c) => c.slug === 'repairs-service')!;
    const plumbing = repairs.categories.find((c) => c.slug === 'plumbing')!;
    expect(plumbing.categories.map((c) => c.slug)).toEqual(['tap-and-leak-repair', 'bathroom-fitting', 'drain-cleaning', 'water-tank-cleaning']);
  });

  it('GET /api/get-category-wise-data/{id} answers a category, its children and listings; bad ids are 404 JSON', async () => {
    const tree = await get<{ id: number; slug: string; categories: { id: number; slug: string }[] }[]>(apiPaths.categoryWithinCategory());
    const plumbing = tree.body.data.find((c) => c.slug === 'repairs-service')!.categories.find((c) => c.slug === 'plumbing')!;
    const { body } = await get<{ category: { slug: string }; categories: unknown[]; count: number; services: Item[] }>(
      apiPaths.categoryWiseData(plumbing.id),
    );
    expect(body.data.category.slug).toBe('plumbing');
    expect(body.data.categories).toHaveLength(4);
    expect(body.data.count).toBeGreaterThan(body.data.services.length - 1);
    expect(body.data.services.length).toBeGreaterThan(0);
    expect((await get(apiPaths.categoryWiseData('abc'))).status).toBe(404);
    expect((await get(apiPaths.categoryWiseData(999999))).body.status).toBe(0);
  });
});

describe('POST /api/get-filtered-service-data (slug, location)', () => {
  it('answers the listing items of SPEC.md section 3 for the category and below it', async () => {
    const { status, body } = await post<Item[]>(apiPaths.filteredServices(), { slug: 'plumbing', location: 'Kolkata' });
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining([
          'services_id',
          'service_name',
          'slug',
          'featured_image',
          'ratings_average',
          'rating_count',
          'service_address',
          'category_name',
          'contact_no',
        ]),
      );
      expect(['Tap and Leak Repair', 'Bathroom Fitting', 'Drain Cleaning', 'Water Tank Cleaning']).toContain(item.category_name);
    }
  });

  it('keeps only addresses containing the first word of the city, any case, any suffix after a comma', async () => {
    const plain = await post<Item[]>(apiPaths.filteredServices(), { slug: 'plumbing', location: 'Kolkata' });
    const described = await post<Item[]>(apiPaths.filteredServices(), { slug: 'Plumbing', location: 'kolkata, West Bengal, India' });
    expect(described.body.data.map((i) => i.services_id)).toEqual(plain.body.data.map((i) => i.services_id));
    for (const item of plain.body.data) expect(item.service_address.toLowerCase()).toContain('kolkata');
    const everywhere = await post<Item[]>(apiPaths.filteredServices(), { slug: 'plumbing', location: '' });
    expect(everywhere.body.data.length).toBeGreaterThan(plain.body.data.length);
    const inKolkata = everywhere.body.data.filter((i) => i.service_address.toLowerCase().includes(cityKeyword('Kolkata, India').toLowerCase()));
    expect(inKolkata.map((i) => i.services_id).sort()).toEqual(plain.body.data.map((i) => i.services_id).sort());
    const delhi = await post<Item[]>(apiPaths.filteredServices(), { slug: 'plumbing', location: 'New Delhi, Delhi, India' });
    expect(delhi.body.data.length).toBeGreaterThan(0);
    for (const item of delhi.body.data) expect(item.service_address).toContain('New Delhi');
  });

  it('finds the category by name: hyphens become spaces, any case', async () => {
    const { body } = await post<Item[]>(apiPaths.filteredServices(), { slug: 'Bus-Booking', location: '' });
    expect(body.status).toBe(1);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('answers status 1 with an empty list when nothing is in that city', async () => {
    const { status, body } = await post<Item[]>(apiPaths.filteredServices(), { slug: 'plumbing', location: 'Timbuktu, Mali' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1, data: [] });
    expect(body.msg).toBeTruthy();
  });

  it('answers status 0 with a msg for an unknown category, and 4xx JSON for bad input', async () => {
    const unknown = await post(apiPaths.filteredServices(), { slug: 'no-such-service', location: 'Kolkata' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 0, msg: 'No such service category' });
    const missing = await post(apiPaths.filteredServices(), { location: 'Kolkata' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.slug).toBe('slug is required');
    const broken = await post(apiPaths.filteredServices(), '{"slug":', 'application/json');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBeTruthy();
    const form = await post<Item[]>(apiPaths.filteredServices(), 'slug=plumbing&location=Kolkata', 'application/x-www-form-urlencoded');
    expect(form.body.status).toBe(1);
  });
});

describe('the catalogue reads SPEC.md makes with POST', () => {
  it('are not limited like writes: a listing page asks one on every load', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        post(i % 2 ? apiPaths.filteredServices() : apiPaths.categoryServiceData(), { slug: 'plumbing', location: 'Kolkata' }),
      ),
    );
    expect(answers.map((a) => a.status).filter((status) => status !== 200)).toEqual([]);
  });
});

describe('POST /api/get-filtered-service-data-web (sort, filters, pages)', () => {
  it('pages 12 at a time with total, page and pages', async () => {
    const first = await web({});
    expect(first.body).toMatchObject({ status: 1, page: 1 });
    expect(first.body.data).toHaveLength(12);
    expect(first.body.pages).toBe(Math.ceil(first.body.total! / 12));
    const second = await web({ page: 2 });
    expect(second.body.page).toBe(2);
    const firstIds = new Set(first.body.data.map((i) => i.services_id));
    expect(second.body.data.some((i) => firstIds.has(i.services_id))).toBe(false);
    const all = await allPages({});
    expect(all).toHaveLength(first.body.total!);
    expect(new Set(all.map((i) => i.services_id)).size).toBe(all.length);
    const beyond = await web({ page: first.body.pages! + 1 });
    expect(beyond.body).toMatchObject({ status: 1, data: [], total: first.body.total });
  });

  it('sorts by price both ways, by name, by date and by rating', async () => {
    const prices = (await allPages({ sort: 'price_asc' })).map((i) => i.price);
    expect(isSorted(prices, (a, b) => a - b)).toBe(true);
    const descending = (await allPages({ sort: 'price_desc' })).map((i) => i.price);
    expect(isSorted(descending, (a, b) => b - a)).toBe(true);
    expect(prices[0]).toBeLessThan(prices[prices.length - 1]!);
    const names = (await allPages({ sort: 'name' })).map((i) => i.service_name.toLowerCase());
    expect(isSorted(names, (a, b) => (a < b ? -1 : a > b ? 1 : 0))).toBe(true);
    const dates = (await allPages({ sort: 'newest' })).map((i) => Date.parse(i.created_at));
    expect(isSorted(dates, (a, b) => b - a)).toBe(true);
    // Best rated first is the Bayesian score (ranking.ts), not the raw average.
    const ratings = (await allPages({ sort: 'rating' })).map((i) => rankScore(i.ratings_average, i.rating_count));
    expect(isSorted(ratings, (a, b) => b - a)).toBe(true);
    expect((await web({ sort: 'price_asc' })).body.data[0]!.services_id).not.toBe((await web({ sort: 'price_desc' })).body.data[0]!.services_id);
  });

  it('filters Top Rated, Quick Response, Verified, minimum rating and maximum price', async () => {
    const all = await allPages({});
    const topRated = await allPages({ top_rated: true });
    expect(topRated.length).toBeGreaterThan(0);
    expect(topRated.length).toBeLessThan(all.length);
    for (const item of topRated) expect(item.ratings_average >= 4.5 && item.rating_count > 0).toBe(true);
    const quick = await allPages({ quick: 1 });
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.length).toBe(all.filter((i) => i.response_minutes !== null && i.response_minutes <= 30).length);
    const verified = await allPages({ verified: '1' });
    expect(verified.length).toBe(all.filter((i) => i.is_verified).length);
    const good = await allPages({ min_rating: 4 });
    expect(good.length).toBe(all.filter((i) => i.ratings_average >= 4).length);
    const cheap = await allPages({ max_price: 300 });
    expect(cheap.length).toBe(all.filter((i) => i.price <= 300).length);
    const combined = await allPages({ verified: true, quick: true, location: 'Kolkata' });
    for (const item of combined)
      expect(item.is_verified && item.response_minutes !== null && item.response_minutes <= 30 && item.service_address.includes('Kolkata')).toBe(
        true,
      );
  });

  it('answers an empty page when the filters match nothing', async () => {
    const { body } = await web({ max_price: 1, location: 'Kolkata' });
    expect(body).toMatchObject({ status: 1, data: [], total: 0, page: 1, pages: 1 });
  });

  it('rejects malformed options with 422 and a message per field', async () => {
    for (const [field, value] of [
      ['sort', 'cheapest'],
      ['page', 0],
      ['page', 'two'],
      ['min_rating', 9],
      ['max_price', -5],
    ] as const) {
      const { status, body } = await web({ [field]: value });
      expect(status, `${field}=${value}`).toBe(422);
      expect(body.status).toBe(0);
      expect(body.errors?.[field]).toBeTruthy();
    }
  });
});

describe('GET /api/search/suggest', () => {
  interface Results {
    categories: { name: string; slug: string; href: string }[];
    providers: { service_name: string; service_address: string; href: string }[];
  }

  it('finds categories and providers by case-insensitive containment', async () => {
    const { body } = await get<Results>(`${apiPaths.searchSuggest()}?q=${encodeURIComponent('CLEAN')}`);
    expect(body.status).toBe(1);
    expect(body.data.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['drain-cleaning']));
    expect(body.data.categories.length).toBeLessThanOrEqual(5);
    expect(body.data.providers.length).toBeGreaterThan(0);
    expect(body.data.providers.length).toBeLessThanOrEqual(5);
    for (const provider of body.data.providers) expect(provider.href).toMatch(/^\/details\//);
  });

  it('tolerates small typos: plumbr → Plumbing, electrican → Electrician', async () => {
    const plumbr = await get<Results>(`${apiPaths.searchSuggest()}?q=plumbr`);
    expect(plumbr.body.data.categories[0]).toMatchObject({ name: 'Plumbing', href: paths.listing('plumbing') });
    expect(plumbr.body.data.providers.some((p) => /plumb/i.test(p.service_name))).toBe(true);
    const electrican = await get<Results>(`${apiPaths.searchSuggest()}?q=electrican`);
    expect(electrican.body.data.categories.map((c) => c.name)).toContain('Electrician');
  });

  it('matches display labels and limits providers to a city', async () => {
    const lorry = await get<Results>(`${apiPaths.searchSuggest()}?q=lorry`);
    expect(lorry.body.data.categories.map((c) => c.slug)).toContain('transport');
    const inPune = await get<Results>(`${apiPaths.searchSuggest()}?q=plumb&city=${encodeURIComponent('Pune, Maharashtra')}`);
    expect(inPune.body.data.providers.length).toBeGreaterThan(0);
    for (const provider of inPune.body.data.providers) expect(provider.service_address).toContain('Pune');
  });

  it('in a city, keeps what the text and addresses found when it looks for names that nearly hold the text, after them', async () => {
    // Fewer than five names hold it: names that nearly do ('Mondal Auto Garage') are looked for, and follow.
    const garage = await get<Results>(`${apiPaths.searchSuggest()}?q=${encodeURIComponent('das auto garage')}&city=Kolkata`);
    const names = garage.body.data.providers.map((provider) => provider.service_name);
    const holding = names.filter((name) => /das auto garage/i.test(name));
    expect(holding.length).toBeGreaterThan(0);
    expect(names.slice(0, holding.length)).toEqual(holding);
    expect(names.slice(holding.length).some((name) => /auto garage/i.test(name))).toBe(true);
    // A street no name holds, nor nearly: what its addresses found is the answer.
    const street = await get<Results>(`${apiPaths.searchSuggest()}?q=${encodeURIComponent('dover lane')}&city=Kolkata`);
    expect(street.body.data.providers.length).toBeGreaterThan(0);
    for (const provider of street.body.data.providers) expect(provider.service_address).toContain('Dover Lane');
  });

  it('answers empty lists when nothing matches, and 422 for no text', async () => {
    const none = await get<Results>(`${apiPaths.searchSuggest()}?q=zqxjvwk`);
    expect(none.body).toMatchObject({ status: 1, data: { categories: [], providers: [] } });
    const empty = await get(`${apiPaths.searchSuggest()}?q=%20`);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Type what you are looking for');
    expect((await get(apiPaths.searchSuggest())).status).toBe(422);
  });
});

describe('browse pages', () => {
  async function page(path: string, init?: RequestInit) {
    const response = await fetch(new URL(path, server.origin), { redirect: 'manual', ...init });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  }
  const hrefs = (html: string, prefix: string) => [...new Set([...html.matchAll(new RegExp(`href="(${prefix}[^"]*)"`, 'g'))].map((m) => m[1]!))];

  it('/categories/{slug} links its sub-categories to /sub-category, ships no JavaScript, and 404s an unknown slug', async () => {
    const fashion = await page(paths.category('fashion'));
    expect(fashion.status).toBe(200);
    expect(hrefs(fashion.html, '/sub-category/')).toEqual(['/sub-category/men', '/sub-category/women', '/sub-category/kids']);
    expect(fashion.html).toContain('Starts ₹449');
    expect(withoutHeaderCityScript(fashion.html)).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect((await page(paths.category('no-such-thing'))).status).toBe(404);
    const sub = await page(paths.category('plumbing'));
    expect([sub.status, sub.location]).toEqual([301, paths.subCategory('plumbing')]);
  });

  it('/sub-category/{slug} links its services to /category/services', async () => {
    const plumbing = await page(paths.subCategory('plumbing'));
    expect(hrefs(plumbing.html, '/category/services/')).toEqual([
      '/category/services/tap-and-leak-repair',
      '/category/services/bathroom-fitting',
      '/category/services/drain-cleaning',
      '/category/services/water-tank-cleaning',
    ]);
  });

  it('/category/services/{slug} lists the stores the API answers, each linking to /partner/store/{emp_id}', async () => {
    const api = await post<{ emp_id: number }[]>(apiPaths.categoryServiceData(), { slug: 'drain-cleaning', location: '' });
    const stores = await page(paths.categoryStores('drain-cleaning'));
    expect(stores.html).toContain(`We found ${api.body.count} result(s) around you.`);
    expect(stores.html).toContain('What we Promise?');
    for (const text of ['Excellent Service', 'Genuine Products', 'Value for Money', 'View Details']) expect(stores.html).toContain(text);
    expect(hrefs(stores.html, '/partner/store/').sort()).toEqual(api.body.data.map((s) => paths.partnerStore(s.emp_id)).sort());
    expect(stores.html).toMatch(/\(\d(\.\d)?\/5 stars\)/);
  });

  it('/partner/store/{emp_id} redirects to the partner page; an unknown id is the 404 page', async () => {
    const found = await page(paths.partnerStore(1));
    expect(found.status).toBe(301);
    expect(found.location).toMatch(/^\/partner\/[a-z0-9-]+$/);
    for (const id of ['999999', 'abc', '-1']) {
      const missing = await page(paths.partnerStore(id));
      expect(missing.status, id).toBe(404);
      expect(missing.html).toContain('We could not find that page');
    }
  });

  it('/service/{slug}?city= renders the filtered listing with the count in the breadcrumb', async () => {
    const api = await web({ location: 'Kolkata' });
    const listing = await page(`${paths.listing('plumbing')}?city=Kolkata`);
    expect(listing.status).toBe(200);
    expect(listing.html).toContain('Top Plumbing in Kolkata');
    expect(listing.html).toContain(`${api.body.total} Listings`);
    for (const item of api.body.data) expect(listing.html).toContain(`href="${paths.details(item.slug)}"`);
  });

  it('/service/{slug} orders and filters on the server from the URL, with rel=next/prev pages', async () => {
    const cheapest = (await web({ sort: 'price_asc' })).body.data[0]!;
    const sorted = await page(`${paths.listing('plumbing')}?sort=price_asc`);
    const firstCard = sorted.html.indexOf('data-testid="provider-card"');
    expect(sorted.html.indexOf(paths.details(cheapest.slug), firstCard)).toBeLessThan(
      sorted.html.indexOf('data-testid="provider-card"', firstCard + 1),
    );
    const second = await page(`${paths.listing('plumbing')}?page=2`);
    expect(second.html).toMatch(/Page 2 of \d+/);
    expect(second.html).toContain('<link rel="prev" href="/service/plumbing"');
    expect(second.html).toContain('<link rel="next" href="/service/plumbing?page=3"');
  });

  it('/service/{slug} sends a non-canonical URL to the canonical one, and 404s an unknown category', async () => {
    const messy = await page(`${paths.listing('plumbing')}?max_price=&sort=relevance&city=Kolkata&utm_source=x`);
    expect([messy.status, messy.location]).toEqual([301, `${paths.listing('plumbing')}?city=Kolkata`]);
    const tooFar = await page(`${paths.listing('plumbing')}?city=Kolkata&page=50`);
    expect([tooFar.status, tooFar.location]).toEqual([302, `${paths.listing('plumbing')}?city=Kolkata`]);
    expect((await page(paths.listing('no-such-service'))).status).toBe(404);
  });

  it('/search?q= lists matching services and providers, and says so when nothing matches', async () => {
    const found = await page(paths.search('plumbr'));
    expect(found.html).toContain('Results for “plumbr”');
    expect(found.html).toContain(`href="${paths.listing('plumbing')}"`);
    const none = await page(paths.search('zqxjvwk'));
    expect(none.html).toContain('Nothing matches “zqxjvwk”');
  });

  it('home and services home carry every category link of SPEC.md', async () => {
    const home = await page(paths.home());
    for (const href of [
      '/categories/fashion',
      '/categories/repairs-service',
      '/categories/transportation',
      '/categories/beauty-care',
      '/categories/jobs',
      '/sub-category/home-renovation',
      '/sub-category/finance',
    ]) {
      expect(home.html).toContain(`href="${href}"`);
    }
    for (const text of [
      'Your One-Stop Solution for Everyday Services',
      '100% Customer Satisfaction',
      'Featured Services',
      'How It Works',
      'Service For You',
      'Travel And Booking',
      'Proof of Excellence',
    ]) {
      expect(home.html).toContain(text);
    }
    // SPEC.md's placeholder, word for word; the examples are a visible hint the field is described by.
    const searchField = home.html.match(/<input[^>]*name="q"[^>]*>/)?.[0] ?? '';
    expect(searchField).toContain('placeholder="Search your service"');
    expect(searchField).toMatch(/aria-describedby="home-search-hint /);
    expect(home.html).toMatch(/id="home-search-hint"[^>]*>Try a service or a business name: plumber, tutor, driver…</);
    const services = await page(paths.services());
    expect(services.html).toContain('Trusted, On-Demand Services at Your Fingertips!');
    expect(services.html).toContain('Service Starts from ₹49 Only');
    for (const href of [
      '/categories/fashion',
      '/categories/repairs-service',
      '/service/driver',
      '/service/ambulance',
      '/service/transport',
      '/service/loaders',
      '/service/cleanerhousekeeper',
      '/categories/law',
      '/offers',
    ]) {
      expect(services.html).toContain(`href="${href}"`);
    }
    expect(services.html).toContain('Lorry');
    expect(services.html).toContain('Snap');
  });
});
