import { config } from './config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing requests. It does what Astro's `checkOrigin` does
 * for browsers (a POST whose Origin is not ours is refused) but answers in JSON and lets through
 * clients that cannot be forged: a request carrying `Authorization: Bearer` (a browser never adds that
 * header cross-site without a CORS preflight, which we do not grant), and a request with neither Origin
 * nor Sec-Fetch-Site (not a browser: browsers send Origin on every cross-origin POST). Astro's own check
 * refuses origin-less multipart and form posts from apps and scripts, which CONTRACT.md admits.
 *
 * Ours is the origin the request was sent to and SITE_URL, the public origin: behind a proxy that ends TLS
 * the request reaches us as http while the browser's Origin says https://our.domain.
 */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  return isCrossSiteWriteBy(request.method, (name) => request.headers.get(name), url.origin);
}

/** The same rule for a request known by its method, a header reader and the origin it was sent to (scripts/serve.ts has no Request yet). */
export function isCrossSiteWriteBy(
  method: string,
  header: (name: string) => string | null,
  ownOrigin: string,
  siteOrigin: string = config.SITE_URL,
): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (/^Bearer\s+\S+/i.test(header('authorization') ?? '')) return false;
  const origin = header('origin');
  if (origin !== null) return origin !== ownOrigin && origin !== siteOrigin;
  const fetchSite = header('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return false;
}

/**
 * Whether a browser says that this request was made by another site's page: an Origin or a Referer that is
 * not ours, or a Sec-Fetch-Site other than same-origin (or none: an address typed or bookmarked). Counters
 * that SPEC.md lets anyone hit with a GET (get_call_data_add, get_traffic_data_add) count nothing then,
 * so that no other site can inflate a business's figures through its visitors' browsers. A request with
 * none of these headers is not a browser's, and is counted (a script can forge the headers anyway; the
 * counters' rate limits bound it).
 */
export function isFromAnotherSite(request: Request, url: URL, siteOrigin: string = config.SITE_URL): boolean {
  const own = (origin: string) => origin === url.origin || origin === siteOrigin;
  const origin = request.headers.get('origin');
  if (origin !== null && !own(origin)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return !own(new URL(referer).origin);
  } catch {
    return true;
  }
}
