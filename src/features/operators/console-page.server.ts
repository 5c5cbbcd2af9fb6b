import type { AstroGlobal } from 'astro';
import type { FormState } from '../../lib/form-state';
import { clock } from '../../lib/server/clock';
import { HttpError } from '../../lib/server/http';
import { m } from '../../lib/i18n';
import { answerPageForm } from '../../lib/server/page-form';
import { markPrivatePage } from '../../lib/server/private-page';
import { paths } from '../../paths';
import { can } from '../members/permissions';
import { recentOperatorActions } from './audit.server';
import { decideClaim } from './claims.server';
import { approveBusinessSchema, businessIdSchema, rejectBusinessSchema } from './new-businesses';
import { decideBusiness } from './new-businesses.server';
import { acknowledgeForOperator, resolveForOperator } from './grievance-decisions.server';
import { grievanceAnswerSchema } from '../grievances/grievances';
import {
  approveClaimSchema,
  claimIdSchema,
  GRANT_OPERATOR_FIELDS,
  type GrantOperatorField,
  grantOperatorLimits,
  grantOperatorSchema,
  grievanceTicketSchema,
  rejectClaimSchema,
} from './operators';
import { grantOperator, listOperators, requireOperator } from './operators.server';
import { operatorQueues } from './queues.server';
import { badgeFormSchema } from './badges';
import { confirmBadge } from './badges.server';
import { dismissReportSchema, reportIdSchema } from './reports';
import { acknowledgeReport, dismissReport } from './reports.server';
import { takedownKindLabel, takedownSchema } from './takedowns';
import { takeDown } from './takedowns.server';
import { BREACH_NOTICE_FIELDS, type BreachNoticeField, breachNoticeSchema } from './breach-notices';
import { tellAffectedPeople } from './breach-notices.server';

/** Every field a decision's form may carry (each form names its own). */
type DecisionField =
  | 'claim_id'
  | 'reason'
  | 'ticket'
  | 'answer'
  | 'kind'
  | 'id'
  | 'order_ref'
  | 'report_id'
  | 'partner_id'
  | 'badge'
  | 'gstin'
  | BreachNoticeField;

/**
 * /operator, the console: visitors sign in first and come back (a Response to return); anyone who is not an
 * operator gets the 404 of a page that does not exist. An operator sees every queue the permission table opens
 * to them (queues.server.ts), each item with its clock, then the operators (and the form that makes one) and the
 * newest rows of the audit log. The console's own forms are plain POSTs to it, `?do=` naming them.
 */
export async function consolePage(astro: AstroGlobal) {
  const user = astro.locals.user;
  if (!user) return astro.redirect(paths.login(astro.url.pathname));
  markPrivatePage(astro);
  try {
    await requireOperator(user, 'operator.console');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    astro.response.status = error.status;
    return { refusal: error.message } as const;
  }

  let grant: FormState<GrantOperatorField> | undefined;
  /** The outcome of a decision sent from a queue (its item's form names it). */
  let decision: FormState<DecisionField> | undefined;
  const action = astro.request.method === 'POST' ? astro.url.searchParams.get('do') : null;
  if (action === 'claim-approve' || action === 'claim-reject') {
    decision = (await answerPageForm(
      astro,
      claimIdSchema.extend((action === 'claim-approve' ? approveClaimSchema : rejectClaimSchema).shape),
      ['claim_id', 'reason'],
      async ({ claim_id, reason }) =>
        decideClaim(await requireOperator(user, 'operator.claims.decide'), claim_id, action === 'claim-approve' ? 'approve' : 'reject', reason),
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'business-approve' || action === 'business-reject') {
    decision = (await answerPageForm(
      astro,
      businessIdSchema.extend((action === 'business-approve' ? approveBusinessSchema : rejectBusinessSchema).shape),
      ['partner_id', 'reason'],
      async ({ partner_id, reason }) =>
        decideBusiness(
          astro.cache,
          await requireOperator(user, 'operator.businesses.approve'),
          partner_id,
          action === 'business-approve' ? 'approve' : 'reject',
          reason,
        ),
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'grievance-acknowledge') {
    decision = (await answerPageForm(
      astro,
      grievanceTicketSchema,
      ['ticket'],
      async ({ ticket }) =>
        (await acknowledgeForOperator(await requireOperator(user, 'operator.grievances.acknowledge'), ticket))
          ? m['operator.grievance.acknowledged']({ ticket })
          : m['operator.grievance.acknowledgedAlready']({ ticket }),
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'grievance-resolve') {
    decision = (await answerPageForm(
      astro,
      grievanceTicketSchema.extend(grievanceAnswerSchema.shape),
      ['ticket', 'answer'],
      async ({ ticket, answer }) => {
        await resolveForOperator(await requireOperator(user, 'operator.grievances.resolve'), ticket, answer);
        return m['operator.grievance.resolved']({ ticket });
      },
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'takedown') {
    decision = (await answerPageForm(
      astro,
      takedownSchema,
      ['kind', 'id', 'reason', 'order_ref'],
      async (input) => {
        await takeDown(astro.cache, await requireOperator(user, 'operator.takedown'), input);
        return m['operator.takedownForm.done']({ kind: takedownKindLabel(input.kind), id: input.id });
      },
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'breach-notice') {
    decision = (await answerPageForm(
      astro,
      breachNoticeSchema,
      BREACH_NOTICE_FIELDS,
      async (input) =>
        m['operator.breach.done']({ count: (await tellAffectedPeople(await requireOperator(user, 'operator.breach.notify'), input)).told }),
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'badge') {
    decision = (await answerPageForm(
      astro,
      badgeFormSchema,
      ['partner_id', 'badge', 'gstin'],
      async ({ partner_id, ...badge }) => confirmBadge(astro.cache, await requireOperator(user, 'operator.badges.confirm'), partner_id, badge),
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'report-acknowledge') {
    decision = (await answerPageForm(
      astro,
      reportIdSchema,
      ['report_id'],
      async ({ report_id }) => (await acknowledgeReport(await requireOperator(user, 'operator.reports.decide'), report_id)).message,
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'report-dismiss') {
    decision = (await answerPageForm(
      astro,
      reportIdSchema.extend(dismissReportSchema.shape),
      ['report_id', 'reason'],
      async ({ report_id, reason }) => dismissReport(await requireOperator(user, 'operator.reports.decide'), report_id, reason),
      { limit: null },
    )) as FormState<DecisionField>;
  }
  if (action === 'grant') {
    grant = await answerPageForm(
      astro,
      grantOperatorSchema,
      GRANT_OPERATOR_FIELDS,
      async ({ email }) => grantOperator(await requireOperator(user, 'operator.operators.grant'), email),
      { limit: grantOperatorLimits },
    );
    if (grant.success) grant.values.email = '';
  }

  const now = clock.now();
  const queues = await Promise.all(
    operatorQueues.filter((queue) => can('operator', queue.action)).map(async (queue) => ({ queue, items: await queue.load(now) })),
  );
  const [operators, audit] = await Promise.all([listOperators(), recentOperatorActions()]);
  return { refusal: null, user, now, queues, operators, audit, grant, decision, decisionAction: action };
}
