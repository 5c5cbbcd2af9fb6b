import { and, asc, eq, isNull } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { recordOperatorAction } from './audit.server';
import { tellReporters } from './reporter-mail.server';
import type { OperatorActor } from './operators.server';
import { dueAfter } from './operators';
import { type PendingReport, REPORT_ACKNOWLEDGE_HOURS, REPORT_SETTLE_HOURS } from './reports';

const { reviewReports, reviews, services, partners } = tables;

/** Reports no operator has settled yet, the oldest first (a taken-down review's reports went with it). */
export async function pendingReports(limit = 100): Promise<PendingReport[]> {
  const rows = await (await db())
    .select({
      reportId: reviewReports.id,
      reviewId: reviews.id,
      serviceId: services.id,
      listingName: services.serviceName,
      listingSlug: services.slug,
      businessName: partners.businessName,
      rating: reviews.ratings,
      firstName: reviews.firstName,
      lastName: reviews.lastName,
      comments: reviews.comments,
      reason: reviewReports.reason,
      receivedAt: reviewReports.createdAt,
      acknowledgedAt: reviewReports.acknowledgedAt,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .innerJoin(partners, eq(partners.id, reviewReports.partnerId))
    .where(isNull(reviewReports.dismissedAt))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, ...row }) => {
    const settleBy = dueAfter(row.receivedAt, REPORT_SETTLE_HOURS);
    return {
      ...row,
      key: `report-${row.reportId}`,
      reviewer: `${firstName} ${lastName}`.trim(),
      acknowledgeBy: dueAfter(row.receivedAt, REPORT_ACKNOWLEDGE_HOURS),
      settleBy,
      dueAt: row.acknowledgedAt ? settleBy : dueAfter(row.receivedAt, REPORT_ACKNOWLEDGE_HOURS),
    };
  });
}

/** Acknowledges a waiting report (a person has it in hand). Answers what the operator reads; audited when it was new. */
export async function acknowledgeReport(actor: OperatorActor, reportId: number): Promise<{ acknowledged: boolean; message: string }> {
  return (await db()).transaction(async (tx) => {
    const [report] = await tx.select().from(reviewReports).where(eq(reviewReports.id, reportId)).for('update').limit(1);
    if (!report) throw notFound(m['operator.report.noSuch']());
    if (report.acknowledgedAt || report.dismissedAt)
      return { acknowledged: false, message: m['operator.report.acknowledgedAlready']({ id: report.reviewId }) };
    await tx.update(reviewReports).set({ acknowledgedAt: clock.now() }).where(eq(reviewReports.id, reportId));
    await recordOperatorAction(tx, {
      operatorId: actor.userId,
      action: 'operator.reports.decide',
      subjectKind: 'review-report',
      subjectId: reportId,
      reason: /* i18n-ignore: the audit log's record of the step, an id */ 'acknowledged',
    });
    await tellReporters(tx, [reportId], 'acknowledged');
    return { acknowledged: true, message: m['operator.report.acknowledged']({ id: report.reviewId }) };
  });
}

/** Dismisses a waiting report: the review stays; the reason is kept in the audit log. Answers what the operator reads. */
export async function dismissReport(actor: OperatorActor, reportId: number, reason: string): Promise<string> {
  return (await db()).transaction(async (tx) => {
    const [report] = await tx.select().from(reviewReports).where(eq(reviewReports.id, reportId)).for('update').limit(1);
    if (!report) throw notFound(m['operator.report.noSuch']());
    if (report.dismissedAt) throw new HttpError(409, m['operator.report.alreadyDecided']());
    await tx
      .update(reviewReports)
      .set({ dismissedAt: clock.now() })
      .where(and(eq(reviewReports.id, reportId), isNull(reviewReports.dismissedAt)));
    await recordOperatorAction(tx, {
      operatorId: actor.userId,
      action: 'operator.reports.decide',
      subjectKind: 'review-report',
      subjectId: reportId,
      reason,
    });
    await tellReporters(tx, [reportId], 'dismissed', reason);
    return m['operator.report.dismissed']({ id: report.reviewId });
  });
}
