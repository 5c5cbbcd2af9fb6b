import type { AstroGlobal } from 'astro';
import type { FormState } from '../../lib/form-state';
import { answerPageForm } from '../../lib/server/page-form';
import { paths } from '../../paths';
import { ownersOnly } from '../members/membership.server';
import { can, type MemberAction } from '../members/permissions';
import { openSectionPage } from './section-page.server';
import { cancelInviteSchema, INVITE_FIELDS, type InviteField, inviteLimits, inviteSchema, memberActionSchema, teamMessages } from '../members/team';
import { cancelInvite, inviteToTeam, loadTeam, removeMember, transferOwnership } from '../members/team.server';

/** The team page's forms, each a plain POST to the page with `?do=` naming it. */
export const TEAM_ACTIONS = ['invite', 'cancel', 'remove', 'transfer'] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

const isTeamAction = (value: string | null): value is TeamAction => (TEAM_ACTIONS as readonly (string | null)[]).includes(value);

/** The member action each form takes: the same as its team call's (members/permissions.ts). */
export const teamFormAction: Record<TeamAction, MemberAction> = {
  invite: 'team.invite',
  cancel: 'team.cancel-invite',
  remove: 'team.remove',
  transfer: 'team.transfer',
};

/**
 * /business/team?partner=ID: the owner's team page, its forms plain POSTs that work without JavaScript and
 * do what the team calls do (the same schemas and server functions). A Response to return (visitors sign
 * in first; an owner who handed the business over or left it goes to the workspace), or what to render:
 * the refusal (404/403 from openSectionPage, 403 for a form the member's role may not send), or the team
 * with the outcome of a form just sent.
 */
export async function teamPage(astro: AstroGlobal) {
  const opened = await openSectionPage(astro, 'team');
  if (opened instanceof Response) return opened;
  if (opened.refusal) return { ...opened, team: null, invite: undefined, notice: undefined };
  const { user, current } = opened;
  const partnerId = current.partner_id;

  let invite: FormState<InviteField> | undefined;
  let notice: FormState<string> | undefined;
  // Where an owner goes who is no longer this business's owner: its workspace as staff, or their own.
  let goTo: string | undefined;
  const action = astro.url.searchParams.get('do');
  if (astro.request.method === 'POST' && isTeamAction(action)) {
    if (!can(current.role, teamFormAction[action])) {
      astro.response.status = 403;
      return { ...opened, refusal: { status: 403, message: ownersOnly().message }, team: null, invite: undefined, notice: undefined };
    }
    if (action === 'invite') {
      invite = await answerPageForm(
        astro,
        inviteSchema,
        INVITE_FIELDS,
        async ({ email }) => teamMessages[(await inviteToTeam(partnerId, user, email)).outcome](email),
        { limit: inviteLimits },
      );
      // Sent: the form is empty again for the next person.
      if (invite.success) invite.values.email = '';
    } else if (action === 'cancel') {
      notice = await answerPageForm(
        astro,
        cancelInviteSchema,
        ['invite_id'],
        async ({ invite_id }) => {
          await cancelInvite(partnerId, invite_id);
          return teamMessages.cancelled;
        },
        { limit: null },
      );
    } else if (action === 'remove') {
      notice = await answerPageForm(
        astro,
        memberActionSchema,
        ['user_id'],
        async ({ user_id }) => {
          const removed = await removeMember(partnerId, user_id);
          if (user_id === user.id) goTo = paths.business();
          return teamMessages.removed(removed);
        },
        { limit: null },
      );
    } else {
      notice = await answerPageForm(
        astro,
        memberActionSchema,
        ['user_id'],
        async ({ user_id }) => {
          const newOwner = await transferOwnership(partnerId, user.id, user_id);
          goTo = paths.business(partnerId);
          return teamMessages.transferred(newOwner);
        },
        { limit: null },
      );
    }
    // No longer this business's owner: its team page is not theirs to see.
    if (goTo) return astro.redirect(goTo, 303);
  }
  return { ...opened, team: await loadTeam(partnerId), invite, notice };
}
