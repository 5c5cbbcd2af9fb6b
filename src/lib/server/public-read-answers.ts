/**
 * Finished answers of SPEC.md's catalogue reads made with POST (READ_ONLY_POST_ROUTES of
 * write-policy.ts), kept for a few seconds by our own server (scripts/serve.ts) in front of Astro, by
 * path, request body and encoding, and sent again byte for byte: a micro-cache, as a reverse proxy keeps.
 *
 * Why: the listing page asks /api/get-filtered-service-data on every load, and the answer is the same
 * for every visitor. Pages like that are kept by Astro's route cache, but it takes only GET, and any
 * request that reaches Astro pays for its Request, Response and web streams: even an empty endpoint
 * (/healthz) ran at 0.55× a static file, and this read at 0.39× (`npm run bench`, issue 4's target 0.5×).
 *
 * What stays true: only requests our middleware would let through are answered here (same origin rule;
 * public reads are not rate-limited writes; no session is read because the answer does not depend on
 * one), every answer carries the security headers, a request id and its log line, and only a 200 without
 * a cookie is kept. Answers live KEEP_MS, far shorter than the catalogue reads behind them (60 s,
 * src/lib/server/read-cache.ts), so two server processes disagree no longer than they already could.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { cityKeyword } from '../../features/listings/listings';
import { ByteLru } from './byte-lru';
import { preferredEncoding } from './compression';
import { logRequest } from './log';
import { isCrossSiteWriteBy } from './origin-guard';
import { requestIdFrom } from './request-id';
import { READ_ONLY_POST_ROUTES } from './write-policy';

/** How long an answer is sent again (ms). */
const KEEP_MS = 10_000;
/** Bytes of kept answers at most (bodies and headers); the least recently used go first (issue 15). */
const ANSWER_BYTES = 4 * 1024 * 1024;
/** A catalogue read's body is tens of bytes (slug, location, sort, filters): a larger one goes to Astro. */
const MAX_KEYED_BODY_BYTES = 2048;
/** Answers larger than this are not kept (a page of listings is tens of kB). */
const MAX_ANSWER_BYTES = 512 * 1024;

interface Kept {
  expires: number;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const answers = new ByteLru<Kept>(ANSWER_BYTES);

/** The answer for `key` when one is kept and fresh (an expired one is dropped). */
function kept(key: string, now: number): Kept | undefined {
  const entry = answers.get(key);
  if (entry === undefined || entry.expires > now) return entry;
  answers.delete(key);
  return undefined;
}

function keep(key: string, entry: Kept): void {
  // A small Buffer is a slice of a shared 8 kB pool slab and keeps all of it alive: a kept answer of
  // 200 bytes held 8 kB, and thousands of them held tens of MB that the byte bound did not see. So the
  // kept body gets memory of its own, exactly its size.
  const body = Buffer.allocUnsafeSlow(entry.body.length);
  entry.body.copy(body);
  entry = { ...entry, body };
  const headerBytes = Object.entries(entry.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
  answers.set(key, entry, entry.body.length + headerBytes);
}

/** The longest location the endpoints take (listing-requests.ts): a longer one is refused there, so it is keyed as sent. */
const MAX_LOCATION_LENGTH = 120;

/**
 * The body as a key: a JSON body's `location` replaced by what the endpoints use of it, the city's
 * keyword (SPEC.md's city rule, listings.ts), so that ',1', ',2', … or 'Kolkata, X' and 'kolkata' share
 * one kept answer instead of each taking its own (issue 15). Anything else is keyed as sent.
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

/** True for a request this module may answer: a POST to a public catalogue read, small enough to key. */
export function isKeyablePublicRead(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'POST' || !READ_ONLY_POST_ROUTES.has(pathname)) return false;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length >= 0 && length <= MAX_KEYED_BODY_BYTES;
}

/** A header of `req` as the Fetch API's Headers.get would give it (several values joined, absent: null). */
const headerReader = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
};

/** The origin the request was sent to, as Astro's URL of it has it (scripts/serve.ts's socket, the Host header). */
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

/**
 * Answers a public catalogue read from a kept answer, or hands it to Astro (`handler`) with its body
 * already read (the adapter takes `req.body`) and keeps what Astro answers when it may be kept.
 */
export async function answerPublicRead(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<void> {
  const started = performance.now();
  let body: Buffer;
  try {
    body = await readSmallBody(req);
  } catch {
    if (!res.headersSent)
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 0, message: 'Request body could not be read' }));
    return;
  }
  (req as IncomingMessage & { body?: Buffer }).body = body;
  const header = headerReader(req);
  // A request the middleware would refuse (another site's page) goes to it, to be refused there.
  if (isCrossSiteWriteBy('POST', header, ownOrigin(req))) return handler(req, res);

  const encoding = preferredEncoding(header('accept-encoding')) ?? 'identity';
  const contentType = req.headers['content-type'] ?? '';
  const key = [pathname, contentType, encoding, bodyKey(body, contentType)].join('\n');
  const now = Date.now();
  const hit = kept(key, now);
  if (hit) {
    const reqId = requestIdFrom(header('x-request-id'));
    // X-Cache, as reverse proxies say it: this answer was kept, not made for this request.
    res.writeHead(hit.status, { ...hit.headers, 'x-request-id': reqId, 'x-cache': 'HIT' });
    res.end(hit.body);
    logRequest({ reqId, method: 'POST', route: pathname, status: hit.status, ms: Math.round(performance.now() - started) });
    return;
  }
  return handler(
    req,
    captureAnswer(res, (status, headers, bytes) => {
      if (status !== 200 || headers['set-cookie'] !== undefined || bytes.length > MAX_ANSWER_BYTES) return;
      // An answer made for a signed-in caller (src/middleware.ts marks it no-store) is not one to share.
      if (/no-store|private/i.test(String(headers['cache-control'] ?? ''))) return;
      // Per request or per connection, not per answer: set again for each request (scripts/serve.ts, above).
      const { 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, 'strict-transport-security': _hsts, ...stored } = headers;
      keep(key, { expires: now + KEEP_MS, status, headers: stored, body: bytes });
    }),
  );
}

/**
 * Lets `res` answer as usual and, once it has, hands over its status, headers and body bytes. Adds no
 * copy when the body grows past what would be kept.
 */
function captureAnswer(res: ServerResponse, done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void): ServerResponse {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ANSWER_BYTES) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= MAX_ANSWER_BYTES) chunks.push(Buffer.from(buffer)); // a copy: the caller may reuse its buffer
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  res.once('finish', () => done(res.statusCode, res.getHeaders(), Buffer.concat(chunks)));
  return res;
}
