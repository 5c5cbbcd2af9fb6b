import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_MAX } from '../../src/features/listings/listing-count.server';
import { LISTING_PAGE_SIZE } from '../../src/features/listings/listings';
import { UNPAGED_LIMIT } from '../../src/features/listings/listings.server';
import { openDatabase } from '../../src/lib/server/db/client';
import { startServer, type TestServer } from '../support/server';

/**
 * A category with more listings than are counted exactly: the listing page and the web API say "about",
 * and a page past the real end of an estimated list goes back to the first page instead of showing none.
 */
const COPIES = EXACT_COUNT_MAX + 400;
let server: TestServer;

beforeAll(async () => {
  // The demo catalogue, stopped, grown on disk in one category in Pune, then served again.
  const seeded = await startServer({ keepData: true });
  await seeded.stop();
  const handle = await openDatabase({ dataDir: path.join(seeded.dataDir, 'db') });
  await handle.db.execute(sql`
    insert into services (partner_id, category_id, slug, service_name, service_address, city, locality, lat, lng, price,
      contact_no, featured_image, ratings_average, rating_count, search_text)
    select s.partner_id, s.category_id, s.slug || '-copy-' || g, s.service_name || ' ' || g, s.service_address, s.city, s.locality,
      s.lat, s.lng, s.price, s.contact_no, s.featured_image, s.ratings_average, s.rating_count, s.search_text
    from (select * from services where category_id in (select c.id from categories c join categories p on p.id in (c.id, c.parent_id) where lower(p.name) = 'plumbing') order by id limit 1) s
    cross join generate_series(1, ${COPIES}) g`);
  await handle.db.execute(sql`analyze services`);
  await handle.close();
  server = await startServer({ dataDir: seeded.dataDir });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

describe('a list longer than is counted exactly', () => {
  it('is said to be "about" its size on the listing page and in the web API', async () => {
    const page = await (await fetch(`${server.origin}/service/plumbing`)).text();
    expect(page).toMatch(new RegExp(`Showing 1–${LISTING_PAGE_SIZE} of about [\\d,]+ providers across India`));
    const answer = await (
      await fetch(`${server.origin}/api/get-filtered-service-data-web`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'plumbing', location: '', page: 1 }),
      })
    ).json();
    expect(answer.estimated).toBe(true);
    expect(answer.total).toBeGreaterThan(EXACT_COUNT_MAX);
  });

  it("is answered by SPEC's unpaged call as its best UNPAGED_LIMIT listings, with how many there are", async () => {
    const answer = await (
      await fetch(`${server.origin}/api/get-filtered-service-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'plumbing', location: '' }),
      })
    ).json();
    expect(answer.status).toBe(1);
    expect(answer.msg).toMatch(/^about [\d,]+ listings found$/);
    expect(answer.data).toHaveLength(UNPAGED_LIMIT);
    const ranks = answer.data.map((item: { ratings_average: number }) => item.ratings_average);
    expect(ranks[0]).toBeGreaterThanOrEqual(ranks[ranks.length - 1]);
  });

  it('sends a page past its real end back to the first page', async () => {
    const beyond = Math.ceil((COPIES * 10) / LISTING_PAGE_SIZE);
    const answer = await fetch(`${server.origin}/service/plumbing?page=${beyond}`, { redirect: 'manual' });
    // Either the estimate knows it is past the end (the last estimated page) or the page came back empty.
    expect(answer.status).toBe(302);
    const target = new URL(answer.headers.get('location')!, server.origin);
    const next = await fetch(target, { redirect: 'manual' });
    if (next.status === 302) expect(new URL(next.headers.get('location')!, server.origin).searchParams.get('page')).toBeNull();
    else expect(await next.text()).toMatch(/Showing [\d,]+–[\d,]+ of about/);
  });
});
