import { categoryJson, categoryTree } from '../../features/catalog/catalog.server';
import { endpoint, json } from '../../lib/server/http';
import { m } from '../../lib/i18n';

export const prerender = false;

/**
 * GET /api/services — the services home data (SPEC.md sections 3 and 7): `popular_services` (the
 * popular sub-categories) and `all_services` (every sub-category and leaf, which the services home
 * search box filters by name). Public catalogue data, cached like a page.
 */
export const GET = endpoint(async (context) => {
  const tree = await categoryTree();
  const nonMain = tree.nodes.filter((node) => node.level !== 'main');
  const withMain = (node: (typeof nonMain)[number]) => ({ ...categoryJson(node), main_category: tree.ancestry(node.id)[0]?.slug ?? null });
  context.cache.set({ maxAge: 60, swr: 600, tags: ['catalog'] });
  return json({
    status: 1,
    msg: m['catalog.answer.services'](),
    data: {
      popular_services: nonMain.filter((node) => node.isPopular).map(withMain),
      all_services: nonMain.map(withMain),
    },
  });
});
