/** What the details page /details/{slug} shows: the listing, its first reviews and questions, its hours. */
import type { AstroGlobal } from 'astro';
import { clock } from '../../lib/server/clock';
import { paths } from '../../paths';
import { listQuestions } from '../questions/questions.server';
import { REVIEWS_PAGE_SIZE, type ReviewsAnswer } from '../reviews/reviews';
import { listReviews, ratingSummary } from '../reviews/reviews.server';
import { localBusiness, localBusinessType, openGraphImage } from '../seo/structured-data';
import { DETAILS_PAGE_CACHE, cityName, detailsPageTag } from '../listings/listing-details';
import { findListingBySlug, readableHours } from '../listings/listing-details.server';
import { ratingText } from '../../lib/format';
import { m } from '../../lib/i18n';

/** The page of the listing `Astro.params.slug` names, or a Response to return (404). */
export async function detailsPage(astro: AstroGlobal) {
  const listing = await findListingBySlug(astro.params.slug ?? '');
  // An empty 404 makes Astro answer with the site's 404 page and status.
  if (!listing) return new Response(null, { status: 404 });
  // Cached for seconds: the HTML does not depend on who asks (the heart and other personal state load in
  // the islands), and a review, photo or question on this listing forgets it at once (detailsPageTag).
  astro.cache.set({ ...DETAILS_PAGE_CACHE, tags: ['catalog', detailsPageTag(listing.id)] });

  const now = clock.now();
  const [firstPage, summary, questions] = await Promise.all([
    listReviews(listing.id, { sort: 'relevant', q: '', page: 1 }),
    ratingSummary(listing.id, now),
    listQuestions(listing.id),
  ]);
  const reviews: ReviewsAnswer = { status: 1, ...firstPage, ...summary, page: 1, page_size: REVIEWS_PAGE_SIZE, sort: 'relevant', q: '' };
  const hours = readableHours(listing);

  const site = astro.site!;
  const canonicalPath = paths.details(listing.slug);
  const pageUrl = new URL(canonicalPath, site).href;
  const category = listing.category;
  // schema.org LocalBusiness from the one set of builders (src/features/seo/structured-data.ts).
  const jsonLd = localBusiness({
    type: localBusinessType([...listing.categoryChain].reverse().map((crumb) => crumb.slug)),
    name: listing.serviceName,
    description: listing.basicInfo,
    url: pageUrl,
    images: [new URL(listing.featuredImage, site).href],
    telephone: listing.contactNo,
    address: listing.serviceAddress,
    city: listing.city,
    geo: { lat: listing.lat, lng: listing.lng },
    hours: hours.status === 'ok' ? hours.hours : null,
    rating: { average: summary.average, count: summary.count },
    reviews: firstPage.data
      .slice(0, 3)
      .map((review) => ({ author: review.first_name, date: review.created_at, rating: review.ratings, body: review.comments })),
    prices: category.isTransport ? [] : [listing.price],
  });
  return {
    listing,
    reviews,
    questions,
    hours,
    now,
    canonicalPath,
    pageUrl,
    // The listing's own city, never the visitor's stored one: a Kolkata plumber's page is about Kolkata
    // whichever city the visitor last chose (the header says theirs).
    city: cityName(listing.city) || listing.city,
    title: m['provider.page.title']({ name: listing.serviceName, city: listing.city, category: category.label }),
    description: [
      m['provider.page.where']({ name: listing.serviceName, address: listing.serviceAddress }),
      listing.ratingCount > 0 ? m['provider.page.rated']({ average: ratingText(listing.ratingsAverage), count: listing.ratingCount }) : null,
      category.isTransport ? m['provider.page.inviteRide']() : m['provider.page.invite'](),
    ]
      .filter(Boolean)
      .join(' '),
    ogImage: openGraphImage(listing.featuredImage),
    jsonLd,
  };
}
