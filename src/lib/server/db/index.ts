import path from 'node:path';
import { config } from '../config';
import { startHearing, stopHearing } from '../invalidation';
import { logger } from '../log';
import { startAutovacuum } from './autovacuum';
import { type Database, type DatabaseHandle, openDatabase } from './client';

export type { Database } from './client';
export * as tables from './schema';

/**
 * How the server's requests meet a PostgreSQL that is slow or gone (CONTRACT.md: a 503 within 5 s, never a
 * hang): no statement runs longer than STATEMENT_TIMEOUT_MS (a read must not hold a connection for long;
 * generous: the slowest request query measured is tens of ms on 51,700 listings, 1.3 s for an all-India page
 * at a million); a query whose server says nothing at all is given up a little after it; a request waits at
 * most CONNECTION_TIMEOUT_MS for a connection; and no more than MAX_WAITING wait at once. The sum of a wait
 * and a query stays under 5 s.
 */
export const STATEMENT_TIMEOUT_MS = 3_000;
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 500;
export const CONNECTION_TIMEOUT_MS = 1_250;
export const MAX_WAITING = 50;

/**
 * Work nobody waits for (the start-up's demo load and backfills, background work) is not held to a request's
 * few seconds: on PostgreSQL it has a small pool of its own whose statements may run BACKGROUND_STATEMENT_TIMEOUT_MS
 * (what every statement had before requests got their tighter limits). Migrations take a connection of their
 * own without any limit (client.ts).
 */
export const BACKGROUND_STATEMENT_TIMEOUT_MS = 5_000;
const BACKGROUND_POOL_SIZE = 3;

let opened: { handle: DatabaseHandle; background: DatabaseHandle; stopAutovacuum: () => Promise<void> } | undefined;

/**
 * Opens the process's database and applies the migrations: called once by the server entry
 * (scripts/serve.ts) before it listens, so no visitor's request ever waits for it. Answers the handle for
 * background work (backgroundDatabase), on which the entry's start-up work runs; requests use database().
 */
export async function openServerDatabase(): Promise<DatabaseHandle> {
  const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') };
  const background = await openDatabase(target, {
    statementTimeoutMs: BACKGROUND_STATEMENT_TIMEOUT_MS,
    connectionTimeoutMs: 10_000,
    poolSize: BACKGROUND_POOL_SIZE,
  });
  await background.migrate();
  // PGlite is one database in this process: requests and background work share it (it cannot be unreachable).
  const handle =
    background.kind === 'pglite'
      ? background
      : await openDatabase(target, {
          statementTimeoutMs: STATEMENT_TIMEOUT_MS,
          queryTimeoutMs: QUERY_TIMEOUT_MS,
          connectionTimeoutMs: CONNECTION_TIMEOUT_MS,
          maxWaiting: MAX_WAITING,
        });
  // PGlite has no autovacuum of its own (src/lib/server/db/autovacuum.ts).
  const stopAutovacuum =
    handle.kind === 'pglite' ? startAutovacuum(handle.db, (error) => logger.warn({ err: error }, 'autovacuum run failed')) : async () => undefined;
  opened = { handle, background, stopAutovacuum };
  // Other instances' writes reach this one's caches (invalidation.ts).
  await startHearing(handle.db, handle.listen);
  return background;
}

/** Closes the database (the server entry, once the last request is answered): PGlite writes out and releases its folder. */
export async function closeServerDatabase(): Promise<void> {
  if (!opened) return;
  const { handle, background, stopAutovacuum } = opened;
  opened = undefined;
  await stopHearing();
  await stopAutovacuum();
  await handle.close();
  if (background !== handle) await background.close();
}

/** The process's database, opened by the server entry before it listened. */
export async function database(): Promise<DatabaseHandle> {
  if (!opened) throw new Error('The database is not open: the server entry opens it before it listens');
  return opened.handle;
}

/**
 * The process's database for work no request waits for (start-up work, background jobs): on PostgreSQL a
 * small pool of its own whose statements may run BACKGROUND_STATEMENT_TIMEOUT_MS; on PGlite the same database.
 */
export async function backgroundDatabase(): Promise<DatabaseHandle> {
  if (!opened) throw new Error('The database is not open: the server entry opens it before it listens');
  return opened.background;
}

/** Shorthand for `(await database()).db`. */
export async function db(): Promise<Database> {
  return (await database()).db;
}
