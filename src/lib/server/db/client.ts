import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseBusyError } from './faults';
import { buildLiveIndexes } from './live-indexes';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same query API whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies every migration in /migrations that has not run yet, then builds the live indexes
   * (live-indexes.ts); safe from two processes at once.
   */
  migrate(): Promise<void>;
  /** Hears NOTIFYs on a channel of its own connection (invalidation.ts). */
  listen: Listener;
  close(): Promise<void>;
}

/**
 * Hears `channel`: `onNotify` with each NOTIFY's payload, `onState(up)` each time the listening connection
 * comes up or is lost (it is made again by itself); resolves, once the first try is over, to a function that
 * stops. On PGlite, one process, it is up at once.
 */
export type Listener = (
  channel: string,
  onNotify: (payload: string | undefined) => void,
  onState: (up: boolean) => void,
) => Promise<() => Promise<void>>;

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** The migrations folder of the repository; `npm start` and the tests run from the repository root. */
export const migrationsFolder = path.resolve(process.cwd(), 'migrations');

export interface OpenOptions {
  /**
   * PostgreSQL only: the longest one statement may run (ms) before the server cancels it, so that no
   * request can hold a connection and a core for long. Migrations run without it. PGlite
   * cannot enforce one: it runs in our thread without PostgreSQL's timer signals (measured: a 6 s query
   * under `statement_timeout = 500` ran to its end), so there it is not set.
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL only: how long a query waits for the server's answer (ms) before the client gives up and drops
   * the connection. statement_timeout is the server's to enforce; a server that says nothing at all (a
   * network that black-holes packets, a machine gone) is caught only here. Migrations run without it.
   */
  queryTimeoutMs?: number;
  /** PostgreSQL only: how long a query waits for a connection (ms): a free one of the pool, or a new one. */
  connectionTimeoutMs?: number;
  /** PostgreSQL only: the most connections the pool opens (POOL_SIZE unless given). */
  poolSize?: number;
  /**
   * PostgreSQL only: how many queries may wait for a connection of the pool at once; one more fails at once
   * with DatabaseBusyError (faults.ts) instead of joining a queue that grows without bound when the
   * database slows down.
   */
  maxWaiting?: number;
}

/** Opens PostgreSQL when given a URL, otherwise embedded PGlite (on disk, or in memory for tests). */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, options);
  return openPglite('dataDir' in target ? target.dataDir : undefined);
}

/**
 * PGlite's own settings. Its buffer pool is PostgreSQL's default, 128 MB, sized for a server with the
 * machine to itself; embedded, the pool sits inside our process, and PGlite's data files are read
 * through the kernel, whose page cache keeps them as well. So the pool is kept small: a miss costs a read
 * from the page cache, not from disk, and the process's memory no longer grows by up to 128 MB as new
 * rows come in (the soak of `npm run bench`: +117 MB in 10 minutes of writes, still climbing).
 */
const PGLITE_SETTINGS = [
  'shared_buffers = 32MB',
  // PGlite writes postgresql.conf anew from this list (on every start), so what initdb put there is given again.
  'max_connections = 100',
  'dynamic_shared_memory_type = posix',
  'max_wal_size = 1GB',
  'min_wal_size = 80MB',
  'log_timezone = UTC',
  "datestyle = 'iso, mdy'",
  'timezone = UTC',
  'lc_messages = C',
  'lc_monetary = C',
  'lc_numeric = C',
  'lc_time = C',
  "default_text_search_config = 'pg_catalog.english'",
].join('\n');

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gin }, postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
      await buildLiveIndexes(db, 'pglite');
    },
    async listen(channel, onNotify, onState) {
      const unlisten = await client.listen(channel, onNotify);
      onState(true);
      return unlisten;
    },
    close: () => client.close(),
  };
}

/** How often a process waiting for another's migrations asks again for the lock. */
const MIGRATION_LOCK_POLL_MS = 200;

/** Connections of one process's request pool (README "PostgreSQL for production": max_connections above 13 × instances). */
const POOL_SIZE = 10;

/**
 * How long a pool's connection may sit idle before it is closed (pg-pool closes it after 10 s unless told).
 * A new connection is a new PostgreSQL backend whose first statements load its catalogue caches and first touch
 * the shared buffers: measured at a million listings, the first listing read of a fresh backend planned in
 * 10 ms and ran in 26 ms, the next in 0.4 and 1.6 ms. Kept a few minutes, a quiet site's next visitor does not
 * pay that after every pause; the connections are few (max_connections is sized for all of them).
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/**
 * A pool whose queue of queries waiting for a connection is bounded (`maxWaiting`): past it, a query fails at
 * once with DatabaseBusyError. pg-pool's own query() asks connect() for its connection, so both pass here.
 */
function boundQueue(pool: pg.Pool, size: number, maxWaiting: number): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  const full = () => pool.idleCount === 0 && pool.totalCount >= size && pool.waitingCount >= maxWaiting;
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    if (!full()) return connect(callback);
    const error = new DatabaseBusyError(pool.waitingCount);
    if (!callback) return Promise.reject(error);
    process.nextTick(() => callback(error, undefined, () => undefined));
    return undefined;
  };
}

/**
 * After a query read timeout node-postgres leaves the unanswered query on its connection, and every later
 * query of that connection would queue behind it (a transaction's ROLLBACK, the next request that borrows it).
 * Such a connection is dropped at once: its queries fail now, and the pool replaces it.
 */
function dropConnectionsThatTimedOut(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const dropOnTimeout = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') {
        (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      }
    };
    (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          dropOnTimeout(error);
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch(dropOnTimeout);
      return result;
    };
  });
}

async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  // statement_timeout goes with each connection's start-up, so every connection of the pool has it.
  const size = options.poolSize ?? POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
  });
  if (options.maxWaiting !== undefined) boundQueue(pool, size, options.maxWaiting);
  if (options.queryTimeoutMs) dropConnectionsThatTimedOut(pool);
  // pg-pool listens for a connection's errors only while it is idle: one lost while lent out (the server
  // restarting, a dropped connection) would be an 'error' event nobody hears, which ends the process. Its
  // queries fail with the error; the pool then discards the connection as it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // An idle connection the server closes (restart, failover, a dropped database) must not crash the
  // process: the pool replaces it on next use.
  pool.on('error', (error) => console.warn(`seva: idle database connection closed: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // A connection of its own, without the pool's limits: a migration (an index on a large table) may take
      // longer than any request should. An advisory lock held on it keeps two starting servers from
      // migrating at once.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.connectionTimeoutMs });
      // A lost connection fails the migration's query (the start then stops, one line); no 'error' event unheard.
      client.on('error', () => undefined);
      await client.connect();
      try {
        // Asked for without waiting inside a statement: a process waiting on the lock would hold a snapshot
        // that the other's CREATE INDEX CONCURRENTLY waits for (live-indexes.ts), a deadlock.
        while (!(await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(724001) AS locked')).rows[0]?.locked) {
          await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
        }
        const migrating = drizzleNodePg({ client, schema });
        await migrateNodePg(migrating, { migrationsFolder });
        await buildLiveIndexes(migrating as unknown as Database, 'postgres');
      } finally {
        await client.query('SELECT pg_advisory_unlock(724001)').catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    listen: listenOnPostgres(url),
    close: () => pool.end(),
  };
}

/** How often the listening connection is asked whether it is still there, and how long it has to answer (ms). */
const LISTENER_PING_MS = 1_000;
const LISTENER_PING_TIMEOUT_MS = 1_500;
/** Waits between attempts to make the listening connection again (ms): doubling from the first to the last. */
const LISTENER_RETRY_MS = [250, 5_000] as const;

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool). A database that stops answering
 * without closing the connection (a black hole, a frozen failover) is found by a ping every second, so the
 * caches stop trusting what they kept within 2.5 s of it.
 */
function listenOnPostgres(url: string): Listener {
  return async (channel, onNotify, onState) => {
    let stopped = false;
    let current: pg.Client | undefined;
    let retryMs: number = LISTENER_RETRY_MS[0];
    let retry: NodeJS.Timeout | undefined;
    let ping: NodeJS.Timeout | undefined;

    const lost = (client: pg.Client) => {
      if (current !== client) return;
      current = undefined;
      clearInterval(ping);
      onState(false);
      client.end().catch(() => undefined);
      schedule();
    };
    const schedule = () => {
      if (stopped) return;
      retry = setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, LISTENER_RETRY_MS[1]);
    };
    const connect = async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: LISTENER_PING_TIMEOUT_MS, keepAlive: true });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload);
      });
      client.on('error', () => lost(client));
      client.on('end', () => lost(client));
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch {
        client.end().catch(() => undefined);
        schedule();
        return;
      }
      if (stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      current = client;
      retryMs = LISTENER_RETRY_MS[0];
      onState(true);
      ping = setInterval(() => {
        const answered = client.query('select 1');
        const late = new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), LISTENER_PING_TIMEOUT_MS).unref());
        Promise.race([answered, late]).catch(() => lost(client));
      }, LISTENER_PING_MS);
      ping.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    };
  };
}

/**
 * True when the database answers a trivial query within `withinMs` (a readiness check must answer in time
 * even when the database does not: the query itself goes on until the pool's own limits end it).
 */
export async function isReachable(db: Database, withinMs = 1_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
