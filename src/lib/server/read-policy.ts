import type { Limit } from './rate-limit';

/**
 * Public reads that cost the server real work on every distinct request — search, listings, store
 * lists, geocoding — and how many one client address may make, so that no one client can exhaust the server with reads.
 * Counted in the database like the write limits (src/middleware.ts, rate-limit.ts), so they hold across
 * processes, and multiplied by RATE_LIMIT_SCALE like every limit. Generous: a page load asks one or
 * two, a search box one a keystroke, and mobile carriers put many customers behind one address.
 * Answers sent again from Astro's route cache (which wraps the middleware) or features/listings/public-read-answers.server.ts's
 * micro-cache never reach the middleware: they cost no work, and are not counted.
 */
export const READ_LIMITED_ROUTES: ReadonlySet<string> = new Set([
  '/search',
  '/api/search/suggest',
  '/service/[slug]',
  '/category/services/[slug]',
  '/api/get-filtered-service-data',
  '/api/get-filtered-service-data-web',
  '/api/get-category-service-data',
  '/api/get-place-lat-lng/[id]',
  '/api/google-autocomplete-api/[text]',
  '/api/reverse-geocode',
  '/api/get_location_matrix_data/[a]/[b]',
]);

/** Reads of those routes together, per signed-in user or else per client address. */
export const READ_LIMIT: Limit = { limit: 600, windowMs: 60_000 };

/** True for a request counted against READ_LIMIT: a GET, HEAD or read-only POST to one of READ_LIMITED_ROUTES. */
export function isLimitedRead(method: string, routePattern: string): boolean {
  return (method === 'GET' || method === 'HEAD' || method === 'POST') && READ_LIMITED_ROUTES.has(routePattern);
}
