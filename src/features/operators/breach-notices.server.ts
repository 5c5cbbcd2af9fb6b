import { inArray } from 'drizzle-orm';
import { baseLocale, type Locale, locales, m } from '../../lib/i18n';
import { db, tables } from '../../lib/server/db';
import { enqueueMail, paragraphsMail } from '../../lib/server/mail';
import { grievanceOfficer } from '../grievances/grievances.server';
import { recordOperatorAction } from './audit.server';
import type { BreachNoticeInput } from './breach-notices';
import type { OperatorActor } from './operators.server';

const { breachNotices, users } = tables;

/** The mail one affected person reads, in their language (the operator's own words quoted as written). */
export function breachMail(input: BreachNoticeInput, locale: Locale) {
  const officer = grievanceOfficer();
  const say = { locale };
  return paragraphsMail(m['mail.breach.subject']({ incident: input.incident }, say), [
    m['mail.breach.intro']({}, say),
    m['mail.breach.what']({ text: input.what_happened }, say),
    m['mail.breach.data']({ text: input.data_affected }, say),
    m['mail.breach.weDo']({ text: input.what_we_do }, say),
    m['mail.breach.youCanDo']({ text: input.what_you_can_do }, say),
    m['mail.breach.contact']({ email: officer.dataProtectionEmail, name: officer.name, officerEmail: officer.email }, say),
  ]);
}

/**
 * Tells each affected person (docs/breach-runbook.md): one mail each, in the language of their account (English
 * for an address without one), kept as a record of the notice (breach_notices: the texts, how many were told,
 * by whom, when; not the addresses) and a row of the audit log, in one transaction. Answers how many were told.
 */
export async function tellAffectedPeople(actor: OperatorActor, input: BreachNoticeInput): Promise<{ told: number; noticeId: number }> {
  const database = await db();
  return database.transaction(async (tx) => {
    const accounts = await tx.select({ email: users.email, locale: users.locale }).from(users).where(inArray(users.email, input.emails));
    const localeOf = new Map(accounts.map((account) => [account.email, account.locale]));
    const [notice] = await tx
      .insert(breachNotices)
      .values({
        incident: input.incident,
        operatorId: actor.userId,
        whatHappened: input.what_happened,
        dataAffected: input.data_affected,
        whatWeDo: input.what_we_do,
        whatYouCanDo: input.what_you_can_do,
        told: input.emails.length,
      })
      .returning({ id: breachNotices.id });
    for (const to of input.emails) {
      const stored = localeOf.get(to);
      const locale = stored && (locales as readonly string[]).includes(stored) ? (stored as Locale) : baseLocale;
      await enqueueMail(tx, { kind: 'breach-notice', to, ...breachMail(input, locale) }, { key: notice!.id, urgent: true });
    }
    await recordOperatorAction(tx, {
      operatorId: actor.userId,
      action: 'operator.breach.notify',
      subjectKind: 'breach-notice',
      subjectId: notice!.id,
      reason: m['operator.breach.auditReason']({ incident: input.incident, count: input.emails.length }, { locale: 'en' }),
    });
    return { told: input.emails.length, noticeId: notice!.id };
  });
}
