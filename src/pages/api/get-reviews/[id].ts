import { REVIEWS_PAGE_SIZE, reviewQuerySchema, type ReviewsAnswer } from '../../../features/reviews/reviews';
import { listReviews, ratingSummary } from '../../../features/reviews/reviews.server';
import { findListingRefById } from '../../../features/listings/listing-details.server';
import { endpoint, idParam, json, notFound, parseInput } from '../../../lib/server/http';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * A listing's reviews (public): `?sort=relevant|latest|high&q=&page=`. SPEC.md does not fix this
 * answer's shape; it is `{status: 1, data: [...]}` like the other lists, with the paging, the average,
 * count, 90-day trend and star breakdown beside it.
 */
export const GET = endpoint(async ({ params, url }) => {
  const serviceId = idParam(params.id);
  const query = parseInput(reviewQuerySchema, Object.fromEntries(url.searchParams));
  if (!(await findListingRefById(serviceId))) throw notFound(m['listing.refusal.unknownId']());
  const [page, summary] = await Promise.all([listReviews(serviceId, query), ratingSummary(serviceId)]);
  const answer: ReviewsAnswer = { status: 1, ...page, ...summary, page: query.page, page_size: REVIEWS_PAGE_SIZE, sort: query.sort, q: query.q };
  return json(answer);
});
