import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcasePartnerSlugs } from '../../src/features/catalog/demo/showcase';
import { parseDayOpen } from '../../src/features/listings/hours';
import { openingHoursSpecification } from '../../src/features/seo/structured-data';
import { formatIndianPhone } from '../../src/lib/format';
import { openDatabase } from '../../src/lib/server/db/client';
import { categories, reviews, services } from '../../src/lib/server/db/schema';
import { categoryLabel } from '../../src/features/catalog/labels';
import { apiPaths, paths } from '../../src/paths';
import { postApi } from '../support/mail';
import { startServer, type TestServer } from '../support/server';

/**
 * The schema.org JSON-LD of the catalogue pages against a real server, checked field by field against
 * the server's own database once it has stopped: LocalBusiness on details pages (partner pages are in
 * partner.test.ts), BreadcrumbList on listing and category pages, Organization and WebSite on /.
 */

const SITE = 'http://localhost:4321';

function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

describe('structured data of details, listing, category and home pages', () => {
  let server: TestServer;
  /** LocalBusiness of each details page fetched, by listing slug. */
  const businesses = new Map<string, Record<string, any>>();
  /** BreadcrumbList of each listing and category page fetched, by path. */
  const breadcrumbs = new Map<string, Record<string, any>>();

  beforeAll(async () => {
    server = await startServer({ keepData: true });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('every details page of the showcase partners has one LocalBusiness with address, telephone and geo', async () => {
    expect(existsSync('src/pages/details/[slug].astro')).toBe(true);
    for (const partner of showcasePartnerSlugs) {
      const response = await postApi(server, apiPaths.partnerData(), { slug: partner });
      const { categories } = (await response.json()).data as { categories: { service_slug: string }[] };
      for (const { service_slug: slug } of categories) {
        const page = await fetch(`${server.origin}${paths.details(slug)}`);
        expect(page.status, slug).toBe(200);
        const documents = jsonLdOf(await page.text()).filter((document) => document['@id']?.endsWith('#business'));
        expect(documents, slug).toHaveLength(1);
        const business = documents[0]!;
        expect(business['@context']).toBe('https://schema.org');
        expect(business.url).toBe(`${SITE}${paths.details(slug)}`);
        expect(business.telephone).toMatch(/^\+91 \d{5} \d{5}$/);
        expect(business.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN', postalCode: expect.stringMatching(/^[1-9]\d{5}$/) });
        expect(business.geo['@type']).toBe('GeoCoordinates');
        businesses.set(slug, business);
      }
    }
    expect(businesses.size).toBeGreaterThanOrEqual(20);
  });

  it('the home page describes the organisation and the site with a search box that works', async () => {
    const html = await (await fetch(`${server.origin}${paths.home()}`)).text();
    const documents = jsonLdOf(html);
    const organisation = documents.find((document) => document['@type'] === 'Organization');
    const website = documents.find((document) => document['@type'] === 'WebSite');
    expect(organisation).toMatchObject({
      name: 'Seva',
      url: `${SITE}/`,
      logo: expect.stringMatching(/^http:\/\/localhost:4321\//),
      contactPoint: { '@type': 'ContactPoint', telephone: expect.stringMatching(/^\+91/) },
    });
    expect(organisation!.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Kolkata', addressCountry: 'IN' });
    expect(website).toMatchObject({ name: 'Seva', url: `${SITE}/` });
    const action = website!.potentialAction;
    expect(action).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
    expect(action.target.urlTemplate).toBe(`${SITE}/search?q={search_term_string}`);
    const search = await fetch(`${server.origin}${new URL(action.target.urlTemplate.replace('{search_term_string}', 'plumber')).pathname}?q=plumber`);
    expect(search.status).toBe(200);
    expect(await search.text()).toContain('plumber');
  });

  it('listing and category pages carry a BreadcrumbList of the trail they show', async () => {
    for (const path of [
      paths.category('home-services'),
      paths.subCategory('plumbing'),
      paths.categoryStores('tap-and-leak-repair'),
      paths.listing('plumbing'),
      paths.listing('tap-and-leak-repair'),
    ]) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const trail = jsonLdOf(html).filter((document) => document['@type'] === 'BreadcrumbList');
      expect(trail, path).toHaveLength(1);
      const list = trail[0]!;
      expect(list['@context']).toBe('https://schema.org');
      for (const [index, item] of (list.itemListElement as { position: number }[]).entries()) expect(item.position).toBe(index + 1);
      expect(list.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` });
      // The same names, in the same order, as the breadcrumb the page shows.
      const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)![0];
      const shown = [...nav.matchAll(/<(?:a|span)[^>]*>([^<]+)<\/(?:a|span)>/g)].map((match) => match[1]!.trim().replace(/&amp;/g, '&'));
      expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(shown);
      breadcrumbs.set(path, list);
    }
  });

  it('agrees with the database: name, telephone, address, geo, hours, rating and reviews', async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'db') });
    try {
      const rows = await handle.db
        .select()
        .from(services)
        .where(inArray(services.slug, [...businesses.keys()]));
      expect(rows).toHaveLength(businesses.size);
      let withHours = 0;
      let rated = 0;
      for (const row of rows) {
        const business = businesses.get(row.slug)!;
        expect(business.name, row.slug).toBe(row.serviceName);
        expect(business.telephone).toBe(formatIndianPhone(row.contactNo));
        const { streetAddress, addressLocality, addressRegion, postalCode } = business.address;
        expect(`${streetAddress}, ${addressLocality}, ${addressRegion} ${postalCode}`).toBe(row.serviceAddress);
        expect(business.geo).toMatchObject({ latitude: row.lat, longitude: row.lng });

        const hours = parseDayOpen(row.hours);
        if (hours.status === 'ok') {
          withHours++;
          expect(business.openingHoursSpecification, row.slug).toEqual(openingHoursSpecification(hours.hours));
        } else {
          expect(business, row.slug).not.toHaveProperty('openingHoursSpecification');
        }

        const written = await handle.db.select().from(reviews).where(eq(reviews.serviceId, row.id));
        if (written.length === 0) {
          expect(business).not.toHaveProperty('aggregateRating');
          continue;
        }
        rated++;
        const average = written.reduce((sum, review) => sum + review.ratings, 0) / written.length;
        expect(business.aggregateRating).toMatchObject({ ratingCount: written.length, ratingValue: Math.round(average * 10) / 10 });
        expect(business.review.length).toBeGreaterThan(0);
        for (const review of business.review) {
          expect(
            written.some(
              (entry) =>
                entry.firstName === review.author.name && entry.comments === review.reviewBody && entry.ratings === review.reviewRating.ratingValue,
            ),
            `${row.slug}: review by ${review.author.name}`,
          ).toBe(true);
        }
      }
      expect(withHours).toBeGreaterThan(0);
      expect(rated).toBeGreaterThan(0);

      // Breadcrumbs: the category chain from the database, and a listing page's count of its listings.
      const tree = await handle.db.select().from(categories);
      const bySlug = new Map(tree.map((row) => [row.slug, row]));
      const chain = (slug: string) => {
        const names: string[] = [];
        for (let row = bySlug.get(slug); row; row = row.parentId === null ? undefined : tree.find((entry) => entry.id === row!.parentId))
          names.unshift(categoryLabel(row));
        return names;
      };
      const below = (slug: string): number[] => {
        const root = bySlug.get(slug)!;
        const ids = [root.id];
        for (let i = 0; i < ids.length; i++) for (const row of tree) if (row.parentId === ids[i]) ids.push(row.id);
        return ids;
      };
      const names = (path: string) => breadcrumbs.get(path)!.itemListElement.map((item: { name: string }) => item.name);
      expect(names(paths.category('home-services'))).toEqual(['Home', ...chain('home-services')]);
      expect(names(paths.subCategory('plumbing'))).toEqual(['Home', ...chain('plumbing')]);
      expect(names(paths.categoryStores('tap-and-leak-repair'))).toEqual(['Home', ...chain('tap-and-leak-repair')]);
      for (const slug of ['plumbing', 'tap-and-leak-repair']) {
        const listed = await handle.db
          .select({ id: services.id })
          .from(services)
          .where(inArray(services.categoryId, below(slug)));
        expect(names(paths.listing(slug))).toEqual(['Home', ...chain(slug), `${listed.length} Listing${listed.length === 1 ? '' : 's'}`]);
        expect(listed.length).toBeGreaterThan(0);
      }
    } finally {
      await handle.close();
    }
  });
});
