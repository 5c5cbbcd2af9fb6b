import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerMembers, partners, users } from '../../src/lib/server/db/schema';
import { inLanguageOf, recipientLocale } from '../../src/lib/server/recipient-locale';
import { inLocale } from '../../src/lib/server/request-locale';
import { m } from '../../src/lib/i18n';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/** Who reads which language (src/lib/server/recipient-locale.ts), every rule against a real database. */
describe.each(engines)('the language of a message’s recipient on %s', (engine) => {
  let database: TestDatabase;
  const ids: Record<string, number> = {};
  let partnerId = 0;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    const { db } = database.handle;
    const person = async (key: string, values: { email?: string; mobile?: string; locale?: string | null }) => {
      const [row] = await db
        .insert(users)
        .values({ ...values, refCode: `rl${key}` })
        .returning({ id: users.id });
      ids[key] = row!.id;
    };
    await person('hindi', { email: 'hindi@example.com', locale: 'hi' });
    await person('never', { email: 'never@example.com', locale: null });
    await person('mobile', { mobile: '+919830012345', locale: 'bn' });
    await person('odd', { email: 'odd@example.com', locale: 'xx' });
    await person('owner', { email: 'owner@example.com', locale: 'bn' });
    await person('staff', { email: 'staff@example.com', locale: 'hi' });
    const [business] = await db
      .insert(partners)
      .values({ slug: 'rl-business', businessName: 'RL', businessLocationName: 'Kolkata', city: 'Kolkata', mobile: '9830012399', featuredImage: '' })
      .returning({ id: partners.id });
    partnerId = business!.id;
    await db.insert(partnerMembers).values([
      { partnerId, userId: ids.staff!, role: 'staff' },
      { partnerId, userId: ids.owner!, role: 'owner' },
    ]);
  });
  afterAll(() => database?.dispose());

  const of = (who: Parameters<typeof recipientLocale>[1], requestLocale: 'en' | 'hi' | 'bn' = 'en') =>
    inLocale(requestLocale, () => recipientLocale(database.handle.db, who));

  it('a person: the language they chose; never chose, unknown or no account: English, whatever the request', async () => {
    expect(await of({ userId: ids.hindi! }, 'bn')).toBe('hi');
    expect(await of({ userId: ids.never! }, 'bn')).toBe('en');
    expect(await of({ userId: ids.odd! }, 'hi')).toBe('en');
    expect(await of({ userId: null }, 'hi')).toBe('en');
  });

  it('a person asking now: their choice, else (never chose, or a new account) the asking page’s', async () => {
    expect(await of({ userId: ids.hindi!, asker: true }, 'bn')).toBe('hi');
    expect(await of({ userId: ids.never!, asker: true }, 'bn')).toBe('bn');
    expect(await of({ userId: ids.odd!, asker: true }, 'hi')).toBe('hi');
    expect(await of({ userId: ids.never!, asker: true })).toBe('en');
  });

  it('an address: its account’s choice (email in any case, or mobile); a new one, or one that never chose, the asking page’s only when it asks', async () => {
    expect(await of({ address: 'Hindi@Example.com' }, 'bn')).toBe('hi');
    expect(await of({ address: 'Hindi@Example.com', asker: true }, 'bn')).toBe('hi');
    expect(await of({ address: '+919830012345' })).toBe('bn');
    expect(await of({ address: 'never@example.com', asker: true }, 'bn')).toBe('bn');
    expect(await of({ address: 'never@example.com' }, 'bn')).toBe('en');
    expect(await of({ address: 'nobody@example.com', asker: true }, 'bn')).toBe('bn');
    expect(await of({ address: 'nobody@example.com' }, 'bn')).toBe('en');
  });

  it('support: the language of the page the person sent from', async () => {
    expect(await of({ support: true }, 'hi')).toBe('hi');
    expect(await of({ support: true })).toBe('en');
  });

  it('a business: its member at the address, else its owner; a business without members and a grievance’s own language', async () => {
    expect(await of({ partnerId, address: 'staff@example.com' })).toBe('hi');
    expect(await of({ partnerId, address: 'shop@example.com' }, 'hi')).toBe('bn');
    expect(await of({ partnerId })).toBe('bn');
    expect(await of({ partnerId: partnerId + 1000 }, 'hi')).toBe('en');
    expect(await of({ chose: 'bn' }, 'hi')).toBe('bn');
    expect(await of({ chose: 'zz' }, 'hi')).toBe('en');
  });

  it('composes in that language, then gives the request its own back', async () => {
    const words = await inLocale('en', async () => {
      const theirs = await inLanguageOf(database.handle.db, { userId: ids.hindi! }, () => m['mail.signInCode.subject']());
      return { theirs, after: m['mail.signInCode.subject']() };
    });
    expect(words).toEqual({ theirs: m['mail.signInCode.subject']({}, { locale: 'hi' }), after: m['mail.signInCode.subject']({}, { locale: 'en' }) });
  });
});
