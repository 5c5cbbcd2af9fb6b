import { sql } from 'drizzle-orm';
import { clock } from '../clock';
import type { Database } from './client';
import { meta } from './schema';

/**
 * Claims a data version in `meta` (`{ version }` under `key`): true when the row was missing or held an
 * older version, so this caller loads that data now; false when it is loaded (or another process, whose
 * lock this waited on, loaded it). Loads that go with their own version are then done once each.
 */
export async function claimDataVersion(database: Pick<Database, 'insert'>, key: string, version: number): Promise<boolean> {
  const value = { version };
  const claimed = await database
    .insert(meta)
    .values({ key, value })
    .onConflictDoUpdate({
      target: meta.key,
      set: { value, updatedAt: clock.now() },
      setWhere: sql`coalesce((${meta.value}->>'version')::int, 0) < ${version}`,
    })
    .returning({ key: meta.key });
  return claimed.length > 0;
}
