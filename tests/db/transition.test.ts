import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeLeadTransition } from '../../src/features/leads/lead-process.server';
import { ACTOR_MESSAGES, type Actor, SYSTEM } from '../../src/lib/process';
import { HttpError } from '../../src/lib/server/http';
import * as schema from '../../src/lib/server/db/schema';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * One transition() on a real database, on every engine: it locks the row, writes the state and what the
 * transition sets, records the event (who, what, when) and applies what the process's table says it causes (the
 * customer told, the insight counted); a refused actor writes nothing; a transition that cannot be taken now
 * answers null when asked `ifPossible`.
 */
describe.each(engines)('a lead transition on %s', (engine) => {
  let database: TestDatabase;
  let leadId: number;
  let customer: Actor;
  let member: Actor;
  const now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    const { db } = database.handle;
    const [category] = await db.insert(schema.categories).values({ slug: 'plumbing-t', name: 'Plumbing', icon: 'x', price: 49 }).returning();
    const [buyer, owner] = await db
      .insert(schema.users)
      .values([
        { email: 'buyer@example.com', refCode: 'BUYER1' },
        { email: 'owner@example.com', refCode: 'OWNER1' },
      ])
      .returning();
    const [partner] = await db
      .insert(schema.partners)
      .values({ slug: 'p-t', businessName: 'P', businessLocationName: 'Kolkata', city: 'Kolkata', mobile: '9830000000', featuredImage: 'x.webp' })
      .returning();
    const [service] = await db
      .insert(schema.services)
      .values({
        partnerId: partner!.id,
        categoryId: category!.id,
        slug: 's-t',
        serviceName: 'Das Plumbing',
        serviceAddress: 'Salt Lake, Kolkata',
        city: 'Kolkata',
        lat: 22.5,
        lng: 88.4,
        price: 300,
        contactNo: '9830000000',
        featuredImage: 'x.webp',
      })
      .returning();
    const [lead] = await db
      .insert(schema.leads)
      .values({
        kind: 'enquiry',
        partnerId: partner!.id,
        serviceId: service!.id,
        userId: buyer!.id,
        name: 'Ravi',
        mobile: '9831012345',
        createdAt: now,
      })
      .returning();
    leadId = lead!.id;
    customer = { kind: 'customer', userId: buyer!.id };
    member = { kind: 'member', userId: owner!.id, partnerId: partner!.id, role: 'staff' };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const events = () => database.handle.db.select().from(schema.processEvents).where(eq(schema.processEvents.subjectId, leadId));

  it('refuses an actor the table does not name, and writes nothing', async () => {
    const refused = await database.handle.db
      .transaction((tx) => takeLeadTransition(tx, 'quote', leadId, customer, { now, tellCustomer: () => 'x' }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 403, message: ACTOR_MESSAGES.notAllowed });
    expect(await events()).toEqual([]);
  });

  it('takes a quote: the state, the quote, the first answer, the event, the customer told and the insight counted', async () => {
    const taken = await database.handle.db.transaction((tx) =>
      takeLeadTransition(tx, 'quote', leadId, member, {
        now,
        set: { quoteAmount: 800, quoteMessage: 'Today', quotedAt: now },
        tellCustomer: () => 'Das Plumbing sent you a quote: ₹800',
      }),
    );
    expect(taken).toMatchObject({ from: 'new', to: 'quoted', firstAnswer: true });
    const [lead] = await database.handle.db.select().from(schema.leads).where(eq(schema.leads.id, leadId));
    expect(lead).toMatchObject({ status: 'quoted', quoteAmount: 800, firstReplyAt: now, seenAt: now });
    expect(await events()).toEqual([
      expect.objectContaining({
        process: 'lead',
        transition: 'quote',
        fromState: 'new',
        toState: 'quoted',
        actorKind: 'member',
        actorUserId: member.kind === 'member' ? member.userId : -1,
      }),
    ]);
    const told = await database.handle.db.select().from(schema.notifications);
    expect(told.map((note) => note.message)).toEqual(['Das Plumbing sent you a quote: ₹800']);
    const counted = await database.handle.db.select().from(schema.partnerDailyEvents);
    expect(counted).toEqual([expect.objectContaining({ kind: 'quote' })]);
  });

  it('a timed expiry of an answered lead is nothing to do; a missing lead is a 404', async () => {
    const expired = await database.handle.db.transaction((tx) =>
      takeLeadTransition(tx, 'expire', leadId, SYSTEM, { now, ifPossible: true, tellCustomer: () => 'expired' }),
    );
    expect(expired).toBeNull();
    const missing = await database.handle.db
      .transaction((tx) => takeLeadTransition(tx, 'open', 999_999, member, { now }))
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404 });
    expect(await events()).toHaveLength(1);
  });
});
