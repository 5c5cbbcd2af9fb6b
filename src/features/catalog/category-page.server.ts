/** What /categories/{slug} and /sub-category/{slug} answer: the category of the page's level and its children. */
import type { AstroGlobal } from 'astro';
import { paths } from '../../paths';
import { type CategoryLevel, type CategoryNode, browsePath } from './catalog';
import { LISTINGS_TAG } from './cache-tags';
import { categoryTree, listingCounts } from './catalog.server';
import { m } from '../../lib/i18n';

/** The two levels' titles, descriptions and addresses. */
const pageText: Partial<Record<CategoryLevel, (node: CategoryNode) => { title: string; description: string; canonicalPath: string }>> = {
  main: (node) => ({
    title: m['catalog.page.mainTitle']({ category: node.label, price: node.price }),
    description: m['catalog.page.mainDescription']({ description: node.description, categoryLower: node.label.toLowerCase() }),
    canonicalPath: paths.category(node.slug),
  }),
  sub: (node) => ({
    title: m['catalog.page.subTitle']({ category: node.label, price: node.price }),
    description: m['catalog.page.subDescription']({ description: node.description, categoryLower: node.label.toLowerCase() }),
    canonicalPath: paths.subCategory(node.slug),
  }),
};

/**
 * The page of the category `Astro.params.slug` names, when it is of the page's `level`. A category of
 * another level is sent to the page of its own (a Response to return); an unknown slug shows SPEC.md's
 * empty state (no `browse`), answered 404.
 */
export async function categoryPage(astro: AstroGlobal, level: 'main' | 'sub') {
  const tree = await categoryTree();
  const node = tree.bySlug.get(astro.params.slug ?? '');
  if (node && node.level !== level) return astro.redirect(browsePath(node), 301);
  if (node) astro.cache.set({ maxAge: 60, swr: 600, tags: ['catalog', LISTINGS_TAG] });
  else astro.response.status = 404;
  const counts = await listingCounts();
  const browse = node && { node, ancestry: tree.ancestry(node.id), children: tree.childrenOf(node.id), counts };
  return { browse, ...(node ? pageText[level]!(node) : { title: '', description: '', canonicalPath: '' }) };
}
