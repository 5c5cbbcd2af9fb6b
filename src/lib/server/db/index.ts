import path from 'node:path';
import { config } from '../config';
import { onShutdown } from '../lifecycle';
import { logger } from '../log';
import { startAutovacuum } from './autovacuum';
import { type Database, type DatabaseHandle, openDatabase } from './client';
import { seedDemoCatalogueIfEmpty } from '../../../features/catalog/demo-seed.server';

export type { Database } from './client';
export * as tables from './schema';

let handle: Promise<DatabaseHandle> | undefined;

/**
 * No statement of the server runs longer than this on PostgreSQL (issue 15: a read must not hold a
 * connection for long). Generous: the slowest request query measured is tens of ms on 51,700 listings.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * The process's database, opened once: migrations applied and, on an empty catalogue, the demo
 * catalogue loaded (unless SEED_DEMO=0). Every server module awaits this before its first query.
 */
export function database(): Promise<DatabaseHandle> {
  handle ??= (async () => {
    const opened = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') }, {
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    // Closed after the last request on SIGTERM (scripts/serve.ts): PGlite writes out and releases its folder.
    onShutdown('database', () => opened.close());
    await opened.migrate();
    if (config.SEED_DEMO === '1') await seedDemoCatalogueIfEmpty(opened.db);
    if (opened.kind === 'pglite') {
      // PGlite has no autovacuum of its own (src/lib/server/db/autovacuum.ts). Stopped before the database closes (hooks run newest first).
      onShutdown(
        'autovacuum',
        startAutovacuum(opened.db, (error) => logger.warn({ err: error }, 'autovacuum run failed')),
      );
    }
    return opened;
  })();
  return handle;
}

/** Shorthand for `(await database()).db`. */
export async function db(): Promise<Database> {
  return (await database()).db;
}
