import { claimWriteLimit } from '../../features/business/business';
import type { Limit } from './rate-limit';

/**
 * Which requests change data, and how many of them one caller may make: the one place for the write
 * rate limits that src/middleware.ts applies to every API route (issue 7). Limits are kept in the
 * database (src/lib/server/rate-limit.ts), so they hold across server processes.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * SPEC.md's GET calls that change something. They also accept POST; under cookie authentication a GET
 * must come from our own pages (Sec-Fetch-Site: same-origin, or src/lib/api.ts's x-requested-with).
 */
export const STATE_CHANGING_GET_ROUTES: ReadonlySet<string> = new Set([
  '/api/save-to-favourite/[id]',
  '/api/notification-seen/[id]',
  '/api/invite-user/[code]',
  '/api/get_call_data_add/[id]',
  '/api/get_traffic_data_add/[id]',
]);

/**
 * SPEC.md's POST calls that only read the public catalogue (the listing page asks one on every load):
 * not writes, so not limited as writes.
 */
export const READ_ONLY_POST_ROUTES: ReadonlySet<string> = new Set([
  '/api/get-filtered-service-data',
  '/api/get-filtered-service-data-web',
  '/api/get-category-service-data',
]);

/**
 * Pages whose form works as a plain HTML POST to the page itself (issue 15, item 8), each with the API
 * route it does the work of: such a POST is a write of that route, counted in the same bucket against
 * the same limit, so a form cannot be sent more often through its page than through the API.
 */
export const PAGE_FORM_ROUTES: Readonly<Record<string, string>> = {
  '/partner/[slug]': '/api/partner-contact/[id]',
  '/contact-us': '/api/contact-us',
  '/become-a-partner': '/api/become-a-partner',
  '/login': '/api/generate-otp',
  '/otp-verification': '/api/verify-otp',
  '/business/claim/[id]': '/api/business/claim/[id]',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a request that may change data: any non-GET API call but the read-only POSTs, the
 * state-changing GETs, and a POST to a page with a form (PAGE_FORM_ROUTES).
 */
export function isWrite(method: string, routePattern: string): boolean {
  if (!routePattern.startsWith('/api/')) return !SAFE_METHODS.has(method) && routePattern in PAGE_FORM_ROUTES;
  if (method === 'POST' && READ_ONLY_POST_ROUTES.has(routePattern)) return false;
  return !SAFE_METHODS.has(method) || STATE_CHANGING_GET_ROUTES.has(routePattern);
}

export interface WriteLimit {
  /** For a signed-in caller, counted per user. */
  user: Limit;
  /** For a visitor, counted per client address: generous, as mobile carriers put many customers behind one. */
  address: Limit;
}

const perMinute = (limit: number): Limit => ({ limit, windowMs: MINUTE });
const perHour = (limit: number): Limit => ({ limit, windowMs: HOUR });

/** Any write: a person does not make more than one a second for a minute on end. */
export const DEFAULT_WRITE_LIMIT: WriteLimit = { user: perMinute(60), address: perMinute(120) };

/**
 * Routes whose writes reach other people (mail to support, enquiries to businesses, reviews on public
 * pages) or that run on every page view. A per-address limit stays ≥ 30 an hour (CONTRACT.md).
 * Keys are Astro route patterns; a route that does not exist (yet) simply never matches.
 */
export const WRITE_LIMIT_OVERRIDES: Readonly<Record<string, WriteLimit>> = {
  '/api/contact-us': { user: perHour(10), address: perHour(30) },
  '/api/become-a-partner': { user: perHour(10), address: perHour(30) },
  '/api/web-feedback-submit': { user: perHour(20), address: perHour(30) },
  '/api/enquiry-order-data-add': { user: perHour(30), address: perHour(60) },
  '/api/order-data-submit': { user: perHour(30), address: perHour(60) },
  '/api/submit-review-data': { user: perHour(20), address: perHour(30) },
  // Mails a partner from our address (src/features/partners/partner-contact.ts has its per-partner and per-sender limits).
  '/api/partner-contact/[id]': { user: perHour(10), address: perHour(30) },
  '/api/get_call_data_add/[id]': { user: perMinute(60), address: perMinute(300) },
  '/api/get_traffic_data_add/[id]': { user: perMinute(120), address: perMinute(600) },
  '/api/business/claim/[id]': claimWriteLimit,
};

/**
 * The limit of a route: its override, or the default (RATE_LIMIT_SCALE applies in rate-limit.ts); a page
 * with a form counts as its API route.
 */
export function writeLimitFor(pattern: string): { bucket: string; limit: WriteLimit } {
  const routePattern = PAGE_FORM_ROUTES[pattern] ?? pattern;
  const override = WRITE_LIMIT_OVERRIDES[routePattern];
  return { bucket: override ? routePattern : 'default', limit: override ?? DEFAULT_WRITE_LIMIT };
}

/**
 * Whether a state-changing GET made with the session cookie came from our own pages. Bearer-token
 * callers never need this: no other site can make a browser send our token.
 */
export function isOwnPageRequest(headers: Headers): boolean {
  return headers.get('sec-fetch-site') === 'same-origin' || headers.get('x-requested-with')?.toLowerCase() === 'seva';
}
