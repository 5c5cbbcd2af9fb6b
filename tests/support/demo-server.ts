import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { seedDemoCatalogue } from '../../src/features/demo/demo-seed.server';
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

/** A database with the demo catalogue, not yet served: where it is and how to serve and remove it. */
export interface DemoDatabase {
  /** The server's DATA_DIR (PGlite's database is in it). */
  dataDir: string;
  /** What the server needs to reach it (DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  target: DatabaseTarget;
  /** Drops the database and removes the data folder. */
  remove(): Promise<void>;
}

/**
 * A fresh database on `engine` ('pglite' or 'postgres', see databases.ts `engines`) with the demo catalogue
 * and its owners (CONTRACT.md "Demo"), in a data folder of its own named `prefix…`: a copy of the run's seeded
 * template (the folder's on PGlite, the template database on PostgreSQL: tests/support/global-setup.ts), on which
 * the migrations and the catalogue's load find nothing left to do; `prepare` changes it before any server opens it
 * (PGlite has one process at a time).
 */
export async function prepareDemoDatabase(
  engine: string,
  prefix: string,
  prepare?: (handle: DatabaseHandle) => Promise<void>,
): Promise<DemoDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const env: Record<string, string> = {};
  let target: DatabaseTarget;
  let drop: () => Promise<void> = async () => undefined;
  if (engine === 'postgres') {
    const database = await createPostgresDatabase(inject('postgresTemplate'));
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
  return {
    dataDir,
    env,
    target,
    async remove() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server over prepareDemoDatabase's database; `env` adds to the server's environment (OPERATOR_EMAILS, …). */
export async function startDemoServer(
  engine: string,
  prefix: string,
  prepare?: (handle: DatabaseHandle) => Promise<void>,
  env: Record<string, string> = {},
): Promise<DemoServer> {
  const database = await prepareDemoDatabase(engine, prefix, prepare);
  const server = await startServer({ dataDir: database.dataDir, env: { ...database.env, ...env } });
  return {
    server,
    target: database.target,
    async dispose() {
      await server.stop();
      await database.remove();
    },
  };
}
