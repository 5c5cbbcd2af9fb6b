import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody, compressResponse, isCompressible, preferredEncoding, streamedAnswer } from './compression';

const page = `<!doctype html><title>Plumbers in Kolkata</title>${'<li>Tollygunge Sanitary &amp; Plumbing, Kolkata</li>'.repeat(200)}`;
const htmlResponse = (body = page, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html', ...headers } });

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['deflate', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('takes text, JSON, XML and SVG, not images or fonts', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'application/xml', 'image/svg+xml', 'text/javascript'])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/webp', 'image/png', 'font/woff2', 'application/octet-stream', '', null])
      expect(isCompressible(type), String(type)).toBe(false);
  });
});

describe('compressResponse', () => {
  it('answers a brotli body that decodes to the page, with its length, and says Vary', async () => {
    const answer = await compressResponse(htmlResponse(), 'gzip, br', 'GET');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it('answers gzip to a client that takes only gzip, and keeps status and other headers', async () => {
    const answer = await compressResponse(
      new Response(page, { status: 404, headers: { 'content-type': 'text/html', 'x-request-id': 'r1' } }),
      'gzip',
      'GET',
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-request-id')).toBe('r1');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves alone what should not be compressed', async () => {
    const cases: [Response, string | null, string][] = [
      [htmlResponse(), null, 'GET'],
      [htmlResponse(), 'identity', 'GET'],
      [htmlResponse(), 'br', 'HEAD'],
      [htmlResponse(page, { 'content-encoding': 'gzip' }), 'br', 'GET'],
      [htmlResponse(page, { 'cache-control': 'public, no-transform' }), 'br', 'GET'],
      [new Response(page, { headers: { 'content-type': 'image/webp' } }), 'br', 'GET'],
      [new Response(null, { status: 204 }), 'br', 'GET'],
    ];
    for (const [response, accept, method] of cases) {
      const answer = await compressResponse(response, accept, method);
      expect(answer.headers.get('content-encoding') === 'br', `${accept} ${method}`).toBe(false);
    }
  });

  it('sends a small body as it is, with its length', async () => {
    const small = '{"status":1,"msg":"ok"}';
    const answer = await compressResponse(new Response(small, { headers: { 'content-type': 'application/json' } }), 'br', 'POST');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    expect(await answer.text()).toBe(small);
  });
});

describe('compressedBody', () => {
  it('compresses the same bytes once, and different bytes apart', async () => {
    const first = compressedBody(Buffer.from(page), 'br');
    expect(compressedBody(Buffer.from(page), 'br')).toBe(first);
    const other = `${page}<p>changed</p>`;
    expect(brotliDecompressSync(await compressedBody(Buffer.from(other), 'br')).toString()).toBe(other);
    expect(gunzipSync(await compressedBody(Buffer.from(page), 'gzip')).toString()).toBe(page);
  });

  it('keeps no more memory than the compressed bytes it is charged for', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const kept = await compressedBody(Buffer.from(`${page}<p>${encoding}</p>`), encoding);
      expect(kept.length).toBeLessThan(page.length);
      // zlib's own answer is a view into a 64 kB chunk; what the memo keeps is its own exact-size buffer.
      expect(kept.buffer.byteLength).toBe(kept.length);
    }
  });
});

describe('streamedAnswer', () => {
  // Parts of ~40 characters, 300 kB in all: several chunks, a multi-byte letter on every chunk's edge.
  const parts = Array.from({ length: 7_500 }, (_, index) => `<url>প্লাম্বার ${String(index).padStart(6, '0')}</url>\n`);
  const text = parts.join('');

  it.each([
    ['br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', (bytes: Buffer) => gunzipSync(bytes)],
  ] as const)('sends the parts compressed as %s as they are made, and compressResponse leaves them so', async (encoding, decode) => {
    const answer = await compressResponse(streamedAnswer(parts, encoding, { 'content-type': 'application/xml' }), encoding, 'GET');
    expect(answer.headers.get('content-encoding')).toBe(encoding);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(text) / 10);
    expect(decode(bytes).toString()).toBe(text);
  });

  it('sends them as they are to a client that takes no encoding, saying Vary once', async () => {
    const answer = await compressResponse(streamedAnswer(parts, null, { 'content-type': 'application/xml' }), null, 'GET');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(await answer.text()).toBe(text);
  });
});
