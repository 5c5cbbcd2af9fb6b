import { rmSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../src/lib/server/db/client';
import { startServer, type TestServer } from '../../support/server';

/**
 * A server whose database the test may change between requests: it stops the server, runs the change
 * on the same data folder (PGlite allows one process at a time), and starts it again. This is how the
 * tests move a code's timestamps into the past instead of waiting minutes.
 */
export async function startRestartableServer(env: Record<string, string>) {
  let server: TestServer = await startServer({ env, keepData: true });
  const dataDir = server.dataDir;
  return {
    get current() {
      return server;
    },
    async change(edit: (db: Database) => Promise<unknown>): Promise<void> {
      await server.stop();
      const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        await edit(handle.db);
      } finally {
        await handle.close();
      }
      server = await startServer({ env, dataDir });
    },
    async run(statement: SQL): Promise<void> {
      await this.change((db) => db.execute(statement));
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
