import { describe, expect, it } from 'vitest';
import { type MemberAction, memberPermissions } from '../members/permissions';
import { sectionAction, WORKSPACE_SECTIONS, workspaceSections } from './workspace-sections';

const actions = Object.keys(memberPermissions) as MemberAction[];

describe('the workspace sections, derived from the table', () => {
  it('each opens with an action of the table', () => {
    for (const section of WORKSPACE_SECTIONS) expect(actions, section).toContain(sectionAction[section]);
  });

  it('show an owner every tab and staff home, leads and bookings', () => {
    expect(workspaceSections('owner').map((tab) => tab.section)).toEqual([...WORKSPACE_SECTIONS]);
    expect(workspaceSections('staff').map((tab) => tab.section)).toEqual(['home', 'leads', 'bookings']);
    expect(workspaceSections('staff').map((tab) => tab.label)).toEqual(['Home', 'Leads', 'Bookings']);
  });
});
