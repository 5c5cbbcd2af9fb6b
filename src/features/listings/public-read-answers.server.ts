/**
 * Finished answers of SPEC.md's catalogue reads made with POST (READ_ONLY_POST_ROUTES of
 * write-policy.ts), kept for a few seconds in the data cache (data-cache.ts) by the server entry
 * (scripts/serve.ts) in front of Astro, by path, request body, encoding and language, and sent again byte for byte:
 * a micro-cache, as a reverse proxy keeps.
 *
 * Why: the listing page asks /api/get-filtered-service-data on every load, and the answer is the same
 * for every visitor. Pages like that are kept by Astro's route cache, but it takes only GET, and any
 * request that reaches Astro pays for its Request, Response and web streams: even an empty endpoint
 * (/healthz) ran at 0.55× a static file, and this read at 0.39× (`npm run bench`, target 0.5×).
 *
 * What stays true: an answer is made by the whole server (Fastify's `inject`: the same hooks, middleware
 * and endpoint as any request), so the origin rule, the security headers, the request id and the log line
 * hold; a kept answer is never given to a request the middleware would refuse (another site's page); only
 * a 200 without a cookie or a private policy is kept, under the caller's tags, so a write that forgets
 * them (listing-changed.server.ts) is seen at once.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cityKeyword } from './listings';
import { localeOfApiRequest, m } from '../../lib/i18n';
import { preferredEncoding } from '../../lib/server/compression';
import { keepCached, ownBytes, peekCached } from '../../lib/server/data-cache';
import { logRequest } from '../../lib/server/log';
import { isCrossSiteWriteBy } from '../../lib/server/origin-guard';
import { requestIdFrom } from '../../lib/server/request-id';
import { READ_ONLY_POST_ROUTES } from '../../lib/server/write-policy';

/** How long an answer is sent again (ms). */
const KEEP_MS = 10_000;
/** A catalogue read's body is tens of bytes (slug, location, sort, filters): a larger one goes to Astro. */
const MAX_KEYED_BODY_BYTES = 2048;
/** Answers larger than this are not kept (a page of listings is tens of kB). */
const MAX_ANSWER_BYTES = 512 * 1024;

interface Kept {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** The longest location the endpoints take (listing-requests.ts): a longer one is refused there, so it is keyed as sent. */
const MAX_LOCATION_LENGTH = 120;

/**
 * The body as a key: a JSON body's `location` replaced by what the endpoints use of it, the city's
 * keyword (SPEC.md's city rule, listings.ts), so that ',1', ',2', … or 'Kolkata, X' and 'kolkata' share
 * one kept answer instead of each taking its own. Anything else is keyed as sent.
 */
export function bodyKey(body: Buffer, contentType: string): string {
  const text = body.toString('latin1');
  if (!/^application\/json\b/i.test(contentType)) return text;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return text;
    const fields = { ...(parsed as Record<string, unknown>) };
    const { location } = fields;
    if (typeof location === 'string' && location.trim().length <= MAX_LOCATION_LENGTH) fields.location = cityKeyword(location).toLowerCase();
    return JSON.stringify(
      Object.keys(fields)
        .sort()
        .map((name) => [name, fields[name]]),
    );
  } catch {
    return text;
  }
}

/**
 * True for a request this module may answer: a POST to a public catalogue read, small enough to key. Not
 * over the server's own TLS (SERVER_CERT_PATH): the inner request that makes an answer has no TLS socket,
 * so Astro would take it for plain http and the origin check would refuse it; behind a proxy it is kept.
 */
export function isKeyablePublicRead(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'POST' || !READ_ONLY_POST_ROUTES.has(pathname) || (req.socket as TLSSocket).encrypted) return false;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length >= 0 && length <= MAX_KEYED_BODY_BYTES;
}

/** A header of `req` as the Fetch API's Headers.get would give it (several values joined, absent: null). */
const headerReader = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
};

/** The origin the request was sent to, as Astro's URL of it has it (the socket, the Host header). */
const ownOrigin = (req: IncomingMessage) => `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;

function readSmallBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Content-Length said otherwise: stop keeping it (Node ends the request at the declared length anyway).
      if (size <= MAX_KEYED_BODY_BYTES) chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** Headers that belong to one request or connection, not to the answer: set again for each request. */
const PER_REQUEST_HEADERS = ['x-request-id', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'strict-transport-security'];

/** Marks the inner request made for an answer, so that it goes to Astro rather than back here. */
const INNER_REQUEST_HEADER = 'x-seva-inner-read';
const innerRequestToken = crypto.randomUUID();
export const isInnerRead = (request: FastifyRequest) => request.headers[INNER_REQUEST_HEADER] === innerRequestToken;

/** Makes the answer to `request` (read body `body`) with the whole server: Fastify's inject, which goes to Astro. */
async function makeAnswer(app: FastifyInstance, request: FastifyRequest, body: Buffer): Promise<Kept & { reqId: string }> {
  const { 'content-length': _length, ...headers } = request.headers;
  const answer = await app.inject({
    method: 'POST',
    url: request.url,
    headers: { ...headers, [INNER_REQUEST_HEADER]: innerRequestToken },
    payload: body,
    remoteAddress: request.socket.remoteAddress,
    // As a stream, read here as bytes: otherwise inject also decodes the whole (compressed) body to a string
    // nobody reads, ~0.15 ms of a get-filtered answer's ~4 ms of CPU.
    payloadAsStream: true,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of answer.stream()) chunks.push(chunk as Buffer);
  const kept: OutgoingHttpHeaders = { ...answer.headers };
  for (const name of PER_REQUEST_HEADERS) delete kept[name];
  return { status: answer.statusCode, headers: kept, body: Buffer.concat(chunks), reqId: String(answer.headers['x-request-id'] ?? '') };
}

function send(reply: FastifyReply, answer: Kept, reqId: string, hit: boolean): void {
  // X-Cache, as reverse proxies say it: this answer was kept, not made for this request.
  reply
    .code(answer.status)
    .headers({ ...answer.headers, 'x-request-id': reqId, ...(hit ? { 'x-cache': 'HIT' } : {}) })
    .send(answer.body);
}

/**
 * Answers a public catalogue read from a kept answer, or makes it (and keeps it, under `tags`, when it
 * may be kept).
 */
export async function answerPublicRead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { route: string; tags: readonly string[] },
): Promise<void> {
  const started = performance.now();
  const req = request.raw;
  const header = headerReader(req);
  // An answer's words are in the language the middleware picks for it (`?lang=`, Accept-Language): one kept answer each.
  const locale = localeOfApiRequest(new URL(request.url, 'http://seva'), header('accept-language'));
  let body: Buffer;
  try {
    body = await readSmallBody(req);
  } catch {
    reply
      .code(400)
      .type('application/json')
      .send(JSON.stringify({ status: 0, message: m['error.bodyUnreadable']({}, { locale }) }));
    return;
  }
  // A request the middleware would refuse (another site's page) is made for itself, to be refused there.
  const shareable = !isCrossSiteWriteBy('POST', header, ownOrigin(req));
  const encoding = preferredEncoding(header('accept-encoding')) ?? 'identity';
  const contentType = req.headers['content-type'] ?? '';
  const key = ['post-answer', request.url, locale, contentType, encoding, bodyKey(body, contentType)].join('\n');
  const hit = shareable ? await peekCached<Kept>(key) : undefined;
  if (hit) {
    const reqId = requestIdFrom(header('x-request-id'));
    send(reply, hit, reqId, true);
    logRequest({ reqId, method: 'POST', route: options.route, status: hit.status, ms: Math.round(performance.now() - started) });
    return;
  }
  const { reqId, ...answer } = await makeAnswer(app, request, body);
  send(reply, answer, reqId, false);
  const privately = answer.headers['set-cookie'] !== undefined || /no-store|private/i.test(String(answer.headers['cache-control'] ?? ''));
  if (shareable && answer.status === 200 && !privately && answer.body.length <= MAX_ANSWER_BYTES) {
    const body = ownBytes(answer.body);
    const headerBytes = Object.entries(answer.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
    keepCached(key, { ...answer, body }, { ttlMs: KEEP_MS, tags: options.tags, bytes: body.length + headerBytes });
  }
}
