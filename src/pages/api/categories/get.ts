import { categoryJson, categoryTree } from '../../../features/catalog/catalog.server';
import { endpoint, json } from '../../../lib/server/http';
import { m } from '../../../lib/i18n';

export const prerender = false;

/** GET /api/categories/get — the main categories (SPEC.md section 7: `data` is a list). Public. */
export const GET = endpoint(async (context) => {
  const tree = await categoryTree();
  context.cache.set({ maxAge: 60, swr: 600, tags: ['catalog'] });
  return json({ status: 1, msg: m['catalog.answer.categories'](), data: tree.childrenOf(null).map(categoryJson) });
});
