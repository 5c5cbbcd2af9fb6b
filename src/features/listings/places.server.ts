/**
 * Listings' places as data (place-of-address.ts): the start-up backfill of listings written before the
 * places were derived, and the cities there are listings in, which turn a city keyword into an indexed
 * equality (listings.server.ts).
 */
import { type SQL, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { db } from '../../lib/server/db';
import { queryRows } from '../../lib/server/db/rows';
import { services } from '../../lib/server/db/schema';
import { cached } from '../../lib/server/data-cache';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { placeNames } from './places';
import { refreshSearchText } from './search-text.server';
import { cityKeyword, containsPattern } from './listings';
import { placeOfAddress } from './place-of-address';

type Executor = Pick<Database, 'execute'>;

const BACKFILL_BATCH = 2_000;

/**
 * Derives the city and locality of every listing that has none yet (locality null), a batch at a time.
 * Answers how many it derived.
 */
export async function derivePlaces(database: Executor): Promise<number> {
  const places = placeNames();
  let done = 0;
  for (;;) {
    const pending = await queryRows<{ id: number; service_address: string }>(
      database,
      sql`select id, service_address from services where locality is null order by id limit ${BACKFILL_BATCH}`,
    );
    if (!pending.length) return done;
    const rows = pending.map((row) => ({ id: row.id, ...placeOfAddress(row.service_address, places) }));
    await database.execute(sql`
      update services s set city = case when v.city = '' then s.city else v.city end, locality = v.locality
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, city text, locality text)
      where s.id = v.id`);
    done += rows.length;
  }
}

/**
 * At start-up: the places and search text of listings written before either existed (or by a script that
 * left them out). One read of services when there is nothing to do.
 */
export async function keepListingPlaces(database: Executor): Promise<void> {
  // One read of services answers both on the usual start, when nothing waits; the refresh gathers every
  // category's terms before it looks for a row to write.
  const [waiting] = await queryRows<{ id: number }>(database, sql`select id from services where locality is null or search_text = '' limit 1`);
  if (!waiting) return;
  await derivePlaces(database);
  await refreshSearchText(database, 'stale');
}

const CITIES_TTL_MS = 10 * 60_000;

/**
 * The cities there are listings in, lower-cased to their stored spelling. A loose index scan: one probe of
 * services_city_category_rank_idx per city, not a read of every listing.
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
 * equality on the derived city (services_city_category_rank_idx); any other text ('Salt', a locality) is
 * still the address containment, answered from the address trigram index.
 */
export async function inCity(city: string): Promise<SQL | undefined> {
  const keyword = cityKeyword(city);
  if (!keyword) return undefined;
  const known = (await listingCities()).get(keyword.toLowerCase());
  return known ? eq(services.city, known) : sql`${services.serviceAddress} ILIKE ${containsPattern(keyword)}`;
}
