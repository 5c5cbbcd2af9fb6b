import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growCatalogue, scaleCities } from '../../bench/scale/grow';
import { summarisePlan } from '../../bench/scale/explain';
import { percentile } from '../../bench/scale/load';
import { buildTargets, type CatalogueShape, readCatalogueShape } from '../../bench/scale/targets';
import { filteredRequestSchema, parseListingQuery } from '../../src/features/listings/listing-requests';
import { addressInCity, listingSearch } from '../../src/features/listings/listings';
import { searchApiRequestSchema } from '../../src/features/search/search-request';
import { createPostgresDatabase, engines } from '../support/databases';

/**
 * The scale benchmark's own parts (scripts/bench-scale.ts): what it asks the server is what the app would
 * ask, its plan summary reads PostgreSQL's plans right, and growing a PostgreSQL database is set-based,
 * idempotent and keeps SPEC's city rule true for every grown listing.
 */
describe('bench:scale targets and summaries', () => {
  const shape: CatalogueShape = {
    kind: 'standard',
    categories: [
      { id: 1, slug: 'repairs-service', name: 'Repair & Service', parent_id: null, listings: 50_000, listingSlug: 'repair-&-service' },
      { id: 2, slug: 'plumbing', name: 'Plumbing', parent_id: 1, listings: 20_000, listingSlug: 'plumbing' },
      { id: 3, slug: 'tap-repair', name: 'Tap Repair', parent_id: 2, listings: 9_000, listingSlug: 'tap-repair' },
    ],
    cities: [
      { name: 'Mumbai', state: 'Maharashtra', lat: 19.07, lng: 72.87, population: 12_000_000, localities: ['Andheri', 'Bandra'] },
      { name: 'Navi Mumbai', state: 'Maharashtra', lat: 19.03, lng: 73.02, population: 2_600_000, localities: [] },
      { name: 'Kolkata', state: 'West Bengal', lat: 22.57, lng: 88.36, population: 4_600_000, localities: ['Salt Lake'] },
    ],
    detailSlugs: ['sharma-plumbing-works-mumbai-2001', 'sri-balaji-tap-repair-kolkata-2002'],
    providerWords: ['Sharma', 'Balaji'],
  };
  const targets = buildTargets(shape, 300);

  it('asks for listing pages by their one canonical URL (no redirect) and never the same one twice', () => {
    expect(targets.listing.length).toBeGreaterThan(100);
    expect(new Set(targets.listing.map((target) => target.path)).size).toBe(targets.listing.length);
    for (const target of targets.listing) {
      const url = new URL(target.path, 'http://seva.test');
      expect(listingSearch(parseListingQuery(url.searchParams))).toBe(url.search);
    }
    expect(targets.listing.some((target) => /[?&]page=\d+/.test(target.path))).toBe(true);
    expect(targets.listing.some((target) => !target.path.includes('city='))).toBe(true);
  });

  it('sends get-filtered-service-data and search what their schemas accept', () => {
    for (const target of targets['get-filtered']) {
      expect(target.method).toBe('POST');
      expect(filteredRequestSchema.safeParse(JSON.parse(target.body!)).success).toBe(true);
    }
    for (const target of targets.search) {
      const params = Object.fromEntries(new URL(target.path, 'http://seva.test').searchParams);
      expect(searchApiRequestSchema.safeParse(params).success).toBe(true);
      expect(params.q!.length).toBeGreaterThanOrEqual(2);
    }
    for (const target of targets.suggest) {
      const url = new URL(target.path, 'http://seva.test');
      expect(url.pathname).toBe('/api/search/suggest');
      expect(searchApiRequestSchema.safeParse(Object.fromEntries(url.searchParams)).success).toBe(true);
    }
    expect(targets.details.map((target) => target.path)).toEqual([
      '/details/sharma-plumbing-works-mumbai-2001',
      '/details/sri-balaji-tap-repair-kolkata-2002',
    ]);
  });

  it('makes the same targets from the same data (a seeded generator)', () => {
    expect(buildTargets(shape, 300)).toEqual(targets);
  });

  it('asks imported data for more all-India pages and smaller cities, as it weighs them', () => {
    const imported = buildTargets({ ...shape, kind: 'imported' }, 300);
    const share = (list: typeof targets.listing, test: (path: string) => boolean) => list.filter((target) => test(target.path)).length / list.length;
    const allIndia = (path: string) => !path.includes('city=');
    const kolkata = (path: string) => path.includes('city=Kolkata');
    expect(share(imported.listing, allIndia)).toBeGreaterThan(share(targets.listing, allIndia));
    expect(share(imported.listing, kolkata)).toBeGreaterThan(share(targets.listing, kolkata));
  });

  it('takes percentiles as the value at or below which p % of the answers fall', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]).toEqual([50, 95, 99]);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('summarises a plan: its time, the big tables it scans whole, the indexes it uses and its sorts', () => {
    const plan = [
      'Limit  (cost=1.00..2.00 rows=24 width=192) (actual time=644.091..644.100 rows=24 loops=1)',
      '  Buffers: shared hit=14165 read=12, temp read=185 written=468',
      '  ->  Sort  (cost=1.00..2.00 rows=20226 width=192) (actual time=644.089..644.096 rows=24 loops=1)',
      '        Sort Method: external merge  Disk: 2264kB',
      '        ->  Parallel Seq Scan on services services_1  (cost=0.00..5969.00 rows=2020 width=4) (actual time=0.018..144.303 rows=2196 loops=3)',
      '        ->  Seq Scan on categories  (cost=0.00..5.00 rows=250 width=4) (actual time=0.010..0.050 rows=250 loops=1)',
      '        ->  Bitmap Index Scan on services_name_trgm_idx  (cost=0.00..132.75 rows=100 width=0) (actual time=2.564..2.564 rows=6047 loops=1)',
      '        ->  Index Scan Backward using services_pkey on services  (cost=0.29..7331.19 rows=100000 width=12) (actual time=0.009..0.009 rows=1 loops=1)',
      'Planning Time: 0.040 ms',
      'Execution Time: 644.287 ms',
    ];
    const summary = summarisePlan('search', plan);
    expect(summary.executionMs).toBe(644.287);
    expect(summary.seqScans).toEqual(['Parallel Seq Scan on services services_1: 6588 rows, 144.3 ms × 3']);
    expect(summary.indexes).toEqual(['services_name_trgm_idx', 'services_pkey']);
    expect(summary.sorts).toEqual(['external merge Disk: 2264kB']);
    expect([summary.sharedHit, summary.sharedRead, summary.tempBlocks]).toEqual([14165, 12, 468]);
  });
});

/** Growing is PostgreSQL's (the benchmark measures the production engine): run when TEST_DATABASE_URL is set. */
describe.each(engines.filter((engine) => engine === 'postgres'))('growing a catalogue on %s', () => {
  let database: { url: string; drop(): Promise<void> };
  let client: pg.Client;
  /** The demo catalogue's listings, ids 1 to this in a fresh database: the grown ones come after. */
  let demoListings = 0;
  const value = async (query: string) => (await client.query(query)).rows[0];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    client = new pg.Client({ connectionString: database.url });
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('loads the demo catalogue, then adds only the listings missing to reach N, however often it runs', async () => {
    const first = await growCatalogue(database.url, 2_000, () => undefined);
    expect(first.seeded).toBe(true);
    expect(first.after).toBe(2_000);
    demoListings = first.before;
    expect(demoListings).toBeGreaterThan(1_000);
    await client.connect();
    const grown = await growCatalogue(database.url, 3_001, () => undefined);
    expect([grown.before, grown.after, grown.seeded]).toEqual([2_000, 3_001, false]);
    const again = await growCatalogue(database.url, 3_001, () => undefined);
    expect([again.before, again.after]).toEqual([3_001, 3_001]);
    // Ids continue the demo's and the sequences follow them, so the app's own inserts still work.
    expect(await value(`select max(id)::int as max, count(*)::int as n from services`)).toEqual({ max: 3_001, n: 3_001 });
    expect(Number((await value(`select nextval(pg_get_serial_sequence('services', 'id')) as next`)).next)).toBe(3_002);
  });

  it('writes listings that SPEC rules and the pages take: their city in their address, in leaf categories, two a business', async () => {
    const { rows } = await client.query<{ address: string; city: string; leaf: boolean; partner_city: string; slug: string }>(
      `
      select s.service_address as address, s.city, p.city as partner_city, s.slug,
             not exists (select 1 from categories c where c.parent_id = s.category_id) as leaf
      from services s join partners p on p.id = s.partner_id
      where s.id > $1`,
      [demoListings],
    );
    expect(rows.length).toBe(3_001 - demoListings);
    const cities = new Set((await scaleCities()).map((city) => city.name));
    for (const row of rows) {
      expect(addressInCity(row.address, row.city)).toBe(true);
      expect(row.address.split(', ').at(-2)).toBe(row.city);
      expect(cities.has(row.city)).toBe(true);
      expect(row.partner_city).toBe(row.city);
      expect(row.leaf).toBe(true);
      expect(row.slug).toMatch(/^[a-z0-9-]+-\d+$/);
    }
    const { rows: perPartner } = await client.query(
      'select max(n)::int as most from (select count(*) as n from services where id > $1 group by partner_id) t',
      [demoListings],
    );
    expect(perPartner[0].most).toBe(2);
  });

  it('gives the benchmark a catalogue shape to build its requests from', async () => {
    const shape = await readCatalogueShape(database.url, await scaleCities(), 50);
    expect(shape.detailSlugs.length).toBeGreaterThan(10);
    const total = shape.categories.filter((category) => category.parent_id === null).reduce((sum, category) => sum + category.listings, 0);
    expect(total).toBe(3_001);
  });
});
