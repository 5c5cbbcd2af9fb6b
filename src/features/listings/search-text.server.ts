/**
 * The search text of each listing (services.search_text): its name, its locality and the names, display
 * labels and synonyms (every language of synonyms/) of its category and the categories above it, lower-
 * cased. Search matches it through services_city_search_idx (search/search.server.ts): in a city, or without
 * one from the text's trigrams alone. Kept by one set-based UPDATE, here, whenever what it is
 * made of changes: the demo seed, a new synonym version, a renamed listing.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';
import { categoryDisplayLabels } from '../catalog/labels';

type Executor = Pick<Database, 'execute'>;

/** Which listings to refresh: every one, those never filled (''), or some by id. */
export type SearchTextScope = 'all' | 'stale' | { serviceIds: number[] };

function scopeCondition(scope: SearchTextScope): SQL {
  if (scope === 'all') return sql`true`;
  if (scope === 'stale') return sql`s.search_text = ''`;
  return scope.serviceIds.length ? sql`s.id in (${sql.join(scope.serviceIds, sql`, `)})` : sql`false`;
}

/**
 * The `with` of a statement that writes search text: `terms(id, text)`, each category's words (its names,
 * display labels and synonyms and those of the categories above it), space-separated.
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

/** A listing's search text from its name, its locality and its category's terms (categoryTermsWith), as SQL. */
export const searchTextOf = (serviceName: SQL, locality: SQL): SQL => sql`lower(concat_ws(' ', ${serviceName}, nullif(${locality}, ''), terms.text))`;

/** Refreshes the search text of the listings in `scope`. */
export async function refreshSearchText(database: Executor, scope: SearchTextScope): Promise<void> {
  await database.execute(sql`
    ${categoryTermsWith()}
    update services s
    set search_text = ${searchTextOf(sql`s.service_name`, sql`s.locality`)}
    from terms
    where terms.id = s.category_id and ${scopeCondition(scope)}`);
}
