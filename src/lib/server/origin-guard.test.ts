import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './origin-guard';

const url = new URL('http://localhost:4321/api/contact-us');
const request = (method: string, headers: Record<string, string>) => new Request(url, { method, headers });

describe('isCrossSiteWrite', () => {
  it('refuses a write from another origin, whatever its content type', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'https://evil.example', 'content-type': 'application/json' }), url)).toBe(true);
    expect(isCrossSiteWrite(request('POST', { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }), url)).toBe(true);
    expect(isCrossSiteWrite(request('DELETE', { 'sec-fetch-site': 'cross-site' }), url)).toBe(true);
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'same-site' }), url)).toBe(true);
    expect(isCrossSiteWrite(request('POST', { origin: 'null' }), url)).toBe(true);
  });
  it('lets our own pages, bearer clients and non-browser clients write', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'http://localhost:4321' }), url)).toBe(false);
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'same-origin' }), url)).toBe(false);
    expect(isCrossSiteWrite(request('POST', { origin: 'https://evil.example', authorization: 'Bearer abc' }), url)).toBe(false);
    expect(isCrossSiteWrite(request('POST', { 'content-type': 'application/x-www-form-urlencoded' }), url)).toBe(false);
  });
  it('never blocks reads', () => {
    expect(isCrossSiteWrite(request('GET', { origin: 'https://evil.example' }), url)).toBe(false);
  });
});
