import path from 'node:path';
import { config } from '../config';
import { startHearing, stopHearing } from '../invalidation';
import { logger } from '../log';
import { startAutovacuum } from './autovacuum';
import { type Database, type DatabaseHandle, openDatabase } from './client';

export type { Database } from './client';
export * as tables from './schema';

/**
 * No statement of the server runs longer than this on PostgreSQL (a read must not hold a
 * connection for long). Generous: the slowest request query measured is tens of ms on 51,700 listings.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

let opened: { handle: DatabaseHandle; stopAutovacuum: () => Promise<void> } | undefined;

/**
 * Opens the process's database and applies the migrations: called once by the server entry
 * (scripts/serve.ts) before it listens, so no visitor's request ever waits for it.
 */
export async function openServerDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') }, {
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  });
  await handle.migrate();
  // PGlite has no autovacuum of its own (src/lib/server/db/autovacuum.ts).
  const stopAutovacuum =
    handle.kind === 'pglite' ? startAutovacuum(handle.db, (error) => logger.warn({ err: error }, 'autovacuum run failed')) : async () => undefined;
  opened = { handle, stopAutovacuum };
  // Other instances' writes reach this one's caches (invalidation.ts).
  await startHearing(handle.db, handle.listen);
  return handle;
}

/** Closes the database (the server entry, once the last request is answered): PGlite writes out and releases its folder. */
export async function closeServerDatabase(): Promise<void> {
  if (!opened) return;
  const { handle, stopAutovacuum } = opened;
  opened = undefined;
  await stopHearing();
  await stopAutovacuum();
  await handle.close();
}

/** The process's database, opened by the server entry before it listened. */
export async function database(): Promise<DatabaseHandle> {
  if (!opened) throw new Error('The database is not open: the server entry opens it before it listens');
  return opened.handle;
}

/** Shorthand for `(await database()).db`. */
export async function db(): Promise<Database> {
  return (await database()).db;
}
