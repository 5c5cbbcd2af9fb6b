import type { APIRoute } from 'astro';
import { cataloguePaths, urlsetXml } from '../features/seo/sitemap';
import { catalogueEntries } from '../features/seo/sitemap.server';

export const prerender = false;

/**
 * The catalogue's pages for crawlers (categories, listings, details, partner mini-sites), read from the
 * database; listed in the sitemap index by @astrojs/sitemap (astro.config.mjs customSitemaps).
 */
export const GET: APIRoute = async (context) => {
  // SITE_URL (astro.config.mjs `site`), as in the prerendered sitemap index; never the request's Host.
  const site = context.site!;
  const xml = urlsetXml(cataloguePaths(await catalogueEntries()), site);
  context.cache.set({ maxAge: 300, swr: 3600, tags: ['catalog'] });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
