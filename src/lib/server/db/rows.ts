/** The rows of a raw SQL statement, typed, on either engine (both answer `{ rows }` to `execute`). */
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export async function queryRows<T>(database: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await database.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}
