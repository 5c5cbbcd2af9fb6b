import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_QUOTE_ANSWERS, MIN_REPLY_SAMPLE } from '../../src/features/track-record/track-record';
import { DEMO_CUSTOMERS, refreshQuoteRecords, refreshReplyTimes } from '../../src/features/track-record/track-record.server';
import { queryRows } from '../../src/lib/server/db/rows';
import { engines, openSeededTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The track record's rules on each engine: the reply time counts distinct signed-in customers who are not
 * members of the business (each once), the quote record only real quotes of jobs whose visit time passed
 * before the bill, from such customers, once each; and the demo catalogue's figures come out of the same
 * rules, plausible: most businesses measured, their bills mostly matching.
 */
describe.each(engines)('the track record on %s', (engine) => {
  let database: TestDatabase;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle.db, query);
  const exec = (query: ReturnType<typeof sql>) => database.handle.db.execute(query);
  let partnerId = 0;
  let serviceId = 0;
  let ownerId = 0;
  let users = 0;

  const customer = async () => {
    const email = `track.${++users}@example.com`;
    return (await rows<{ id: number }>(sql`insert into users (email, ref_code) values (${email}, ${`TR${users}`}) returning id`))[0]!.id;
  };
  const figures = async () =>
    (
      await rows<{ reply_minutes: number | null; reply_sample: number; quote_jobs: number; quote_matched: number }>(
        sql`select reply_minutes, reply_sample, quote_jobs, quote_matched from partners where id = ${partnerId}`,
      )
    )[0]!;
  /** A lead answered `minutes` after it came, `daysAgo` days ago. */
  const lead = (userId: number | null, minutes: number, daysAgo = 2) =>
    exec(sql`insert into leads (kind, partner_id, service_id, user_id, name, mobile, status, created_at, first_reply_at)
      values ('enquiry', ${partnerId}, ${serviceId}, ${userId}, 'Test', '9800000000', 'lost', now() - ${daysAgo}::int * interval '1 day',
        now() - ${daysAgo}::int * interval '1 day' + ${minutes}::int * interval '1 minute')`);

  beforeAll(async () => {
    database = await openSeededTestDatabase(engine);
    // A business of our own, with one listing and an owner.
    const [partner] = await rows<{ id: number }>(sql`insert into partners (slug, business_name, business_location_name, city, mobile, featured_image)
      values ('track-record-test', 'Track Record Test', 'Salt Lake, Kolkata', 'Kolkata', '9830000001', '/x.webp') returning id`);
    partnerId = partner!.id;
    const [service] = await rows<{
      id: number;
    }>(sql`insert into services (partner_id, category_id, slug, service_name, service_address, city, contact_no, featured_image, lat, lng, price)
      values (${partnerId}, (select min(id) from categories), 'track-record-test', 'Track Record Test', '1 Lake Road, Kolkata', 'Kolkata', '9830000001', '/x.webp', 22.57, 88.43, 300) returning id`);
    serviceId = service!.id;
    ownerId = await customer();
    await exec(sql`insert into partner_members (partner_id, user_id, role) values (${partnerId}, ${ownerId}, 'owner')`);
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('the demo: every lead from another demo customer, none a member; most businesses measured; bills mostly match', async () => {
    const [leads] = await rows<{ anonymous: number; repeated: number; members: number }>(sql`
      select (count(*) filter (where user_id is null))::int as anonymous,
        (count(*) - count(distinct (partner_id, user_id)))::int as repeated,
        (count(*) filter (where exists (select 1 from partner_members pm where pm.partner_id = leads.partner_id and pm.user_id = leads.user_id)))::int as members
      from leads`);
    expect(leads).toEqual({ anonymous: 0, repeated: 0, members: 0 });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from users where email like 'demo.customer.%'`))[0]!.n).toBe(DEMO_CUSTOMERS);
    const [shares] = await rows<{ measured: number; recorded: number; matched: number; quick: number }>(sql`
      select avg((reply_sample >= ${MIN_REPLY_SAMPLE})::int)::float as measured, avg((quote_jobs >= ${MIN_QUOTE_ANSWERS})::int)::float as recorded,
        sum(quote_matched)::float / nullif(sum(quote_jobs), 0) as matched,
        avg((reply_sample >= ${MIN_REPLY_SAMPLE} and reply_minutes <= 30)::int)::float as quick
      from partners where slug <> 'track-record-test'`);
    expect(shares!.measured).toBeGreaterThan(0.75);
    expect(shares!.recorded).toBeGreaterThan(0.4);
    expect(shares!.matched).toBeGreaterThan(0.75);
    expect(shares!.matched).toBeLessThan(0.95);
    expect(shares!.quick).toBeGreaterThan(0.25);
    expect(shares!.quick).toBeLessThan(0.6);
    // Each told bill is on a won quote whose visit came after the acceptance and before the bill.
    const [bills] = await rows<{ told: number; fitting: number }>(sql`
      select count(*)::int as told, (count(*) filter (where l.quote_visit_at >= l.closed_at and r.updated_at >= l.quote_visit_at and r.updated_at <= now()))::int as fitting
      from reviews r join leads l on l.id = r.lead_id where r.final_bill is not null`);
    expect(bills!.told).toBeGreaterThan(1000);
    expect(bills!.fitting).toBe(bills!.told);
  });

  it('the reply time: anonymous leads, members’ own leads and one customer asking again move nothing', async () => {
    for (let n = 0; n < 5; n++) await lead(await customer(), 120, n + 1);
    await refreshReplyTimes(database.handle.db, partnerId);
    expect(await figures()).toMatchObject({ reply_minutes: 120, reply_sample: 5 });
    const repeat = await customer();
    await lead(repeat, 300, 6);
    for (let n = 0; n < 14; n++) {
      await lead(null, 0);
      await lead(ownerId, 0);
      await lead(repeat, 0, 1);
    }
    await refreshReplyTimes(database.handle.db, partnerId);
    // Six customers: five at two hours and the repeated one's first lead, at five hours.
    expect(await figures()).toMatchObject({ reply_minutes: 120, reply_sample: 6 });
    // A staff member's own enquiries neither.
    const staff = await customer();
    await exec(sql`insert into partner_members (partner_id, user_id, role) values (${partnerId}, ${staff}, 'staff')`);
    await lead(staff, 0);
    await refreshReplyTimes(database.handle.db, partnerId);
    expect(await figures()).toMatchObject({ reply_minutes: 120, reply_sample: 6 });
  });

  it('the quote record: only real quotes, the bill after the visit, customers not members, each once', async () => {
    /** A bill told `billAt` on a job; answers the review's customer. */
    const bill = async (
      job: { quote: number | null; visit?: string; accepted?: string; booking?: { date: string; slot: string } },
      paid: number,
      billAt: string,
      userId?: number,
    ) => {
      const who = userId ?? (await customer());
      const [booking] = job.booking
        ? await rows<{ id: number }>(sql`insert into bookings (service_id, user_id, kind, visit_date, slot, status)
            values (${serviceId}, ${who}, 'visit', ${job.booking.date}, ${job.booking.slot}, 4) returning id`)
        : [undefined];
      const [row] = await rows<{ id: number }>(sql`insert into leads (kind, partner_id, service_id, user_id, booking_id, name, mobile, status,
          quote_amount, quote_visit_at, closed_at)
        values (${booking ? 'visit' : 'enquiry'}, ${partnerId}, ${serviceId}, ${who}, ${booking?.id ?? null}, 'Test', '9800000000', 'won',
          ${job.quote}, ${job.visit ?? null}::timestamptz, ${job.accepted ?? '2026-01-01T00:00:00Z'}::timestamptz) returning id`);
      await exec(sql`insert into reviews (service_id, user_id, first_name, ratings, comments, quoted_amount, final_bill, lead_id, created_at, updated_at)
        values (${serviceId}, ${who}, 'Test', 5, 'Bill', ${job.quote ?? 0}, ${paid}, ${row!.id}, ${billAt}::timestamptz, ${billAt}::timestamptz)
        on conflict (service_id, user_id) do update set final_bill = excluded.final_bill, quoted_amount = excluded.quoted_amount,
          lead_id = excluded.lead_id, updated_at = excluded.updated_at`);
      return who;
    };
    const done = { quote: 1000, visit: '2026-01-05T10:00:00Z', accepted: '2026-01-02T00:00:00Z' };
    for (let n = 0; n < 7; n++) await bill(done, 1000, '2026-01-06T00:00:00Z');
    for (let n = 0; n < 2; n++) await bill(done, 2000, '2026-01-06T00:00:00Z');
    await refreshQuoteRecords(database.handle.db, partnerId);
    expect(await figures()).toMatchObject({ quote_jobs: 9, quote_matched: 7 });

    // A visit booked without a quote: no "quoted ₹0".
    await bill({ quote: null, booking: { date: '2026-01-05', slot: '10:00-12:00' } }, 800, '2026-01-06T00:00:00Z');
    // Bills told before the visit's time, a visit named before the quote was accepted, a visit's window not started.
    await bill({ ...done, visit: '2026-01-07T00:00:00Z' }, 1000, '2026-01-06T00:00:00Z');
    await bill({ ...done, accepted: '2026-01-05T11:00:00Z' }, 1000, '2026-01-06T00:00:00Z');
    await bill({ quote: 900, booking: { date: '2026-01-07', slot: '10:00-12:00' } }, 900, '2026-01-07T04:29:00Z');
    // The owner's own job.
    await bill(done, 1000, '2026-01-06T00:00:00Z', ownerId);
    await refreshQuoteRecords(database.handle.db, partnerId);
    expect(await figures()).toMatchObject({ quote_jobs: 9, quote_matched: 7 });

    // A booked visit quoted and billed after its window started counts; a customer counts once (another listing of the business).
    const visitor = await bill({ quote: 900, booking: { date: '2026-01-07', slot: '10:00-12:00' } }, 900, '2026-01-07T04:30:00Z');
    const [second] = await rows<{
      id: number;
    }>(sql`insert into services (partner_id, category_id, slug, service_name, service_address, city, contact_no, featured_image, lat, lng, price)
      values (${partnerId}, (select min(id) from categories), 'track-record-test-2', 'Track Record Test', '1 Lake Road, Kolkata', 'Kolkata', '9830000001', '/x.webp', 22.57, 88.43, 300) returning id`);
    const previous = serviceId;
    serviceId = second!.id;
    await bill(done, 5000, '2026-01-06T00:00:00Z', visitor);
    serviceId = previous;
    await refreshQuoteRecords(database.handle.db, partnerId);
    // The visitor's latest bill (the booked visit, told last) is theirs: 8 of 10.
    expect(await figures()).toMatchObject({ quote_jobs: 10, quote_matched: 8 });
  });
});
