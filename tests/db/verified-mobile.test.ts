import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedMobileOf } from '../../src/features/auth/auth.server';
import { channelsFor } from '../../src/features/consent/preferences.server';
import { profiles, users } from '../../src/lib/server/db/schema';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The verified mobile on users (migration 0023) on each engine: accounts without an email, one account a
 * mobile, and the outbox sending a person's SMS to the mobile they verified before their profile's phone.
 */
describe.each(engines)('verified mobiles on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps accounts without an email (several), and one account a verified mobile', async () => {
    const db = database.handle.db;
    const made = await db
      .insert(users)
      .values([
        { mobile: '+919831000001', refCode: 'MOB001' },
        { mobile: '+919831000002', refCode: 'MOB002' },
      ])
      .returning({ id: users.id, email: users.email });
    expect(made.map((row) => row.email)).toEqual([null, null]);
    await expect(db.insert(users).values({ mobile: '+919831000001', refCode: 'MOB003' })).rejects.toThrow();
    expect(await verifiedMobileOf(made[0]!.id, db)).toBe('+919831000001');
  });

  it('answers null for an account without one, and the outbox prefers the verified mobile to the profile phone', async () => {
    const db = database.handle.db;
    const [user] = await db.insert(users).values({ email: 'nila@example.com', refCode: 'NILA01' }).returning({ id: users.id });
    const id = user!.id;
    expect(await verifiedMobileOf(id, db)).toBeNull();
    await db.insert(profiles).values({
      userId: id,
      preName: 'Ms',
      firstName: 'Nila',
      lastName: 'Das',
      phone: '9831099999',
      email: 'nila@example.com',
      dob: '1990-01-01',
      maritalStatus: 'Single',
      pincode: '700001',
      city: 'Kolkata',
      landmark: '',
      nationality: 'Indian',
      country: 'India',
      address: 'Park Street',
    });
    const afternoon = new Date('2031-03-02T15:00:00+05:30');
    const sms = async () => (await channelsFor(db, { userId: id, event: 'quote', now: afternoon })).find((choice) => choice.channel === 'sms')?.to;
    expect(await sms()).toBe('+919831099999');
    await db.update(users).set({ mobile: '+919831077777' }).where(eq(users.id, id));
    expect(await verifiedMobileOf(id, db)).toBe('+919831077777');
    expect(await sms()).toBe('+919831077777');
  });
});
