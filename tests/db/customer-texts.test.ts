import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_SOURCES } from '../../src/features/consent/preferences';
import { recordConsent } from '../../src/features/consent/preferences.server';
import { mailCustomer } from '../../src/features/notifications/customer-mail.server';
import { messageOptOuts } from '../../src/lib/server/db/schema';
import { queryRows } from '../../src/lib/server/db/rows';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * A quote, a booking decision or a proposed time reaches the customer as a text too (CONTRACT.md "Messages";
 * notifications/customer-mail.server.ts): by SMS by default, by WhatsApp once they chose it, never on WhatsApp
 * to a number that sent STOP; one per event; a mail of another kind goes by email only. Real database, each engine.
 */
describe.each(engines)('texts to a customer on %s', (engine) => {
  let database: TestDatabase;
  let userId: number;
  let quote = 0;
  const MOBILE = '+919830011111';
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle.db, query);
  const send = async (kind = 'quote') => {
    quote += 1;
    await database.handle.db.transaction((tx) =>
      mailCustomer(
        userId,
        { kind, id: quote, key: quote, subject: `New quote ${quote}`, fields: [['Compare', 'https://seva.test/profile#Enquiries']] },
        tx,
      ),
    );
    return rows<{ channel: string; recipient: string; text: string }>(
      sql`select channel, recipient, text from outbox where event_key like ${`%:${kind}:${quote}`} order by channel`,
    );
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    const [user] = await rows<{ id: number }>(
      sql`insert into users (email, ref_code, mobile) values ('texted@example.com', 'texted1', ${MOBILE}) returning id`,
    );
    userId = user!.id;
  });
  afterAll(() => database?.dispose());

  it('texts a quote by SMS by default, with its one link, and once however often it is written', async () => {
    const texts = await send();
    expect(texts).toEqual([{ channel: 'sms', recipient: MOBILE, text: 'Seva: New quote 1 https://seva.test/profile#Enquiries' }]);
    await database.handle.db.transaction((tx) => mailCustomer(userId, { kind: 'quote', id: quote, key: quote, subject: 'again', fields: [] }, tx));
    expect(await rows(sql`select id from outbox where event_key like ${`%:quote:${quote}`}`)).toHaveLength(1);
  });

  it('goes by WhatsApp once chosen, by SMS again after a STOP, and not at all for a mail of another kind', async () => {
    await recordConsent(database.handle.db, {
      userId,
      audience: 'customer',
      channel: 'whatsapp',
      granted: true,
      source: CONSENT_SOURCES.profileForm,
    });
    expect((await send()).map((row) => row.channel)).toEqual(['whatsapp']);
    await database.handle.db.insert(messageOptOuts).values({ address: MOBILE, channel: 'whatsapp' });
    expect((await send()).map((row) => row.channel)).toEqual(['sms']);
    expect(await send('lead-expired')).toEqual([]);
  });
});
