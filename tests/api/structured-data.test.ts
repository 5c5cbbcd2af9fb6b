import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcasePartnerSlugs } from '../../src/features/catalog/demo/showcase';
import { parseDayOpen } from '../../src/features/providers/hours';
import { openingHoursSpecification } from '../../src/features/seo/structured-data';
import { formatIndianPhone } from '../../src/lib/format';
import { openDatabase } from '../../src/lib/server/db/client';
import { reviews, services } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { postApi } from '../support/mail';
import { startServer, type TestServer } from '../support/server';

/**
 * The schema.org JSON-LD of the catalogue pages against a real server, checked field by field against
 * the server's own database once it has stopped: LocalBusiness on details pages (partner pages are in
 * partner.test.ts). Listing, category and home page checks join when their pages exist (branch browse).
 */

const SITE = 'http://localhost:4321';

function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

describe('structured data of details pages', () => {
  let server: TestServer;
  /** LocalBusiness of each details page fetched, by listing slug. */
  const businesses = new Map<string, Record<string, any>>();

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

  it('agrees with the database: name, telephone, address, geo, hours, rating and reviews', async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'db') });
    try {
      const rows = await handle.db.select().from(services).where(inArray(services.slug, [...businesses.keys()]));
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
            written.some((entry) => entry.firstName === review.author.name && entry.comments === review.reviewBody && entry.ratings === review.reviewRating.ratingValue),
            `${row.slug}: review by ${review.author.name}`,
          ).toBe(true);
        }
      }
      expect(withHours).toBeGreaterThan(0);
      expect(rated).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
