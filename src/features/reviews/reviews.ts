import { ratingText } from '../../lib/format';
import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller, type Limit, perHour } from '../../lib/limit';
import { z } from '../../lib/zod';
import { FINAL_BILL_MAX } from '../track-record/track-record';

/**
 * Reviews of a listing: the submission rules shared by the review modal and /api/submit-review-data,
 * the list's sort and search query, and the answer shapes the islands read. Pure.
 */

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_SEARCH_MAX = 100;
export const REVIEWS_PAGE_SIZE = 10;
/** The trend compares the average of the last 90 days with the average before them. */
export const TREND_WINDOW_DAYS = 90;

/** Reviews show on public pages; a visitor's "helpful" votes are counted per client address. */
export const reviewLimits = {
  reviews: hourlyPerCaller('submit-review-data', 20, 30),
  visitorVotesFromAddress: perHour(60) satisfies Limit,
} as const;

/** SPEC.md section 5, word for word (including the spec's spelling), read in the language of the request (or page) checking. */
export const REVIEW_MESSAGES = saidWhenRead({
  rating: m['review.invalid.rating'],
  ratingRange: m['review.invalid.ratingRange'],
  comment: m['review.invalid.comment'],
  commentTooLong: () => m['review.invalid.commentTooLong']({ max: REVIEW_COMMENT_MAX.toLocaleString('en-IN') }),
  finalBill: m['review.invalid.finalBill'],
});

/** "What did you pay in the end?": optional whole rupees; '' and nothing mean "not told". */
const finalBill = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.replace(/[₹,\s]/g, '')) : value),
  z
    .int({ error: () => REVIEW_MESSAGES.finalBill })
    .min(1, { error: () => REVIEW_MESSAGES.finalBill })
    .max(FINAL_BILL_MAX, { error: () => REVIEW_MESSAGES.finalBill })
    .optional(),
);

/** A star rating 1–5. Forms send text ('4'); 0, '' and nothing mean "not chosen". */
const ratings = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: () => REVIEW_MESSAGES.rating })
    .refine((value) => value !== 0, { error: () => REVIEW_MESSAGES.rating })
    .pipe(
      z
        .int({ error: () => REVIEW_MESSAGES.ratingRange })
        .min(1, { error: () => REVIEW_MESSAGES.ratingRange })
        .max(5, { error: () => REVIEW_MESSAGES.ratingRange }),
    ),
);

/** The review modal and /api/submit-review-data: ratings, comments, slug (SPEC.md section 3). */
export const reviewSchema = z.object({
  ratings,
  comments: z
    .string({ error: () => REVIEW_MESSAGES.comment })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .min(1, { error: () => REVIEW_MESSAGES.comment })
    .max(REVIEW_COMMENT_MAX, { error: () => REVIEW_MESSAGES.commentTooLong }),
  slug: z
    .string({ error: () => m['review.invalid.slug']() })
    .trim()
    .min(1, { error: () => m['review.invalid.slug']() })
    .max(200, { error: () => m['listing.refusal.unknownAddress']() }),
  /** Only from the customer of a completed job with this business (track-record/track-record.ts finalBillRefusal). */
  final_bill: finalBill,
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const REVIEW_SORTS = ['relevant', 'latest', 'high'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The tab labels of SPEC.md: Relevant (most helpful votes, then newest), Latest, High to Low. */
/** The sort tabs' labels, each read when shown (in the page's language). */
export const REVIEW_SORT_LABELS: Record<ReviewSort, () => string> = {
  relevant: () => m['review.sort.relevant'](),
  latest: () => m['review.sort.latest'](),
  high: () => m['review.sort.high'](),
};

/** `?sort=&q=&page=` of /api/get-reviews/{id}; anything unknown falls back rather than failing. */
export const reviewQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).catch('relevant'),
  q: z
    .string()
    .catch('')
    .transform((value) => value.replace(/\s+/g, ' ').trim().slice(0, REVIEW_SEARCH_MAX)),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

/** One review as /api/get-reviews lists it (SPEC.md section 3 plus the helpful count, reply and id). */
export interface ReviewItem {
  review_id: number;
  profile_pic: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
  ratings: number;
  comments: string;
  helpful_count: number;
  /** The owner's public answer ("Response from the owner"), if any. */
  reply: string | null;
  /** When the owner last wrote it (ISO), null without a reply. */
  reply_at: string | null;
  /** The reviewer sent this listing an enquiry or booked it on Seva (only then 'Verified customer'). */
  verified_customer: boolean;
}

export type TrendDirection = 'up' | 'down' | 'same' | 'none';

/** The average of the last 90 days against the one before them. */
export interface RatingTrend {
  /** Average of the last 90 days (1 decimal), null without reviews in that time. */
  recent: number | null;
  /** Average before that, null without older reviews. */
  previous: number | null;
  direction: TrendDirection;
  window_days: number;
}

export interface RatingSummary {
  average: number;
  count: number;
  trend: RatingTrend;
  /** How many reviews gave 5, 4, 3, 2 and 1 stars. */
  breakdown: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** The answer of /api/get-reviews/{id}. */
export interface ReviewsAnswer extends RatingSummary {
  status: 1;
  data: ReviewItem[];
  /** Reviews matching the search (all of them without one). */
  total: number;
  page: number;
  page_size: number;
  sort: ReviewSort;
  q: string;
}

export function trendDirection(recent: number | null, previous: number | null): TrendDirection {
  if (recent === null) return 'none';
  if (previous === null || recent === previous) return 'same';
  return recent > previous ? 'up' : 'down';
}

/** '4.6 ↑', '3.9 ↓', '4.0 →'; null when nobody rated in the window. */
export function trendLabel(trend: RatingTrend): string | null {
  if (trend.recent === null) return null;
  const arrow = { up: '↑', down: '↓', same: '→', none: '' }[trend.direction];
  return `${ratingText(trend.recent)} ${arrow}`.trim();
}

/** Words for screen readers and the tooltip: 'Last 90 days: 4.6, up from 4.2'. */
export function trendDescription(trend: RatingTrend): string {
  const days = trend.window_days;
  if (trend.recent === null) return m['review.trend.none']({ days });
  const recent = ratingText(trend.recent);
  if (trend.previous === null) return m['review.trend.allRecent']({ days, recent });
  const previous = ratingText(trend.previous);
  if (trend.direction === 'same') return m['review.trend.same']({ days, recent });
  return trend.direction === 'up' ? m['review.trend.up']({ days, recent, previous }) : m['review.trend.down']({ days, recent, previous });
}

/** Submit answers: a first review, or the user's earlier one edited (one review per user per listing). */
export const reviewAdded = () => m['review.added']();
export const reviewUpdated = () => m['review.updated']();

export interface SubmitReviewAnswer {
  status: 1;
  msg: string;
  data: { review_id: number; updated: boolean; ratings_average: number; rating_count: number };
}

/** GET /api/review-job/{slug}: the signed-in customer's completed job with the listing, whose final bill the review may tell. */
export interface ReviewJobAnswer {
  status: 1;
  /** The job's quote in whole rupees, null when the customer has no completed job there. */
  data: { quote: number | null };
}

export interface HelpfulAnswer {
  status: 1;
  msg: string;
  data: { review_id: number; helpful_count: number; counted: boolean };
}
