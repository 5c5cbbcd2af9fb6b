import { accountEmail, rowId } from '../../lib/fields';
import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { formFields, z } from '../../lib/zod';
import type { MemberRole } from './members';

/**
 * A business's team: its owners invite staff by email (the invitee becomes a member by signing in with
 * that email), remove members and hand the business to a staff member. Pure: the team page's forms and
 * the team calls share these schemas and messages.
 */

const businessId = rowId(() => m['team.invalid.business']());
const memberId = rowId(() => m['team.invalid.member']());

/** The invite form: the email of the person to invite, an account's address (they join as staff by signing in with it). */
export const inviteSchema = z.object({ email: accountEmail });
export type InviteField = keyof z.infer<typeof inviteSchema>;
export const INVITE_FIELDS: readonly InviteField[] = formFields(inviteSchema);

/** POST /api/business/team/invite. */
export const inviteCallSchema = inviteSchema.extend({ partner_id: businessId });
/** GET /api/business/team and POST /api/business/team/members/{user_id}/remove. */
export const teamCallSchema = z.object({ partner_id: businessId });
/** POST /api/business/team/transfer: the staff member who becomes the owner. */
export const transferCallSchema = z.object({ partner_id: businessId, user_id: memberId });

/** The team page's other forms: which invite or member each is about. */
export const cancelInviteSchema = z.object({ invite_id: rowId(() => m['team.invalid.invite']()) });
export const memberActionSchema = z.object({ user_id: memberId });

/** Each invite mails a person who may not use Seva: a small team's worth an hour, not a mailing list. */
export const inviteLimits = hourlyPerCaller('business-team-invite', 20, 30);

/** One member of a business, as GET /api/business/team answers it. */
export interface TeamMember {
  user_id: number;
  email: string;
  role: MemberRole;
  /** When they joined (ISO time). */
  since: string;
}

/** An invite can be accepted for this long after it was (last) sent; then the owner sends it again. */
export const INVITE_TTL_DAYS = 7;
const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60_000;

/** When an invite sent at `invitedAt` stops being accepted. */
export const inviteExpiresAt = (invitedAt: Date) => new Date(invitedAt.getTime() + INVITE_TTL_MS);

/** The oldest send time of an invite that can still be accepted at `now`. */
export const oldestLiveInvite = (now: Date) => new Date(now.getTime() - INVITE_TTL_MS);

/** An invite not yet accepted: the invitee has not signed in with its email since. */
export interface PendingInvite {
  invite_id: number;
  email: string;
  role: MemberRole;
  /** When it was (last) sent (ISO time). */
  invited_at: string;
  /** When it can no longer be accepted (ISO time): INVITE_TTL_DAYS after it was sent. */
  expires_at: string;
  /** True once expires_at has passed: signing in with its email joins nothing until it is sent again. */
  expired: boolean;
}

export interface Team {
  members: TeamMember[];
  invites: PendingInvite[];
}

/** How an invite ended: mailed, stored but the mail failed (they can still sign in to accept). */
export type InviteOutcome = 'invited' | 'not-mailed';

/** The team's answers and refusals, each read in the language of the request that reads it. */
export const teamMessages = {
  invited: (to: string) => m['team.invited']({ email: to }),
  'not-mailed': (to: string) => m['team.notMailed']({ email: to }),
  get alreadyMember() {
    return m['team.refusal.alreadyMember']();
  },
  get cancelled() {
    return m['team.inviteCancelled']();
  },
  removed: (who: string) => m['team.removed']({ who }),
  transferred: (who: string) => m['team.transferred']({ who }),
  get onlyOwner() {
    return m['team.refusal.onlyOwner']();
  },
  get notStaff() {
    return m['team.refusal.notStaff']();
  },
  get noSuchInvite() {
    return m['team.refusal.noSuchInvite']();
  },
  get noSuchMember() {
    return m['team.refusal.noSuchMember']();
  },
};

/** A role as the team page and the workspace name it, in the language of the request that reads it. */
export const roleLabel: Record<MemberRole, string> = saidWhenRead({
  owner: m['team.role.owner'],
  staff: m['team.role.staff'],
});
