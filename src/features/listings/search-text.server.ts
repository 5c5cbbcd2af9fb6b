/**
 * The search text of each listing (services.search_text): its name and its locality, lower-cased. Search
 * matches it through services_city_search_idx (search/search.server.ts): in a city, or without one from the
 * text's trigrams alone. Its category's words are not in it: search finds them in the categories' own words
 * (categoryTermsWith, a few hundred rows) and asks for the listings of those categories, as at a million
 * listings copying every language's words into each text made it ~1,000 characters, whose trigrams were most
 * of a suggestion's database time. Kept by one set-based UPDATE, here, whenever a part changes: the demo
 * seed, a renamed listing; and in steps behind the start when its shape changes (SEARCH_TEXT_VERSION).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { claimDataVersion } from '../../lib/server/db/meta-version';
import { queryRows } from '../../lib/server/db/rows';
import { categoryDisplayLabels } from '../catalog/labels';

type Executor = Pick<Database, 'execute'>;

/**
 * What a stored search text is made of, as a data version (db/meta-version.ts): a start that claims a newer
 * one rewrites every listing's text behind it (places.server.ts askForEverySearchText). 2: name and locality
 * only (1 held the category's words too).
 */
export const SEARCH_TEXT_VERSION = 2;
export const searchTextMetaKey = 'listing_search_text';

/** Which listings to refresh: every one, those never filled (''), or some by id. */
export type SearchTextScope = 'all' | 'stale' | { serviceIds: number[] };

function scopeCondition(scope: SearchTextScope): SQL {
  if (scope === 'all') return sql`true`;
  if (scope === 'stale') return sql`s.search_text = ''`;
  return scope.serviceIds.length ? sql`s.id in (${sql.join(scope.serviceIds, sql`, `)})` : sql`false`;
}

/**
 * The `with` of a statement that reads the categories' words: `terms(id, text)`, each category's names,
 * display labels and synonyms and those of the categories above it, space-separated.
 */
export function categoryTermsWith(): SQL {
  const labels = Object.entries(categoryDisplayLabels).map(([slug, label]) => ({ slug, label }));
  return sql`
    with recursive up(id, ancestor) as (
      select id, id from categories
      union all
      select up.id, c.parent_id from up join categories c on c.id = up.ancestor where c.parent_id is not null
    ),
    labels as (select * from jsonb_to_recordset(${JSON.stringify(labels)}::jsonb) as l(slug text, label text)),
    words(id, word) as (
      select up.id, c.name from up join categories c on c.id = up.ancestor
      union select up.id, l.label from up join categories c on c.id = up.ancestor join labels l on l.slug = c.slug
      union select up.id, cs.term from up join category_synonyms cs on cs.category_id = up.ancestor
    ),
    terms as (select id, string_agg(word, ' ' order by word) as text from words group by id)`;
}

/** Each category's words (categoryTermsWith), lower-cased as the listings' search text is. */
export const readCategoryWords = (database: Executor): Promise<{ id: number; text: string }[]> =>
  queryRows(database, sql`${categoryTermsWith()} select id, lower(text) as text from terms`);

/** A listing's search text from its name and its locality, as SQL. */
export const searchTextOf = (serviceName: SQL, locality: SQL): SQL => sql`lower(concat_ws(' ', ${serviceName}, nullif(${locality}, '')))`;

/** Every listing's search text, written now in one statement (a catalogue just loaded), of the current shape. */
export async function writeEverySearchText(database: Executor & Pick<Database, 'insert'>): Promise<void> {
  await refreshSearchText(database, 'all');
  await claimDataVersion(database, searchTextMetaKey, SEARCH_TEXT_VERSION);
}

/** Refreshes the search text of the listings in `scope`. */
export async function refreshSearchText(database: Executor, scope: SearchTextScope): Promise<void> {
  await database.execute(sql`
    update services s
    set search_text = ${searchTextOf(sql`s.service_name`, sql`s.locality`)}
    where ${scopeCondition(scope)}`);
}
