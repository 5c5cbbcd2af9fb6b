import { describe, expect, it } from 'vitest';
import { type CachedAnswer, cacheHeaders } from './cache-policy';

const answer = (over: Partial<CachedAnswer>): CachedAnswer => ({
  status: 200,
  cacheControl: null,
  setsCookie: false,
  routeCache: { tags: [] },
  personal: false,
  isApi: false,
  ...over,
});

describe('cacheHeaders', () => {
  it('makes a route-cached 200 public with s-maxage, stale-while-revalidate and its tags, whoever asked', () => {
    for (const personal of [false, true]) {
      expect(cacheHeaders(answer({ personal, routeCache: { maxAge: 60, swr: 600, tags: ['catalog', 'listings'] } }))).toEqual({
        'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
        'x-seva-cache-tag': 'catalog, listings',
      });
    }
    expect(cacheHeaders(answer({ routeCache: { maxAge: 5, swr: 0, tags: [] } }))).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=0',
    });
  });

  it('never makes public an answer that sets a cookie, is not a 200, or that the route cache does not keep', () => {
    const kept = { maxAge: 60, swr: 600, tags: ['catalog'] };
    expect(cacheHeaders(answer({ routeCache: kept, setsCookie: true }))).toEqual({ 'cache-control': 'no-cache' });
    expect(cacheHeaders(answer({ routeCache: kept, status: 404, personal: true }))).toEqual({ 'cache-control': 'private, no-store' });
    expect(cacheHeaders(answer({ routeCache: { maxAge: 0, tags: ['catalog'] } }))).toEqual({ 'cache-control': 'no-cache' });
  });

  it('keeps a policy the handler chose, and stores nothing personal', () => {
    expect(cacheHeaders(answer({ cacheControl: 'public, max-age=86400', personal: true }))).toEqual({});
    expect(cacheHeaders(answer({ cacheControl: 'private, no-store', routeCache: { maxAge: 60 } }))).toEqual({});
    expect(cacheHeaders(answer({ personal: true, isApi: true }))).toEqual({ 'cache-control': 'no-store' });
    expect(cacheHeaders(answer({ personal: true }))).toEqual({ 'cache-control': 'private, no-store' });
  });
});
