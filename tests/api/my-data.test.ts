import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { apiPaths } from '../../src/paths';
import { startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { type Mailbox, startMailbox } from './support/mailbox';

/**
 * GET /api/my-data (CONTRACT.md "Your data"): a person's export holds their rows — the account, their
 * enquiries with every business that received their name and number, favourites, sessions — and nothing of
 * anyone else; never a secret (a session's token hash).
 */
const demo = buildDemoCatalogue();
const [first, second] = demo.services.filter((service) => service.city === 'Kolkata');

let server: TestServer;
let mailbox: Mailbox;
const people = {
  asha: { email: `asha.export.${Date.now()}@example.com`, name: 'Asha Export', mobile: '9830011111', token: '' },
  ravi: { email: `ravi.other.${Date.now()}@example.com`, name: 'Ravi Other', mobile: '9830022222', token: '' },
  meera: { email: `meera.leaving.${Date.now()}@example.com`, name: 'Meera Leaving', mobile: '9830033333', token: '' },
};

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ env: { SMTP_URL: mailbox.url }, keepData: true });
  for (const person of Object.values(people)) person.token = await signIn(server, mailbox, person.email);
  const enquire = (person: typeof people.asha, service: typeof first) =>
    call(server, 'POST', apiPaths.enquiry(), {
      token: person.token,
      json: { name: person.name, mobile: person.mobile, service_id: service!.id, price: service!.price, also_ask: 2 },
    });
  expect((await enquire(people.asha, first)).status).toBe(201);
  expect((await enquire(people.ravi, second)).status).toBe(201);
  expect((await enquire(people.meera, first)).status).toBe(201);
  expect((await call(server, 'GET', apiPaths.saveFavourite(first!.id), { token: people.asha.token })).status).toBe(200);
  expect((await call(server, 'GET', apiPaths.saveFavourite(second!.id), { token: people.ravi.token })).status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

describe('GET /api/my-data', () => {
  it('is refused to a visitor', async () => {
    expect((await call(server, 'GET', apiPaths.myData())).status).toBe(401);
  });

  it("holds the person's account, enquiries with the businesses that got their number, favourites and sessions, as a file", async () => {
    const answer = await call(server, 'GET', apiPaths.myData(), { token: people.asha.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="seva-my-data.json"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { account, shared_with: sharedWith, tables } = answer.body.data;
    expect(account.email).toBe(people.asha.email);
    // The enquiry went to the chosen business and to similar ones nearby: each is named, with when and what it got.
    expect(sharedWith.length).toBeGreaterThanOrEqual(2);
    expect(sharedWith.map((lead: { partner_id: number }) => lead.partner_id)).toContain(first!.partnerId);
    for (const lead of sharedWith) {
      expect(lead.business).toBeTruthy();
      expect(lead.name_given).toBe(people.asha.name);
      expect(lead.mobile_given).toContain('9830011111');
      expect(Date.parse(lead.sent_at)).not.toBeNaN();
    }
    expect(tables.enquiries.length).toBeGreaterThanOrEqual(1);
    expect(tables.favourites.map((row: { services_id?: number; service_id?: number }) => row.service_id ?? row.services_id)).toEqual([first!.id]);
    expect(tables.sessions.length).toBeGreaterThanOrEqual(1);
    // Every row of every table is this person's.
    for (const [table, rows] of Object.entries(tables as Record<string, { user_id: number }[]>)) {
      for (const row of rows) expect(row.user_id, table).toBe(account.id);
    }
    // No secret, and nothing of anyone else.
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain(people.ravi.email);
    expect(text).not.toContain(people.ravi.name);
    expect(text).not.toContain(people.ravi.mobile);
  });

  it("gives another person their own data, not the first one's", async () => {
    const answer = await call(server, 'GET', apiPaths.myData(), { token: people.ravi.token });
    expect(answer.body.data.account.email).toBe(people.ravi.email);
    expect(JSON.stringify(answer.body)).not.toContain(people.asha.email);
    expect(JSON.stringify(answer.body)).not.toContain(people.asha.name);
  });
});

describe('POST /api/delete-account', () => {
  const review = 'Came on time and fixed the leaking tap for good.';
  it('is refused to a visitor, and without the word DELETE', async () => {
    expect((await call(server, 'POST', apiPaths.deleteAccount(), { json: { confirm: 'DELETE' } })).status).toBe(401);
    const wrong = await call(server, 'POST', apiPaths.deleteAccount(), { token: people.meera.token, json: { confirm: 'delete' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.confirm).toBe('Type DELETE to delete your account.');
  });

  it('erases the person: sessions end, their review stays by "Former user", another person keeps everything', async () => {
    const { meera, ravi } = people;
    expect(
      (await call(server, 'POST', apiPaths.submitReview(), { token: meera.token, json: { ratings: 5, comments: review, slug: first!.slug } })).status,
    ).toBe(200);
    const answer = await call(server, 'POST', apiPaths.deleteAccount(), { token: meera.token, json: { confirm: 'DELETE' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 1, msg: 'Your account and your personal data were deleted.' });
    expect((await call(server, 'GET', apiPaths.myData(), { token: meera.token })).status).toBe(401);

    const reviews = JSON.stringify((await call(server, 'GET', apiPaths.reviews(first!.id))).body);
    expect(reviews).toContain(review);
    expect(reviews).toContain('Former user');
    expect(reviews).not.toContain('Meera');

    const other = (await call(server, 'GET', apiPaths.myData(), { token: ravi.token })).body.data;
    expect(other.account.email).toBe(ravi.email);
    expect(other.shared_with.length).toBeGreaterThanOrEqual(1);
    expect(other.tables.favourites).toHaveLength(1);

    // The same email starts afresh: a new, empty account.
    meera.token = await signIn(server, mailbox, meera.email);
    const fresh = (await call(server, 'GET', apiPaths.myData(), { token: meera.token })).body.data;
    expect(fresh.shared_with).toEqual([]);
    expect(fresh.tables.enquiries ?? []).toEqual([]);
    expect(fresh.tables.favourites ?? []).toEqual([]);
    expect((await call(server, 'POST', apiPaths.deleteAccount(), { token: meera.token, json: { confirm: 'DELETE' } })).status).toBe(200);
  });

  it('leaves no personal field of that person in any table (every text column of the schema read)', async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'db') });
    try {
      const columns = await queryRows<{ table_name: string; column_name: string }>(
        handle.db,
        sql`select table_name, column_name from information_schema.columns
            where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`,
      );
      expect(columns.length).toBeGreaterThan(50);
      const found: string[] = [];
      for (const { table_name: table, column_name: column } of columns) {
        const quoted = (name: string) => sql.raw(`"${name}"`);
        for (const needle of [people.meera.email, people.meera.name, people.meera.mobile]) {
          const [hit] = await queryRows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from ${quoted(table)} where ${quoted(column)}::text like ${`%${needle}%`}`,
          );
          if (hit!.n > 0) found.push(`${table}.${column}: ${needle}`);
        }
      }
      expect(found).toEqual([]);
      // The other person is still there, whole.
      const [ravi] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from users where email = ${people.ravi.email}`);
      expect(ravi!.n).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
