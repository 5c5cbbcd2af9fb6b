import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/features/insights/insights';
import { type SeedSummary, seedDemoCatalogue } from '../../src/features/demo/demo-seed.server';
import { malformedDayOpenPartnerSlug, showcasePartnerSlugs } from '../../src/features/catalog/demo/showcase';
import { popularSubs, specTree } from '../fixtures/spec-categories';
import { indiaDay } from '../../src/lib/india-time';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';
import { encodedOnce } from '../support/other-images';

const mainCities = ['Kolkata', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad'];
const catalogueTables = ['categories', 'partners', 'services', 'service_photos', 'reviews', 'questions'];

describe.each(engines)('demo catalogue on %s', (engine) => {
  let database: TestDatabase;
  let first: SeedSummary[];
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** One md5 per table over every row in id order: any changed value changes it. */
  async function checksums(): Promise<Record<string, string>> {
    const sums: Record<string, string> = {};
    for (const table of [...catalogueTables, 'meta']) {
      const order = table === 'meta' ? 'key' : 'id';
      const [row] = await rows<{ sum: string }>(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t.${order}), '')) as sum from ${table} t`),
      );
      sums[table] = row!.sum;
    }
    return sums;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    const started = performance.now();
    // Two loads at once, as when two servers start together: exactly one of them may load.
    first = await Promise.all([seedDemoCatalogue(database.handle.db), seedDemoCatalogue(database.handle.db)]);
    console.log(`demo catalogue loaded on ${engine} in ${Math.round(performance.now() - started)} ms`, first[0]);
  });
  afterAll(() => database?.dispose());

  it('is loaded by exactly one of two concurrent calls, and both report the same counts', () => {
    expect(first.map((s) => s.loaded).sort()).toEqual([false, true]);
    const { loaded: _a, ...a } = first[0]!;
    const { loaded: _b, ...b } = first[1]!;
    expect(a).toEqual(b);
    expect(a.partners).toBeGreaterThanOrEqual(600);
  });

  it('has every category slug of the spec with icon, description and price, under the right parent', async () => {
    const categories = await rows<{ id: number; parent_id: number | null; slug: string; icon: string; description: string; price: number }>(
      sql`select id, parent_id, slug, icon, description, price from categories`,
    );
    const bySlug = new Map(categories.map((c) => [c.slug, c]));
    for (const [mainSlug, [price, subs]] of Object.entries(specTree)) {
      const main = bySlug.get(mainSlug);
      expect(main, mainSlug).toBeDefined();
      expect(main!.parent_id).toBeNull();
      expect(main!.price).toBe(price);
      for (const subSlug of subs) {
        const sub = bySlug.get(subSlug);
        expect(sub, subSlug).toBeDefined();
        expect(sub!.parent_id, subSlug).toBe(main!.id);
        const leaves = categories.filter((c) => c.parent_id === sub!.id);
        expect(leaves.length, subSlug).toBeGreaterThanOrEqual(2);
      }
    }
    for (const c of categories) {
      expect(c.icon, c.slug).toMatch(/^\/images\/categories\/[a-z0-9-]+\.svg$/);
      expect(c.description.length, c.slug).toBeGreaterThan(20);
      expect(c.price, c.slug).toBeGreaterThan(0);
    }
    const popular = await rows<{ slug: string }>(sql`select slug from categories where is_popular order by slug`);
    expect(popular.map((p) => p.slug)).toEqual([...popularSubs].sort());
    const transport = await rows<{ n: number }>(sql`
      with recursive branch as (
        select id from categories where slug = 'transportation'
        union all select c.id from categories c join branch b on c.parent_id = b.id)
      select (select count(*) from branch)::int as n`);
    const flagged = await rows<{ n: number }>(sql`select count(*)::int as n from categories where is_transport`);
    expect(flagged[0]!.n).toBe(transport[0]!.n);
  });

  it('has at least 600 partners and 50 listings in each main city whose address names the city', async () => {
    const [partners] = await rows<{ n: number }>(sql`select count(*)::int as n from partners`);
    expect(partners!.n).toBeGreaterThanOrEqual(600);
    for (const city of mainCities) {
      const [listings] = await rows<{ n: number }>(
        sql`select count(*)::int as n from services where service_address like ${`%${city}%`} and city = ${city}`,
      );
      expect(listings!.n, city).toBeGreaterThanOrEqual(50);
    }
    const [misplaced] = await rows<{ n: number }>(sql`select count(*)::int as n from services where position(city in service_address) = 0`);
    expect(misplaced!.n).toBe(0);
  });

  it('has only 10-digit mobile numbers starting 6–9', async () => {
    const bad = await rows<{ value: string }>(sql`
      select mobile as value from partners where mobile !~ '^[6-9][0-9]{9}$'
      union all select whatsapp from partners where whatsapp is not null and whatsapp !~ '^[6-9][0-9]{9}$'
      union all select contact_no from services where contact_no !~ '^[6-9][0-9]{9}$'`);
    expect(bad).toEqual([]);
  });

  it('keeps ratings_average and rating_count in step with the reviews table', async () => {
    const mismatched = await rows<{ slug: string }>(sql`
      select s.slug from services s
      left join (select service_id, count(*) as n, round(avg(ratings)::numeric, 1) as average from reviews group by service_id) r
        on r.service_id = s.id
      where s.rating_count <> coalesce(r.n, 0) or abs(s.ratings_average - coalesce(r.average, 0)::float8) > 1e-9`);
    expect(mismatched).toEqual([]);
    const [withReviews] = await rows<{ n: number }>(sql`select count(distinct service_id)::int as n from reviews`);
    const [listings] = await rows<{ n: number }>(sql`select count(*)::int as n from services`);
    expect(withReviews!.n).toBeLessThan(listings!.n);
    expect(withReviews!.n).toBeGreaterThan(listings!.n * 0.8);
  });

  it('stores both day_open forms, all valid JSON but the one documented partner, and listings share them', async () => {
    const partners = await rows<{ slug: string; day_open: string }>(sql`select slug, day_open from partners`);
    const broken: string[] = [];
    const types = new Set<string>();
    for (const p of partners) {
      try {
        types.add((JSON.parse(p.day_open) as { type: string }).type);
      } catch {
        broken.push(p.slug);
      }
    }
    expect(broken).toEqual([malformedDayOpenPartnerSlug]);
    expect([...types].sort()).toEqual(['everyday', 'perday']);
    const [differing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from services s join partners p on p.id = s.partner_id where s.hours is distinct from p.day_open`,
    );
    expect(differing!.n).toBe(0);
  });

  it("stores every partner's other_images encoded once: one JSON.parse gives a non-empty list of image paths", async () => {
    // All of them in one read (the API passes the column on as stored: tests/api/partner.test.ts asks it for a sample).
    const stored = await rows<{ slug: string; other_images: string }>(sql`select slug, other_images from partners order by id`);
    expect(stored.length).toBeGreaterThanOrEqual(600);
    const encodedWrong = stored.filter(({ other_images }) => !encodedOnce(other_images));
    expect(encodedWrong.map(({ slug, other_images }) => `${slug}: ${other_images}`)).toEqual([]);
  });

  it('points every image at a file under public/', async () => {
    const found = await rows<{ url: string }>(sql`
      select icon as url from categories
      union select featured_image from partners
      union select featured_image from services
      union select url from service_photos`);
    const urls = new Set(found.map((r) => r.url));
    for (const { other_images } of await rows<{ other_images: string }>(sql`select other_images from partners`)) {
      // The JSON text of the list, encoded once.
      const list: unknown = JSON.parse(other_images);
      expect(Array.isArray(list), other_images).toBe(true);
      for (const url of list as string[]) urls.add(url);
    }
    expect(urls.size).toBeGreaterThan(250);
    const missing = [...urls].filter((url) => !url.startsWith('/') || !existsSync(path.join('public', url)));
    expect(missing).toEqual([]);
  });

  it('gives every demo partner an email and an owner account with it, once', async () => {
    const ownersOf = () =>
      rows<{ slug: string; email: string | null; owners: number; owner_email: string | null }>(sql`
        select p.slug, p.email, count(m.user_id)::int as owners, min(u.email) as owner_email
        from partners p
        left join partner_members m on m.partner_id = p.id and m.role = 'owner'
        left join users u on u.id = m.user_id
        group by p.id order by p.id`);
    const before = await ownersOf();
    expect(before.length).toBeGreaterThanOrEqual(600);
    for (const partner of before) {
      expect(partner.email, partner.slug).toMatch(/^[a-z0-9]+@example\.com$/);
      expect(partner.owners, partner.slug).toBe(1);
      expect(partner.owner_email, partner.slug).toBe(partner.email);
    }
    const [users] = await rows<{ count: number }>(sql`select count(*)::int as count from users`);
    await seedDemoCatalogue(database.handle.db);
    expect(await ownersOf()).toEqual(before);
    expect(await rows(sql`select count(*)::int as count from users`)).toEqual([users]);
  });

  it("gives the showcase partners' insights a history from their totals: the 89 days before today, once", async () => {
    const history = () =>
      rows<{ kind: string; partners: number; days: number; first: string; last: string; sum: number }>(sql`
        select kind, count(distinct partner_id)::int as partners, count(distinct day)::int as days, min(day)::text as first, max(day)::text as last, sum(count)::int as sum
        from partner_daily_events group by kind order by kind`);
    const before = await history();
    const [totals] = await rows<{ visits: number; calls: number }>(
      sql`select sum(traffic_count)::int as visits, sum(call_count)::int as calls from partners
        where slug in (select jsonb_array_elements_text(${JSON.stringify(showcasePartnerSlugs)}::jsonb))`,
    );
    const today = indiaDay();
    expect(before.map((row) => row.kind)).toEqual(['call', 'visit']);
    for (const row of before) {
      expect(row.partners, row.kind).toBe(showcasePartnerSlugs.length);
      expect(row.days, row.kind).toBe(89);
      expect(row.first).toBe(addDays(today, -89));
      expect(row.last).toBe(addDays(today, -1));
      // About 89 of 90 parts of the made-up totals, spread day by day.
      const total = row.kind === 'visit' ? totals!.visits : totals!.calls;
      expect(row.sum / total, row.kind).toBeGreaterThan(0.9);
      expect(row.sum / total, row.kind).toBeLessThan(1.05);
    }
    await seedDemoCatalogue(database.handle.db);
    expect(await history()).toEqual(before);
  });

  it('changes nothing when loaded again, and new rows get fresh ids afterwards', async () => {
    const before = await checksums();
    const again = await seedDemoCatalogue(database.handle.db);
    expect(again.loaded).toBe(false);
    const { loaded: _x, ...counts } = again;
    const { loaded: _y, ...firstCounts } = first[0]!;
    expect(counts).toEqual(firstCounts);
    expect(await checksums()).toEqual(before);
    // The loader gives ids explicitly; the sequences must have moved past them.
    const [category] = await rows<{ id: number }>(
      sql`insert into categories (slug, name, icon, price) values ('seq-check', 'Seq Check', '/x.svg', 49) returning id`,
    );
    expect(category!.id).toBe(counts.categories + 1);
    await database.handle.db.execute(sql`delete from categories where slug = 'seq-check'`);
  });
});
