import type { MemberRole } from './business';

/** Provisional: the permission table (replaced by the permission-table branch). */
const owner: readonly MemberRole[] = ['owner'];
const everyone: readonly MemberRole[] = ['owner', 'staff'];

export const MEMBER_PERMISSIONS = {
  'workspace.home': everyone,
  'leads.read': everyone,
  'leads.quote': everyone,
  'leads.decline': everyone,
  'leads.call': everyone,
  'bookings.read': everyone,
  'bookings.decide': everyone,
  'bookings.propose': everyone,
  'bookings.complete': everyone,
  'reviews.read': owner,
  'reviews.reply': owner,
  'reviews.delete-reply': owner,
  'reviews.report': owner,
  'insights.read': owner,
  'listing.edit': owner,
  'listing.photos': owner,
  'site.edit': owner,
  'team.read': owner,
  'team.invite': owner,
  'team.cancel-invite': owner,
  'team.remove': owner,
  'team.transfer': owner,
} as const satisfies Record<string, readonly MemberRole[]>;

export type MemberAction = keyof typeof MEMBER_PERMISSIONS;

export const can = (role: string, action: MemberAction) => (MEMBER_PERMISSIONS[action] as readonly string[]).includes(role);
