import type { MemberRole } from '../members/members';
import { can, type MemberAction } from '../members/permissions';

/** The workspace's sections, in the order its tabs show them. */
export const WORKSPACE_SECTIONS = ['home', 'leads', 'bookings', 'reviews', 'insights', 'site', 'team'] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number];

const labels: Record<WorkspaceSection, string> = {
  home: 'Home',
  leads: 'Leads',
  bookings: 'Bookings',
  reviews: 'Reviews',
  insights: 'Insights',
  site: 'Mini-site',
  team: 'Team',
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
  WORKSPACE_SECTIONS.filter((section) => mayOpenSection(role, section)).map((section) => ({ section, label: labels[section] }));
