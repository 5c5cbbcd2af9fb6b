import { categoryJson, categoryTree } from '../../../features/catalog/catalog.server';
import { endpoint, json } from '../../../lib/server/http';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * GET /api/get-category-data/{slug} — a category and its children (CONTRACT.md names it; SPEC.md's
 * client reads the main-category name and `categories`). Works for any level: a sub-category answers
 * its leaves. Public catalogue data.
 */
export const GET = endpoint(async (context) => {
  const tree = await categoryTree();
  const node = tree.bySlug.get(context.params.slug ?? '');
  if (!node) return json({ status: 0, msg: m['catalog.refusal.noSuchCategory'](), message: m['catalog.refusal.noSuchCategory']() }, 404);
  context.cache.set({ maxAge: 60, swr: 600, tags: ['catalog'] });
  return json({
    status: 1,
    msg: m['catalog.answer.categoryData'](),
    main_category: categoryJson(node),
    categories: tree.childrenOf(node.id).map(categoryJson),
  });
});
