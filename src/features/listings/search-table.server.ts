/**
 * listing_search (db/schema.ts): each listing's city and search text in a narrow table of their own, which search's
 * text branch reads (search/search.server.ts providerMatch) once it holds every listing. Triggers on services keep
 * it (migration 0034); the listings there were before it are copied by that migration when they are few, and by a
 * job behind the start when they are many, after which the table is marked filled (a data version in `meta`).
 * Until then search reads the search text from services, as before: the same answers, slower.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { db } from '../../lib/server/db';
import { claimDataVersion } from '../../lib/server/db/meta-version';
import { queryRows } from '../../lib/server/db/rows';
import { cached } from '../../lib/server/data-cache';
import { invalidate } from '../../lib/server/invalidation';
import { enqueueJob, type JobDefinition } from '../../lib/server/jobs';
import { logger } from '../../lib/server/log';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { BACKFILL_BATCH, type BackfillStep } from './places.server';

type Executor = Pick<Database, 'execute'>;

/** The `meta` key the filled table's data version is claimed under (migration 0034 claims it for a small catalogue). */
export const SEARCH_TABLE_KEY = 'listing_search_filled';
const SEARCH_TABLE_VERSION = 1;
const FILLED_TTL_MS = 60_000;

/**
 * One keyset step of the fill: the next `batch` listings after id `after`, copied unless the triggers wrote them
 * already (what they wrote is newer than this step's read, and kept).
 */
export async function fillSearchTable(database: Executor, after: number, batch = BACKFILL_BATCH): Promise<BackfillStep> {
  const [step] = await queryRows<{ last: number | null; read: number; filled: number }>(
    database,
    sql`with batch as (select id, city, search_text from services where id > ${after} order by id limit ${batch}),
      copied as (
        insert into listing_search (service_id, city, search_text) select id, city, search_text from batch
        on conflict (service_id) do nothing returning 1
      )
      select max(id) as last, count(*)::int as read, (select count(*)::int from copied) as filled from batch`,
  );
  const read = step?.read ?? 0;
  return { last: read < batch ? null : Number(step!.last), filled: step?.filled ?? 0 };
}

/** Whether listing_search holds every listing (its data version claimed). */
async function readFilled(database: Executor): Promise<boolean> {
  const rows = await queryRows(
    database,
    sql`select 1 from meta where key = ${SEARCH_TABLE_KEY} and coalesce((value->>'version')::int, 0) >= ${SEARCH_TABLE_VERSION}`,
  );
  return rows.length > 0;
}

/** readFilled, kept a minute and forgotten with the listings (the job's last step forgets them on every instance). */
export const searchTableFilled = (): Promise<boolean> =>
  cached('listings:search-table-filled', { ttlMs: FILLED_TTL_MS, tags: [LISTINGS_TAG] }, async () => readFilled(await db()));

export const SEARCH_TABLE_JOB = 'listings.search-table';

/** The fill as a job, a step per claim, its cursor in the payload; the last step marks the table filled. */
export const searchTableJob: JobDefinition<{ after?: number; batch?: number; filled?: number }> = {
  name: SEARCH_TABLE_JOB,
  async run({ db: database, payload, attempt }) {
    // A step that failed (the statement timeout on a busy database, say) is tried again with half as many listings.
    const batch = Math.max(50, Math.floor((payload.batch ?? BACKFILL_BATCH) / 2 ** (attempt - 1)));
    const step = await fillSearchTable(database, payload.after ?? 0, batch);
    const filled = (payload.filled ?? 0) + step.filled;
    if (step.last !== null) return { again: { payload: { ...payload, after: step.last, filled } } };
    await claimDataVersion(database, SEARCH_TABLE_KEY, SEARCH_TABLE_VERSION);
    await invalidate([LISTINGS_TAG]);
    logger.info({ filled }, 'listing search table filled');
    return undefined;
  },
};

/** At each start, behind the listening server: the fill, unless the table is filled (a fill waiting or running is kept, with its cursor). */
export const askForSearchTable = async (database: Executor, batch = BACKFILL_BATCH): Promise<boolean> =>
  !(await readFilled(database)) && enqueueJob(database, SEARCH_TABLE_JOB, { payload: { after: 0, batch } });

/**
 * Search's text branch on listing_search: the listings whose search text holds the lower-cased `pattern`, in `city`
 * (a city there are listings in, as stored) or everywhere, at most `limit` of them, from listing_search_city_text_idx.
 */
export const searchTextHolding = (pattern: string, city: string | undefined, limit: number): SQL =>
  sql`(select service_id from listing_search where ${city === undefined ? sql`` : sql`city = ${city} and `}search_text like lower(${pattern}) limit ${limit})`;
