import { sql } from 'drizzle-orm';
import { indiaDay } from '../../lib/india-time';
import { clock } from '../../lib/server/clock';
import type { Database } from '../../lib/server/db/client';
import { claimDataVersion } from '../../lib/server/db/meta-version';
import { showcasePartnerSlugs } from '../catalog/demo/showcase';
import { partnerDailyEvents, partners } from '../../lib/server/db/schema';

/**
 * A history for the showcase partners' insights (the ones the README names among them), so their page is
 * not empty on a first start: each one's made-up totals (traffic_count, call_count) spread over the 89
 * India days before the load, about a 90th a day. Deterministic for a partner and day (a hash decides each
 * day's share and its rounding), one statement, and today is left to real visits and calls. Only the
 * showcase: every demo partner's history would be some 140,000 rows, which takes PGlite many seconds at
 * each first start. Its own version in `meta`, like the demo owners; loading it twice changes nothing.
 */
export const demoInsightsKey = 'demo_insights';
export const demoInsightsVersion = 1;

/** Days of history before today: with today, the longest period the page shows. */
const HISTORY_DAYS = 89;

type Executor = Pick<Database, 'insert' | 'execute'>;

export async function seedDemoInsights(tx: Executor, now = clock.now()): Promise<boolean> {
  if (!(await claimDataVersion(tx, demoInsightsKey, demoInsightsVersion))) return false;
  const slugs = JSON.stringify(showcasePartnerSlugs);
  // A day's share of the total runs from 0.4 to 1.6 of the mean (the first hash), rounded up or down by a
  // second hash in proportion, so the days add up to about the total.
  await tx.execute(sql`
    insert into ${partnerDailyEvents} (partner_id, day, kind, count)
    select partner_id, day, kind, count from (
      select p.id as partner_id, (${indiaDay(now)}::date - g.back) as day, k.kind,
        floor(
          k.total / 90.0 * (0.4 + 1.2 * ((hashtext(p.slug || ':' || g.back || ':' || k.kind) & 1023) / 1023.0))
          + ((hashtext(k.kind || ':' || g.back || ':' || p.slug) & 1023) / 1024.0)
        )::int as count
      from ${partners} p
      join jsonb_array_elements_text(${slugs}::jsonb) as v(slug) on p.slug = v.slug
      cross join lateral (values ('visit', p.traffic_count), ('call', p.call_count)) as k(kind, total)
      cross join generate_series(1, ${HISTORY_DAYS}) as g(back)
    ) spread
    where count > 0
    on conflict do nothing`);
  return true;
}
