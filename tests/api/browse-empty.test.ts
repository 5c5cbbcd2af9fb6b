import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/client';
import { categories } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { startServer, type TestServer } from '../support/server';

/**
 * The empty states of the browse pages, on a catalogue made for them: a main category without
 * sub-categories, and a sub-category whose only service has no providers anywhere.
 */
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'seva-browse-empty-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await handle.migrate();
  const common = { icon: '/images/categories/plumbing.svg', description: 'A category for tests.', price: 99 };
  await handle.db.insert(categories).values({ ...common, slug: 'empty-main', name: 'Empty Main', sortOrder: 1 });
  const [main] = await handle.db
    .insert(categories)
    .values({ ...common, slug: 'solo-main', name: 'Solo Main', sortOrder: 2 })
    .returning({ id: categories.id });
  const [sub] = await handle.db
    .insert(categories)
    .values({ ...common, slug: 'solo-sub', name: 'Solo Sub', parentId: main!.id })
    .returning({ id: categories.id });
  await handle.db.insert(categories).values({ ...common, slug: 'solo-leaf', name: 'Solo Leaf', parentId: sub!.id });
  await handle.close();
  server = await startServer({ dataDir, env: { SEED_DEMO: '0' } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const html = async (pathname: string) => {
  const response = await fetch(new URL(pathname, server.origin));
  return { status: response.status, text: await response.text() };
};

describe('empty states', () => {
  it('a main category without sub-categories says No Categories Available', async () => {
    const page = await html(paths.category('empty-main'));
    expect(page.status).toBe(200);
    expect(page.text).toContain('No Categories Available');
    expect(page.text).toContain('Check back later for updates or explore other sections of the site.');
    const api = (await (await fetch(new URL(`/api${apiPaths.categoryData('empty-main')}`, server.origin))).json()) as { categories: unknown[] };
    expect(api.categories).toEqual([]);
  });

  it('a service without stores finds 0 results', async () => {
    const page = await html(paths.categoryStores('solo-leaf'));
    expect(page.text).toContain('We found 0 result(s) around you.');
    expect(page.text).toContain('No stores here yet');
  });

  it('a listing without providers answers status 1 with an empty list, and the page says so', async () => {
    const response = await fetch(new URL(`/api${apiPaths.filteredServices()}`, server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'solo-sub', location: 'Kolkata' }),
    });
    expect(await response.json()).toMatchObject({ status: 1, data: [] });
    const page = await html(`${paths.listing('solo-sub')}?city=Kolkata`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('No solo sub providers in Kolkata yet');
    expect(page.text).toContain('0 Listings');
  });

  it('home, services home and search still render when the catalogue lacks their categories', async () => {
    expect((await html(paths.home())).status).toBe(200);
    expect((await html(paths.services())).status).toBe(200);
    const search = await html(paths.search('plumbing'));
    expect(search.text).toContain('Nothing matches “plumbing”');
  });
});
