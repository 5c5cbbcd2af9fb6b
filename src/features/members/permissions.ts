import type { MemberRole } from './members';

/** A column of the table: the two roles of a business's members, and the marketplace's operators. */
export type PermissionRole = MemberRole | 'operator';

/**
 * Who may do what for a business, in one table: every action a member can take, by name, with the roles
 * that may take it. An owner may do everything; staff handle leads and bookings (CONTRACT.md "Businesses
 * and their workspace"). Every check reads it: `requireMember` on each business call and page,
 * `openSectionPage` and the workspace's tabs (each section opens with one of these actions), and the
 * buttons and forms of pages and islands (`can`), so the server and the screen never disagree.
 *
 * Operators (people who run the marketplace, not members of a business: src/features/operators) are the
 * table's third column: every `operator.*` action names the role `operator` and no member role, and is checked
 * with `requireOperator(user, action)` (operators.server.ts), never with a check beside the table.
 *
 * Pure, so islands import it too.
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

  /** Open the console (/operator): its queues, the operators and the audit log. */
  'operator.console': ['operator'],
  /** Approve or reject a claim of a business that the email on file cannot settle. */
  'operator.claims.decide': ['operator'],
  /** Approve (or turn down) a business that joined by itself, so that it goes live. */
  'operator.businesses.approve': ['operator'],
  /** Decide a report of a review, a photo or a question. */
  'operator.reports.decide': ['operator'],
  'operator.grievances.read': ['operator'],
  /** Acknowledge a grievance: a person has it in hand (the complainant is told, with the resolution's deadline). */
  'operator.grievances.acknowledge': ['operator'],
  /** Answer a grievance, which closes it. */
  'operator.grievances.resolve': ['operator'],
  /** Take a review, photo, question or listing down (a grievance upheld, an order). */
  'operator.takedown': ['operator'],
  /** Confirm what a badge says was checked (the address, the GST registration). */
  'operator.badges.confirm': ['operator'],
  /** Make another user an operator. */
  'operator.operators.grant': ['operator'],
  /** Tell the people a personal data breach affects (docs/breach-runbook.md). */
  'operator.breach.notify': ['operator'],
} satisfies Record<string, readonly PermissionRole[]>;

/** Every action of the table, a member's or an operator's. */
export type PermissionAction = keyof typeof table;

/** The name of something an operator may do ('operator.claims.decide', …): the `operator` column. */
export type OperatorAction = Extract<PermissionAction, `operator.${string}`>;

/** The name of something a member of a business may do ('leads.quote', 'team.invite', …). */
export type MemberAction = Exclude<PermissionAction, OperatorAction>;

const isOperatorAction = (action: string): action is OperatorAction => action.startsWith('operator.');

/** Every member action and the roles that may take it. */
export const memberPermissions = Object.fromEntries(Object.entries(table).filter(([action]) => !isOperatorAction(action))) as unknown as Readonly<
  Record<MemberAction, readonly MemberRole[]>
>;

/** Every operator action, in the table's order. */
export const operatorActions: readonly OperatorAction[] = Object.keys(table).filter(isOperatorAction);

/**
 * Whether this role may take this action (a role the table does not know may take none; a process names roles
 * as text). `can('operator', …)` answers for a user `requireOperator` found to be an operator.
 */
export const can = (role: string, action: PermissionAction): boolean =>
  ((table as Record<PermissionAction, readonly string[]>)[action] ?? []).includes(role);
