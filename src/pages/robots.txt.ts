import type { APIRoute } from 'astro';
import { robotsTxt } from '../features/seo/sitemap';
import { paths } from '../paths';

export const prerender = true;

/** robots.txt, with the sitemap index (which lists the prerendered pages' file and the catalogue's files). */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site!, [paths.sitemapIndex()]), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
