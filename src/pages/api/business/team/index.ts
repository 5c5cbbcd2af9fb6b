import { requireMember } from '../../../../features/members/membership.server';
import { teamCallSchema } from '../../../../features/members/team';
import { loadTeam } from '../../../../features/members/team.server';
import { endpoint, json, parseInput, requireUser } from '../../../../lib/server/http';

export const prerender = false;

/**
 * GET /api/business/team?partner_id= — the business's members (`user_id`, `email`, `role`, `since`) and
 * pending invites (`invite_id`, `email`, `role`, `invited_at`); its owners only.
 */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const { partner_id } = parseInput(teamCallSchema, { partner_id: context.url.searchParams.get('partner_id') ?? undefined });
  await requireMember(user, partner_id, 'team.read');
  return json({ status: 1, data: await loadTeam(partner_id) });
});
