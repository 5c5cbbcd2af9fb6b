import type { APIRoute } from 'astro';
import { robotsTxt } from '../features/seo/sitemap';
import { paths } from '../paths';

export const prerender = true;

/** robots.txt, with the sitemap index (prerendered pages) and the catalogue sitemap. */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site!, [paths.sitemapIndex(), paths.sitemapCatalog()]), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
