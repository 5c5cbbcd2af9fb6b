import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { db, tables } from '../../lib/server/db';
import { notFound } from '../../lib/server/http';
import { BLOCK_MESSAGES, type BlockedBusiness } from './blocks';

const { customerBlocks, partners } = tables;

/** SQL: the business in `partnerColumn` is not one `userId` blocked (for similarListings' where). */
export const notBlockedBy = (userId: number, partnerColumn: PgColumn): SQL =>
  sql`not exists (select 1 from ${customerBlocks} b where b.user_id = ${userId} and b.partner_id = ${partnerColumn})`;

/** The businesses a customer blocked, latest first. */
export async function listBlocks(userId: number): Promise<BlockedBusiness[]> {
  const rows = await (await db())
    .select({ partnerId: customerBlocks.partnerId, businessName: partners.businessName, createdAt: customerBlocks.createdAt })
    .from(customerBlocks)
    .innerJoin(partners, eq(partners.id, customerBlocks.partnerId))
    .where(eq(customerBlocks.userId, userId))
    .orderBy(desc(customerBlocks.createdAt), desc(customerBlocks.partnerId));
  return rows.map((row) => ({ partner_id: row.partnerId, business_name: row.businessName, blocked_at: row.createdAt.toISOString() }));
}

/** Blocks a business for a customer (again is no change). 404 for an unknown business. */
export async function blockBusiness(userId: number, partnerId: number): Promise<void> {
  const database = await db();
  const [partner] = await database.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  if (!partner) throw notFound(BLOCK_MESSAGES.noSuchBusiness);
  await database.insert(customerBlocks).values({ userId, partnerId }).onConflictDoNothing();
}

/** Unblocks a business for a customer; unblocking one that is not blocked is no change. */
export async function unblockBusiness(userId: number, partnerId: number): Promise<void> {
  await (await db()).delete(customerBlocks).where(and(eq(customerBlocks.userId, userId), eq(customerBlocks.partnerId, partnerId)));
}
