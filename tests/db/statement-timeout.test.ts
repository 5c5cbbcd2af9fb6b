import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, engines } from '../support/databases';
import { openDatabase } from '../../src/lib/server/db/client';

/**
 * On PostgreSQL no statement of the server runs past its time limit, while migrations (which
 * may rightly take longer) are not limited. PostgreSQL needs TEST_DATABASE_URL; PGlite cannot enforce a
 * limit (client.ts says why), so there the option must simply change nothing.
 */
describe('statement timeout on PGlite', () => {
  it('is accepted and leaves migrations and queries as they were', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-timeout-'));
    const handle = await openDatabase({ dataDir }, { statementTimeoutMs: 300 });
    try {
      await handle.migrate();
      const [row] = ((await handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] }).rows;
      expect(row?.statement_timeout).toBe('0');
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(engines.filter((engine) => engine === 'postgres'))('statement timeout on %s', () => {
  it('cancels a statement that runs too long, not the migrations, and the connection stays usable', async () => {
    const created = await createPostgresDatabase();
    const handle = await openDatabase({ url: created.url }, { statementTimeoutMs: 300 });
    try {
      await handle.migrate();
      await expect(handle.db.execute(sql`select pg_sleep(1)`)).rejects.toThrow();
      const [row] = ((await handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] }).rows;
      expect(row?.statement_timeout).toBe('300ms');
      await expect(handle.db.execute(sql`select pg_sleep(0.05)`)).resolves.toBeDefined();
    } finally {
      await handle.close();
      await created.drop();
    }
  });

  it('is not set unless asked for', async () => {
    const created = await createPostgresDatabase();
    const handle = await openDatabase({ url: created.url });
    try {
      const [row] = ((await handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] }).rows;
      expect(row?.statement_timeout).toBe('0');
    } finally {
      await handle.close();
      await created.drop();
    }
  });
});
