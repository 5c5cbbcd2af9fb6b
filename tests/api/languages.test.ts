import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, isLocalisedPage, paths } from '../../src/paths';
import { plainMessage } from '../support/catalogue';
import { STATIC_PUBLIC_PAGES } from '../support/public-pages';
import { startServer, type TestServer } from '../support/server';

/**
 * CONTRACT.md "Languages" against a real server: every public page under /hi/… and /bn/… (html lang, hreflang
 * alternates with x-default, its own canonical, links that stay in its language, the switch that keeps the
 * page and is remembered), the sitemaps' alternates, and API answers by ?lang= or Accept-Language.
 */

const SITE = 'http://localhost:4321';
const LANGUAGES = [
  { locale: 'hi', tag: 'hi-IN' },
  { locale: 'bn', tag: 'bn-IN' },
] as const;

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

let server: TestServer;
let publicPages: string[];

beforeAll(async () => {
  server = await startServer();
  const listing = await (await fetch(`${server.origin}${paths.listing('driver')}`)).text();
  const details = /href="(\/details\/[^"]+)"/.exec(listing)?.[1];
  const subCategory = /href="(\/sub-category\/[^"]+)"/.exec(await (await fetch(`${server.origin}${paths.category('fashion')}`)).text())?.[1];
  expect(details).toBeTruthy();
  expect(subCategory).toBeTruthy();
  publicPages = [...STATIC_PUBLIC_PAGES, details!, subCategory!];
});
afterAll(() => server?.stop());

const page = (path: string, init?: RequestInit) =>
  fetch(`${server.origin}${path}`, { redirect: 'manual', ...init, headers: { accept: 'text/html', ...init?.headers } });

describe('every public page in Hindi and Bengali', () => {
  for (const { locale, tag } of LANGUAGES) {
    it(`answers under /${locale}/ in ${tag}, names its every language and x-default, and switches keeping the page`, async () => {
      for (const english of publicPages) {
        const localised = `/${locale}${english === '/' ? '' : english}`;
        const response = await page(localised);
        expect(response.status, localised).toBe(200);
        const html = await response.text();
        expect(/<html lang="([^"]+)"/.exec(html)?.[1], localised).toBe(tag);
        const canonical = tags(html, /<link rel="canonical"[^>]*>/g).map((link) => attr(link, 'href'));
        expect(canonical, localised).toEqual([`${SITE}${localised}`]);
        const alternates = Object.fromEntries(
          tags(html, /<link rel="alternate" hreflang[^>]*>/g).map((link) => [attr(link, 'hreflang'), attr(link, 'href')]),
        );
        expect(alternates, localised).toEqual({
          'en-IN': `${SITE}${english}`,
          'hi-IN': `${SITE}/hi${english === '/' ? '' : english}`,
          'bn-IN': `${SITE}/bn${english === '/' ? '' : english}`,
          'x-default': `${SITE}${english}`,
        });
        // The switch: this page in each other language, through the switch that remembers the choice.
        const switchLinks = tags(html, /<a href="\/language\?[^"]*"[^>]*>/g).map((link) => attr(link, 'href'));
        expect(switchLinks.length, localised).toBe(2);
        for (const link of switchLinks) expect(new URL(link!, SITE).searchParams.get('page'), localised).toBe(english);
        // Links to public pages stay in the page's language.
        const englishLinks = tags(html, /<a [^>]*href="(\/[^"]*)"/g)
          .map((link) => attr(link, 'href')!)
          .filter((href) => isLocalisedPage(href));
        expect(englishLinks, localised).toEqual([]);
      }
    });
  }

  it('a page that has one language (the workspace) or none answers 404 under a language', async () => {
    expect((await page('/hi/business')).status).toBe(404);
    expect((await page('/bn/no-such-page')).status).toBe(404);
  });
});

describe('the language switch', () => {
  it('remembers the choice and opens the page in it; English pages follow the choice until it is changed', async () => {
    const chosen = await page(paths.language('bn', paths.listing('driver', 'Pune')));
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/bn/service/driver?city=Pune');
    const cookie = chosen.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^seva_lang=bn;/);
    const remembered = cookie.split(';')[0]!;

    const followed = await page(paths.services(), { headers: { cookie: remembered } });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/bn/services');

    const back = await page(paths.language('en', '/bn/services'), { headers: { cookie: remembered } });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/services');
    expect(back.headers.get('set-cookie')).toMatch(/^seva_lang=en;/);
    expect((await page(paths.services(), { headers: { cookie: 'seva_lang=en' } })).status).toBe(200);
  });

  it('goes only to a page of ours, and leaves a workspace page as it is', async () => {
    expect((await page(paths.language('hi', 'https://evil.example/'))).headers.get('location')).toBe('/hi');
    expect((await page(paths.language('hi', '/business'))).headers.get('location')).toBe('/business');
    expect((await page(paths.language('xx', '/services'))).headers.get('location')).toBe('/services');
  });
});

describe('the sitemaps', () => {
  it('name every page in each language', async () => {
    for (const file of ['/sitemap-static-0.xml', paths.sitemapFile('details-0')]) {
      const xml = await (await fetch(`${server.origin}${file}`)).text();
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => match[1]!);
      expect(urls.length, file).toBeGreaterThan(0);
      for (const url of urls) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!;
        const path = new URL(loc).pathname;
        // Blog posts are in English only: no alternates.
        if (!isLocalisedPage(path)) {
          expect(url, loc).not.toContain('hreflang');
          continue;
        }
        const hreflangs = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], new URL(match[2]!).pathname]);
        expect(hreflangs, loc).toEqual([
          ['en-IN', path],
          ['hi-IN', path === '/' ? '/hi' : `/hi${path}`],
          ['bn-IN', path === '/' ? '/bn' : `/bn${path}`],
          ['x-default', path],
        ]);
      }
    }
  });
});

describe('API answers in a language', () => {
  /** The Hindi category data, when it is here (categories.hi.json; without it every label is English). */
  const hindiFile = 'src/features/catalog/demo/categories.hi.json';
  const hindi: Record<string, { name: string }> = existsSync(hindiFile) ? JSON.parse(readFileSync(hindiFile, 'utf8')) : {};

  it('name categories by ?lang=, else Accept-Language, falling back to English for a slug not translated', async () => {
    const labels = async (query: string, headers: Record<string, string> = {}) => {
      const body = (await (await fetch(`${server.origin}${apiUrl(apiPaths.categories())}${query}`, { headers })).json()) as {
        data: { slug: string; label: string }[];
      };
      return Object.fromEntries(body.data.map((category) => [category.slug, category.label]));
    };
    const english = await labels('');
    expect(english.fashion).toBe('Fashion');
    const byQuery = await labels('?lang=hi', { 'accept-language': 'bn' });
    const byHeader = await labels('', { 'accept-language': 'ta-IN, hi-IN;q=0.9, en;q=0.5' });
    expect(byHeader).toEqual(byQuery);
    for (const [slug, label] of Object.entries(byQuery)) expect(label, slug).toBe(hindi[slug]?.name ?? english[slug]);
  });

  it('name categories in search, listing and store answers in the language asked, whichever language asked first', async () => {
    const names = (locale: 'hi' | 'bn') =>
      JSON.parse(readFileSync(`src/features/catalog/demo/categories.${locale}.json`, 'utf8')) as Record<string, { name: string }>;
    const post = async (path: string, body: object, lang: string) =>
      (await fetch(`${server.origin}/api${path}?lang=${lang}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((answer) => answer.json())) as { data: { category_name: string; category_slug?: string }[] };
    const search = async (lang: string) =>
      (await fetch(`${server.origin}/api${apiPaths.search()}?q=plumber&city=Kolkata&lang=${lang}`).then((answer) => answer.json())) as {
        categories: { slug: string; label: string; href: string }[];
        providers: { category_name: string }[];
      };
    const listing = (lang: string) => post(apiPaths.filteredServices(), { slug: 'plumbing', location: 'Kolkata' }, lang);
    const stores = (lang: string) => post(apiPaths.categoryServiceData(), { slug: 'plumbing', location: 'Kolkata' }, lang);

    // English asks first, and its answers are kept: each other language still gets its own.
    const english = { search: await search('en'), listing: await listing('en'), stores: await stores('en') };
    expect(english.search.categories.map((hit) => hit.slug)).toContain('plumbing');
    expect(english.listing.data.length).toBeGreaterThan(0);
    expect(english.stores.data.length).toBeGreaterThan(0);
    const slugs = new Set([...english.search.categories.map((hit) => hit.slug), ...english.listing.data.map((item) => item.category_slug!)]);
    for (const locale of ['hi', 'bn'] as const) {
      const label = (slug: string) => names(locale)[slug]!.name;
      const labels = new Set([...slugs].map(label));
      const asked = { search: await search(locale), listing: await listing(locale), stores: await stores(locale) };
      for (const hit of asked.search.categories) {
        expect(hit.label, hit.slug).toBe(label(hit.slug));
        expect(hit.href, hit.slug).toMatch(new RegExp(`^/${locale}/`));
      }
      for (const item of asked.search.providers) expect(labels, item.category_name).toContain(item.category_name);
      for (const item of asked.listing.data) expect(item.category_name, item.category_slug).toBe(label(item.category_slug!));
      for (const item of asked.stores.data) expect(labels, item.category_name).toContain(item.category_name);
    }
  });

  it('say their error messages in it', async () => {
    const english = (await (await fetch(`${server.origin}/api/no-such-thing`)).json()) as { message: string };
    const bengali = (await (await fetch(`${server.origin}/api/no-such-thing?lang=bn`)).json()) as { message: string };
    const hindi = (await (await fetch(`${server.origin}/api/no-such-thing`, { headers: { 'accept-language': 'hi' } })).json()) as { message: string };
    expect(english.message).toBe(plainMessage('en', 'error.notFound'));
    expect(bengali.message).toBe(plainMessage('bn', 'error.notFound'));
    expect(hindi.message).toBe(plainMessage('hi', 'error.notFound'));
  });
});
