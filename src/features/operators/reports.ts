import { rowId } from '../../lib/fields';
import { m } from '../../lib/i18n';
import { z } from '../../lib/zod';
import { decisionReason } from './operators';

/**
 * The reports queue: a business's report of a review it believes fake (reviews/review-replies.server.ts stores
 * it) waits here for an operator, with the IT Rules' content clocks: acknowledged within 24 hours, settled within
 * 15 days. Settled means taken down (the review and its reports go) or dismissed (the review stays).
 */
export const REPORT_ACKNOWLEDGE_HOURS = 24;
export const REPORT_SETTLE_HOURS = 15 * 24;

/** A report waiting in the queue. */
export interface PendingReport {
  key: string;
  reportId: number;
  reviewId: number;
  serviceId: number;
  listingName: string;
  listingSlug: string;
  businessName: string;
  rating: number;
  reviewer: string;
  comments: string;
  reason: string;
  receivedAt: Date;
  /** When an operator acknowledged it; null until then. */
  acknowledgedAt: Date | null;
  acknowledgeBy: Date;
  settleBy: Date;
  /** The queue's clock: the nearer open deadline (acknowledging until it is acknowledged, then settling). */
  dueAt: Date;
}

/** POST /api/operator/reports/{report_id}/dismiss and the console's dismiss form: why the review stays. */
export const dismissReportSchema = z.object({ reason: decisionReason });
/** The console's report forms name the report. */
export const reportIdSchema = z.object({ report_id: rowId(() => m['operator.report.noSuch']()) });
