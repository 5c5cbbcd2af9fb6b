import type { APIRoute } from 'astro';
import { paths } from '../paths';

export const prerender = false;

/** The catalogue's one sitemap before it was split by type and id range: moved for good to the sitemap index. */
// Not Response.redirect: its headers are immutable, and the middleware adds its own.
export const GET: APIRoute = ({ site }) => new Response(null, { status: 301, headers: { location: new URL(paths.sitemapIndex(), site).href } });
