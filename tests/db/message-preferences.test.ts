import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_SOURCES, preferencesSchema } from '../../src/features/consent/preferences';
import {
  channelsFor,
  consentHistory,
  preferencesView,
  recordConsent,
  recordReply,
  savePreferences,
} from '../../src/features/consent/preferences.server';
import { messageConsents, messageOptOuts, messagePreferences, partnerMembers, partners, profiles, users } from '../../src/lib/server/db/schema';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * channelsFor and the consent records on each engine: the outbox's question "which channels, to whom, when"
 * answered from a person's saved choices, their quiet hours and the opt-outs STOP recorded; every change of
 * choice kept as its own row.
 */
describe.each(engines)('message choices on %s', (engine) => {
  let database: TestDatabase;
  let customer: number;
  let member: number;
  const ist = (text: string) => new Date(`${text}+05:30`);
  const night = ist('2031-03-01T23:30:00');
  const morning = ist('2031-03-02T08:00:00');
  const afternoon = ist('2031-03-02T15:00:00');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    const db = database.handle.db;
    const made = await db
      .insert(users)
      .values([
        { email: 'asha@example.com', refCode: 'ASHA01' },
        { email: 'ravi@example.com', refCode: 'RAVI01' },
      ])
      .returning({ id: users.id });
    customer = made[0]!.id;
    member = made[1]!.id;
    await db.insert(profiles).values({
      userId: customer,
      preName: 'Ms',
      firstName: 'Asha',
      lastName: 'Sen',
      phone: '9831012345',
      email: 'asha@example.com',
      dob: '1990-01-01',
      maritalStatus: 'Single',
      pincode: '700001',
      city: 'Kolkata',
      landmark: '',
      nationality: 'Indian',
      country: 'India',
      address: 'Park Street',
    });
    const [listing] = await db
      .insert(partners)
      .values({
        slug: 'ravi-plumbing',
        businessName: 'Ravi Plumbing',
        businessLocationName: 'Salt Lake',
        city: 'Kolkata',
        mobile: '9830000001',
        featuredImage: 'x.jpg',
      })
      .returning({ id: partners.id });
    await db.insert(partnerMembers).values({ partnerId: listing!.id, userId: member, role: 'owner' });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('a customer who chose nothing: email and SMS to their profile mobile, held to 08:00 India time when sent at night', async () => {
    expect(await channelsFor(database.handle.db, { userId: customer, event: 'quote', now: night })).toEqual([
      { channel: 'email', to: 'asha@example.com', notBefore: morning },
      { channel: 'sms', to: '+919831012345', notBefore: morning },
    ]);
  });

  it('a new lead at night goes at once, on WhatsApp to the listing number given, and by email', async () => {
    expect(await channelsFor(database.handle.db, { userId: member, mobile: '9830000001', event: 'lead-alert', now: night })).toEqual([
      { channel: 'email', to: 'ravi@example.com', notBefore: night },
      { channel: 'whatsapp', to: '+919830000001', notBefore: night },
    ]);
  });

  it('follows what the person saved: WhatsApp on, email off, quiet hours off; and keeps every change as a row', async () => {
    const db = database.handle.db;
    await savePreferences(
      db,
      customer,
      { audience: 'customer', channels: { email: false, sms: true, whatsapp: true }, quiet_hours: { on: false } },
      CONSENT_SOURCES.profileForm,
    );
    expect(await channelsFor(db, { userId: customer, event: 'quote', now: night })).toEqual([
      { channel: 'whatsapp', to: '+919831012345', notBefore: night },
    ]);
    await savePreferences(
      db,
      customer,
      { audience: 'customer', channels: { email: true, sms: true, whatsapp: true }, quiet_hours: { on: true } },
      CONSENT_SOURCES.profileForm,
    );
    const history = await consentHistory(db, customer);
    expect(history.map(({ channel, granted, source }) => [channel, granted, source])).toEqual([
      ['email', false, 'profile form'],
      ['sms', true, 'profile form'],
      ['whatsapp', true, 'profile form'],
      ['email', true, 'profile form'],
    ]);
    expect(history.every((row) => row.at instanceof Date)).toBe(true);
    const view = await preferencesView(db, customer, 'customer');
    expect(view.channels.find((state) => state.channel === 'whatsapp')).toMatchObject({
      on: true,
      isDefault: false,
      source: 'profile form',
      stoppedAt: null,
    });
    expect(view.quiet_hours).toEqual({ on: true, from: '22:00', to: '08:00' });
  });

  it('honours a STOP: the mobile gets no WhatsApp (SMS instead, as chosen), and the view says when STOP came', async () => {
    const db = database.handle.db;
    await db.insert(messageOptOuts).values({ address: '+919831012345', channel: 'whatsapp', at: new Date('2031-02-20T10:00:00Z') });
    expect(await channelsFor(db, { userId: customer, event: 'booking-decision', now: afternoon })).toEqual([
      { channel: 'email', to: 'asha@example.com', notBefore: afternoon },
      { channel: 'sms', to: '+919831012345', notBefore: afternoon },
    ]);
    const whatsapp = (await preferencesView(db, customer, 'customer')).channels.find((state) => state.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ on: true, stoppedAt: '2031-02-20T10:00:00.000Z' });
    // Without an account too: the mobile's STOP holds for a message to the mobile alone.
    expect(await channelsFor(db, { mobile: '+919831012345', event: 'lead-alert', now: afternoon })).toEqual([
      { channel: 'sms', to: '+919831012345', notBefore: afternoon },
    ]);
  });

  it("shows a member a STOP sent from their listing's number, and push once a device turned it on", async () => {
    const db = database.handle.db;
    await db.insert(messageOptOuts).values({ address: '+919830000001', channel: 'whatsapp' });
    const view = await preferencesView(db, member, 'member');
    expect(view.channels.map((state) => [state.channel, state.on, state.stoppedAt !== null])).toEqual([
      ['whatsapp', true, true],
      ['sms', true, false],
      ['push', false, false],
      ['email', true, false],
    ]);
    await recordConsent(db, { userId: member, audience: 'member', channel: 'push', granted: true, source: CONSENT_SOURCES.device });
    expect(await channelsFor(db, { userId: member, mobile: '9830000001', event: 'lead-alert', now: night })).toEqual([
      { channel: 'email', to: 'ravi@example.com', notBefore: night },
      { channel: 'sms', to: '+919830000001', notBefore: night },
      { channel: 'push', to: String(member), notBefore: night },
    ]);
  });

  it('keeps choices per audience: a member’s choices do not change their choices as a customer', async () => {
    const db = database.handle.db;
    const before = await db.select().from(messageConsents).where(eq(messageConsents.userId, member));
    await savePreferences(
      db,
      member,
      { audience: 'member', channels: { whatsapp: false }, quiet_hours: { on: true } },
      CONSENT_SOURCES.workspaceForm,
    );
    const added = (await db.select().from(messageConsents).where(eq(messageConsents.userId, member))).length - before.length;
    expect(added).toBe(1);
    expect((await preferencesView(db, member, 'customer')).channels.map((state) => [state.channel, state.on, state.isDefault])).toEqual([
      ['email', true, true],
      ['sms', true, true],
      ['whatsapp', false, true],
    ]);
  });

  it('keeps a STOP and a START sent on WhatsApp as consent on the accounts of that mobile, customer and member alike', async () => {
    const db = database.handle.db;
    expect(await recordReply(db, '+919830000001', 'whatsapp', 'stop')).toBe(1);
    const whatsapp = (await preferencesView(db, member, 'member')).channels.find((state) => state.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ on: false, isDefault: false, source: 'whatsapp STOP' });
    expect(await recordReply(db, '+919831012345', 'whatsapp', 'start')).toBe(1);
    expect((await consentHistory(db, customer)).at(-1)).toMatchObject({
      audience: 'customer',
      channel: 'whatsapp',
      granted: true,
      source: 'whatsapp START',
    });
    expect(await recordReply(db, '+919700000000', 'whatsapp', 'stop')).toBe(0);
  });

  it('keeps a STOP sent by SMS as SMS consent, and with the opt-out the mobile gets no SMS until START', async () => {
    const db = database.handle.db;
    expect(await recordReply(db, '+919831012345', 'sms', 'stop')).toBe(1);
    expect((await consentHistory(db, customer)).at(-1)).toMatchObject({ audience: 'customer', channel: 'sms', granted: false, source: 'sms STOP' });
    await db.insert(messageOptOuts).values({ address: '+919831012345', channel: 'sms' });
    // WhatsApp is stopped too (above): nothing goes to the mobile, email alone.
    expect(await channelsFor(db, { userId: customer, event: 'booking-decision', now: afternoon })).toEqual([
      { channel: 'email', to: 'asha@example.com', notBefore: afternoon },
    ]);
    const sms = (await preferencesView(db, customer, 'customer')).channels.find((state) => state.channel === 'sms');
    expect(sms).toMatchObject({ on: false, source: 'sms STOP' });
    expect(sms!.stoppedAt).not.toBeNull();
    await db.delete(messageOptOuts).where(eq(messageOptOuts.address, '+919831012345'));
    expect(await recordReply(db, '+919831012345', 'sms', 'start')).toBe(1);
    expect(await channelsFor(db, { userId: customer, event: 'booking-decision', now: afternoon })).toContainEqual({
      channel: 'whatsapp',
      to: '+919831012345',
      notBefore: afternoon,
    });
  });

  it('holds a message that can wait until the end of the quiet hours the person chose, across midnight, and keeps the times', async () => {
    const db = database.handle.db;
    const quiet = preferencesSchema.parse({ audience: 'customer', channels: {}, quiet_hours: { on: true, from: '21:30', to: '06:30' } });
    await savePreferences(db, customer, quiet, CONSENT_SOURCES.profileForm);
    expect((await preferencesView(db, customer, 'customer')).quiet_hours).toEqual({ on: true, from: '21:30', to: '06:30' });
    const lateEvening = ist('2031-03-01T21:45:00');
    const sixThirty = ist('2031-03-02T06:30:00');
    for (const now of [lateEvening, night, ist('2031-03-02T06:00:00')]) {
      const choices = await channelsFor(db, { userId: customer, event: 'quote', now });
      expect(choices.length).toBeGreaterThan(0);
      for (const choice of choices) expect(choice.notBefore).toEqual(sixThirty);
    }
    // 21:00 is before them, 06:30 is their end: both go at once.
    for (const now of [ist('2031-03-01T21:00:00'), sixThirty]) {
      for (const choice of await channelsFor(db, { userId: customer, event: 'quote', now })) expect(choice.notBefore).toEqual(now);
    }
    // Switched off and on again with true/false alone, the chosen times stay.
    await savePreferences(
      db,
      customer,
      preferencesSchema.parse({ audience: 'customer', channels: {}, quiet_hours: false }),
      CONSENT_SOURCES.profileForm,
    );
    for (const choice of await channelsFor(db, { userId: customer, event: 'quote', now: night })) expect(choice.notBefore).toEqual(night);
    await savePreferences(
      db,
      customer,
      preferencesSchema.parse({ audience: 'customer', channels: {}, quiet_hours: true }),
      CONSENT_SOURCES.profileForm,
    );
    expect((await preferencesView(db, customer, 'customer')).quiet_hours).toEqual({ on: true, from: '21:30', to: '06:30' });
    // A daytime span (13:00–15:00) that does not cross midnight.
    await savePreferences(
      db,
      customer,
      preferencesSchema.parse({ audience: 'customer', channels: {}, quiet_hours: { on: true, from: '13:00', to: '15:00' } }),
      CONSENT_SOURCES.profileForm,
    );
    for (const choice of await channelsFor(db, { userId: customer, event: 'quote', now: ist('2031-03-02T14:10:00') })) {
      expect(choice.notBefore).toEqual(afternoon);
    }
  });

  it('the database itself refuses quiet hours off the half hour, out of the day, or starting where they end', async () => {
    const db = database.handle.db;
    for (const times of [
      { quietFrom: 1325, quietTo: 480 },
      { quietFrom: 1440, quietTo: 480 },
      { quietFrom: -30, quietTo: 480 },
      { quietFrom: 600, quietTo: 600 },
    ]) {
      await expect(db.update(messagePreferences).set(times).where(eq(messagePreferences.userId, customer)), JSON.stringify(times)).rejects.toThrow();
    }
    const [kept] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, customer));
    expect([kept!.quietFrom, kept!.quietTo]).toEqual([780, 900]);
  });
});
