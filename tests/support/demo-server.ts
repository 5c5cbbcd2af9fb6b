import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { seedDemoCatalogue } from '../../src/features/catalog/demo-seed.server';
import type { Database, DatabaseTarget } from '../../src/lib/server/db/client';
import { openDatabase } from '../../src/lib/server/db/client';
import { createPostgresDatabase } from './databases';
import { startServer, type TestServer } from './server';

/**
 * A server on its own database of an engine with the demo catalogue (PGlite: a copy of the template the
 * global setup loaded), after `prepare` has changed what the test needs. `stop` stops the server and
 * drops the database and its folder.
 */
export async function startDemoServer(
  engine: string,
  prepare: (database: Database) => Promise<void> = async () => undefined,
): Promise<{ server: TestServer; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-demo-'));
  const env: Record<string, string> = {};
  let target: DatabaseTarget;
  let drop: () => Promise<void> = async () => undefined;
  if (engine === 'postgres') {
    const database = await createPostgresDatabase();
    target = { url: database.url };
    env.DATABASE_URL = database.url;
    drop = database.drop;
  } else {
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    target = { dataDir: path.join(dataDir, 'db') };
  }
  const handle = await openDatabase(target);
  await handle.migrate();
  await seedDemoCatalogue(handle.db);
  await prepare(handle.db);
  await handle.close();
  const server = await startServer({ dataDir, env });
  return {
    server,
    async stop() {
      await server.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
