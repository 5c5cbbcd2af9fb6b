/**
 * Response compression (brotli or gzip) for everything the server sends: pages rendered on demand and
 * API answers here, in src/middleware.ts; static files are compressed once at build time
 * (scripts/precompress.ts) and picked by src/lib/server/static-files.ts with the same negotiation.
 *
 * Why compressed bodies are kept (in the data cache, data-cache.ts): most pages are the same bytes for
 * every visitor (the route cache keeps them for a minute), and compressing a 100 kB page costs ~1 ms of
 * CPU (brotli quality 4) against ~0.06 ms to hash it. They are kept by the SHA-1 of what they compress,
 * so a body is compressed once however often it is sent, and a body that changes is simply a new entry.
 * Being keyed by content, no write has to forget them, no visitor can get another's page through them,
 * and two processes cannot disagree through them.
 *
 * Why our own and not @fastify/compress: Astro writes its answers to Node's response itself (the adapter
 * in middleware mode), past Fastify's reply, where that plugin compresses.
 */
import { createHash } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cached, ownBytes } from './data-cache';

export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than the headers it adds. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i;

/** True when a response of this content type gains from compression (images and fonts are compressed already). */
export const isCompressible = (contentType: string | null | undefined): boolean => COMPRESSIBLE_TYPE.test(contentType ?? '');

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli when the client takes it, else gzip,
 * else none. Quality values count (`br;q=0` refuses brotli); `*` stands for any encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality for bodies made per request. Measured on a 115 kB get-filtered answer and a 105 kB listing page:
 * quality 4 took 0.96 and 1.0 ms of CPU for 15.2 and 13.6 kB, quality 5 1.8 and 1.4 ms for 14.2 and 12.7 kB. One
 * kB more (a few ms on slow 4G) for half the CPU of the largest answers, which decides how many a core serves.
 */
const BROTLI_QUALITY = 4;

/** gzip's level for bodies made per request, beside BROTLI_QUALITY: the usual balance of size and CPU. */
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** Brotli at BROTLI_QUALITY, told the body's length when it is known (whole, not streamed). */
const brotliOptions = (sizeHint?: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    ...(sizeHint === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  },
});

/** Compresses on the thread pool, not the event loop. */
async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const compressed = encoding === 'gzip' ? await gzip(body, GZIP_OPTIONS) : await brotli(body, brotliOptions(body.length));
  // zlib answers with a view into its 64 kB output chunk: kept as it is, a 3 kB body would keep the whole
  // chunk alive, twenty times what the cache charges it.
  return ownBytes(compressed);
}

/** `body` compressed with `encoding`, kept when the same bytes were compressed before. */
export function compressedBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `compressed:${encoding}:${createHash('sha1').update(body).digest('base64')}`;
  return cached(key, { ttlMs: 0, tags: [] }, () => compress(body, encoding));
}

/** A streamed answer's parts are joined into chunks of about this many characters before they are encoded. */
const STREAM_CHUNK_CHARS = 64 * 1024;

function* encodedChunks(parts: Iterable<string>): Generator<Buffer> {
  let chunk = '';
  for (const part of parts) {
    chunk += part;
    if (chunk.length < STREAM_CHUNK_CHARS) continue;
    yield Buffer.from(chunk);
    chunk = '';
  }
  if (chunk) yield Buffer.from(chunk);
}

/**
 * An answer of megabytes made in parts (a sitemap file of 20,000 URLs, ~13 MB), sent as it is made and compressed
 * as it goes for a client that accepts it: neither the text nor its compressed bytes is ever held whole, and
 * nothing is kept (compressResponse leaves an encoded answer alone). Measured at a million listings, a server
 * reading twelve such files one after another peaked at 398 MB when each was made, encoded and compressed whole.
 */
export function streamedAnswer(parts: Iterable<string>, acceptEncoding: string | null, headersInit: HeadersInit): Response {
  const headers = new Headers(headersInit);
  headers.append('vary', 'Accept-Encoding');
  const source = Readable.from(encodedChunks(parts));
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return new Response(Readable.toWeb(source) as ReadableStream<Uint8Array>, { headers });
  headers.set('content-encoding', encoding);
  const compressor = encoding === 'gzip' ? zlib.createGzip(GZIP_OPTIONS) : zlib.createBrotliCompress(brotliOptions());
  // pipeline, not pipe: a client that goes away ends the source too.
  return new Response(Readable.toWeb(pipeline(source, compressor, () => undefined)) as ReadableStream<Uint8Array>, { headers });
}

/**
 * The response compressed for a client that sent `acceptEncoding`, or the same response when it should
 * not be: a HEAD or bodiless answer, one already encoded or marked no-transform, a type that does not
 * compress, or a body too small to gain. Compressible answers always say `Vary: Accept-Encoding`, so a
 * shared cache keeps the encodings apart.
 */
export async function compressResponse(response: Response, acceptEncoding: string | null, method: string): Promise<Response> {
  const { headers } = response;
  if (!response.body || method === 'HEAD' || response.status === 204 || response.status === 304) return response;
  if (headers.has('content-encoding') || !isCompressible(headers.get('content-type'))) return response;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return response;
  if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return response;
  const declared = Number(headers.get('content-length') ?? Number.NaN);
  if (declared < MIN_COMPRESSIBLE_BYTES) return response;

  const body = Buffer.from(await response.arrayBuffer());
  const answer = (bytes: Buffer, encoded: boolean) => {
    const out = new Headers(headers);
    out.set('content-length', String(bytes.length));
    if (encoded) out.set('content-encoding', encoding);
    return new Response(new Uint8Array(bytes), { status: response.status, statusText: response.statusText, headers: out });
  };
  if (body.length < MIN_COMPRESSIBLE_BYTES) return answer(body, false);
  return answer(await compressedBody(body, encoding), true);
}
