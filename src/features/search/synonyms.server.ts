/**
 * The category synonyms in the database: loaded from the data file (synonyms/category-synonyms.json) by
 * the demo seed, read by search. Operators may add rows; a new version of the data file adds its new
 * terms and leaves every existing row alone.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { claimDataVersion } from '../../lib/server/db/meta-version';
import { categorySynonyms } from '../../lib/server/db/schema';
import { synonymDataVersion, synonymRows } from './synonyms/category-synonyms';

export const synonymsMetaKey = 'category_synonyms';

/**
 * Adds the synonym data for the categories that exist (matched by slug), once per data version: the
 * `meta` row 'category_synonyms' records the version loaded, so that loading twice changes nothing.
 * Answers whether this call loaded them.
 */
export async function seedCategorySynonyms(database: Pick<Database, 'insert' | 'execute'>): Promise<boolean> {
  if (!(await claimDataVersion(database, synonymsMetaKey, synonymDataVersion))) return false;
  await database.execute(sql`
    insert into ${categorySynonyms} (category_id, term, lang)
    select c.id, v.term, v.lang
    from jsonb_to_recordset(${JSON.stringify(synonymRows())}::jsonb) as v(slug text, term text, lang text)
    join categories c on c.slug = v.slug
    on conflict (category_id, term) do nothing`);
  return true;
}
