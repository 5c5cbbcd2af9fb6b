import { m } from '../../lib/i18n';
import type { MemberRole } from '../members/members';
import { can, type MemberAction } from '../members/permissions';

/** The workspace's sections, in the order its tabs show them. */
export const WORKSPACE_SECTIONS = ['home', 'leads', 'bookings', 'reviews', 'insights', 'site', 'team'] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number];

/** Each section's name (its tab, and the heading or title of its page), said when read. */
export const sectionLabel: Record<WorkspaceSection, () => string> = {
  home: m['workspace.tab.home'],
  leads: m['workspace.tab.leads'],
  bookings: m['workspace.tab.bookings'],
  reviews: m['workspace.tab.reviews'],
  insights: m['workspace.tab.insights'],
  site: m['workspace.tab.site'],
  team: m['workspace.tab.team'],
};

/** The action that opens each section: a member whose role may take it sees its tab and its page (members/permissions.ts). */
export const sectionAction: Record<WorkspaceSection, MemberAction> = {
  home: 'workspace.home',
  leads: 'leads.read',
  bookings: 'bookings.read',
  reviews: 'reviews.read',
  insights: 'insights.read',
  site: 'site.edit',
  team: 'team.read',
};

/** Whether a member of this role may open a section of the workspace. */
export const mayOpenSection = (role: MemberRole, section: WorkspaceSection): boolean => can(role, sectionAction[section]);

/** The tabs a member sees. */
export const workspaceSections = (role: MemberRole) =>
  WORKSPACE_SECTIONS.filter((section) => mayOpenSection(role, section)).map((section) => ({ section, label: sectionLabel[section]() }));
