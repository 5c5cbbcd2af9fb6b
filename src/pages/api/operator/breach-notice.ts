import { breachNoticeSchema } from '../../../features/operators/breach-notices';
import { tellAffectedPeople } from '../../../features/operators/breach-notices.server';
import { requireOperator } from '../../../features/operators/operators.server';
import { m } from '../../../lib/i18n';
import { endpoint, json, parseInput, readBody } from '../../../lib/server/http';

export const prerender = false;

/**
 * POST /api/operator/breach-notice (`incident`, `what_happened`, `data_affected`, `what_we_do`, `what_you_can_do`,
 * `emails`) — each affected person gets the breach mail in their language; the notice kept, the action audited.
 * Operators only (docs/breach-runbook.md).
 */
export const POST = endpoint(async (context) => {
  const actor = await requireOperator(context.locals.user, 'operator.breach.notify');
  const input = parseInput(breachNoticeSchema, await readBody(context.request));
  const { told, noticeId } = await tellAffectedPeople(actor, input);
  return json({ status: 1, msg: m['operator.breach.done']({ count: told }), notice_id: noticeId, told }, 201);
});
