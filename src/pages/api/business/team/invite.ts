import { requireMember } from '../../../../features/members/membership.server';
import { inviteCallSchema, inviteLimits, teamMessages } from '../../../../features/members/team';
import { inviteToTeam } from '../../../../features/members/team.server';
import { endpoint, json, parseInput, readBody, requireUser } from '../../../../lib/server/http';
import { limitCaller } from '../../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/business/team/invite {partner_id, email} — an owner invites a person as staff: mailed a link
 * to sign in, they join when they sign in with that email (201, `data.invite_id`). 409 when the email
 * already is a member.
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const input = parseInput(inviteCallSchema, await readBody(context.request));
  await requireMember(user, input.partner_id, 'team.invite');
  await limitCaller(context, inviteLimits);
  const { inviteId, outcome } = await inviteToTeam(input.partner_id, user, input.email);
  return json({ status: 1, msg: teamMessages[outcome](input.email), data: { invite_id: inviteId, outcome } }, 201);
});
