import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, isCrossSiteWriteBy, isFromAnotherSite } from './origin-guard';

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
  it('takes SITE_URL as ours too: the page came over https through a proxy, the request reached us as http', () => {
    const headers = (origin: string) => (name: string) => (name === 'origin' ? origin : null);
    expect(isCrossSiteWriteBy('POST', headers('https://seva.example'), 'http://seva.example', 'https://seva.example')).toBe(false);
    expect(isCrossSiteWriteBy('POST', headers('https://evil.example'), 'http://seva.example', 'https://seva.example')).toBe(true);
    expect(isCrossSiteWriteBy('POST', headers('http://seva.example.evil.example'), 'http://10.0.0.5:4321', 'https://seva.example')).toBe(true);
  });
});

describe('isFromAnotherSite', () => {
  const site = 'https://seva.example';
  const from = (headers: Record<string, string>, method = 'GET') => isFromAnotherSite(request(method, headers), url, site);
  it('says so when the browser names another site', () => {
    const otherSites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { referer: 'not a url' },
      { 'sec-fetch-site': 'cross-site', referer: 'http://localhost:4321/' },
    ];
    for (const headers of otherSites) {
      expect(from(headers), JSON.stringify(headers)).toBe(true);
    }
  });
  it('not for our own pages, SITE_URL, a typed address or a client without browser headers', () => {
    const ours: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', referer: 'http://localhost:4321/partner/x' },
      { origin: 'http://localhost:4321' },
      { origin: site, referer: `${site}/partner/x` },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of ours) {
      expect(from(headers), JSON.stringify(headers)).toBe(false);
    }
  });
});
