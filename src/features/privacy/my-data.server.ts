import { eq, sql } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { queryRows } from '../../lib/server/db/rows';

const { users, leads, partners, services } = tables;

/**
 * Columns never exported: what proves a session, a code or a device to us (a secret's hash, a push key, a
 * lease), not data about the person. Everything else of theirs is.
 */
const SECRET_COLUMNS = new Set(['token_hash', 'code_hash', 'phone_code_hash', 'auth', 'p256dh', 'lock_token']);

/** Identifiers as SQL (table names read from the database's own catalogue, quoted). */
const identifier = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

const withoutSecrets = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMNS.has(column)));

/**
 * GET /api/my-data (CONTRACT.md "Your data"): everything Seva holds of one person. The account's row, then
 * every row of every table that names them in a `user_id` column, found in the database's own catalogue, so a
 * table added later is in the export without a change here; and, for each enquiry, the businesses that received
 * the person's name and number, and when.
 */
export async function myData(userId: number) {
  const database = await db();
  const [account] = await database
    .select({ id: users.id, email: users.email, mobile: users.mobile, created_at: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  const holders = await queryRows<{ table_name: string }>(
    database,
    sql`select distinct table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id' order by table_name`,
  );
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const { table_name: table } of holders) {
    const found = await queryRows<Record<string, unknown>>(database, sql`select * from ${identifier(table)} where user_id = ${userId}`);
    rows[table] = found.map(withoutSecrets);
  }
  const sharedWith = await database
    .select({
      enquiry_id: leads.enquiryId,
      booking_id: leads.bookingId,
      kind: leads.kind,
      business: partners.businessName,
      partner_id: leads.partnerId,
      service_name: services.serviceName,
      name_given: leads.name,
      mobile_given: leads.mobile,
      sent_at: leads.createdAt,
      status: leads.status,
    })
    .from(leads)
    .innerJoin(partners, eq(partners.id, leads.partnerId))
    .innerJoin(services, eq(services.id, leads.serviceId))
    .where(eq(leads.userId, userId))
    .orderBy(leads.createdAt, leads.id);
  return { account, shared_with: sharedWith, tables: rows };
}
