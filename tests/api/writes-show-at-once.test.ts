import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingCountLabel } from '../../src/lib/format';
import { apiPaths, apiUrl, paths } from '../../src/paths';
import { signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';

/**
 * One cache story: what the server keeps (Astro's route cache for pages, the data cache for reads and
 * the finished answers of the POST listing reads) is forgotten by a write that changes it, so a review
 * shows at once on that listing's details page, the listing page and API, and its partner's page and
 * API, on the instance that took the write; even when each was asked for (and kept) just before.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

interface ListingItem {
  slug: string;
  rating_count: number;
  partner_slug: string;
}

const postJson = (pathname: string, body: unknown, token?: string) =>
  fetch(`${server.origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const page = async (pathname: string) => (await fetch(`${server.origin}${pathname}`)).text();

const listingAnswer = async () =>
  ((await (await postJson(apiUrl(apiPaths.filteredServices()), { slug: 'plumbing', location: 'Kolkata' })).json()) as { data: ListingItem[] }).data;

/** The rating count a listing page's card of `slug` shows (its data-rating-count, after the card's details link). */
function cardRatingCount(html: string, slug: string): number {
  const card = html.indexOf(`href="${paths.details(slug)}"`);
  expect(card, `a card of ${slug}`).toBeGreaterThan(0);
  return Number(/data-rating-count="(\d+)"/.exec(html.slice(card))?.[1]);
}

const partnerListingCount = async (partnerSlug: string, slug: string) => {
  const answer = (await (await postJson(apiUrl(apiPaths.partnerData()), { slug: partnerSlug })).json()) as {
    data: { categories: { service_slug: string; rating_count: number }[] };
  };
  return answer.data.categories.find((listing) => listing.service_slug === slug)?.rating_count;
};

describe('a review', () => {
  it('shows at once on the details, listing and partner pages and answers of its listing, all kept just before', async () => {
    const [listing] = await listingAnswer();
    expect(listing).toBeDefined();
    const { slug, partner_slug: partnerSlug, rating_count: before } = listing!;
    const listingPage = `${paths.listing('plumbing', 'Kolkata')}`;
    // Each asked twice: the second answer comes from what the server keeps.
    for (let i = 0; i < 2; i++) {
      await listingAnswer();
      await page(listingPage);
      await page(paths.details(slug));
      await page(paths.partner(partnerSlug));
      await partnerListingCount(partnerSlug, slug);
    }
    expect(cardRatingCount(await page(listingPage), slug)).toBe(before);

    const { token } = await signInThroughOutbox(server.origin, server.dataDir, 'shows-at-once@example.com');
    const review = await postJson(apiUrl(apiPaths.submitReview()), { ratings: 5, comments: 'Fixed the tap the same day.', slug }, token);
    expect(review.status).toBe(200);
    const after = before + 1;

    expect((await listingAnswer()).find((item) => item.slug === slug)?.rating_count).toBe(after);
    expect(cardRatingCount(await page(listingPage), slug)).toBe(after);
    expect(await page(paths.details(slug))).toContain(`by ${after} customers`);
    expect(await page(paths.partner(partnerSlug))).toContain(ratingCountLabel(after));
    expect(await partnerListingCount(partnerSlug, slug)).toBe(after);
  });
});
