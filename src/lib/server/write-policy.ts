import { type CallerLimit, perMinute } from '../limit';

/**
 * Which requests change data, and the default limit on them that src/middleware.ts counts for every
 * write. A route's own limits live with its feature's schemas (enquiries.ts `enquiryLimits`, …) and are
 * counted by its endpoint; all of them are kept in the database (rate-limit.ts), across processes.
 */

/**
 * GET calls that change something (SPEC.md's, and opening a lead, which marks it seen). They also accept POST; under cookie authentication a GET
 * must come from our own pages (Sec-Fetch-Site: same-origin, or src/lib/api.ts's x-requested-with).
 */
export const STATE_CHANGING_GET_ROUTES: ReadonlySet<string> = new Set([
  '/api/save-to-favourite/[id]',
  '/api/notification-seen/[id]',
  '/api/invite-user/[code]',
  '/api/get_call_data_add/[id]',
  '/api/get_traffic_data_add/[id]',
  '/api/business/leads/[id]',
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
 * Pages whose form works as a plain HTML POST to the page itself, each with the API route it does the
 * work of: such a POST is a write like the route's, and page-form.ts counts the route's own limit in the
 * same bucket, so a form cannot be sent more often through its page than through the API.
 */
export const PAGE_FORM_ROUTES: Readonly<Record<string, string>> = {
  '/partner/[slug]': '/api/partner-contact/[id]',
  '/contact-us': '/api/contact-us',
  '/grievance': '/api/grievances',
  // Opening a ticket by its email: a read, counted as a write so that nobody tries emails against tickets fast.
  '/grievance/[ticket]': '/api/grievances',
  '/become-a-partner': '/api/become-a-partner',
  '/login': '/api/generate-otp',
  '/otp-verification': '/api/verify-otp',
  '/business/claim/[id]': '/api/business/claim/[id]',
  '/business/team': '/api/business/team/invite',
  '/business/listing/[id]': '/api/business/listing/[id]',
  '/business/leads/[id]': '/api/business/leads/[id]/quote',
  '/operator': '/api/operator/operators',
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

/**
 * Any write: a person does not make more than one a second for a minute on end. The middleware counts
 * it for every write; a feature whose route needs a tighter limit declares it beside its schema and
 * its endpoint counts it too (rate-limit.ts `limitCaller`).
 */
export const DEFAULT_WRITE_LIMIT: CallerLimit = { bucket: 'default', user: perMinute(60), address: perMinute(120) };

/**
 * Writes that come with every partner page view or Call Now tap: their endpoints count them against the
 * partners feature's looser `counterLimits` instead of the default.
 */
export const COUNTER_ROUTES: ReadonlySet<string> = new Set(['/api/get_call_data_add/[id]', '/api/get_traffic_data_add/[id]']);

/** Whether the middleware counts a request against DEFAULT_WRITE_LIMIT. */
export const countsAsDefaultWrite = (method: string, routePattern: string) => isWrite(method, routePattern) && !COUNTER_ROUTES.has(routePattern);

/**
 * Whether a state-changing GET made with the session cookie came from our own pages. Bearer-token
 * callers never need this: no other site can make a browser send our token.
 */
export function isOwnPageRequest(headers: Headers): boolean {
  return headers.get('sec-fetch-site') === 'same-origin' || headers.get('x-requested-with')?.toLowerCase() === 'seva';
}
