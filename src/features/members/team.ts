import { email, rowId } from '../../lib/fields';
import { m } from '../../lib/i18n';
import { type CallerLimit, perHour } from '../../lib/limit';
import { z } from '../../lib/zod';
import type { MemberRole } from './members';

/**
 * A business's team: its owners invite staff by email (the invitee becomes a member by signing in with
 * that email), remove members and hand the business to a staff member. Pure: the team page's forms and
 * the team calls share these schemas and messages.
 */

const businessId = rowId('Please choose a business');
const memberId = rowId('Please choose a member of your team');

/** The email an invite goes to: an account's address, so lower case (as sign-in stores it). */
export const inviteEmail = email({ lowerCase: true, tooLong: 'This email address is too long' });

/** The invite form: the email of the person to invite (they join as staff). */
export const inviteSchema = z.object({ email: inviteEmail });
export type InviteField = keyof z.infer<typeof inviteSchema>;
export const INVITE_FIELDS: readonly InviteField[] = ['email'];

/** POST /api/business/team/invite. */
export const inviteCallSchema = inviteSchema.extend({ partner_id: businessId });
/** GET /api/business/team and POST /api/business/team/members/{user_id}/remove. */
export const teamCallSchema = z.object({ partner_id: businessId });
/** POST /api/business/team/transfer: the staff member who becomes the owner. */
export const transferCallSchema = z.object({ partner_id: businessId, user_id: memberId });

/** The team page's other forms: which invite or member each is about. */
export const cancelInviteSchema = z.object({ invite_id: rowId('Please choose an invite') });
export const memberActionSchema = z.object({ user_id: memberId });

/** Each invite mails a person who may not use Seva: a small team's worth an hour, not a mailing list. */
export const inviteLimits: CallerLimit = { bucket: 'business-team-invite', user: perHour(20), address: perHour(30) };

/** One member of a business, as GET /api/business/team answers it. */
export interface TeamMember {
  user_id: number;
  email: string;
  role: MemberRole;
  /** When they joined (ISO time). */
  since: string;
}

/** An invite not yet accepted: the invitee has not signed in with its email since. */
export interface PendingInvite {
  invite_id: number;
  email: string;
  role: MemberRole;
  /** When it was (last) sent (ISO time). */
  invited_at: string;
}

export interface Team {
  members: TeamMember[];
  invites: PendingInvite[];
}

/** How an invite ended: mailed, stored but the mail failed (they can still sign in to accept). */
export type InviteOutcome = 'invited' | 'not-mailed';

export const teamMessages = {
  invited: (to: string) => `Invitation sent to ${to}. They join your team when they sign in to Seva with this email.`,
  'not-mailed': (to: string) =>
    `${to} is invited, but the email could not be sent just now. Ask them to sign in to Seva with this email address to join.`,
  alreadyMember: 'This person is already a member of your team.',
  cancelled: 'The invitation is cancelled.',
  removed: (who: string) => `${who} is no longer a member of your team.`,
  transferred: (who: string) => `${who} now owns this business. You stay on its team as staff.`,
  onlyOwner: 'You are the only owner of this business. Hand it to a member of your team before you leave it.',
  notStaff: 'Only a staff member of your team can become its owner.',
  noSuchInvite: 'No such invitation',
  noSuchMember: 'No such member of your team',
} as const;

/** A role as the team page and the workspace name it, in the language of the request that reads it. */
export const roleLabel: Record<MemberRole, string> = {
  get owner() {
    return m['team.role.owner']();
  },
  get staff() {
    return m['team.role.staff']();
  },
};
