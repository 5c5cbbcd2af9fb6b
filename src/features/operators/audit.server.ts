import { desc, eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import type { OperatorAction } from '../members/permissions';
import { consoleAccount } from './operators';

const { operatorAudit, users } = tables;

/** The columns of an account that consoleAccount names it by, to select beside a row (`withOperator`). */
export const accountColumns = { email: users.email, mobile: users.mobile };

/** A row read with the accountColumns of the operator who acted, as the console's logs show it. */
export const withOperator = <R extends { email: string | null; mobile: string | null }>({ email, mobile, ...row }: R) => ({
  ...row,
  operator: consoleAccount({ email, mobile }),
});

/** What an operator did, for the audit log. */
export interface OperatorAuditEntry {
  /** The operator who acted; null for the configuration (OPERATOR_EMAILS at start). */
  operatorId: number | null;
  action: OperatorAction;
  /** What it was done to: 'claim', 'partner', 'user', 'review', 'grievance', … */
  subjectKind: string;
  /** Its id, or its ticket. */
  subjectId: number | string;
  /** Why: the reason given with a decision, or '' when the action needs none. */
  reason?: string;
}

/**
 * Writes one row of the audit log (who, what, on what, when, why). Call it with the transaction of the action
 * itself, so that an action is never done without its row, nor a row written for an action that rolled back.
 */
export async function recordOperatorAction(executor: Pick<Database, 'insert'>, entry: OperatorAuditEntry): Promise<void> {
  await executor.insert(operatorAudit).values({
    operatorId: entry.operatorId,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: String(entry.subjectId),
    reason: entry.reason ?? '',
  });
}

/** A row of the audit log as the console shows it. */
export interface AuditRow {
  id: number;
  at: Date;
  /** The operator's email (or mobile); null for the configuration or an account since deleted. */
  operator: string | null;
  action: string;
  subjectKind: string;
  subjectId: string;
  reason: string;
}

/** The newest rows of the audit log, newest first. */
export async function recentOperatorActions(limit = 20): Promise<AuditRow[]> {
  const database = await db();
  const rows = await database
    .select({
      id: operatorAudit.id,
      at: operatorAudit.createdAt,
      ...accountColumns,
      action: operatorAudit.action,
      subjectKind: operatorAudit.subjectKind,
      subjectId: operatorAudit.subjectId,
      reason: operatorAudit.reason,
    })
    .from(operatorAudit)
    .leftJoin(users, eq(users.id, operatorAudit.operatorId))
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
  return rows.map(withOperator);
}
