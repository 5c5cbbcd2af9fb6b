import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { z } from '../../lib/zod';

/**
 * A business's answers to its reviews: one public reply per review ("Response from the owner"), which
 * the owner may edit or delete, and a report of a review the business believes is fake. Shared by the
 * workspace's review page and /api/business/reviews/{review_id}/reply and /report. Pure.
 */

export const REPLY_MAX = 1000;
export const REPORT_REASON_MIN = 10;
export const REPORT_REASON_MAX = 1000;
/** How many reviews one page of the workspace's review list shows. */
export const BUSINESS_REVIEWS_PAGE_SIZE = 20;

/** The replies' and reports' answers and refusals, each read in the language of the request (or page) that reads it. */
export const REPLY_MESSAGES = saidWhenRead({
  empty: m['review.reply.empty'],
  tooLong: () => m['review.reply.tooLong']({ max: REPLY_MAX.toLocaleString('en-IN') }),
  saved: m['review.reply.saved'],
  deleted: m['review.reply.deleted'],
  reason: () => m['review.reply.reasonTooShort']({ min: REPORT_REASON_MIN }),
  reasonTooLong: () => m['review.reply.reasonTooLong']({ max: REPORT_REASON_MAX.toLocaleString('en-IN') }),
  reported: m['review.reply.reportedThanks'],
  alreadyReported: m['review.reply.alreadyReported'],
});

/**
 * POST /api/business/reviews/{review_id}/reply: the reply's text. An empty reply is refused, not taken
 * as a delete: deleting is its own call (DELETE on the same path), so a blank form never wipes a reply.
 */
export const replySchema = z.object({
  reply: z
    .string({ error: () => REPLY_MESSAGES.empty })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .min(1, { error: () => REPLY_MESSAGES.empty })
    .max(REPLY_MAX, { error: () => REPLY_MESSAGES.tooLong }),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** POST /api/business/reviews/{review_id}/report: why the business believes the review is fake. */
export const reportSchema = z.object({
  reason: z
    .string({ error: () => REPLY_MESSAGES.reason })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .min(REPORT_REASON_MIN, { error: () => REPLY_MESSAGES.reason })
    .max(REPORT_REASON_MAX, { error: () => REPLY_MESSAGES.reasonTooLong }),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** Replies are public writes; reports mail support: a business answers many reviews, reports a few. */
export const replyLimits = {
  replies: hourlyPerCaller('business-review-reply', 120),
  reports: hourlyPerCaller('business-review-report', 20),
} as const;

/** One review as the workspace's review page lists it. */
export interface BusinessReview {
  id: number;
  serviceId: number;
  serviceName: string;
  serviceSlug: string;
  reviewer: string;
  ratings: number;
  comments: string;
  createdAt: Date;
  reply: string | null;
  replyAt: Date | null;
  /** This business reported it as fake already. */
  reported: boolean;
}
