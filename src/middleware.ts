import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { requestIsHttps } from './lib/server/client-address';
import { cacheHeaders } from './lib/server/cache-policy';
import { compressResponse } from './lib/server/compression';
import { config } from './lib/server/config';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from './lib/server/db/faults';
import { bodyLimitFor, databaseUnavailableAnswer } from './lib/server/http';
import { logger, logRequest } from './lib/server/log';
import { isCrossSiteWrite } from './lib/server/origin-guard';
import { requestIdFrom } from './lib/server/request-id';
import { onceByKey } from './lib/server/idempotency';
import { callerKey, consume } from './lib/server/rate-limit';
import { READ_LIMIT, isLimitedRead } from './lib/server/read-policy';
import { baseLocale, type Locale, m, requestLocale } from './lib/i18n';
import { languageTag, unlocalisedPath } from './lib/locale-path';
import { isStaticLocalisedPage } from './features/i18n/static-pages';
import { isLocalisedPage } from './paths';
import { site } from './lib/site';
import { inLocale } from './lib/server/request-locale';
import { API_CSP, completePagePolicy } from './lib/server/security-headers';
import { hashToken, sessionCookieName, tokenFromRequest, validateSessionToken } from './lib/server/session';
import { countsAsDefaultWrite, DEFAULT_WRITE_LIMIT, isOwnPageRequest, STATE_CHANGING_GET_ROUTES } from './lib/server/write-policy';

const refuse = (status: number, message: string, headers?: HeadersInit) => Response.json({ status: 0, message }, { status, headers });

/** Over a limit: JSON for the API; a page (a form of write-policy.ts PAGE_FORM_ROUTES, a listing) gets a page. */
function tooMany(context: APIContext, retryAfterSeconds: number): Response {
  const headers = { 'retry-after': String(retryAfterSeconds) };
  const page = context.url.pathname;
  if (page.startsWith('/api/')) return refuse(429, m['error.tooMany'](), headers);
  // `page` is a URL's pathname: percent-encoded, so it cannot close the attribute.
  return new Response(
    `<!doctype html><html lang="${languageTag(context.locals.locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${m['error.tooManyTitle']()}</title><p>${m['error.tooMany']()}</p><p><a href="${page}">${m['error.backToPage']()}</a></p></html>`,
    { status: 429, headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}

/** A browser navigating (Accept names text/html): it is shown a page; any other client gets JSON. */
const wantsPage = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

/**
 * The database cannot serve a page just now: a 503 page that says so and tries again by itself after
 * Retry-After (the same answer as JSON for clients that are not browsers: http.ts databaseUnavailableAnswer).
 */
function unavailablePage(context: APIContext, fault: string): Response {
  context.locals.databaseFault = fault;
  const page = context.url.pathname;
  const wait = String(DATABASE_RETRY_AFTER_SECONDS);
  return new Response(
    `<!doctype html><html lang="${languageTag(context.locals.locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta http-equiv="refresh" content="${wait}"><title>${m['error.databaseUnavailableTitle']()}</title><p>${m['error.databaseUnavailable']()}</p><p><a href="${page}">${m['error.tryAgain']()}</a></p></html>`,
    { status: 503, headers: { 'retry-after': wait, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}

/**
 * Counts a write against the default write limit, per user when signed in, else per client address
 * (a route's own, tighter limit is its feature's, counted by its endpoint).
 */
async function writeAllowed(context: APIContext): Promise<Response | null> {
  const limit = DEFAULT_WRITE_LIMIT;
  const result = await consume(`write:${limit.bucket}:${callerKey(context)}`, context.locals.user ? limit.user : limit.address);
  return result.allowed ? null : tooMany(context, result.retryAfterSeconds);
}

/** Counts a search, listing or geo read (src/lib/server/read-policy.ts), per user when signed in, else per client address. */
async function readAllowed(context: APIContext): Promise<Response | null> {
  const result = await consume(`read:${callerKey(context)}`, READ_LIMIT);
  return result.allowed ? null : tooMany(context, result.retryAfterSeconds);
}

/**
 * Every request (a prerendered page as it is built) is answered in its language: a page's from its path, an
 * API answer's from `?lang=` or Accept-Language (src/lib/i18n.ts); every message rendered while answering speaks it.
 */
export const onRequest = defineMiddleware((context, next) => {
  context.locals.locale = requestLocale(context.url, context.isPrerendered ? null : context.request.headers.get('accept-language'));
  const english = context.isPrerendered ? null : englishRouteOf(context.url, context.locals.locale);
  // '/hi/services' is the English route answered in Hindi (a rewrite: the address stays '/hi/services').
  const forward: MiddlewareNext = english ? (payload) => next(payload ?? new URL(english, context.url)) : next;
  return inLocale(context.locals.locale, () => answer(context, forward));
});

/**
 * The English route a page in another language is answered by ('/hi/services?q=x' by '/services?q=x'), or null:
 * an English page, an API call, or a page rendered by src/pages/[lang]/[...path].astro (prerendered in English)
 * or by none (the workspace has one language; that route answers 404).
 */
function englishRouteOf(url: URL, locale: Locale): string | null {
  if (locale === baseLocale || url.pathname.startsWith('/api/')) return null;
  const english = unlocalisedPath(url.pathname).replace(/(.)\/+$/, '$1');
  if (isStaticLocalisedPage(english) || !isLocalisedPage(english)) return null;
  return english + url.search;
}

/**
 * Every request rendered on demand passes here: request id, origin check and body cap for writes,
 * the signed-in user (bearer token or session cookie), the rule for SPEC.md's state-changing GETs,
 * the write and read rate limits, then the cache policy, security headers, compression (brotli or gzip, as the client accepts) and
 * one structured log line for the answer.
 */
async function answer(context: APIContext, next: MiddlewareNext): Promise<Response> {
  context.locals.user = null;
  context.locals.sessionHash = null;
  context.locals.requestId = '';
  if (context.isPrerendered) {
    // A path under /api that no route matches lands on the (prerendered) 404 page: answer JSON instead.
    if (context.url.pathname.startsWith('/api/')) return withApiHeaders(refuse(404, m['error.notFound']()));
    return next();
  }
  const started = performance.now();
  const { request } = context;
  context.locals.requestId = requestIdFrom(request.headers.get('x-request-id'));
  const isApi = context.url.pathname.startsWith('/api/');

  /** Whether the request carried a session (cookie or bearer token), valid or not. */
  let credentialed = false;

  const handle = async (): Promise<Response> => {
    if (isCrossSiteWrite(request, context.url)) return refuse(403, m['error.notOurs']({ name: site.name }));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const declared = Number(request.headers.get('content-length') ?? 0);
      if (declared > bodyLimitFor(request.headers.get('content-type'))) return refuse(413, m['error.bodyTooLarge']());
    }
    const headerToken = tokenFromRequest(request, undefined);
    // Under https only the __Host- cookie counts: a plain-named one could have been planted by a subdomain.
    const token = tokenFromRequest(request, context.cookies.get(sessionCookieName(requestIsHttps(request, context.url)))?.value);
    if (token) {
      context.locals.user = await validateSessionToken(token);
      if (context.locals.user) context.locals.sessionHash = hashToken(token);
    }
    credentialed = token !== null;
    const byCookie = context.locals.user !== null && !headerToken;
    const stateChangingGet = STATE_CHANGING_GET_ROUTES.has(context.routePattern);
    // HEAD is a GET without the body: another site can make a browser send one just the same.
    if ((request.method === 'GET' || request.method === 'HEAD') && byCookie && stateChangingGet && !isOwnPageRequest(request.headers)) {
      return refuse(403, m['error.notOurs']({ name: site.name }));
    }
    // Astro would run the GET handler for a HEAD: these GETs change data, which a HEAD must never do.
    if (request.method === 'HEAD' && stateChangingGet)
      return refuse(405, m['error.methodNotAllowed'](), { allow: /* i18n-ignore: a header's value */ 'GET, POST' });
    if (countsAsDefaultWrite(request.method, context.routePattern)) {
      const refused = await writeAllowed(context);
      if (refused) return refused;
    } else if (isLimitedRead(request.method, context.routePattern)) {
      const refused = await readAllowed(context);
      if (refused) return refused;
    }
    // A POST sent again with its Idempotency-Key answers what the first answered (lib/server/idempotency.ts).
    if (isApi && request.method === 'POST') return onceByKey(request, callerKey(context), next);
    return next();
  };
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    // The database unreachable or too slow (its sessions, limits or the page's own reads): a 503 to try again.
    const fault = databaseUnavailable(error);
    if (!fault) {
      logger.error(
        { err: error, reqId: context.locals.requestId, method: request.method, route: context.routePattern || '(none)' },
        'request failed',
      );
      throw error;
    }
    response = isApi || !wantsPage(request) ? databaseUnavailableAnswer(context, fault) : unavailablePage(context, fault);
  }

  const shaped = isApi ? withApiHeaders(asJsonAnswer(response)) : response;
  // What a browser's or a shared cache may keep (src/lib/server/cache-policy.ts): answers the route cache
  // keeps are public with their tags; a person's own data (any other answer to a caller with a session,
  // or about signing in) is never stored, unless the handler chose a policy itself.
  const policy = cacheHeaders({
    status: shaped.status,
    cacheControl: shaped.headers.get('cache-control'),
    setsCookie: shaped.headers.has('set-cookie'),
    routeCache: context.cache.options,
    personal: credentialed || context.locals.user !== null || (isApi && isPersonalApiRoute(context.routePattern)),
    isApi,
  });
  for (const [name, value] of Object.entries(policy)) shaped.headers.set(name, value);
  if (!isApi) {
    const csp = shaped.headers.get('content-security-policy');
    if (csp) shaped.headers.set('content-security-policy', completePagePolicy(csp, { googleMaps: Boolean(config.GOOGLE_MAPS_BROWSER_KEY) }));
  }
  shaped.headers.set('x-request-id', context.locals.requestId);
  // The rest of an oversized body was never read: the connection cannot carry another request.
  if (shaped.status === 413) shaped.headers.set('connection', 'close');
  const compressed = await compressResponse(shaped, request.headers.get('accept-encoding'), request.method);
  logRequest({
    reqId: context.locals.requestId,
    method: request.method,
    route: context.routePattern || '(none)',
    status: compressed.status,
    ms: Math.round(performance.now() - started),
    ...(context.locals.databaseFault ? { databaseFault: context.locals.databaseFault } : {}),
  });
  return compressed;
}

/** API routes whose answers are about the caller even when no session came with the request. */
const PERSONAL_API_ROUTES: ReadonlySet<string> = new Set(['/api/user', '/api/generate-otp', '/api/verify-otp', '/api/logout']);
const isPersonalApiRoute = (routePattern: string) => PERSONAL_API_ROUTES.has(routePattern);

function withApiHeaders(response: Response): Response {
  response.headers.set('content-security-policy', API_CSP);
  return response;
}

/** API answers are JSON, even when Astro itself answered (a method the route does not have, a 404). */
function asJsonAnswer(response: Response): Response {
  if (response.status < 400 || (response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const message =
    response.status === 404 ? m['error.notFound']() : response.status === 405 ? m['error.methodNotAllowed']() : m['error.requestFailed']();
  void response.body?.cancel().catch(() => undefined);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ status: 0, message }), { status: response.status, headers });
}
