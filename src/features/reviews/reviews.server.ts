import { createHash } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import { finalBillRefusal } from '../track-record/track-record';
import { answeredBefore, completedJob } from '../bookings/completed-job.server';
import { refreshQuoteRecords } from '../track-record/track-record.server';
import {
  REVIEWS_PAGE_SIZE,
  reviewAdded,
  reviewUpdated,
  TREND_WINDOW_DAYS,
  trendDirection,
  type RatingSummary,
  type ReviewInput,
  type ReviewItem,
  type ReviewQuery,
} from './reviews';
import { m } from '../../lib/i18n';

const { profiles, reviewVotes, reviews, services } = tables;

/** The database or an open transaction. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Names and pictures come from the reviewer's profile when there is one, so a renamed user's reviews follow. */
const reviewColumns = {
  review_id: reviews.id,
  profile_pic: sql<string | null>`coalesce(${profiles.profilePic}, ${reviews.profilePic})`,
  first_name: sql<string>`coalesce(${profiles.firstName}, ${reviews.firstName})`,
  last_name: sql<string>`coalesce(${profiles.lastName}, ${reviews.lastName})`,
  created_at: reviews.createdAt,
  ratings: reviews.ratings,
  comments: reviews.comments,
  helpful_count: reviews.helpfulCount,
  reply: reviews.reply,
  reply_at: reviews.replyAt,
  // 'Verified customer' only when the business answered the reviewer (a quote, a confirmed booking) before the review.
  verified_customer: answeredBefore(reviews.serviceId, reviews.userId, reviews.createdAt),
};

const orderings: Record<ReviewQuery['sort'], SQL[]> = {
  // "Relevant": the reviews most readers found helpful, then the newest.
  relevant: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  latest: [desc(reviews.createdAt), desc(reviews.id)],
  high: [desc(reviews.ratings), desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of a listing's reviews, sorted and filtered by a search in the comment or the reviewer's name. */
export async function listReviews(serviceId: number, query: ReviewQuery): Promise<{ data: ReviewItem[]; total: number }> {
  const database = await db();
  const conditions: SQL[] = [eq(reviews.serviceId, serviceId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(reviews.comments, pattern),
        ilike(sql`coalesce(${profiles.firstName}, ${reviews.firstName}) || ' ' || coalesce(${profiles.lastName}, ${reviews.lastName})`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    database
      .select(reviewColumns)
      .from(reviews)
      .leftJoin(profiles, eq(profiles.userId, reviews.userId))
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
    database.select({ n: count() }).from(reviews).leftJoin(profiles, eq(profiles.userId, reviews.userId)).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), reply_at: row.reply_at?.toISOString() ?? null })),
    total: totalRow?.n ?? 0,
  };
}

const toAverage = (value: string | number | null) => (value === null ? null : Number(value));

/** Average, count, the 90-day trend and the star breakdown of a listing, from its reviews. */
export async function ratingSummary(serviceId: number, now = clock.now()): Promise<RatingSummary> {
  const since = new Date(now.getTime() - TREND_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await (await db())
    .select({
      count: count(),
      average: sql<string | null>`round(avg(${reviews.ratings})::numeric, 1)`,
      recent: sql<string | null>`round((avg(${reviews.ratings}) filter (where ${reviews.createdAt} >= ${since}))::numeric, 1)`,
      previous: sql<string | null>`round((avg(${reviews.ratings}) filter (where ${reviews.createdAt} < ${since}))::numeric, 1)`,
      ...Object.fromEntries([1, 2, 3, 4, 5].map((stars) => [`s${stars}`, sql<number>`(count(*) filter (where ${reviews.ratings} = ${stars}))::int`])),
    })
    .from(reviews)
    .where(eq(reviews.serviceId, serviceId));
  const stars = row as unknown as Record<'s1' | 's2' | 's3' | 's4' | 's5', number>;
  const recent = toAverage(row?.recent ?? null);
  const previous = toAverage(row?.previous ?? null);
  return {
    average: toAverage(row?.average ?? null) ?? 0,
    count: row?.count ?? 0,
    trend: { recent, previous, direction: trendDirection(recent, previous), window_days: TREND_WINDOW_DAYS },
    breakdown: { '1': stars.s1 ?? 0, '2': stars.s2 ?? 0, '3': stars.s3 ?? 0, '4': stars.s4 ?? 0, '5': stars.s5 ?? 0 },
  };
}

/** Recomputes a listing's stored average (half-up, 1 decimal) and count from its reviews. */
export async function refreshListingRating(database: Queryable, serviceId: number): Promise<{ ratings_average: number; rating_count: number }> {
  const [row] = await database
    .update(services)
    .set({
      ratingsAverage: sql`coalesce((select round(avg(${reviews.ratings})::numeric, 1) from ${reviews} where ${reviews.serviceId} = ${serviceId}), 0)`,
      ratingCount: sql`(select count(*) from ${reviews} where ${reviews.serviceId} = ${serviceId})`,
    })
    .where(eq(services.id, serviceId))
    .returning({ ratings_average: services.ratingsAverage, rating_count: services.ratingCount });
  return row!;
}

/** The name a review shows: the reviewer's profile name, or a neutral one before the profile exists. */
async function reviewerName(database: Queryable, userId: number): Promise<{ firstName: string; lastName: string; profilePic: string | null }> {
  const [profile] = await database
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, profilePic: profiles.profilePic })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return profile ?? { firstName: 'Seva', lastName: 'customer', profilePic: null };
}

/**
 * Adds the user's review of a listing, or edits their earlier one (one review per user per listing),
 * and recomputes the listing's average and count in the same transaction.
 */
export async function submitReview(
  userId: number,
  serviceId: number,
  input: Pick<ReviewInput, 'ratings' | 'comments' | 'final_bill'>,
): Promise<{ msg: string; review_id: number; updated: boolean; ratings_average: number; rating_count: number }> {
  return (await db()).transaction(async (tx) => {
    // A final bill only from the customer of a completed job with this listing, kept beside that job's quote.
    const now = clock.now();
    const job = input.final_bill === undefined ? null : await completedJob(tx, userId, serviceId, now);
    if (input.final_bill !== undefined && !job) throw new HttpError(403, finalBillRefusal());
    const bill = job ? { finalBill: input.final_bill, quotedAmount: job.quote, leadId: job.leadId } : {};
    const name = await reviewerName(tx, userId);
    const [row] = await tx
      .insert(reviews)
      .values({ serviceId, userId, ...name, ratings: input.ratings, comments: input.comments, ...bill, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [reviews.serviceId, reviews.userId],
        // An edit without a final bill keeps the one told before.
        set: { ratings: input.ratings, comments: input.comments, ...name, ...bill, updatedAt: now },
      })
      .returning({ id: reviews.id, createdAt: reviews.createdAt });
    const updated = row!.createdAt.getTime() !== now.getTime();
    if (job) await refreshQuoteRecords(tx, job.partnerId);
    const rating = await refreshListingRating(tx, serviceId);
    return { msg: updated ? reviewUpdated() : reviewAdded(), review_id: row!.id, updated, ...rating };
  });
}

/** The quote of the customer's completed job with a listing, for the review modal's final-bill question; null without one. */
export async function reviewJobQuote(userId: number, serviceId: number): Promise<number | null> {
  return (await completedJob(await db(), userId, serviceId, clock.now()))?.quote ?? null;
}

/**
 * Who votes: a user by id; a visitor by a hash of their address alone (nothing personal is kept). The
 * browser is no part of it: a new User-Agent is free to send, so it would make a new voter each time.
 * Visitors behind one carrier address then share a vote, which undercounts but cannot be inflated.
 */
export function voterKey(user: { id: number } | null, address: string): string {
  if (user) return `user:${user.id}`;
  return `visitor-address:${createHash('sha256').update(address).digest('hex').slice(0, 40)}`;
}

/**
 * Counts a helpful vote once per voter. Answers the review's count and whether this vote was new;
 * a 404 for an unknown review, a 403 for a vote on one's own review.
 */
export async function voteHelpful(reviewId: number, voter: string, userId: number | null): Promise<{ helpful_count: number; counted: boolean }> {
  return (await db()).transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, helpfulCount: reviews.helpfulCount })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .limit(1);
    if (!review) throw new HttpError(404, m['review.refusal.gone']());
    if (userId !== null && review.userId === userId) throw new HttpError(403, m['review.refusal.ownHelpful']());
    const inserted = await tx
      .insert(reviewVotes)
      .values({ reviewId, voterKey: voter })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (inserted.length === 0) return { helpful_count: review.helpfulCount, counted: false };
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpful_count: reviews.helpfulCount });
    return { helpful_count: row!.helpful_count, counted: true };
  });
}
