import { requireMember } from '../../../../../../features/members/membership.server';
import { teamCallSchema, teamMessages } from '../../../../../../features/members/team';
import { removeMember } from '../../../../../../features/members/team.server';
import { endpoint, idParam, json, parseInput, readBody, requireUser } from '../../../../../../lib/server/http';

export const prerender = false;

/**
 * POST /api/business/team/members/{user_id}/remove {partner_id} — an owner removes a member (themselves
 * too, while another owner remains): they lose the business's workspace at once.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const userId = idParam(context.params.id);
  const { partner_id } = parseInput(teamCallSchema, await readBody(context.request));
  await requireMember(user, partner_id, 'team.remove');
  const removed = await removeMember(partner_id, userId);
  return json({ status: 1, msg: teamMessages.removed(removed) });
});
