import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { clientAddressOf } from './lib/server/client-address';
import { compressResponse } from './lib/server/compression';
import { config } from './lib/server/config';
import { database } from './lib/server/db';
import { bodyLimitFor } from './lib/server/http';
import { logger, logRequest } from './lib/server/log';
import { isCrossSiteWrite } from './lib/server/origin-guard';
import { requestIdFrom } from './lib/server/request-id';
import { consume, hashedKeyPart } from './lib/server/rate-limit';
import { API_CSP, completePagePolicy } from './lib/server/security-headers';
import { SESSION_COOKIE, hashToken, tokenFromRequest, validateSessionToken } from './lib/server/session';
import { isOwnPageRequest, isWrite, STATE_CHANGING_GET_ROUTES, writeLimitFor } from './lib/server/write-policy';

let opening: Promise<unknown> | undefined;

/** Opens the database once (migrations, demo seed); a failure to open it stops the process. */
function openDatabaseOnce(): Promise<unknown> {
  opening ??= database().catch((error: unknown) => {
    logger.fatal({ err: error }, 'database could not be opened');
    process.exit(1);
  });
  return opening;
}

const refuse = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ status: 0, message }, { status, headers });

// `page` is a URL's pathname: percent-encoded, so it cannot close the attribute.
const tooManyPage = (message: string, page: string, headers: Record<string, string>) =>
  new Response(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Too many requests</title><p>${message}</p><p><a href="${page}">Back to the page</a></p></html>`, {
    status: 429,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

/** Counts a write against its route's limit, per user when signed in, else per client address. */
async function writeAllowed(context: APIContext): Promise<Response | null> {
  const { bucket, limit } = writeLimitFor(context.routePattern);
  const user = context.locals.user;
  const who = user ? `u:${user.id}` : `a:${hashedKeyPart(clientAddressOf(context.request, () => context.clientAddress))}`;
  const result = await consume(`write:${bucket}:${who}`, user ? limit.user : limit.address);
  if (result.allowed) return null;
  const message = 'Too many requests. Please wait a little and try again.';
  const headers = { 'retry-after': String(result.retryAfterSeconds) };
  // A page's own form (write-policy.ts PAGE_FORM_ROUTES) was sent by a browser: it gets a page, not JSON.
  if (!context.url.pathname.startsWith('/api/')) return tooManyPage(message, context.url.pathname, headers);
  return refuse(429, message, headers);
}

/**
 * Every request rendered on demand passes here: request id, origin check and body cap for writes,
 * the signed-in user (bearer token or session cookie), the rule for SPEC.md's state-changing GETs,
 * the write rate limits, then security headers, compression (brotli or gzip, as the client accepts) and
 * one structured log line for the answer.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.sessionHash = null;
  context.locals.requestId = '';
  if (context.isPrerendered) {
    // A path under /api that no route matches lands on the (prerendered) 404 page: answer JSON instead.
    if (context.url.pathname.startsWith('/api/')) return withApiHeaders(refuse(404, 'Not found'));
    return next();
  }
  const started = performance.now();
  const { request } = context;
  context.locals.requestId = requestIdFrom(request.headers.get('x-request-id'));
  const isApi = context.url.pathname.startsWith('/api/');

  const handle = async (): Promise<Response> => {
    if (isCrossSiteWrite(request, context.url)) return refuse(403, 'This request must come from Seva itself.');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const declared = Number(request.headers.get('content-length') ?? 0);
      if (declared > bodyLimitFor(request.headers.get('content-type'))) return refuse(413, 'Request body is too large');
    }
    await openDatabaseOnce();

    const headerToken = tokenFromRequest(request, undefined);
    const token = tokenFromRequest(request, context.cookies.get(SESSION_COOKIE)?.value);
    if (token) {
      context.locals.user = await validateSessionToken(token);
      if (context.locals.user) context.locals.sessionHash = hashToken(token);
    }
    const byCookie = context.locals.user !== null && !headerToken;
    if (request.method === 'GET' && byCookie && STATE_CHANGING_GET_ROUTES.has(context.routePattern) && !isOwnPageRequest(request.headers)) {
      return refuse(403, 'This request must come from Seva itself.');
    }
    if (isWrite(request.method, context.routePattern)) {
      const refused = await writeAllowed(context);
      if (refused) return refused;
    }
    return next();
  };
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    logger.error({ err: error, reqId: context.locals.requestId, method: request.method, route: context.routePattern || '(none)' }, 'request failed');
    throw error;
  }

  const shaped = isApi ? withApiHeaders(asJsonAnswer(response)) : response;
  if (!isApi) {
    const policy = shaped.headers.get('content-security-policy');
    if (policy) shaped.headers.set('content-security-policy', completePagePolicy(policy, { googleMaps: Boolean(config.GOOGLE_MAPS_API_KEY) }));
  }
  shaped.headers.set('x-request-id', context.locals.requestId);
  // The rest of an oversized body was never read: the connection cannot carry another request.
  if (shaped.status === 413) shaped.headers.set('connection', 'close');
  const answer = await compressResponse(shaped, request.headers.get('accept-encoding'), request.method);
  logRequest({
    reqId: context.locals.requestId,
    method: request.method,
    route: context.routePattern || '(none)',
    status: answer.status,
    ms: Math.round(performance.now() - started),
  });
  return answer;
});

function withApiHeaders(response: Response): Response {
  response.headers.set('content-security-policy', API_CSP);
  return response;
}

/** API answers are JSON, even when Astro itself answered (a method the route does not have, a 404). */
function asJsonAnswer(response: Response): Response {
  if (response.status < 400 || (response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const message = response.status === 404 ? 'Not found' : response.status === 405 ? 'Method not allowed' : 'Request failed';
  void response.body?.cancel().catch(() => undefined);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ status: 0, message }), { status: response.status, headers });
}
