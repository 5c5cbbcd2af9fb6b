/**
 * Grows a PostgreSQL database to N listings for the scale benchmark (scripts/bench-scale.ts), with
 * set-based SQL: the demo catalogue first (the project's own migrations and seed), then partners and
 * listings made by `INSERT … SELECT … FROM generate_series(…)`, one statement per batch of BATCH rows.
 *
 * What the rows look like: a business in one of the ~200 largest Indian cities of the gazetteer, picked
 * with the city's population as its weight, at a real locality of that city where the project knows
 * some ("Shop 14, Salt Lake, Kolkata, West Bengal"); named from Indian shop-name words and its trade
 * ("Sharma Electrician Works", "Sri Balaji Plumber Services"); two listings a business on average, the
 * first in the business's own leaf category, the second in any leaf; ratings, prices, verification and
 * creation dates spread at random (created over the last 3 years). No reviews, photos or questions are
 * added: the demo's stay, the grown listings have none.
 *
 * Idempotent: it only adds the listings missing to reach N, so growing 100k to 1M adds 900k.
 *
 * Two kinds of data (GrowOptions.kind):
 *  - 'standard': cities weighted by population, places and search text filled here (as the app writes them);
 *  - 'imported': a catalogue grown outside the app, as a bulk import from another system is: cities weighted
 *    by the square root of their population (smaller towns weigh more), and no locality or search text
 *    written — the server's backfill job derives them behind a listening server.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cities as demoCities } from '../../src/features/catalog/demo/cities';
import { artPathsFor } from '../../src/features/catalog/demo/art';
import { regionNames } from '../../src/features/catalog/demo/names';
import { sql } from 'drizzle-orm';
import { seedDemoCatalogue } from '../../src/features/demo/demo-seed.server';
import { refreshSearchText } from '../../src/features/listings/search-text.server';
import { queryRows } from '../../src/lib/server/db/rows';
import { gazetteer } from '../../src/features/geo/india-gazetteer.server';
import { INDIA_LOCALITIES } from '../../src/features/geo/india-localities';
import { openDatabase } from '../../src/lib/server/db/client';

/** Listings added by one statement. */
export const BATCH = 100_000;
/** How many of the gazetteer's cities (largest first) the grown listings spread over. */
export const CITY_COUNT = 200;

export interface ScaleCity {
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
  localities: string[];
}

export type GrowKind = 'standard' | 'imported';

/** How a kind of data weighs a city: its population, or (imported) the square root of it. */
export const cityWeight = (city: ScaleCity, kind: GrowKind = 'standard'): number =>
  kind === 'imported' ? Math.sqrt(city.population) : city.population;

/** The ~200 largest cities of the gazetteer (one per name), each with the localities the project knows in it. */
export async function scaleCities(): Promise<ScaleCity[]> {
  const { cities } = await gazetteer();
  const localities = new Map<string, Set<string>>();
  const add = (city: string, locality: string) => {
    if (locality === city) return;
    if (!localities.has(city)) localities.set(city, new Set());
    localities.get(city)!.add(locality);
  };
  for (const city of demoCities) for (const locality of city.localities) add(city.name, locality.name);
  for (const locality of INDIA_LOCALITIES) add(locality.city, locality.name);
  const seen = new Set<string>();
  const picked: ScaleCity[] = [];
  for (const place of [...cities].sort((a, b) => b.importance - a.importance)) {
    if (seen.has(place.name)) continue;
    seen.add(place.name);
    picked.push({
      name: place.name,
      state: place.state,
      lat: place.lat,
      lng: place.lng,
      population: place.importance,
      localities: [...(localities.get(place.name) ?? [])],
    });
    if (picked.length === CITY_COUNT) break;
  }
  return picked;
}

/** Creates the database named in `url` on its server when it is missing (connecting to `postgres`). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export interface GrowResult {
  before: number;
  after: number;
  seeded: boolean;
  ms: number;
}

/** Street-level places used where the project knows no locality of a city. */
const GENERIC_AREAS = [
  'Station Road',
  'MG Road',
  'Civil Lines',
  'Sadar Bazaar',
  'Gandhi Nagar',
  'Nehru Nagar',
  'Main Bazaar',
  'Old Town',
  'Ram Nagar',
  'Shastri Nagar',
  'Rajendra Nagar',
  'Model Town',
  'Subhash Chowk',
  'Market Road',
  'Bus Stand Road',
  'Indira Colony',
];
const HOUSE_FORMS = ['Shop', 'No.', 'Plot', 'Office', 'Unit', 'Ground Floor, Shop'];
const SUFFIXES = ['Works', 'Services', 'Enterprises', '& Sons', 'Solutions', 'Centre', 'Point', 'Associates', 'Agency', 'Experts', 'Hub', 'Care'];

/** The first words of shop names: the demo's surnames and the blessings shop names open with. */
function namePrefixes(): string[] {
  const words = new Set<string>();
  for (const region of Object.values(regionNames)) {
    for (const surname of region.surnames) words.add(surname);
    for (const blessing of region.blessings) words.add(blessing);
  }
  return [...words];
}

/**
 * Opens (migrating) the database at `url`, loads the demo catalogue when it has none, and adds listings
 * until there are `size`. Prints each batch as it goes.
 */
export async function growCatalogue(
  url: string,
  size: number,
  log: (line: string) => void = console.log,
  kind: GrowKind = 'standard',
): Promise<GrowResult> {
  const started = performance.now();
  await ensureDatabaseExists(url);
  const handle = await openDatabase({ url });
  let seeded = false;
  try {
    await handle.migrate();
    seeded = (await seedDemoCatalogue(handle.db)).loaded;
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async () => Number((await client.query('select count(*) as n from services')).rows[0].n);
    const before = await count();
    if (before < size) await createReferenceTables(client, kind);
    for (let done = before; done < size; ) {
      const rows = Math.min(BATCH, size - done);
      const batchStarted = performance.now();
      await insertBatch(client, rows);
      done += rows;
      log(
        `  grew to ${done.toLocaleString('en-IN')} listings (+${rows.toLocaleString('en-IN')} in ${Math.round(performance.now() - batchStarted)} ms)`,
      );
    }
    for (const table of ['partners', 'services']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    if (kind === 'standard') await fillPlacesAndSearchText(url, log);
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze partners');
    await client.query('vacuum analyze services');
    log(`  VACUUM ANALYZE in ${Math.round(performance.now() - vacuumStarted)} ms`);
    return { before, after: await count(), seeded, ms: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}

/**
 * The grown listings' locality and search text, which the app derives when it writes a listing
 * (listings/place-of-address.ts, listings/search-text.server.ts): the locality is the part of the address the
 * batches put it in ('House 12, <locality>, <city>, <state>'), the search text the app's own set-based
 * refresh. Nothing to do when every listing has both. Updating a million rows under a dozen indexes (three of
 * them trigram GIN) took over 25 minutes here; the indexes other than the keys are dropped first and built
 * again after from their own definitions, in minutes.
 */
async function fillPlacesAndSearchText(url: string, log: (line: string) => void): Promise<void> {
  const handle = await openDatabase({ url });
  try {
    const [stale] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from services where locality is null or search_text = ''`,
    );
    if (!stale?.n) return;
    const started = performance.now();
    const indexes = await queryRows<{ name: string; definition: string }>(
      handle.db,
      sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
          where i.tablename = 'services' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes) await handle.db.execute(sql.raw(`drop index if exists "${index.name}"`));
    await handle.db.execute(sql`update services set locality = split_part(service_address, ', ', 2) where locality is null`);
    await refreshSearchText(handle.db, 'stale');
    await handle.db.execute(sql`set maintenance_work_mem = '512MB'`);
    for (const index of indexes) await handle.db.execute(sql.raw(index.definition));
    log(
      `  places and search text of ${stale.n.toLocaleString('en-IN')} listings, and ${indexes.length} indexes rebuilt, in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * The session's lookup tables the batches draw from: cities with their localities, a slot table that
 * picks a city with its population as weight, the leaf categories with their artwork, and name words.
 */
async function createReferenceTables(client: pg.Client, kind: GrowKind): Promise<void> {
  const cities = await scaleCities();
  await client.query(`
    create temporary table grow_cities (idx int primary key, name text, state text, lat float8, lng float8, localities text[]);
    create temporary table grow_city_slots (slot int primary key, city_idx int);
    create temporary table grow_leaves (idx int primary key, id int, name text, price int, image text);
    create temporary table grow_words (kind text, idx int, word text, primary key (kind, idx));`);
  await client.query(
    `insert into grow_cities
     select c.idx, c.name, c.state, c.lat, c.lng, coalesce((select array_agg(l) from jsonb_array_elements_text(c.localities) l), '{}')
     from jsonb_to_recordset($1::jsonb) as c(idx int, name text, state text, lat float8, lng float8, localities jsonb)`,
    [JSON.stringify(cities.map(({ name, state, lat, lng, localities }, idx) => ({ idx, name, state, lat, lng, localities })))],
  );
  // Weighted picking: each city gets slots in proportion to its weight (at least one).
  const total = cities.reduce((sum, city) => sum + cityWeight(city, kind), 0);
  const slots = cities.flatMap((city, index) =>
    Array.from({ length: Math.max(1, Math.round((cityWeight(city, kind) / total) * 2000)) }, () => index),
  );
  await client.query('insert into grow_city_slots select i - 1, s from unnest($1::int[]) with ordinality as t(s, i)', [slots]);
  // Leaves: categories without children, with the artwork of their main category.
  const leaves = await client.query<{ id: number; name: string; price: number; main: string }>(`
    with recursive tree as (
      select id, id as main_id from categories where parent_id is null
      union all select c.id, t.main_id from categories c join tree t on c.parent_id = t.id)
    select c.id, c.name, c.price, m.slug as main
    from categories c join tree t on t.id = c.id join categories m on m.id = t.main_id
    where not exists (select 1 from categories k where k.parent_id = c.id)
    order by c.id`);
  await client.query(
    `insert into grow_leaves select l.idx, l.id, l.name, l.price, l.image
     from jsonb_to_recordset($1::jsonb) as l(idx int, id int, name text, price int, image text)`,
    [JSON.stringify(leaves.rows.map((leaf, idx) => ({ ...leaf, idx, image: artPathsFor(leaf.main)[leaf.id % artPathsFor(leaf.main).length] })))],
  );
  const words = { prefix: namePrefixes(), suffix: SUFFIXES, area: GENERIC_AREAS, house: HOUSE_FORMS };
  for (const [kind, list] of Object.entries(words)) {
    await client.query('insert into grow_words select $1, i - 1, w from unnest($2::text[]) with ordinality as t(w, i)', [kind, list]);
  }
  await client.query('analyze grow_cities; analyze grow_city_slots; analyze grow_leaves; analyze grow_words');
}

/**
 * One batch: ceil(rows / 2) partners, then `rows` listings, two per partner (the last partner may have one).
 * The partner's own leaf is a hash of its id, so its first listing finds it again without a stored column.
 */
async function insertBatch(client: pg.Client, rows: number): Promise<void> {
  const partnerCount = Math.ceil(rows / 2);
  await client.query('begin');
  try {
    const { rows: bases } = await client.query<{ partner: number; service: number; leaves: number; slots: number }>(
      `select coalesce((select max(id) from partners), 0) + 1 as partner, coalesce((select max(id) from services), 0) + 1 as service,
              (select count(*)::int from grow_leaves) as leaves, (select count(*)::int from grow_city_slots) as slots`,
    );
    const { partner: partnerBase, service: serviceBase, leaves, slots } = bases[0]!;
    const leafOf = (id: string) => `((${id})::bigint * 2654435761 % 4294967296) % ${leaves}`;
    await client.query(
      `insert into partners (id, slug, business_name, owner_name, business_location_name, city, mobile, featured_image, created_at)
       with picks as materialized (
         select $1::int + k as id,
                floor(random() * ${slots})::int as slot,
                floor(random() * (select count(*) from grow_words where kind = 'prefix'))::int as prefix,
                floor(random() * (select count(*) from grow_words where kind = 'suffix'))::int as suffix,
                floor(random() * (select count(*) from grow_words where kind = 'house'))::int as house,
                floor(random() * (select count(*) from grow_words where kind = 'area'))::int as area,
                random() as locality_pick, random() as known_locality,
                1 + floor(random() * 120)::int as number,
                (6000000000 + floor(random() * 3999999999))::bigint as mobile,
                now() - random() * interval '3 years' as created_at
         from generate_series(0, $2::int - 1) as k),
       named as (
         select p.*, c.name as city, c.state,
                pw.word || ' ' || l.name || ' ' || sw.word as business_name,
                case when cardinality(c.localities) > 0 and p.known_locality < 0.85
                     then c.localities[1 + floor(p.locality_pick * cardinality(c.localities))::int] else aw.word end as locality,
                l.image
         from picks p
         join grow_city_slots s on s.slot = p.slot
         join grow_cities c on c.idx = s.city_idx
         join grow_leaves l on l.idx = ${leafOf('p.id')}
         join grow_words pw on pw.kind = 'prefix' and pw.idx = p.prefix
         join grow_words sw on sw.kind = 'suffix' and sw.idx = p.suffix
         join grow_words aw on aw.kind = 'area' and aw.idx = p.area)
       select n.id,
              trim(both '-' from lower(regexp_replace(n.business_name || ' ' || n.city, '[^a-zA-Z0-9]+', '-', 'g'))) || '-' || n.id,
              n.business_name, null,
              hw.word || ' ' || n.number || ', ' || n.locality || ', ' || n.city || ', ' || n.state,
              n.city, n.mobile::text, n.image, n.created_at
       from named n join grow_words hw on hw.kind = 'house' and hw.idx = n.house`,
      [partnerBase, partnerCount],
    );
    await client.query(
      `insert into services (id, partner_id, category_id, slug, service_name, description, service_address, city, lat, lng, price,
                             contact_no, featured_image, ratings_average, rating_count, is_verified, response_minutes, year_established, created_at)
       with picks as materialized (
         select $1::int + j as id, $2::int + j / 2 as partner_id, j % 2 = 0 as own_leaf,
                floor(random() * ${leaves})::int as other_leaf,
                floor(random() * (select count(*) from grow_words where kind = 'prefix'))::int as prefix,
                floor(random() * (select count(*) from grow_words where kind = 'suffix'))::int as suffix,
                random() as rated, random() as rating, random() as votes, random() as price, random() as verified,
                random() as response, random() as established, random() as lat, random() as lng, random() as age
         from generate_series(0, $3::int - 1) as j),
       listed as (
         select x.*, p.business_name, p.business_location_name, p.city, p.mobile, p.created_at as partner_created,
                case when x.own_leaf then ${leafOf('p.id')} else x.other_leaf end as leaf_idx
         from picks x join partners p on p.id = x.partner_id)
       select x.id, x.partner_id, l.id,
              trim(both '-' from lower(regexp_replace(n.name || ' ' || x.city, '[^a-zA-Z0-9]+', '-', 'g'))) || '-' || x.id,
              n.name,
              'Trusted ' || lower(l.name) || ' in ' || x.business_location_name || '.',
              x.business_location_name, x.city,
              c.lat + (x.lat - 0.5) * 0.12, c.lng + (x.lng - 0.5) * 0.12,
              round(l.price * (0.6 + x.price * 2.4)),
              x.mobile, l.image,
              case when x.rated < 0.2 then 0 else round((2.5 + x.rating * 2.5)::numeric, 1)::float8 end,
              case when x.rated < 0.2 then 0 else 1 + floor(x.votes ^ 3 * 400)::int end,
              x.verified < 0.3,
              10 + floor(x.response * 170)::int,
              1985 + floor(x.established * 40)::int,
              greatest(x.partner_created, now() - x.age * interval '3 years')
       from listed x
       join grow_leaves l on l.idx = x.leaf_idx
       join grow_cities c on c.name = x.city
       join grow_words pw on pw.kind = 'prefix' and pw.idx = x.prefix
       join grow_words sw on sw.kind = 'suffix' and sw.idx = x.suffix
       cross join lateral (select case when x.own_leaf then x.business_name else pw.word || ' ' || l.name || ' ' || sw.word end as name) n`,
      [serviceBase, partnerBase, rows],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
