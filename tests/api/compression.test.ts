import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';
import { decoded, rawRequest } from './support/raw';

/**
 * Compression and static files through the real server (scripts/serve.ts): pages rendered on demand and
 * API answers compressed in the middleware, built files sent from their precompressed variants.
 * Requests go through node:http so that the bytes on the wire are seen (fetch would decode them).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const raw = (pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  rawRequest(server.origin, pathname, headers, method, body);

describe('pages rendered on demand', () => {
  it('come brotli-compressed to a browser, the same page as sent plain, several times smaller', async () => {
    const path = '/service/plumbing?city=Kolkata';
    await raw(path); // fills the route cache, so that both answers below are the same page
    const plain = await raw(path);
    const compressed = await raw(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
    expect(decoded(compressed)).toBe(plain.body.toString());
    expect(compressed.body.length * 4).toBeLessThan(plain.body.length);
    expect(decoded(compressed)).toContain('Plumbing');
  });

  it('come gzip-compressed to a client that takes only gzip', async () => {
    const answer = await raw('/', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer)).toMatch(/<title>[^<]+<\/title>/);
  });
});

describe('API answers', () => {
  it('are compressed JSON that decodes to the same data', async () => {
    const body = JSON.stringify({ slug: 'plumbing', location: 'Kolkata' });
    const headers = { 'content-type': 'application/json' };
    const plain = await raw('/api/get-filtered-service-data', headers, 'POST', body);
    const compressed = await raw('/api/get-filtered-service-data', { ...headers, 'accept-encoding': 'br' }, 'POST', body);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(compressed))).toEqual(JSON.parse(plain.body.toString()));
    expect(JSON.parse(decoded(compressed)).data.length).toBeGreaterThan(0);
  });

  it('small ones and errors stay JSON with a message', async () => {
    const answer = await raw('/api/no-such-call', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(decoded(answer)).message).toBe('Not found');
  });
});

describe('built files', () => {
  it('a prerendered page answers at its folder, with or without the slash, from its brotli variant', async () => {
    for (const path of ['/about-us', '/about-us/']) {
      const answer = await raw(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(decoded(answer), path).toContain('<title>About Seva');
    }
    const plain = await raw('/about-us');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>About Seva');
  });

  it('hashed assets are compressed, typed as JavaScript, cached for a year and revalidate with 304', async () => {
    const html = decoded(await raw('/', { 'accept-encoding': 'br' }));
    const script = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const answer = await raw(script!, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const again = await raw(script!, { 'accept-encoding': 'gzip', 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('HEAD answers headers only; a POST to a built page is not given the file', async () => {
    const head = await raw('/about-us', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await raw('/about-us', { 'content-type': 'application/json', origin: server.origin }, 'POST', '{}');
    expect(post.body.toString()).not.toContain('<title>About Seva');
  });

  it('a URL that does not decode is refused with 400', async () => {
    expect((await raw('/%E0%A4')).status).toBe(400);
  });
});
