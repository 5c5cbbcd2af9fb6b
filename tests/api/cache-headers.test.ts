import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_TAG } from '../../src/features/catalog/cache-tags';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { detailsPageTag, partnerPageTag } from '../../src/features/listings/listing-details';
import { apiPaths, apiUrl, paths } from '../../src/paths';
import { signInThroughOutbox, type SignedIn } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';

/**
 * What a CDN or an nginx cache in front may keep (src/lib/server/cache-policy.ts), against a real server:
 * answers that are the same for every visitor say `public` with `s-maxage` and carry their route-cache
 * tags in Cache-Tag, also when served from the route cache and also to a signed-in visitor (whose HTML is
 * shown to be byte for byte the visitor's); a person's own answers and pages are never stored.
 */

const demo = buildDemoCatalogue();
const listing = [...demo.services].sort((a, b) => a.id - b.id)[0]!;
const partner = demo.partners.find((p) => p.id === listing.partnerId)!;

const PUBLIC = /^public, max-age=(\d+), s-maxage=(\d+), stale-while-revalidate=(\d+)$/;
/** The HTML without what differs from one render to the next for anyone: the star rating's random gradient id (Stars.astro). */
/** The HTML without what differs by design: stars' gradient ids, and the `proof` query the language switch's links keep. */
const stable = (html: string) => html.replace(/\bhalf-[a-z0-9]+\b/g, 'half-*').replace(/(%3F|%26)proof%3D(signed-in|visitor)/g, '$1proof%3D*');
const tagsOf = (response: Response) => (response.headers.get('cache-tag') ?? '').split(',').map((tag) => tag.trim());

let server: TestServer;
let asha: SignedIn;
const cookie = () => ({ cookie: `seva_session=${asha.token}` });
const get = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.origin}${pathname}`, { headers, redirect: 'manual' });
  return { response, body: await response.text() };
};

beforeAll(async () => {
  server = await startServer();
  asha = await signInThroughOutbox(server.origin, server.dataDir, 'asha.cache@example.com');
});
afterAll(() => server?.stop());

describe('pages the same for every visitor', () => {
  it('say public with s-maxage and stale-while-revalidate, and carry their cache tags, on a miss and on a hit', async () => {
    // The third: kept by this process's route cache too. A sitemap file is not (megabytes each at scale, and
    // the route cache bounds entries by number): only a shared cache keeps it.
    const cases: [string, string[], boolean][] = [
      [paths.details(listing.slug), ['catalog', detailsPageTag(listing.id)], true],
      [paths.partner(partner.slug), ['catalog', partnerPageTag(partner.id)], true],
      [paths.listing('plumbing'), ['catalog', LISTINGS_TAG], true],
      [paths.services(), ['catalog'], true],
      [paths.sitemapIndex(), ['catalog'], true],
      [paths.sitemapFile('details-0'), ['catalog'], false],
    ];
    for (const [path, tags, routeCached] of cases) {
      const first = await get(path);
      const again = await get(path);
      expect(first.response.status, path).toBe(200);
      expect(again.response.headers.get('x-astro-cache'), path).toBe(routeCached ? 'HIT' : null);
      for (const { response } of [first, again]) {
        const match = PUBLIC.exec(response.headers.get('cache-control') ?? '');
        expect(match, `${path}: ${response.headers.get('cache-control')}`).not.toBeNull();
        const [, browser, shared, swr] = match!.map(Number);
        expect(shared!, path).toBeGreaterThan(0);
        expect(browser!, path).toBeLessThanOrEqual(shared!);
        expect(swr!, path).toBeGreaterThan(0);
        expect(tagsOf(response), path).toEqual(tags);
        // Astro's own names for these stay inside the server.
        expect(response.headers.get('cdn-cache-control'), path).toBeNull();
        expect(response.headers.get('x-seva-cache-tag'), path).toBeNull();
        expect(response.headers.get('set-cookie'), path).toBeNull();
        // A shared cache keeps the encodings apart.
        expect(response.headers.get('vary') ?? '', path).toContain('Accept-Encoding');
      }
    }
  });

  it('render the same HTML for a signed-in visitor, so the public answer is right for them too', async () => {
    // Each render is a miss of the route cache (its own query), the signed-in one first: the HTML made for
    // a session is compared with the HTML made for nobody. The listing and store-list pages drop an unknown
    // query with a redirect, so they cannot be rendered twice here; they read no session either.
    const pages = [
      paths.details(listing.slug),
      paths.partner(partner.slug),
      paths.home(),
      paths.services(),
      paths.category('home-services'),
      paths.subCategory('plumbing'),
      paths.search('plumber'),
    ];
    for (const path of pages) {
      const signedIn = await get(`${path}${path.includes('?') ? '&' : '?'}proof=signed-in`, cookie());
      const visitor = await get(`${path}${path.includes('?') ? '&' : '?'}proof=visitor`);
      expect(signedIn.response.status, path).toBe(200);
      expect(visitor.response.status, path).toBe(200);
      expect(signedIn.response.headers.get('x-astro-cache'), path).toBe('MISS');
      expect(visitor.response.headers.get('x-astro-cache'), path).toBe('MISS');
      expect(signedIn.body.length, path).toBeGreaterThan(1000);
      expect(stable(signedIn.body), path).toBe(stable(visitor.body));
      expect(signedIn.response.headers.get('cache-control'), path).toBe(visitor.response.headers.get('cache-control'));
      expect(signedIn.response.headers.get('cache-control'), path).toMatch(PUBLIC);
    }
  });
});

describe('personal pages and answers', () => {
  it('are never stored', async () => {
    const profile = await get(paths.profile(), cookie());
    expect(profile.response.status).toBe(200);
    expect(profile.response.headers.get('cache-control')).toBe('private, no-store');
    expect(profile.response.headers.get('cache-tag')).toBeNull();

    for (const path of ['/api/get-user-profile-data', '/api/get-favourite-saved-services', '/api/user']) {
      const { response } = await get(path, cookie());
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('cache-tag'), path).toBeNull();
    }
    // About the caller whoever asks: not stored even without a session.
    expect((await get('/api/user')).response.headers.get('cache-control')).toBe('no-store');
  });

  it('a page not kept by the route cache is private to a signed-in visitor and no-cache to others', async () => {
    const path = paths.search('zzqx nothing matches this');
    const visitor = await get(path);
    expect(visitor.response.status).toBe(200);
    expect(visitor.response.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.response.headers.get('cache-tag')).toBeNull();
    const signedIn = await get(path, cookie());
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('POST reads get no public policy: CDNs and nginx do not cache POST', async () => {
    for (const headers of [{}, cookie()]) {
      const response = await fetch(`${server.origin}${apiUrl(apiPaths.filteredServices())}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ slug: 'plumbing' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
      expect(response.headers.get('cache-tag')).toBeNull();
      await response.arrayBuffer();
    }
  });
});
