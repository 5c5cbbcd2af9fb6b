import type { MemberRole } from './members';

/**
 * Who may do what for a business, in one table: every action a member can take, by name, with the roles
 * that may take it. An owner may do everything; staff handle leads and bookings (CONTRACT.md "Businesses
 * and their workspace"). Every check reads it: `requireMember` on each business call and page,
 * `openSectionPage` and the workspace's tabs (each section opens with one of these actions), and the
 * buttons and forms of pages and islands (`can`), so the server and the screen never disagree.
 *
 * Pure, so islands import it too. Operators (people who run the marketplace, not members of a business)
 * are not here yet: when they come, they get their own column of this table, never a check beside it.
 */
const table = {
  /** The workspace's home: what waits for an answer, the listings' health. */
  'workspace.home': ['owner', 'staff'],

  'leads.read': ['owner', 'staff'],
  'leads.quote': ['owner', 'staff'],
  'leads.decline': ['owner', 'staff'],
  /** Tapping Call or WhatsApp on a lead (its first answer when it had none). */
  'leads.call': ['owner', 'staff'],

  'bookings.read': ['owner', 'staff'],
  /** Confirm or decline a pending booking. */
  'bookings.decide': ['owner', 'staff'],
  /** Propose another time for a pending visit. */
  'bookings.propose': ['owner', 'staff'],
  /** Mark a confirmed booking completed. */
  'bookings.complete': ['owner', 'staff'],

  'reviews.read': ['owner'],
  'reviews.reply': ['owner'],
  'reviews.delete-reply': ['owner'],
  /** Report a review believed fake to support. */
  'reviews.report': ['owner'],

  'insights.read': ['owner'],

  /** Read and change a listing's fields and hours in the editor. */
  'listing.edit': ['owner'],
  /** Add, order, feature and delete a listing's photos. */
  'listing.photos': ['owner'],
  /** The mini-site's services grid and colours. */
  'site.edit': ['owner'],

  'team.read': ['owner'],
  'team.invite': ['owner'],
  'team.cancel-invite': ['owner'],
  /** Remove a member, or leave the business oneself. */
  'team.remove': ['owner'],
  /** Hand the business to a staff member. */
  'team.transfer': ['owner'],
} satisfies Record<string, readonly MemberRole[]>;

/** The name of something a member of a business may do ('leads.quote', 'team.invite', …). */
export type MemberAction = keyof typeof table;

/** Every member action and the roles that may take it. */
export const memberPermissions: Readonly<Record<MemberAction, readonly MemberRole[]>> = table;

/** Whether a member of this role may take this action (a role the table does not know may take none; a process names roles as text). */
export const can = (role: string, action: MemberAction): boolean => (memberPermissions[action] as readonly string[]).includes(role);
