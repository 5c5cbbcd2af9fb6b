import { m } from '../../lib/i18n';
import { db, tables } from '../../lib/server/db';
import { enqueueMail, paragraphsMail } from '../../lib/server/mail';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { grievanceOfficer } from '../grievances/grievances.server';
import { recordOperatorAction } from './audit.server';
import type { BreachNoticeInput } from './breach-notices';
import type { OperatorActor } from './operators.server';

const { breachNotices } = tables;

/** The mail one affected person reads, in the language it is composed in (the operator's own words quoted as written). */
export function breachMail(input: BreachNoticeInput) {
  const officer = grievanceOfficer();
  return paragraphsMail(m['mail.breach.subject']({ incident: input.incident }), [
    m['mail.breach.intro'](),
    m['mail.breach.what']({ text: input.what_happened }),
    m['mail.breach.data']({ text: input.data_affected }),
    m['mail.breach.weDo']({ text: input.what_we_do }),
    m['mail.breach.youCanDo']({ text: input.what_you_can_do }),
    m['mail.breach.contact']({ email: officer.dataProtectionEmail, name: officer.name, officerEmail: officer.email }),
  ]);
}

/**
 * Tells each affected person (docs/breach-runbook.md): one mail each, in the language of the account at that
 * address (lib/server/recipient-locale.ts; English for an address without one), kept as a record of the notice
 * (breach_notices: the texts, how many were told, by whom, when; not the addresses) and a row of the audit log,
 * in one transaction. Answers how many were told.
 */
export async function tellAffectedPeople(actor: OperatorActor, input: BreachNoticeInput): Promise<{ told: number; noticeId: number }> {
  const database = await db();
  return database.transaction(async (tx) => {
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
      await inLanguageOf(tx, { address: to }, () =>
        enqueueMail(tx, { kind: 'breach-notice', to, ...breachMail(input) }, { key: notice!.id, urgent: true }),
      );
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
