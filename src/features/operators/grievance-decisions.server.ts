import type { GrievanceCase } from '../grievances/grievances';
import { acknowledgeGrievance, listGrievances, resolveGrievance } from '../grievances/grievances.server';
import { db } from '../../lib/server/db';
import { recordOperatorAction } from './audit.server';
import type { OperatorActor } from './operators.server';

/**
 * The operators' side of grievances: each decision in one transaction with its row of the audit log (the
 * grievances feature writes the grievance and the complainant's mail; this one says who did it, and why).
 */

/** The list an operator reads, itself audited: it holds complainants' names and addresses. */
export async function grievancesForOperator(actor: OperatorActor, open: boolean): Promise<GrievanceCase[]> {
  const cases = await listGrievances({ open });
  await recordOperatorAction(await db(), {
    operatorId: actor.userId,
    action: 'operator.grievances.read',
    subjectKind: 'grievances',
    subjectId: open ? 'open' : 'all',
  });
  return cases;
}

/** Acknowledges `ticket` (a no-op, unaudited, when it was acknowledged already). Answers whether it was new. */
export async function acknowledgeForOperator(actor: OperatorActor, ticket: string): Promise<boolean> {
  return (await db()).transaction(async (tx) => {
    const acknowledged = await acknowledgeGrievance(tx, ticket, actor.userId);
    if (acknowledged) {
      await recordOperatorAction(tx, {
        operatorId: actor.userId,
        action: 'operator.grievances.acknowledge',
        subjectKind: 'grievance',
        subjectId: ticket,
      });
    }
    return acknowledged;
  });
}

/** Resolves `ticket` with `answer` (mailed with the appeal route); the answer is the audit row's reason. */
export async function resolveForOperator(actor: OperatorActor, ticket: string, answer: string): Promise<GrievanceCase> {
  return (await db()).transaction(async (tx) => {
    const resolved = await resolveGrievance(tx, ticket, answer, actor.userId);
    await recordOperatorAction(tx, {
      operatorId: actor.userId,
      action: 'operator.grievances.resolve',
      subjectKind: 'grievance',
      subjectId: ticket,
      reason: answer,
    });
    return resolved;
  });
}
