/** What the home page reads from the catalogue. */
import { homeFeaturedTiles, homeTravelTiles, resolveTiles } from '../catalog/catalog';
import { catalogueStats, categoryTree, listingCounts } from '../catalog/catalog.server';
import { QUICK_SEARCH_SLUGS } from './home';

export async function loadHomePage() {
  const [tree, stats, counts] = await Promise.all([categoryTree(), catalogueStats(), listingCounts()]);
  return {
    stats,
    counts,
    quickLinks: QUICK_SEARCH_SLUGS.flatMap((slug) => tree.bySlug.get(slug) ?? []),
    featured: resolveTiles(homeFeaturedTiles, tree.bySlug),
    forYou: tree.nodes.filter((node) => node.isPopular),
    travel: resolveTiles(homeTravelTiles, tree.bySlug),
    mains: tree.childrenOf(null),
  };
}
