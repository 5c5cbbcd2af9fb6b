import { categoryJson, categoryTree } from '../../features/catalog/catalog.server';
import { listStoresInCategory } from '../../features/listings/stores.server';
import { storesRequestSchema } from '../../features/listings/listing-requests';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { m } from '../../lib/i18n';

export const prerender = false;

/**
 * POST /api/get-category-service-data (slug, location, optional page) — the stores of
 * /category/services/{slug}: `main_category` (the category), `count` (all stores) and `data` (SPEC.md
 * section 3's store list items, one a partner), STORE_PAGE_SIZE a page (so the answer is bounded);
 * `page` and `pages` say where `data` is. An empty location means every city; otherwise the listing's
 * city rule applies.
 */
export const POST = endpoint(async (context) => {
  const input = parseInput(storesRequestSchema, await readBody(context.request));
  const tree = await categoryTree();
  const node = tree.bySlug.get(input.slug);
  if (!node) return json({ status: 0, msg: m['catalog.refusal.noSuchCategory'](), message: m['catalog.refusal.noSuchCategory']() }, 404);
  const stores = await listStoresInCategory(node.id, input.location, input.page);
  return json({
    status: 1,
    msg: stores.total ? m['listing.answer.stores']() : m['listing.answer.noStores'](),
    main_category: categoryJson(node),
    count: stores.total,
    // SPEC.md's store fields only: the card's listing id stays on the server.
    data: stores.items.map(({ services_id: _listing, ...store }) => store),
    page: stores.page,
    pages: stores.pages,
  });
});
