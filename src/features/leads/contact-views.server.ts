import { lt } from 'drizzle-orm';
import { indiaDay } from '../../lib/india-time';
import { clock } from '../../lib/server/clock';
import { db } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { contactViews } from '../../lib/server/db/schema';
import type { JobDefinition } from '../../lib/server/jobs';

/**
 * Who saw a customer's number (README "Retention"): each member's reading of a lead that showed the number,
 * once a day per lead and member, so that a misuse can be traced; kept CONTACT_VIEWS_KEPT_DAYS, then deleted.
 */

/** How long the log of who saw a customer's number is kept (DPDP Rules, rule 6: logs for one year). */
export const CONTACT_VIEWS_KEPT_DAYS = 365;

/** Notes that `viewerId` read the numbers of these leads of `partnerId` (the leads whose number showed). */
export async function noteContactViews(
  viewerId: number,
  partnerId: number,
  leadIds: readonly number[],
  now = clock.now(),
  database?: Pick<Database, 'insert'>,
): Promise<void> {
  if (leadIds.length === 0) return;
  const day = indiaDay(now);
  await (database ?? (await db()))
    .insert(contactViews)
    .values(leadIds.map((leadId) => ({ leadId, partnerId, viewerId, day, at: now })))
    .onConflictDoNothing();
}

/** The log's old rows deleted, by one instance an hour (scripts/background-jobs.ts). */
export const contactViewsRetentionJob: JobDefinition = {
  name: 'leads.contact-views.retention',
  everyMs: 3_600_000,
  async run({ now }) {
    const before = new Date(now.getTime() - CONTACT_VIEWS_KEPT_DAYS * 24 * 60 * 60 * 1000);
    await (await db()).delete(contactViews).where(lt(contactViews.at, before));
    return undefined;
  },
};
