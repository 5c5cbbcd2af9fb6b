import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../../src/lib/server/db/client';
import { categories, partners, services } from '../../src/lib/server/db/schema';
import { engines, createPostgresDatabase } from '../support/databases';
import { startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { type Mailbox, startMailbox } from './support/mailbox';

/**
 * The sign-in and profile flow on every engine the product runs on (PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set), including what only real concurrency shows: one code, verified twice at
 * the same moment, signs in once; two code requests at the same moment send one mail.
 */
describe.each(engines)('sign-in and profile on %s', (engine) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let serviceId = 0;
  let cleanUp: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
    let target: DatabaseTarget;
    // The rows made below are all these tests read: the server does not load the demo catalogue (~12 s of CPU).
    const env: Record<string, string> = { SMTP_URL: mailbox.url, SEED_DEMO: '0' };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-engine-'));
    if (engine === 'postgres') {
      const database = await createPostgresDatabase();
      target = { url: database.url };
      env.DATABASE_URL = database.url;
      cleanUp = database.drop;
    } else {
      target = { dataDir: path.join(dataDir, 'db') };
    }
    const handle = await openDatabase(target);
    await handle.migrate();
    const [category] = await handle.db.insert(categories).values({ slug: 'engine-cat', name: 'Engine Cat', icon: 'wrench', price: 49 }).returning();
    const [partner] = await handle.db
      .insert(partners)
      .values({
        slug: 'engine-partner',
        businessName: 'Engine Partner',
        businessLocationName: 'Andheri, Mumbai',
        city: 'Mumbai',
        mobile: '9820012345',
        featuredImage: '/images/x.webp',
      })
      .returning();
    const [service] = await handle.db
      .insert(services)
      .values({
        partnerId: partner!.id,
        categoryId: category!.id,
        slug: 'engine-service',
        serviceName: 'Engine Service',
        serviceAddress: 'Andheri, Mumbai',
        city: 'Mumbai',
        lat: 19.1,
        lng: 72.8,
        price: 99,
        contactNo: '9820012345',
        featuredImage: '/images/x.webp',
      })
      .returning();
    serviceId = service!.id;
    await handle.close();
    server = await startServer({ dataDir, env });
    const dropDatabase = cleanUp;
    cleanUp = async () => {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await cleanUp();
  });

  it('signs in once when the same code is verified twice at the same moment', async () => {
    const email = 'race@example.com';
    const asked = await Promise.all([1, 2, 3].map(() => call(server, 'POST', '/generate-otp', { json: { email } })));
    expect(asked.map((answer) => answer.status).sort()).toEqual([200, 429, 429]);
    // Mailed by the outbox worker just after the answers: one code, however long one waits.
    const code = await mailbox.nextCode(email, 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.mailsTo(email)).toHaveLength(1);
    const verified = await Promise.all([1, 2].map(() => call(server, 'POST', '/verify-otp', { json: { email, otp: code } })));
    expect(verified.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('keeps each user’s profile, favourites, notifications and invites their own', async () => {
    const asha = await signIn(server, mailbox, 'asha@example.com');
    const ravi = await signIn(server, mailbox, 'ravi@example.com');
    for (const [token, first] of [
      [asha, 'Asha'],
      [ravi, 'Ravi'],
    ] as const) {
      const form = new FormData();
      form.set(
        'data',
        JSON.stringify({
          pre_name: 'Mr',
          first_name: first,
          last_name: 'Rao',
          phone: '9000000001',
          email: 'x@example.com',
          dob: '1990-01-01',
          marital_status: 'Other',
          pincode: '400053',
          city: 'Mumbai',
          landmark: 'Station',
          nationality: 'Indian',
          country: 'India',
          address: 'Andheri',
        }),
      );
      expect((await call(server, 'POST', '/user-details-add', { token, form })).body).toEqual({ status: 1, msg: 'Profile created successfully' });
    }
    expect((await call(server, 'GET', `/save-to-favourite/${serviceId}`, { token: asha })).body.msg).toBe('Added to favourites');
    expect((await call(server, 'GET', '/get-your-favourite-service', { token: ravi })).body.data).toEqual([]);

    const ashaCode = (await call(server, 'GET', '/get-user-profile-data', { token: asha })).body.u_data.ref_code;
    expect((await call(server, 'GET', `/invite-user/${ashaCode}`, { token: ravi })).body.status).toBe(1);
    const notes = (await call(server, 'GET', '/get-notifications', { token: asha })).body.data as Array<{ notification_id: number; message: string }>;
    const invited = notes.find((note) => note.message.startsWith('Ravi joined'))!;
    expect((await call(server, 'GET', `/notification-seen/${invited.notification_id}`, { token: ravi })).status).toBe(404);
    expect((await call(server, 'GET', `/notification-seen/${invited.notification_id}`, { token: asha })).status).toBe(200);
    expect((await call(server, 'GET', '/get-dashboard-data', { token: asha })).body.data).toMatchObject({
      favourites: 1,
      wallet_balance: 50,
      unread_notifications: 1,
    });

    expect((await call(server, 'POST', '/logout', { token: asha })).status).toBe(200);
    expect((await call(server, 'GET', '/get-user-profile-data', { token: asha })).status).toBe(401);
    expect((await call(server, 'GET', '/get-user-profile-data', { token: ravi })).status).toBe(200);
  });
});
