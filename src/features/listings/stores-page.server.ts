/** What /category/services/{slug} shows: the stores with listings in a category, a page of them. */
import type { AstroGlobal } from 'astro';
import { m } from '../../lib/i18n';
import { paths } from '../../paths';
import { providerCards } from './provider-card.server';
import { LISTINGS_TAG } from '../catalog/cache-tags';
import { browsePath } from '../catalog/catalog';
import { categoryTree } from '../catalog/catalog.server';
import { listStoresInCategory } from './stores.server';

/**
 * SPEC.md /category/services/{slug}: the stores with listings in a category, each linking to
 * /partner/store/{emp_id}. The spec's client asks with an empty location: every city. STORE_PAGE_SIZE
 * (catalog/catalog.ts) stores a page, ?page=2 onwards. Answers a Response to return instead (404, or a redirect
 * to the one URL of that page).
 */
export async function storesPage(astro: AstroGlobal) {
  const tree = await categoryTree();
  const node = tree.bySlug.get(astro.params.slug ?? '');
  if (!node) return new Response(null, { status: 404 });
  const pageParam = astro.url.searchParams.get('page');
  const requestedPage = pageParam !== null && /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : 1;
  const pageHref = (page: number) => `${paths.categoryStores(node.slug)}${page > 1 ? `?page=${page}` : ''}`;
  // One URL per page (so that the route cache keeps one copy of each): anything else goes to it.
  if (astro.url.search !== '' && astro.url.search !== `?page=${requestedPage}`) return astro.redirect(pageHref(requestedPage), 301);
  if (requestedPage === 1 && pageParam !== null) return astro.redirect(pageHref(1), 301);
  const listed = await listStoresInCategory(node.id, '', requestedPage);
  if (listed.total > 0 && requestedPage > listed.pages) return astro.redirect(pageHref(listed.pages), 302);
  astro.cache.set({ maxAge: 60, swr: 600, tags: ['catalog', LISTINGS_TAG] });
  const stores = listed.items;
  const cards = await providerCards(stores.map((store) => store.services_id));
  const ancestry = tree.ancestry(node.id);
  return {
    node,
    listed,
    stores,
    /** Each store with its card (a store whose card is missing is left out). */
    items: stores.flatMap((store) => {
      const card = cards.find((candidate) => candidate.services_id === store.services_id);
      return card ? [{ card, store }] : [];
    }),
    pageHref,
    crumbs: [{ label: m['shell.nav.home'](), href: paths.home() }, ...ancestry.map((a) => ({ label: a.label, href: browsePath(a) }))],
    listingParent: ancestry.length > 1 ? ancestry[ancestry.length - 2] : undefined,
  };
}
