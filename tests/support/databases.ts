import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/lib/server/db/client';

export interface TestDatabase {
  name: string;
  handle: DatabaseHandle;
  /** Set for PostgreSQL: the URL of this test's own database. */
  url?: string;
  dispose(): Promise<void>;
}

/** The engines every data-layer test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: string[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The engine a journey through the server runs on (the API files that once ran each journey on both): PostgreSQL
 * when TEST_DATABASE_URL is set, as Seva runs at scale, with real concurrency between requests; else PGlite. The
 * statements are the same on both engines and tested on both by the data layer (tests/db); the server on PGlite
 * is what every other API file and the e2e suite run. Run twice, these journeys cost 91 s more of the suite's
 * ~1,000 s of test time, and a server start each. The files whose subject is the engine (engines, lost-writes, shutdown,
 * background-jobs) still run on both.
 */
export const journeyEngines: string[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/**
 * The uploads directory the servers of one PostgreSQL test database share (UPLOADS=file://…, which a server
 * on DATABASE_URL needs): named after the database, so that two instances on it see one store; made on
 * demand by tests/support/server.ts and removed with the database.
 */
export function sharedUploadsDirectory(databaseUrl: string): string {
  return path.join(tmpdir(), `seva-uploads-${new URL(databaseUrl).pathname.slice(1)}`);
}

/**
 * A fresh database on PostgreSQL (its own database on the server): empty, or a copy of `template` (a database
 * made with seedPostgresTemplate); returns its URL.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `seva_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A copy is refused while another session is in the template (autovacuum may look in briefly): again, a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        break;
      } catch (error) {
        if (!template || attempt >= 10 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(sharedUploadsDirectory(url.href), { recursive: true, force: true });
    },
  };
}

/**
 * The demo catalogue on PostgreSQL once for a test run (tests/support/global-setup.ts): a database migrated and
 * seeded by scripts/seed.ts, closed to connections, which prepareDemoDatabase copies (CREATE DATABASE … TEMPLATE,
 * about a second) instead of loading the catalogue into each test's database (~30 s of PostgreSQL's time).
 */
export async function seedPostgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const created = await createPostgresDatabase();
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, DATABASE_URL: created.url, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const name = new URL(created.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  await admin.end();
  return { name, drop: created.drop };
}

/** A fresh database of `engine` copied from `from`: a template database on PostgreSQL, a data directory on PGlite. */
async function openCopy(engine: string, from: { postgresTemplate?: string; pgliteDataDir: string }): Promise<TestDatabase> {
  if (engine === 'postgres') {
    const created = await createPostgresDatabase(from.postgresTemplate);
    const handle = await openDatabase({ url: created.url });
    return {
      name: engine,
      handle,
      url: created.url,
      async dispose() {
        await handle.close();
        await created.drop();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-db-'));
  cpSync(from.pgliteDataDir, dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir });
  return {
    name: engine,
    handle,
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a fresh database of the given engine holding the demo catalogue, migrated: a copy of the run's seeded
 * template (tests/support/global-setup.ts), for a data-layer test about what the catalogue holds rather than
 * about loading it (~3 s of CPU a load in the test, against well under a second to copy).
 */
export const openSeededTestDatabase = (engine: string): Promise<TestDatabase> =>
  openCopy(engine, { postgresTemplate: inject('postgresTemplate'), pgliteDataDir: path.join(inject('templateDataDir'), 'db') });

/**
 * Opens a fresh, empty database of the given engine (not yet migrated): on PGlite a copy of the run's empty one
 * (tests/support/pglite-template.ts).
 */
export const openTestDatabase = (engine: string): Promise<TestDatabase> => openCopy(engine, { pgliteDataDir: inject('emptyPgliteDataDir') });
