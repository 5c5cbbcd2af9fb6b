import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/paths';
import { withoutHeaderCityScript } from '../support/html';
import { startServer, type TestServer } from '../support/server';

/** The blog against the built server: what a crawler and a reader without JavaScript get. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function get(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(pathname, server.origin));
  return { status: response.status, html: await response.text() };
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const metaContent = (html: string, key: string) => {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}"[^>]*>`))?.[0];
  return tag ? decode(attribute(tag, 'content') ?? '') : undefined;
};
const textOf = (fragment: string) => decode(fragment.replace(/<[^>]+>/g, '')).trim();

/** Article links on the list page, in page order, without repeats. */
function articleLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a [^>]*href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => match[1]!);
  return [...new Set(hrefs)];
}

/**
 * Every route shape of src/paths.ts as a pattern ("/categories/*", "/profile#*"), so that a link in an
 * article written by hand is checked against the routes the product really has.
 */
function routePatterns(): RegExp[] {
  const marker = 'PLACEHOLDER';
  return Object.values(paths).flatMap((build) => {
    const shapes = [(build as (value?: string) => string)(), (build as (value: string) => string)(marker)];
    return shapes.map((shape) => new RegExp(`^${shape.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(marker, '[A-Za-z0-9-]+')}$`));
  });
}

describe('/blog', () => {
  let listHtml = '';
  let links: string[] = [];

  beforeAll(async () => {
    const list = await get(paths.blog());
    expect(list.status).toBe(200);
    listHtml = list.html;
    links = articleLinks(listHtml);
  });

  it('lists at least 8 articles, newest first, each link answering 200', async () => {
    expect(links.length).toBeGreaterThanOrEqual(8);
    const days = [...listHtml.matchAll(/<time datetime="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]!);
    expect(days.length).toBe(links.length);
    expect([...days].sort().reverse()).toEqual(days);
    for (const link of links) expect((await fetch(new URL(link, server.origin))).status, link).toBe(200);
  });

  it('has its own title, description, canonical URL and social card, and ships no JavaScript', () => {
    expect(listHtml.match(/<title>([^<]*)<\/title>/)?.[1]).toContain('blog');
    expect(metaContent(listHtml, 'description')?.length).toBeGreaterThan(50);
    expect(listHtml).toMatch(/<link rel="canonical" href="[^"]*\/blog"/);
    expect(metaContent(listHtml, 'og:title')).toBeTruthy();
    expect(metaContent(listHtml, 'twitter:card')).toBe('summary_large_image');
    expect(withoutHeaderCityScript(listHtml)).not.toMatch(/<script/);
  });

  it('is linked from the content navigation of every article', async () => {
    const article = await get(links[0]!);
    expect(article.html).toMatch(/<nav[^>]*aria-label="Main"[\s\S]*?href="\/blog"[\s\S]*?<\/nav>/);
  });
});

describe('each article page', () => {
  let pages: { link: string; html: string }[] = [];

  beforeAll(async () => {
    const links = articleLinks((await get(paths.blog())).html);
    pages = await Promise.all(links.map(async (link) => ({ link, html: (await get(link)).html })));
  });

  it('has one h1, a unique title and description, and a canonical URL of its own', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { link, html } of pages) {
      expect(html.match(/<h1[\s>]/g), link).toHaveLength(1);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, link).toBeTruthy();
      titles.add(title!);
      const description = metaContent(html, 'description');
      expect(description?.length, link).toBeGreaterThan(50);
      descriptions.add(description!);
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      expect(new URL(canonical!).pathname, link).toBe(link);
      expect(metaContent(html, 'og:url'), link).toBe(canonical);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it('has a social image and a sized cover that both exist', async () => {
    for (const { link, html } of pages) {
      const ogImage = metaContent(html, 'og:image');
      expect(metaContent(html, 'twitter:image'), link).toBe(ogImage);
      const image = await fetch(new URL(new URL(ogImage!).pathname, server.origin));
      expect(image.status, ogImage).toBe(200);
      expect(image.headers.get('content-type'), ogImage).toBe('image/png');

      const cover = html.match(/<figure[\s\S]*?(<img [^>]*>)/)?.[1];
      expect(cover, link).toBeTruthy();
      expect(attribute(cover!, 'width')).toBe('1200');
      expect(attribute(cover!, 'height')).toBe('630');
      expect(attribute(cover!, 'alt')?.length, link).toBeGreaterThan(10);
      const coverFile = await fetch(new URL(attribute(cover!, 'src')!, server.origin));
      expect(coverFile.status).toBe(200);
      expect(coverFile.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('carries Article JSON-LD whose headline is the page heading, and no other script', () => {
    for (const { link, html } of pages) {
      const scripts = [...withoutHeaderCityScript(html).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, link).toBe(1);
      expect(scripts[0]![1]).toContain('type="application/ld+json"');
      const data = JSON.parse(scripts[0]![2]!);
      const heading = textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!);
      expect(data['@type']).toBe('Article');
      expect(data.headline, link).toBe(heading);
      expect(data.author).toMatchObject({ '@type': 'Person' });
      expect(data.publisher).toMatchObject({ '@type': 'Organization', name: 'Seva' });
      expect(new URL(data.mainEntityOfPage['@id']).pathname).toBe(link);
      expect(Number.isNaN(Date.parse(data.datePublished))).toBe(false);
      expect(Date.parse(data.dateModified)).toBeGreaterThanOrEqual(Date.parse(data.datePublished));
    }
  });

  it('shows a breadcrumb back to the blog and related articles', () => {
    for (const { link, html } of pages) {
      const breadcrumb = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? '';
      expect(breadcrumb, link).toContain('href="/"');
      expect(breadcrumb, link).toContain('href="/blog"');
      expect(breadcrumb, link).toContain('aria-current="page"');
      const related = html.match(/<section[^>]*aria-labelledby="related-heading"[\s\S]*?<\/section>/)?.[0] ?? '';
      const relatedLinks = articleLinks(related);
      expect(relatedLinks.length, link).toBeGreaterThanOrEqual(1);
      expect(relatedLinks, link).not.toContain(link);
    }
  });

  it('links only to routes the product has, and to articles that exist', () => {
    const patterns = routePatterns();
    const articles = new Set(pages.map((page) => page.link));
    for (const { link, html } of pages) {
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
        const target = decode(href!);
        expect(
          // The language switch (paths.language) names the page it keeps: a path of ours as its query.
          patterns.some((pattern) => pattern.test(target)) || /^\/language\?to=[a-z]+&page=(\/|%2F)[^?&]*$/.test(target),
          `${link} links to ${target}`,
        ).toBe(true);
        if (target.startsWith('/blog/')) expect(articles.has(target), `${link} links to ${target}`).toBe(true);
      }
    }
  });
});
