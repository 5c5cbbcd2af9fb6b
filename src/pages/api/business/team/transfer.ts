import { requireMember } from '../../../../features/members/membership.server';
import { teamMessages, transferCallSchema } from '../../../../features/members/team';
import { transferOwnership } from '../../../../features/members/team.server';
import { endpoint, json, parseInput, readBody, requireUser } from '../../../../lib/server/http';

export const prerender = false;

/**
 * POST /api/business/team/transfer {partner_id, user_id} — the owner hands the business to a staff member
 * of its team: they become its owner and the caller staff, together.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const input = parseInput(transferCallSchema, await readBody(context.request));
  await requireMember(user, input.partner_id, 'team.transfer');
  const newOwner = await transferOwnership(input.partner_id, user.id, input.user_id);
  return json({ status: 1, msg: teamMessages.transferred(newOwner) });
});
