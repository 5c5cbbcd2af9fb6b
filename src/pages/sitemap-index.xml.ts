import type { APIRoute } from 'astro';
import { sitemapIndexFiles, sitemapIndexXml } from '../features/seo/sitemap';
import { catalogueChunks } from '../features/seo/sitemap.server';

export const prerender = false;

/**
 * The sitemap index crawlers read (robots.txt names it): the prerendered pages' file, the categories file,
 * and one file for each details and partners id range that holds rows (src/features/seo/sitemap.ts).
 */
export const GET: APIRoute = async (context) => {
  // SITE_URL (astro.config.mjs `site`), as in the prerendered pages; never the request's Host.
  const xml = sitemapIndexXml(sitemapIndexFiles(await catalogueChunks()), context.site!);
  context.cache.set({ maxAge: 300, swr: 3600, tags: ['catalog'] });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
