import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_SOURCES } from '../../src/features/consent/preferences';
import {
  channelsFor,
  consentHistory,
  preferencesView,
  recordConsent,
  recordWhatsAppReply,
  savePreferences,
} from '../../src/features/consent/preferences.server';
import { messageConsents, messageOptOuts, partnerMembers, partners, profiles, users } from '../../src/lib/server/db/schema';
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
      { audience: 'customer', channels: { email: false, sms: true, whatsapp: true }, quiet_hours: false },
      CONSENT_SOURCES.profileForm,
    );
    expect(await channelsFor(db, { userId: customer, event: 'quote', now: night })).toEqual([
      { channel: 'whatsapp', to: '+919831012345', notBefore: night },
    ]);
    await savePreferences(
      db,
      customer,
      { audience: 'customer', channels: { email: true, sms: true, whatsapp: true }, quiet_hours: true },
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
    await savePreferences(db, member, { audience: 'member', channels: { whatsapp: false }, quiet_hours: true }, CONSENT_SOURCES.workspaceForm);
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
    expect(await recordWhatsAppReply(db, '+919830000001', 'stop')).toBe(1);
    const whatsapp = (await preferencesView(db, member, 'member')).channels.find((state) => state.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ on: false, isDefault: false, source: 'whatsapp STOP' });
    expect(await recordWhatsAppReply(db, '+919831012345', 'start')).toBe(1);
    expect((await consentHistory(db, customer)).at(-1)).toMatchObject({
      audience: 'customer',
      channel: 'whatsapp',
      granted: true,
      source: 'whatsapp START',
    });
    expect(await recordWhatsAppReply(db, '+919700000000', 'stop')).toBe(0);
  });
});
