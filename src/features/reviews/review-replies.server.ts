import { inLanguageOf } from '../../lib/server/recipient-locale';
import { count, desc, eq, sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError, unauthorized } from '../../lib/server/http';
import { mailSubmission } from '../content/support-mail.server';
import { notify } from '../notifications/notifications.server';
import { requireMember } from '../members/membership.server';
import type { MemberAction } from '../members/permissions';
import { BUSINESS_REVIEWS_PAGE_SIZE, type BusinessReview, REPLY_MESSAGES } from './review-replies';
import { m } from '../../lib/i18n';

const { partners, profiles, reviewReports, reviews, services } = tables;

/** The listing a review is of (what the listing invalidation needs) and its business. */
export interface ReviewedListing {
  id: number;
  partnerId: number;
}

const noSuchReview = () => new HttpError(404, m['review.refusal.notYourBusiness']());

/**
 * The review and the business it is of, once the user is checked as a member of that business who may take
 * the action: 401 signed out, 404 for an unknown review and for a non-member (the same answer, so nothing
 * leaks), 403 for a role that may not (staff).
 */
async function reviewFor(user: App.SessionUser | null, reviewId: number, action: MemberAction) {
  if (!user) throw unauthorized();
  const database = await db();
  const [row] = await database
    .select({
      serviceId: services.id,
      partnerId: services.partnerId,
      serviceName: services.serviceName,
      reviewerId: reviews.userId,
      reply: reviews.reply,
      comments: reviews.comments,
      ratings: reviews.ratings,
      firstName: reviews.firstName,
      lastName: reviews.lastName,
    })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!row) throw noSuchReview();
  await requireMember(user, row.partnerId, action);
  return { ...row, userId: user.id, email: user.email };
}

/**
 * Publishes or edits the owner's reply to a review (one per review); the reply's time is the time of
 * this writing. The reply is read (`readReply`, which may throw a 422) only once the owner is checked, so
 * nobody else learns anything from the answer. The reviewer, if they have an account, is told of a first reply. Answers the listing
 * to invalidate.
 */
export async function replyToReview(user: App.SessionUser | null, reviewId: number, readReply: () => string): Promise<ReviewedListing> {
  const review = await reviewFor(user, reviewId, 'reviews.reply');
  const reply = readReply();
  await (await db()).transaction(async (tx) => {
    await tx.update(reviews).set({ reply, replyAt: clock.now() }).where(eq(reviews.id, reviewId));
    const reviewerId = review.reviewerId;
    if (review.reply === null && reviewerId !== null) {
      await inLanguageOf(tx, { userId: reviewerId }, () =>
        notify(tx, reviewerId, m['notification.review.replied']({ business: review.serviceName, reply: reply.slice(0, 200) })),
      );
    }
  });
  return { id: review.serviceId, partnerId: review.partnerId };
}

/** Deletes the owner's reply to a review (nothing to do when there is none). Answers the listing to invalidate. */
export async function deleteReply(user: App.SessionUser | null, reviewId: number): Promise<ReviewedListing> {
  const review = await reviewFor(user, reviewId, 'reviews.delete-reply');
  await (await db()).update(reviews).set({ reply: null, replyAt: null }).where(eq(reviews.id, reviewId));
  return { id: review.serviceId, partnerId: review.partnerId };
}

/**
 * Stores the owner's report of a review they believe is fake (once per review per business: a second
 * one is a 409) and mails it to support. The review stays up until support decides.
 */
export async function reportReview(user: App.SessionUser | null, reviewId: number, readReason: () => string): Promise<void> {
  const review = await reviewFor(user, reviewId, 'reviews.report');
  const reason = readReason();
  const database = await db();
  const [report] = await database
    .insert(reviewReports)
    .values({ reviewId, partnerId: review.partnerId, userId: review.userId, reason })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (!report) throw new HttpError(409, REPLY_MESSAGES.alreadyReported);
  const [partner] = await database.select({ name: partners.businessName }).from(partners).where(eq(partners.id, review.partnerId)).limit(1);
  await mailSubmission({
    kind: 'review-report',
    id: report.id,
    subject: m['mail.reviewReport.subject']({ business: review.serviceName }),
    replyTo: review.email ?? undefined,
    fields: [
      [m['mail.field.business'](), m['mail.reviewReport.business']({ name: partner?.name ?? '', id: review.partnerId })],
      [m['mail.field.listing'](), m['mail.reviewReport.listing']({ name: review.serviceName, id: review.serviceId })],
      [
        m['mail.field.review'](),
        m['mail.reviewReport.review']({ id: reviewId, reviewer: `${review.firstName} ${review.lastName}`.trim(), rating: review.ratings }),
      ],
      [m['mail.field.reviewText'](), review.comments],
      [m['mail.field.reasonGiven'](), reason],
      [m['mail.field.reportedBy'](), review.email ?? '—'],
    ],
  });
}

/** One page of a business's reviews over all its listings, newest first, and how many there are. */
export async function listBusinessReviews(partnerId: number, page: number): Promise<{ items: BusinessReview[]; total: number }> {
  const database = await db();
  const where = eq(services.partnerId, partnerId);
  const [items, [total]] = await Promise.all([
    database
      .select({
        id: reviews.id,
        serviceId: services.id,
        serviceName: services.serviceName,
        serviceSlug: services.slug,
        reviewer: sql<string>`trim(coalesce(${profiles.firstName}, ${reviews.firstName}) || ' ' || coalesce(${profiles.lastName}, ${reviews.lastName}))`,
        ratings: reviews.ratings,
        comments: reviews.comments,
        createdAt: reviews.createdAt,
        reply: reviews.reply,
        replyAt: reviews.replyAt,
        reported: sql<boolean>`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.partnerId} = ${partnerId})`,
      })
      .from(reviews)
      .innerJoin(services, eq(services.id, reviews.serviceId))
      .leftJoin(profiles, eq(profiles.userId, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(BUSINESS_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * BUSINESS_REVIEWS_PAGE_SIZE),
    database.select({ n: count() }).from(reviews).innerJoin(services, eq(services.id, reviews.serviceId)).where(where),
  ]);
  return { items: items.map((item) => ({ ...item, reported: Boolean(item.reported) })), total: total?.n ?? 0 };
}
