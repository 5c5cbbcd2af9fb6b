import type http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '../../src/paths';
import { startServer, type TestServer } from '../support/server';
import { rawRequest } from './support/raw';

/**
 * The micro-cache of SPEC.md's catalogue reads made with POST (src/lib/server/public-read-answers.ts, in
 * scripts/serve.ts): a repeated read is answered with the same bytes and headers, but its own request id
 * and log line; what the middleware refuses stays refused; a different body or encoding is a different
 * answer; failures are not kept.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info' } });
});
afterAll(async () => {
  await server?.stop();
});

const post = (pathname: string, body: string, headers: Record<string, string> = {}) =>
  rawRequest(
    server.origin,
    pathname,
    { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
    'POST',
    body,
  );

const filtered = apiUrl(apiPaths.filteredServices());
const kolkata = JSON.stringify({ slug: 'plumbing', location: 'Kolkata' });
const withoutRequestId = ({ 'x-request-id': _id, date: _date, ...rest }: http.IncomingHttpHeaders) => rest;
const requestLines = (reqId: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"reqId":"${reqId}"`) && line.includes('"msg":"request"'));

describe('catalogue reads made with POST', () => {
  it('answer a repeated read with the same bytes and headers, each with its own request id and log line', async () => {
    const first = await post(filtered, kolkata, { 'accept-encoding': 'br', 'x-request-id': 'read-one' });
    const second = await post(filtered, kolkata, { 'accept-encoding': 'br', 'x-request-id': 'read-two' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(withoutRequestId(second.headers)).toEqual({ ...withoutRequestId(first.headers), 'x-cache': 'HIT' });
    expect(first.headers['x-request-id']).toBe('read-one');
    expect(second.headers['x-request-id']).toBe('read-two');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toContain("default-src 'none'");
    const answer = JSON.parse(brotliDecompressSync(second.body).toString()) as { status: number; data: { service_address: string }[] };
    expect(answer.status).toBe(1);
    expect(answer.data.length).toBeGreaterThan(0);
    for (const item of answer.data) expect(item.service_address).toContain('Kolkata');
    await expect.poll(() => requestLines('read-two').length).toBe(1);
    expect(requestLines('read-two')[0]).toContain('"route":"/api/get-filtered-service-data"');
  });

  it('answer each encoding, and each body, with its own answer', async () => {
    const br = await post(filtered, kolkata, { 'accept-encoding': 'br' });
    const gzip = await post(filtered, kolkata, { 'accept-encoding': 'gzip' });
    const plain = await post(filtered, kolkata);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());

    const mumbai = await post(filtered, JSON.stringify({ slug: 'plumbing', location: 'Mumbai' }));
    const items = (JSON.parse(mumbai.body.toString()) as { data: { service_address: string }[] }).data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.service_address).toContain('Mumbai');
  });

  it('still refuse a read sent from another site’s page, every time', async () => {
    await post(filtered, kolkata); // kept
    for (let i = 0; i < 2; i++) {
      const refused = await post(filtered, kolkata, { origin: 'https://evil.example' });
      expect(refused.status).toBe(403);
      expect(refused.headers['x-cache']).toBeUndefined();
      expect(JSON.parse(refused.body.toString())).toMatchObject({ message: expect.any(String) });
    }
  });

  it('do not keep failures: bad input and unknown categories answer as before, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const unknown = await post(filtered, JSON.stringify({ slug: 'no-such-category-here', location: 'Kolkata' }));
      expect(unknown.status).toBe(404);
      expect(unknown.headers['x-cache']).toBeUndefined();
      const malformed = await post(filtered, '{"slug":');
      expect(malformed.status).toBe(400);
      expect(JSON.parse(malformed.body.toString())).toMatchObject({ message: expect.any(String) });
    }
  });

  it('answer the paged listing read (get-filtered-service-data-web) with the page asked for', async () => {
    const web = apiUrl(apiPaths.filteredServicesWeb());
    const pageOne = JSON.parse((await post(web, JSON.stringify({ slug: 'plumbing', location: 'Kolkata', sort: 'name', page: 1 }))).body.toString());
    const again = JSON.parse((await post(web, JSON.stringify({ slug: 'plumbing', location: 'Kolkata', sort: 'name', page: 1 }))).body.toString());
    const byPrice = JSON.parse(
      (await post(web, JSON.stringify({ slug: 'plumbing', location: 'Kolkata', sort: 'price_asc', page: 1 }))).body.toString(),
    );
    expect(again).toEqual(pageOne);
    expect((await post(web, JSON.stringify({ slug: 'plumbing', location: 'Kolkata', sort: 'name', page: 1 }))).headers['x-cache']).toBe('HIT');
    expect(pageOne.data.length).toBeGreaterThan(1);
    const prices = byPrice.data.map((item: { price: number }) => Number(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
