import type { APIRoute } from 'astro';
import { parseSitemapFileName, urlsetXmlParts } from '../../features/seo/sitemap';
import { sitemapFileUrls } from '../../features/seo/sitemap.server';
import { sharedCacheHeaders } from '../../lib/server/cache-policy';
import { streamedAnswer } from '../../lib/server/compression';

export const prerender = false;

/**
 * One catalogue sitemap file of the index: /sitemaps/categories.xml, /sitemaps/details-<n>.xml and
 * /sitemaps/partners-<n>.xml, n the id range (one range query on the primary key). 404 for a name that is
 * not one, or a range with no rows.
 */
export const GET: APIRoute = async (context) => {
  const file = parseSitemapFileName(context.params.name ?? '');
  const urls = file ? await sitemapFileUrls(file) : [];
  if (urls.length === 0) return new Response(null, { status: 404 });
  // For a shared cache, not the process's route cache: it bounds entries by number, and a million listings
  // make 50 files of megabytes each, streamed as they are made.
  return streamedAnswer(urlsetXmlParts(urls, context.site!), context.request.headers.get('accept-encoding'), {
    'content-type': 'application/xml; charset=utf-8',
    ...sharedCacheHeaders({ maxAge: 300, swr: 3600, tags: ['catalog'] }),
  });
};
