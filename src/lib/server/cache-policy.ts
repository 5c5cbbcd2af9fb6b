/**
 * What a shared cache (a CDN, an nginx proxy_cache) in front of several Seva processes may keep: the one
 * rule, applied by src/middleware.ts to every answer rendered on demand.
 *
 *  - An answer whose route opted into Astro's route cache (`Astro.cache.set` / `context.cache.set` with a
 *    max age) is the same for every visitor: Astro's own cache already hands the bytes rendered for one
 *    visitor to the next, whoever asks (its key is the URL, never the cookie), so no such page may depend
 *    on the session, and none does (the header's account entry and a listing's heart are filled in by the
 *    browser). It says `public` with `s-maxage` and `stale-while-revalidate` of the route cache's but at most
 *    a second each (SHARED_MAX_AGE_S), no browser max-age, and its route-cache tags in `Cache-Tag`, whether or not the request carried a
 *    session. Only a 200 without Set-Cookie: anything else falls through.
 *  - A handler that chose its own Cache-Control keeps it (a page about one person: `private, no-store`;
 *    the geo answers' day; a sign-in page's no-store).
 *  - Any other answer to a request with a session (cookie or bearer token, valid or not), or of a personal
 *    route: never stored (`no-store`; pages also `private`).
 *  - The rest (a search with no results, a 404, a redirect): `no-cache`, stored by no shared cache that
 *    cannot ask again first.
 *
 * POST reads (SPEC.md's get-filtered-service-data and others) are not cached by CDNs or nginx by default;
 * they get no public policy here (scripts/serve.ts answers them from its own few-seconds cache).
 */
import type { ServerResponse } from 'node:http';

/**
 * How long a browser may keep a public answer without asking (s): not at all. A browser's copy cannot be
 * purged, and a writer must see their review, photo or question on their next visit to the page, also
 * by a link (a reload asks again anyway); so browsers fetch again every time, as they did before this
 * policy, and only shared caches keep the answer, for s-maxage, purged by tag.
 */
export const BROWSER_MAX_AGE_S = 0;

/**
 * How long a shared cache in front (a CDN, an nginx proxy_cache) may keep a public answer, and then serve it
 * stale while it asks again (s): a second each, so that nothing it serves is staler than 2 s after a write
 * on any instance (CONTRACT.md "Many instances, one truth"), while a burst of visitors to one page still
 * costs the origin one render a second. The processes' own route caches keep pages longer and hear every
 * write (invalidation.ts); a CDN told of writes by Cache-Tag purges may be set to keep longer (README).
 */
export const SHARED_MAX_AGE_S = 1;
export const SHARED_SWR_S = 1;

/** The header a CDN purges by (Cloudflare, Akamai: comma-separated tags). */
export const CACHE_TAG_HEADER = 'cache-tag';
/**
 * What the middleware writes the tags under: Astro removes `Cache-Tag` from every answer after its route
 * cache has read it, so scripts/serve.ts renames this one as the answer is written (exposeCacheTags).
 */
export const INNER_CACHE_TAG_HEADER = 'x-seva-cache-tag';

export const PERSONAL_API_CACHE_CONTROL = 'no-store';
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';
export const UNCACHED_CACHE_CONTROL = 'no-cache';

/** What the rule needs to know of one answer. */
export interface CachedAnswer {
  status: number;
  /** The Cache-Control the handler set, if any. */
  cacheControl: string | null;
  setsCookie: boolean;
  /** The route cache's options for this request (context.cache.options). */
  routeCache: { maxAge?: number; swr?: number; tags?: readonly string[] };
  /** The request carried a session (cookie or bearer token), or the route is about the caller whoever asks. */
  personal: boolean;
  isApi: boolean;
}

/** The headers the answer gets (none: leave it as it is). */
export function cacheHeaders(answer: CachedAnswer): Record<string, string> {
  const { maxAge = 0, swr = 0, tags = [] } = answer.routeCache;
  if (answer.cacheControl !== null) return {};
  if (maxAge > 0 && answer.status === 200 && !answer.setsCookie) return sharedCacheHeaders({ maxAge, swr, tags });
  if (answer.personal) return { 'cache-control': answer.isApi ? PERSONAL_API_CACHE_CONTROL : PERSONAL_PAGE_CACHE_CONTROL };
  return { 'cache-control': UNCACHED_CACHE_CONTROL };
}

/**
 * The headers of an answer a shared cache may keep `maxAge` seconds (and serve stale `swr` more while it
 * fetches anew), tagged for purging. What cacheHeaders gives a route-cached answer; a route too large to keep
 * in the process's route cache (a sitemap file) sends them itself.
 */
export function sharedCacheHeaders({
  maxAge,
  swr = 0,
  tags = [],
}: {
  maxAge: number;
  swr?: number;
  tags?: readonly string[];
}): Record<string, string> {
  const shared = Math.min(maxAge, SHARED_MAX_AGE_S);
  const cacheControl = `public, max-age=${Math.min(maxAge, BROWSER_MAX_AGE_S)}, s-maxage=${shared}, stale-while-revalidate=${Math.min(swr, SHARED_SWR_S)}`;
  return tags.length > 0 ? { 'cache-control': cacheControl, [INNER_CACHE_TAG_HEADER]: tags.join(', ') } : { 'cache-control': cacheControl };
}

/**
 * Renames INNER_CACHE_TAG_HEADER to Cache-Tag as Astro writes the answer to Node's response (it writes
 * every header in one writeHead call).
 */
export function exposeCacheTags(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.at(-1);
    if (headers && typeof headers === 'object' && !Array.isArray(headers) && INNER_CACHE_TAG_HEADER in headers) {
      const named = headers as Record<string, unknown>;
      named[CACHE_TAG_HEADER] = named[INNER_CACHE_TAG_HEADER];
      delete named[INNER_CACHE_TAG_HEADER];
    }
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
