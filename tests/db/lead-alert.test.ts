import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_SOURCES } from '../../src/features/consent/preferences';
import { recordConsent } from '../../src/features/consent/preferences.server';
import { alertNewLead } from '../../src/features/leads/lead-alert.server';
import { indianMobile } from '../../src/lib/format';
import { messageOptOuts } from '../../src/lib/server/db/schema';
import { queryRows } from '../../src/lib/server/db/rows';
import { engines, openSeededTestDatabase, type TestDatabase } from '../support/databases';

/**
 * Who hears of a new lead, and how (CONTRACT.md "Messages"; leads/lead-alert.server.ts), on each engine: the
 * outbox rows the lead's transaction writes. WhatsApp to the listing's number by default, once however many
 * members the business has; push to a member who turned it on; SMS instead when the members chose no WhatsApp
 * or the number sent STOP. (Delivery itself: tests/db/outbox.test.ts, tests/db/push-channel.test.ts.)
 */
describe.each(engines)('the new-lead alert’s channels on %s', (engine) => {
  let database: TestDatabase;
  let listing: { id: number; partnerId: number; number: string };
  let members: number[];
  let lead = 900_000;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle.db, query);
  const alert = async () => {
    lead += 1;
    await database.handle.db.transaction((tx) => alertNewLead(tx, lead, listing.id));
    return rows<{ channel: string; recipient: string }>(
      sql`select channel, recipient from outbox where event_key = ${`lead-alert:${lead}`} order by channel, recipient`,
    );
  };

  beforeAll(async () => {
    database = await openSeededTestDatabase(engine);
    // A listing with a mobile whose business has an owner; a second member joins it.
    const [found] = await rows<{ id: number; partner_id: number; contact_no: string; user_id: number }>(
      sql`select s.id, s.partner_id, s.contact_no, m.user_id from services s join partner_members m on m.partner_id = s.partner_id
          where s.contact_no ~ '[6-9][0-9]{9}$' order by s.id limit 1`,
    );
    listing = { id: found!.id, partnerId: found!.partner_id, number: indianMobile(found!.contact_no)! };
    const [staff] = await rows<{ id: number }>(
      sql`insert into users (email, ref_code) values ('alert.staff@example.com', 'alertstaff1') returning id`,
    );
    await database.handle.db.execute(
      sql`insert into partner_members (partner_id, user_id, role) values (${listing.partnerId}, ${staff!.id}, 'staff')`,
    );
    members = (
      await rows<{ user_id: number }>(sql`select user_id from partner_members where partner_id = ${listing.partnerId} order by user_id`)
    ).map((row) => row.user_id);
  }, 120_000);
  afterAll(() => database?.dispose());

  it('goes on WhatsApp to the listing’s number once for the whole team, and again for no one when asked twice', async () => {
    expect(members.length).toBeGreaterThanOrEqual(2);
    expect(await alert()).toEqual([{ channel: 'whatsapp', recipient: listing.number }]);
    await database.handle.db.transaction((tx) => alertNewLead(tx, lead, listing.id));
    expect(await rows(sql`select id from outbox where event_key = ${`lead-alert:${lead}`}`)).toHaveLength(1);
  });

  it('pushes to a member who turned alerts on, and to that member only', async () => {
    await recordConsent(database.handle.db, {
      userId: members[1]!,
      audience: 'member',
      channel: 'push',
      granted: true,
      source: CONSENT_SOURCES.device,
    });
    expect(await alert()).toEqual([
      { channel: 'push', recipient: String(members[1]) },
      { channel: 'whatsapp', recipient: listing.number },
    ]);
  });

  it('goes by SMS when the number sent STOP on WhatsApp, and by SMS when no member chose WhatsApp', async () => {
    await database.handle.db.insert(messageOptOuts).values({ address: listing.number, channel: 'whatsapp' });
    expect(await alert()).toEqual([
      { channel: 'push', recipient: String(members[1]) },
      { channel: 'sms', recipient: listing.number },
    ]);
    await database.handle.db.execute(sql`delete from message_opt_outs`);
    for (const userId of members) {
      await recordConsent(database.handle.db, {
        userId,
        audience: 'member',
        channel: 'whatsapp',
        granted: false,
        source: CONSENT_SOURCES.workspaceForm,
      });
    }
    expect(await alert()).toEqual([
      { channel: 'push', recipient: String(members[1]) },
      { channel: 'sms', recipient: listing.number },
    ]);
  });
});
