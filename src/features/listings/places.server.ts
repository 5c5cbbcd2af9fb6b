/**
 * Listings' places as data (place-of-address.ts): the backfill of listings written before the places were
 * derived (or by a bulk import that left them out), a background job behind the start; and the cities there
 * are listings in, which turn a city keyword into an indexed equality (listings.server.ts).
 */
import { type Placeholder, type SQL, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { db } from '../../lib/server/db';
import { queryRows } from '../../lib/server/db/rows';
import { services } from '../../lib/server/db/schema';
import { cached } from '../../lib/server/data-cache';
import { invalidate } from '../../lib/server/invalidation';
import { enqueueJob, type JobDefinition } from '../../lib/server/jobs';
import { logger } from '../../lib/server/log';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { placeNames } from './places';
import { SEARCH_TEXT_VERSION, searchTextMetaKey, searchTextOf } from './search-text.server';
import { claimDataVersion } from '../../lib/server/db/meta-version';
import { cityKeyword, containsPattern } from './listings';
import { placeOfAddress } from './place-of-address';

type Executor = Pick<Database, 'execute'>;

/** Listings a step of the backfill reads: each step's statements stay far below the statement timeout on any catalogue. */
export const BACKFILL_BATCH = 1_000;

export interface BackfillStep {
  /** The last id this step read, the next step's cursor; null when it read the last listing. */
  last: number | null;
  /** Listings whose place or search text it wrote. */
  filled: number;
}

/**
 * One keyset step of the backfill: the next `batch` listings after id `after` (`where id > $after order by
 * id limit N`, the primary key's range, never a rescan of rows already read), the place of those that have
 * none yet (locality null) and the search text of those with none ('') or a new place — or, with
 * `everyText` (a new shape of the text, search-text.server.ts SEARCH_TEXT_VERSION), the search text of every one of them.
 */
export async function backfillListingPlaces(database: Executor, after: number, batch = BACKFILL_BATCH, everyText = false): Promise<BackfillStep> {
  const rows = await queryRows<{ id: number; service_address: string; unplaced: boolean; untexted: boolean }>(
    database,
    sql`select id, service_address, locality is null as unplaced, search_text = '' as untexted
      from services where id > ${after} order by id limit ${batch}`,
  );
  if (!rows.length) return { last: null, filled: 0 };
  const places = placeNames();
  // Their new place (city '' keeps the stored one; a locality null keeps the stored one) and search text, in
  // one statement: each row written once, its indexes once.
  const stale = rows
    .filter((row) => everyText || row.unplaced || row.untexted)
    .map((row) => (row.unplaced ? { id: row.id, ...placeOfAddress(row.service_address, places) } : { id: row.id, city: '', locality: null }));
  if (stale.length) {
    await database.execute(sql`
      update services s set city = case when v.city = '' then s.city else v.city end, locality = coalesce(v.locality, s.locality),
        search_text = ${searchTextOf(sql`s.service_name`, sql`coalesce(v.locality, s.locality)`)}
      from jsonb_to_recordset(${JSON.stringify(stale)}::jsonb) as v(id int, city text, locality text)
      where s.id = v.id`);
  }
  return { last: rows.length < batch ? null : rows.at(-1)!.id, filled: stale.length };
}

/** Every step of the backfill at once (tests, scripts): the places and search text of every listing without them. */
export async function keepListingPlaces(database: Executor): Promise<number> {
  let after = 0;
  let filled = 0;
  for (;;) {
    const step = await backfillListingPlaces(database, after);
    filled += step.filled;
    if (step.last === null) return filled;
    after = step.last;
  }
}

export const LISTING_PLACES_JOB = 'listings.places';

/**
 * The backfill as a job, a step per claim, its cursor in the job's payload: resumed where it was after a
 * restart, and the pages answer meanwhile (a listing without its place still shows; search finds it by its
 * text once its step has run).
 */
export const listingPlacesJob: JobDefinition<{ after?: number; batch?: number; filled?: number; everyText?: boolean }> = {
  name: LISTING_PLACES_JOB,
  async run({ db: database, payload, attempt }) {
    // A step that failed (the statement timeout on a busy database, say) is tried again with half as many listings.
    const batch = Math.max(50, Math.floor((payload.batch ?? BACKFILL_BATCH) / 2 ** (attempt - 1)));
    const step = await backfillListingPlaces(database, payload.after ?? 0, batch, payload.everyText ?? false);
    if (step.filled) await invalidate([LISTINGS_TAG]);
    const filled = (payload.filled ?? 0) + step.filled;
    if (step.last !== null) return { again: { payload: { ...payload, after: step.last, filled } } };
    if (filled) logger.info({ filled }, 'listings backfill done: places and search text written');
    return undefined;
  },
};

/** Whether a listing is still without its place or search text: one probe of services_unfilled_idx. */
async function anyUnfilled(database: Executor): Promise<boolean> {
  const found = await queryRows(database, sql`select 1 from services where locality is null or search_text = '' limit 1`);
  return found.length > 0;
}

/**
 * At each start, behind the listening server: one pass of the backfill when a listing is without its place or
 * search text (a pass already waiting or running is kept, with its cursor). When none is, no pass: it would read
 * every listing in steps to write nothing (at a million listings a thousand steps of reads, beside the first
 * requests of every start).
 */
export const askForListingPlaces = async (database: Database, batch = BACKFILL_BATCH): Promise<boolean> =>
  (await anyUnfilled(database)) && enqueueJob(database, LISTING_PLACES_JOB, { payload: { after: 0, batch } });

/**
 * A new shape of the search text (search-text.server.ts SEARCH_TEXT_VERSION): every listing's text again, as a
 * pass of the same job of its own (key 'every-text'), never one statement over the whole catalogue at start.
 */
export const askForEverySearchText = (database: Pick<Database, 'execute'>, batch = BACKFILL_BATCH): Promise<boolean> =>
  enqueueJob(database, LISTING_PLACES_JOB, { key: 'every-text', payload: { after: 0, batch, everyText: true }, ifWaiting: 'replace' });

/** At each start: when the stored texts are of an older shape (the version claimed here), every one is written again behind it. */
export async function askForNewSearchTextShape(database: Pick<Database, 'insert' | 'execute'>, batch = BACKFILL_BATCH): Promise<boolean> {
  if (!(await claimDataVersion(database, searchTextMetaKey, SEARCH_TEXT_VERSION))) return false;
  return askForEverySearchText(database, batch);
}

const CITIES_TTL_MS = 10 * 60_000;

/**
 * The cities there are listings in, lower-cased to their stored spelling. A loose index scan: one probe of
 * services_city_name_prefix_idx per city, not a read of every listing.
 */
export function listingCities(): Promise<Map<string, string>> {
  return cached('listings:cities', { ttlMs: CITIES_TTL_MS, tags: [LISTINGS_TAG] }, async () => {
    const found = await queryRows<{ city: string }>(
      await db(),
      sql`
      with recursive found(city) as (
        (select city from services order by city limit 1)
        union all
        select (select s.city from services s where s.city > found.city order by s.city limit 1) from found where found.city is not null
      )
      select city from found where city is not null`,
    );
    return new Map(found.map((row) => [row.city.toLowerCase(), row.city]));
  });
}

/**
 * SPEC.md's city rule (listings.ts) as SQL, or undefined for everywhere. A city there are listings in is an
 * equality on the derived city (services_listed_city_category_rank_idx); any other text ('Salt', a locality) is
 * still the address containment, answered from the address trigram index.
 */
export async function inCity(city: string): Promise<SQL | undefined> {
  const match = await cityMatch(city);
  if (!match) return undefined;
  return cityCondition(match.on, match.value);
}

/** How inCity matches a city: on the derived city (equal to `value`) or on the address (ILIKE `value`); undefined for everywhere. */
export interface CityMatch {
  on: 'city' | 'address';
  value: string;
}

export async function cityMatch(city: string): Promise<CityMatch | undefined> {
  const keyword = cityKeyword(city);
  if (!keyword) return undefined;
  const known = (await listingCities()).get(keyword.toLowerCase());
  return known ? { on: 'city', value: known } : { on: 'address', value: containsPattern(keyword) };
}

/** inCity's condition with its value given, or a placeholder's (a statement built once per shape, db/prepared.ts). */
export function cityCondition(on: CityMatch['on'], value: string | Placeholder): SQL {
  return on === 'city' ? eq(services.city, value) : sql`${services.serviceAddress} ILIKE ${value}`;
}
