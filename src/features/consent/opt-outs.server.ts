import { and, eq } from 'drizzle-orm';
import { db } from '../../lib/server/db';
import { messageOptOuts } from '../../lib/server/db/schema';
import type { OptOutChannel } from './opt-outs';

/**
 * Opt-outs (CONTRACT.md "Messages": a person who answers STOP hears no more): an address that asked for no more
 * messages on a channel gets none there. Recorded when a person answers STOP (the WhatsApp webhook); the
 * channels ask isOptedOut before every send.
 */

/** Records that this address wants no more messages on this channel; asking again keeps the first moment. */
export async function recordOptOut(address: string, channel: OptOutChannel): Promise<void> {
  await (await db()).insert(messageOptOuts).values({ address, channel }).onConflictDoNothing();
}

/** Forgets an opt-out: the person asked for messages again (START). */
export async function clearOptOut(address: string, channel: OptOutChannel): Promise<void> {
  await (await db()).delete(messageOptOuts).where(and(eq(messageOptOuts.address, address), eq(messageOptOuts.channel, channel)));
}

/** Whether this address asked for no more messages on this channel. */
export async function isOptedOut(address: string, channel: OptOutChannel): Promise<boolean> {
  const rows = await (await db())
    .select({ id: messageOptOuts.id })
    .from(messageOptOuts)
    .where(and(eq(messageOptOuts.address, address), eq(messageOptOuts.channel, channel)))
    .limit(1);
  return rows.length > 0;
}
