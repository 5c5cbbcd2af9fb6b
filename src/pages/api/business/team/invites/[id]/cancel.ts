import { requireMember } from '../../../../../../features/members/membership.server';
import { teamMessages } from '../../../../../../features/members/team';
import { cancelInvite, partnerOfInvite } from '../../../../../../features/members/team.server';
import { endpoint, HttpError, idParam, json, requireUser } from '../../../../../../lib/server/http';

export const prerender = false;

/** POST /api/business/team/invites/{invite_id}/cancel — an owner cancels an invite not yet accepted. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const inviteId = idParam(context.params.id);
  const partnerId = await partnerOfInvite(inviteId);
  if (partnerId === null) throw new HttpError(404, teamMessages.noSuchInvite);
  await requireMember(user, partnerId, 'team.cancel-invite');
  await cancelInvite(partnerId, inviteId);
  return json({ status: 1, msg: teamMessages.cancelled });
});
