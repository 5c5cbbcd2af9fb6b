/** Sitemaps and robots.txt (sitemaps.org protocol 0.9). Pure. */
import { paths } from '../../paths';

/** Where a category's level puts its pages (the same tree rule as the browse pages). */
export type CategoryLevel = 'main' | 'sub' | 'leaf';

export interface CatalogueEntries {
  categories: { slug: string; level: CategoryLevel }[];
  listingSlugs: string[];
  partnerSlugs: string[];
}

/**
 * Every server-rendered catalogue page a crawler should find: each main category (/categories), each
 * sub-category (/sub-category), each leaf's stores (/category/services), the listing page of every
 * sub-category and leaf (/service), every listing's details page and every partner's mini-site.
 */
export function cataloguePaths(entries: CatalogueEntries): string[] {
  const byLevel = (level: CategoryLevel) => entries.categories.filter((category) => category.level === level).map((category) => category.slug);
  // Lambdas, not `.map(paths.listing)`: a path builder's optional second argument must not get the index.
  return [
    ...byLevel('main').map((slug) => paths.category(slug)),
    ...byLevel('sub').map((slug) => paths.subCategory(slug)),
    ...byLevel('leaf').map((slug) => paths.categoryStores(slug)),
    ...[...byLevel('sub'), ...byLevel('leaf')].map((slug) => paths.listing(slug)),
    ...entries.listingSlugs.map((slug) => paths.details(slug)),
    ...entries.partnerSlugs.map((slug) => paths.partner(slug)),
  ];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A <urlset> of absolute URLs (site paths resolved against `site`). */
export function urlsetXml(pathsOrUrls: string[], site: URL | string): string {
  const urls = pathsOrUrls.map((entry) => `<url><loc>${escapeXml(new URL(entry, site).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers are asked to leave alone: the API and the pages that only make sense signed in (or signing in), the business workspace among them. */
export const DISALLOWED_PATHS = ['/api/', paths.profile(), paths.login(), paths.otpVerification(), paths.business()];

/** A URL as the pages' canonical links write it: no trailing slash except on the home page. */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.length > 1) parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  return parsed.href;
}

/**
 * @astrojs/sitemap's options (astro.config.mjs): the catalogue sitemap joins the index, the pages crawlers
 * are kept out of are left out, and URLs are written as the canonical links write them.
 */
export function sitemapOptions(site: string) {
  return {
    customSitemaps: [new URL(paths.sitemapCatalog(), site).href],
    filter: (page: string) => !isDisallowed(new URL(page).pathname),
    serialize: <T extends { url: string }>(item: T): T => ({ ...item, url: canonicalUrl(item.url) }),
  };
}

/** Whether robots.txt keeps crawlers away from a path ('/api/…', '/login', '/login/'). */
export function isDisallowed(pathname: string): boolean {
  return DISALLOWED_PATHS.some((path) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`)));
}

/** robots.txt: everything but DISALLOWED_PATHS, and where the sitemaps are. */
export function robotsTxt(site: URL | string, sitemapPaths: string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    ...sitemapPaths.map((path) => `Sitemap: ${new URL(path, site).href}`),
    '',
  ].join('\n');
}
