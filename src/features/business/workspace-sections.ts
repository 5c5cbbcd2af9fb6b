import type { MemberRole } from './business';

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

/** Staff handle leads and bookings; the rest is the owner's (CONTRACT.md "Businesses and their workspace"). */
const staffSections: readonly WorkspaceSection[] = ['home', 'leads', 'bookings'];

/** Who may open a section of the workspace. */
export const sectionRoles = (section: WorkspaceSection): readonly MemberRole[] => (staffSections.includes(section) ? ['owner', 'staff'] : ['owner']);

/** The tabs a member sees. */
export const workspaceSections = (role: MemberRole) =>
  WORKSPACE_SECTIONS.filter((section) => sectionRoles(section).includes(role)).map((section) => ({ section, label: labels[section] }));
