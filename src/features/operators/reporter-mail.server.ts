import { eq, inArray } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { enqueueMail, paragraphsMail } from '../../lib/server/mail';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { APPEAL_DAYS, APPEAL_URL } from '../grievances/grievances';

const { reviewReports, reviews, services, users } = tables;

/** What happened to a report of a review, as its reporter is told (IT Rules 2021, rule 3(2): acknowledged, then settled). */
export type ReportOutcome = 'acknowledged' | 'dismissed' | 'taken-down';

/**
 * Tells the member who reported a review what became of it, in their language: acknowledged (in hand, settled
 * within 15 days), dismissed (the review stays, why, and the appeal route), or taken down (with the appeal
 * route, which the review's author has too). In the decision's transaction, before a takedown deletes the reports
 * with their review. `reportIds`: the reports this decision settles (one, or every report of a taken-down review).
 */
export async function tellReporters(
  tx: Pick<Database, 'execute' | 'select'>,
  reportIds: readonly number[],
  outcome: ReportOutcome,
  reason = '',
): Promise<void> {
  if (reportIds.length === 0) return;
  const rows = await tx
    .select({ reportId: reviewReports.id, userId: reviewReports.userId, email: users.email, listing: services.serviceName })
    .from(reviewReports)
    .innerJoin(users, eq(users.id, reviewReports.userId))
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(inArray(reviewReports.id, [...reportIds]));
  for (const row of rows) {
    if (!row.email) continue;
    await inLanguageOf(tx, { userId: row.userId }, () => {
      const paragraphs = [outcomeText[outcome]({ listing: row.listing, reason })];
      if (outcome !== 'acknowledged') paragraphs.push(m['grievance.appeal']({ days: APPEAL_DAYS, url: APPEAL_URL }));
      const mail = paragraphsMail(m['operator.reportMail.subject']({ listing: row.listing }), paragraphs);
      return enqueueMail(tx, { kind: `report-${outcome}`, to: row.email!, ...mail }, { key: row.reportId });
    });
  }
}

/** What the reporter reads, by the outcome (each message read by its literal id). */
const outcomeText: Record<ReportOutcome, (inputs: { listing: string; reason: string }) => string> = {
  acknowledged: (inputs) => m['operator.reportMail.acknowledged'](inputs),
  dismissed: (inputs) => m['operator.reportMail.dismissed'](inputs),
  'taken-down': (inputs) => m['operator.reportMail.takenDown'](inputs),
};
