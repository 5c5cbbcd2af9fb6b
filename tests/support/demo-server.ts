import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { seedDemoCatalogue } from '../../src/features/catalog/demo-seed.server';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../../src/lib/server/db/client';
import { createPostgresDatabase } from './databases';
import { startServer, type TestServer } from './server';

export interface DemoServer {
  server: TestServer;
  /** Its database, to open once the server has stopped. */
  target: DatabaseTarget;
  /** Stops the server and drops its database and data folder. */
  dispose(): Promise<void>;
}

/**
 * A server on `engine` ('pglite' or 'postgres', see databases.ts `engines`) with the demo catalogue and its
 * owners (CONTRACT.md "Demo"), in a data folder of its own named `prefix…`; `prepare` changes the database
 * before the server starts.
 */
export async function startDemoServer(engine: string, prefix: string, prepare?: (handle: DatabaseHandle) => Promise<void>): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
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
  await prepare?.(handle);
  await handle.close();
  const server = await startServer({ dataDir, env });
  return {
    server,
    target,
    async dispose() {
      await server.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
