import { accountEmail, rowId } from '../../lib/fields';
import { m } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { formFields, z } from '../../lib/zod';
import type { OperatorAction } from '../members/permissions';

/**
 * The people who run the marketplace and their console (/operator). Pure: the console's forms and the
 * operator calls share these schemas, messages and the queues' clock.
 */

/** "Make an operator": the email of an account (a person who signed in to Seva at least once). */
export const grantOperatorSchema = z.object({ email: accountEmail });
export type GrantOperatorField = keyof z.infer<typeof grantOperatorSchema>;
export const GRANT_OPERATOR_FIELDS: readonly GrantOperatorField[] = formFields(grantOperatorSchema);

/** An account as the console names it: its email, else its mobile; null when it has neither (deleted since). */
export const consoleAccount = (row: { email: string | null; mobile: string | null }) => row.email ?? row.mobile;

/** Granting is rare: a handful an hour is plenty, and a stolen session cannot mint many operators. */
export const grantOperatorLimits = hourlyPerCaller('operator-grant', 10);

/** What an operator reads after an action (getters: said in the request's language). */
export const operatorMessages = {
  granted: (email: string) => m['operator.grant.done']({ email }),
  alreadyOperator: (email: string) => m['operator.grant.already']({ email }),
};

/** A decision's reason, where the action needs one (a rejection, a takedown): what the person concerned is told. */
export const decisionReason = z
  .string({ error: () => m['operator.invalid.reasonMissing']() })
  .trim()
  .min(3, { error: () => m['operator.invalid.reasonMissing']() })
  .max(1000, { error: () => m['operator.invalid.reasonTooLong']() });

/** Where an item of a queue stands against its deadline. */
export interface QueueClock {
  /** Whole minutes since it arrived. */
  ageMinutes: number;
  /** Whole minutes left before its deadline (negative once past it); null when it has none. */
  leftMinutes: number | null;
  /** Its deadline has passed. */
  breached: boolean;
}

/** The clock of an item that arrived at `receivedAt` and must be settled by `dueAt` (null: no deadline). */
export function queueClock(receivedAt: Date, dueAt: Date | null, now: Date): QueueClock {
  const ageMinutes = Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / 60_000));
  if (!dueAt) return { ageMinutes, leftMinutes: null, breached: false };
  const leftMs = dueAt.getTime() - now.getTime();
  return { ageMinutes, leftMinutes: leftMs >= 0 ? Math.floor(leftMs / 60_000) : -Math.ceil(-leftMs / 60_000), breached: leftMs < 0 };
}

/** `hours` after `at`: a queue's deadline (claims, new businesses: 48 h; grievances set their own). */
export const dueAfter = (at: Date, hours: number): Date => new Date(at.getTime() + hours * 3_600_000);

/** Each operator action as the audit log names it. */
export const operatorActionLabel: Record<OperatorAction, () => string> = {
  'operator.console': () => m['operator.action.console'](),
  'operator.claims.decide': () => m['operator.action.claimsDecide'](),
  'operator.businesses.approve': () => m['operator.action.businessesApprove'](),
  'operator.reports.decide': () => m['operator.action.reportsDecide'](),
  'operator.grievances.read': () => m['operator.action.grievancesRead'](),
  'operator.grievances.acknowledge': () => m['operator.action.grievancesAcknowledge'](),
  'operator.grievances.resolve': () => m['operator.action.grievancesResolve'](),
  'operator.takedown': () => m['operator.action.takedown'](),
  'operator.badges.confirm': () => m['operator.action.badgesConfirm'](),
  'operator.operators.grant': () => m['operator.action.operatorsGrant'](),
  'operator.breach.notify': () => m['operator.action.breachNotify'](),
};

/** An action stored in the audit log, as it is read (an action since renamed reads as stored). */
export const auditActionLabel = (action: string): string =>
  action in operatorActionLabel ? operatorActionLabel[action as OperatorAction]() : action;

/** GET /api/operator/audit: how many of the newest rows. */
export const auditQuerySchema = z.object({
  limit: z.coerce
    .number({ error: () => m['operator.invalid.limit']() })
    .int({ error: () => m['operator.invalid.limit']() })
    .min(1, { error: () => m['operator.invalid.limit']() })
    .max(100, { error: () => m['operator.invalid.limit']() })
    .default(20),
});

/** POST /api/operator/claims/{claim_id}/reject, and the console's reject form: the reason the claimant reads. */
export const rejectClaimSchema = z.object({ reason: decisionReason });
/** POST /api/operator/claims/{claim_id}/approve: an optional note for the audit log (how it was checked). */
export const approveClaimSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, { error: () => m['operator.invalid.reasonTooLong']() })
    .optional()
    .default(''),
});
/** The console's claim forms name the claim. */
export const claimIdSchema = z.object({ claim_id: rowId(() => m['operator.claim.noSuch']()) });

/** The console's grievance forms name the ticket (the grievances feature checks its shape). */
export const grievanceTicketSchema = z.object({
  ticket: z
    .string({ error: () => m['operator.grievance.noSuch']() })
    .trim()
    .min(1, { error: () => m['operator.grievance.noSuch']() })
    .max(40, { error: () => m['operator.grievance.noSuch']() }),
});
