import { describe, expect, it } from 'vitest';
import { cataloguePaths, isDisallowed, robotsTxt, sitemapOptions, urlsetXml } from './sitemap';

describe('cataloguePaths', () => {
  it('gives each category level its page, a listing page to sub-categories and leaves, and every details and partner page', () => {
    expect(
      cataloguePaths({
        categories: [
          { slug: 'home-services', level: 'main' },
          { slug: 'plumbing', level: 'sub' },
          { slug: 'tap-and-leak-repair', level: 'leaf' },
        ],
        listingSlugs: ['sharma-plumbing-works-delhi'],
        partnerSlugs: ['sharma-plumbing-works-delhi'],
      }),
    ).toEqual([
      '/categories/home-services',
      '/sub-category/plumbing',
      '/category/services/tap-and-leak-repair',
      '/service/plumbing',
      '/service/tap-and-leak-repair',
      '/details/sharma-plumbing-works-delhi',
      '/partner/sharma-plumbing-works-delhi',
    ]);
  });
});

describe('urlsetXml', () => {
  it('writes absolute, escaped URLs', () => {
    const xml = urlsetXml(['/a', '/b?x=1&y=2'], 'http://localhost:4321');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>http://localhost:4321/a</loc></url>');
    expect(xml).toContain('<loc>http://localhost:4321/b?x=1&amp;y=2</loc>');
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the API and the sign-in pages and names the sitemaps', () => {
    const text = robotsTxt('http://localhost:4321', ['/sitemap-index.xml', '/sitemap-catalog.xml']);
    for (const line of ['User-agent: *', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /login', 'Disallow: /otp-verification']) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain('Sitemap: http://localhost:4321/sitemap-index.xml\nSitemap: http://localhost:4321/sitemap-catalog.xml');
  });
});

describe('sitemap options', () => {
  const options = sitemapOptions('http://localhost:4321');
  it('writes URLs as the canonical links do and leaves out what robots.txt disallows', () => {
    expect(options.serialize({ url: 'http://localhost:4321/about-us/' }).url).toBe('http://localhost:4321/about-us');
    expect(options.serialize({ url: 'http://localhost:4321/' }).url).toBe('http://localhost:4321/');
    expect(options.filter('http://localhost:4321/login/')).toBe(false);
    expect(options.filter('http://localhost:4321/profile/')).toBe(false);
    expect(options.filter('http://localhost:4321/otp-verification/')).toBe(false);
    expect(options.filter('http://localhost:4321/blog/how-to-choose-a-plumber/')).toBe(true);
    expect(options.customSitemaps).toEqual(['http://localhost:4321/sitemap-catalog.xml']);
  });
  it('isDisallowed follows the robots.txt rules', () => {
    expect(isDisallowed('/api/get-partner-data')).toBe(true);
    expect(isDisallowed('/login')).toBe(true);
    // The business workspace is signed-in only: not for crawlers, not in the sitemap.
    expect(isDisallowed('/business')).toBe(true);
    expect(isDisallowed('/business/claim/3')).toBe(true);
    expect(isDisallowed('/partner/x')).toBe(false);
  });
});
