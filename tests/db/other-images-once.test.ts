import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/** The migration that decodes once the other_images the demo catalogue had stored encoded twice. */
const MIGRATION = '0014_other_images_once';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of /migrations holding only the migrations before MIGRATION: a database as it was before it. */
function migrationsBefore(): { folder: string; dispose(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'seva-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  if (cut < 0) throw new Error(`${MIGRATION} is not in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

const list = ['/images/providers/plumbing-1.svg', '/images/providers/plumbing-2.svg'];
/** What the demo catalogue stored for about half its partners, and what else a row may hold. */
const stored = {
  twice: JSON.stringify(JSON.stringify(list)),
  once: JSON.stringify(list),
  empty: '[]',
  textNotJson: '"not closed',
  stringOfText: JSON.stringify('shop-front.jpg'),
  stringOfBadJson: JSON.stringify('[not json'),
  nul: '"\\u0000"',
};

describe.each(engines)(`migration ${MIGRATION} on %s`, (engine) => {
  let database: TestDatabase;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle.db, query);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const before = migrationsBefore();
    try {
      if (database.handle.kind === 'pglite') await migratePglite(database.handle.db as never, { migrationsFolder: before.folder });
      else await migrateNodePg(database.handle.db as never, { migrationsFolder: before.folder });
    } finally {
      before.dispose();
    }
    for (const [slug, otherImages] of Object.entries(stored)) {
      await database.handle.db.execute(sql`
        insert into partners (slug, business_name, business_location_name, city, mobile, featured_image, other_images)
        values (${slug}, ${slug}, 'Lajpat Nagar, Delhi', 'Delhi', '9810000000', '/images/providers/plumbing-3.svg', ${otherImages})`);
    }
    await database.handle.migrate();
  });
  afterAll(() => database?.dispose());

  it('decodes a list encoded twice once, and leaves every other value as it was', async () => {
    const after = Object.fromEntries(
      (await rows<{ slug: string; other_images: string }>(sql`select slug, other_images from partners`)).map((row) => [row.slug, row.other_images]),
    );
    expect(after).toEqual({ ...stored, twice: JSON.stringify(list) });
    expect(JSON.parse(after.twice!)).toEqual(list);
  });
});
