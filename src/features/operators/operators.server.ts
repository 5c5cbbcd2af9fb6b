import { asc, eq, inArray } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { HttpError, notFound, unauthorized } from '../../lib/server/http';
import { m } from '../../lib/i18n';
import { canonicalEmail } from '../auth/auth';
import { newRefCode } from '../auth/ref-code.server';
import { can, type OperatorAction } from '../members/permissions';
import { accountColumns, recordOperatorAction } from './audit.server';
import { consoleAccount, operatorMessages } from './operators';

const { operators, users } = tables;

/** An operator as a process's transition names them (lib/process.ts), once `requireOperator` let them act. */
export interface OperatorActor {
  kind: 'operator';
  userId: number;
}

/** Whether the user is an operator now (the table is read on every check: a grant shows at once, on every instance). */
export async function isOperator(userId: number): Promise<boolean> {
  const database = await db();
  const [row] = await database.select({ userId: operators.userId }).from(operators).where(eq(operators.userId, userId)).limit(1);
  return row !== undefined;
}

/** The refusal of anyone who is not an operator: the same 404 as a path that does not exist, so the console does not announce itself. */
export const notAnOperator = () => notFound();

/**
 * The check every operator call and the console make before they read or change anything, for the action
 * they take (the `operator` column of members/permissions.ts): 401 without a signed-in user, 404 for anyone
 * who is not an operator (a customer, a business's member), 403 for an action the table does not give operators.
 */
export async function requireOperator(user: App.SessionUser | null, action: OperatorAction): Promise<OperatorActor> {
  if (!user) throw unauthorized();
  if (!(await isOperator(user.id))) throw notAnOperator();
  if (!can('operator', action)) throw new HttpError(403, m['operator.refusal.notAllowed']());
  return { kind: 'operator', userId: user.id };
}

/**
 * OPERATOR_EMAILS at start: each email becomes an operator, its account made when it has none yet (the person
 * signs in with that email as anyone does; making the account now, rather than watching every sign-in for these
 * emails, keeps one rule for who is an operator: a row of `operators`). Each new grant is audited, by no
 * operator (the configuration). Several instances starting together grant each once. Answers how many were new.
 */
export async function grantConfiguredOperators(database: Database, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  return database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx
      .insert(users)
      .values(emails.map((email) => ({ email, canonicalEmail: canonicalEmail(email), refCode: newRefCode() })))
      .onConflictDoNothing();
    const accounts = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [...emails]));
    if (accounts.length === 0) return 0;
    const granted = await tx
      .insert(operators)
      .values(accounts.map((account) => ({ userId: account.id, grantedBy: null })))
      .onConflictDoNothing()
      .returning({ userId: operators.userId });
    for (const row of granted) {
      await recordOperatorAction(tx, {
        operatorId: null,
        action: 'operator.operators.grant',
        subjectKind: 'user',
        subjectId: row.userId,
        reason: /* i18n-ignore: the configuration's name, not a word */ 'OPERATOR_EMAILS',
      });
    }
    return granted.length;
  });
}

/**
 * An operator makes the account with this email an operator (audited). The person must have signed in once:
 * an email with no account is a 422 saying so. Answers what to tell the operator.
 */
export async function grantOperator(actor: OperatorActor, email: string): Promise<string> {
  const database = await db();
  return database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!account) throw new HttpError(422, m['operator.grant.noAccount']({ email }), { email: m['operator.grant.noAccount']({ email }) });
    const granted = await tx
      .insert(operators)
      .values({ userId: account.id, grantedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ userId: operators.userId });
    if (granted.length === 0) return operatorMessages.alreadyOperator(email);
    await recordOperatorAction(tx, { operatorId: actor.userId, action: 'operator.operators.grant', subjectKind: 'user', subjectId: account.id });
    return operatorMessages.granted(email);
  });
}

/** An operator as the console lists them. */
export interface OperatorRow {
  userId: number;
  account: string;
  since: Date;
  /** Who made them one; null for OPERATOR_EMAILS. */
  grantedBy: string | null;
}

/** Every operator, the longest-serving first. */
export async function listOperators(): Promise<OperatorRow[]> {
  const database = await db();
  const rows = await database
    .select({ userId: operators.userId, ...accountColumns, since: operators.createdAt, grantedBy: operators.grantedBy })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .orderBy(asc(operators.createdAt), asc(operators.userId));
  const granters = new Map(rows.map((row) => [row.userId, consoleAccount(row) ?? '']));
  const missing = rows.flatMap((row) => (row.grantedBy !== null && !granters.has(row.grantedBy) ? [row.grantedBy] : []));
  if (missing.length > 0) {
    const others = await database
      .select({ id: users.id, ...accountColumns })
      .from(users)
      .where(inArray(users.id, missing));
    for (const other of others) granters.set(other.id, consoleAccount(other) ?? '');
  }
  return rows.map((row) => ({
    userId: row.userId,
    account: consoleAccount(row) ?? '',
    since: row.since,
    grantedBy: row.grantedBy === null ? null : (granters.get(row.grantedBy) ?? null),
  }));
}
