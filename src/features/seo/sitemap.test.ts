import { describe, expect, it } from 'vitest';
import {
  categoryPaths,
  chunkOf,
  chunkRange,
  isDisallowed,
  parseSitemapFileName,
  robotsTxt,
  SITEMAP_CHUNK_IDS,
  SITEMAP_MAX_URLS,
  STATIC_SITEMAP_BASE,
  STATIC_SITEMAP_PATH,
  sitemapFileName,
  sitemapIndexFiles,
  sitemapIndexXml,
  sitemapOptions,
  splitById,
  urlsetXmlParts,
} from './sitemap';

describe('categoryPaths', () => {
  it('gives each category level its page and a listing page to sub-categories and leaves', () => {
    expect(
      categoryPaths([
        { slug: 'home-services', level: 'main' },
        { slug: 'plumbing', level: 'sub' },
        { slug: 'tap-and-leak-repair', level: 'leaf' },
      ]),
    ).toEqual([
      '/categories/home-services',
      '/sub-category/plumbing',
      '/category/services/tap-and-leak-repair',
      '/service/plumbing',
      '/service/tap-and-leak-repair',
    ]);
  });
});

describe('splitting the catalogue into sitemap files', () => {
  it('keeps every file within the protocol: the chunk size is at most 50,000 ids, one URL per id', () => {
    expect(SITEMAP_CHUNK_IDS).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('puts each row in the file of its id range, at most chunkIds rows a file, in a stable way', () => {
    const rows = [1, 2, 3, 4, 5, 9, 10, 11, 25, 26].map((id) => ({ id }));
    const files = splitById(rows, 5);
    expect([...files.keys()]).toEqual([0, 1, 2, 5]);
    expect(files.get(0)!.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(files.get(1)!.map((row) => row.id)).toEqual([5, 9]);
    expect(files.get(2)!.map((row) => row.id)).toEqual([10, 11]);
    expect(files.get(5)!.map((row) => row.id)).toEqual([25, 26]);
    for (const file of files.values()) expect(file.length).toBeLessThanOrEqual(5);
    // A row's file depends on its id alone: adding rows elsewhere moves nothing.
    const grown = splitById([...rows, { id: 7 }, { id: 40 }], 5);
    expect(grown.get(0)).toEqual(files.get(0));
    expect(grown.get(2)).toEqual(files.get(2));
    // Dense ids fill a file exactly.
    const dense = splitById(
      Array.from({ length: 23 }, (_, i) => ({ id: i })),
      5,
    );
    expect([...dense.values()].map((file) => file.length)).toEqual([5, 5, 5, 5, 3]);
    for (const [chunk, file] of dense) {
      const { from, to } = chunkRange(chunk, 5);
      for (const row of file) expect(row.id >= from && row.id < to).toBe(true);
    }
  });

  it('names and parses the files, refusing other spellings', () => {
    expect(sitemapFileName({ kind: 'details', chunk: 3 })).toBe('details-3');
    expect(sitemapFileName({ kind: 'categories', chunk: 0 })).toBe('categories');
    expect(parseSitemapFileName('partners-12')).toEqual({ kind: 'partners', chunk: 12 });
    expect(parseSitemapFileName('categories')).toEqual({ kind: 'categories', chunk: 0 });
    for (const name of ['details-03', 'details--1', 'details-', 'details-1.5', 'reviews-0', 'categories-0', 'details-99999999999']) {
      expect(parseSitemapFileName(name), name).toBeNull();
    }
    expect(chunkOf(SITEMAP_CHUNK_IDS - 1)).toBe(0);
    expect(chunkOf(SITEMAP_CHUNK_IDS)).toBe(1);
  });

  it('lists the static file, the categories file and each range that has rows in the index, once each', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const files = sitemapIndexFiles({
      details: [
        { chunk: 0, lastmod: at },
        { chunk: 2, lastmod: null },
      ],
      partners: [{ chunk: 0, lastmod: at }],
      categoriesLastmod: at,
    });
    expect(files.map((file) => file.path)).toEqual([
      STATIC_SITEMAP_PATH,
      '/sitemaps/categories.xml',
      '/sitemaps/details-0.xml',
      '/sitemaps/details-2.xml',
      '/sitemaps/partners-0.xml',
    ]);
    const xml = sitemapIndexXml(files, 'http://localhost:4321');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>http://localhost:4321/sitemaps/details-0.xml</loc><lastmod>2026-01-02T03:04:05Z</lastmod></sitemap>');
    expect(xml).toContain('<sitemap><loc>http://localhost:4321/sitemaps/details-2.xml</loc></sitemap>');
  });
});

describe('urlsetXmlParts', () => {
  const urlsetXml = (...args: Parameters<typeof urlsetXmlParts>) => [...urlsetXmlParts(...args)].join('');

  it('writes absolute, escaped URLs', () => {
    const xml = urlsetXml(['/a', '/b?x=1&y=2'], 'http://localhost:4321');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain('<url><loc>http://localhost:4321/a</loc></url>');
    expect(xml).toContain('<loc>http://localhost:4321/b?x=1&amp;y=2</loc>');
  });
  it('resolves every path as URL does, on any site: plain slugs joined to the origin, the rest by URL', () => {
    const odd = ['/', '/details/tent-house_1', '/details/a.b', '/details/../x', '/details/x%20y', '/details/ü', '//elsewhere.example/x', '/a//b'];
    for (const site of ['http://localhost:4321', 'https://Seva.IN:443/base/', new URL('https://seva.in/')]) {
      const locs = [...urlsetXml(odd, site).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual(odd.map((path) => new URL(path, site).href.replace(/&/g, '&amp;')));
    }
  });
  it("names a page's address in each language, English as x-default", () => {
    const xml = urlsetXml(['/service/driver?city=Pune'], 'http://localhost:4321');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en-IN" href="http://localhost:4321/service/driver?city=Pune"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="http://localhost:4321/hi/service/driver?city=Pune"/>' +
        '<xhtml:link rel="alternate" hreflang="bn-IN" href="http://localhost:4321/bn/service/driver?city=Pune"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:4321/service/driver?city=Pune"/>',
    );
  });
  it('writes lastmod as a W3C datetime when known', () => {
    const xml = urlsetXml(
      [
        { path: '/a', lastmod: new Date('2026-03-04T05:06:07Z') },
        { path: '/b', lastmod: null },
      ],
      'http://localhost:4321',
    );
    expect(xml).toContain('<url><loc>http://localhost:4321/a</loc><lastmod>2026-03-04T05:06:07Z</lastmod></url>');
    expect(xml).toContain('<url><loc>http://localhost:4321/b</loc></url>');
  });
  it('refuses more URLs than a sitemap may hold, as it is asked, before any part is made', () => {
    expect(() =>
      urlsetXmlParts(
        Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => `/p/${i}`),
        'http://localhost:4321',
      ),
    ).toThrow(/at most 50000/);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the API and the sign-in pages and names the sitemaps', () => {
    const text = robotsTxt('http://localhost:4321', ['/sitemap-index.xml']);
    for (const line of ['User-agent: *', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /login', 'Disallow: /otp-verification']) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain('Sitemap: http://localhost:4321/sitemap-index.xml\n');
  });
});

describe('sitemap options', () => {
  const options = sitemapOptions();
  it('writes URLs as the canonical links do and leaves out what robots.txt disallows', () => {
    expect(options.serialize({ url: 'http://localhost:4321/about-us/' }).url).toBe('http://localhost:4321/about-us');
    expect(options.serialize({ url: 'http://localhost:4321/' }).url).toBe('http://localhost:4321/');
    expect(options.filter('http://localhost:4321/login/')).toBe(false);
    expect(options.filter('http://localhost:4321/profile/')).toBe(false);
    expect(options.filter('http://localhost:4321/otp-verification/')).toBe(false);
    expect(options.filter('http://localhost:4321/blog/how-to-choose-a-plumber/')).toBe(true);
    expect(options.filter('http://localhost:4321/business/')).toBe(false);
    expect(options.filter('http://localhost:4321/operator/')).toBe(false);
    expect(options.filenameBase).toBe(STATIC_SITEMAP_BASE);
  });
  it('isDisallowed follows the robots.txt rules', () => {
    // The business workspace and the operator's are signed-in only: not for crawlers, not in the sitemap.
    for (const path of ['/api/get-partner-data', '/login', '/business', '/business/claim/3', '/operator']) {
      expect(isDisallowed(path), path).toBe(true);
    }
    expect(isDisallowed('/partner/x')).toBe(false);
  });
});
