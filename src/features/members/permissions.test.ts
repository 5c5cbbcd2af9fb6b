import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES } from './members';
import { can, type MemberAction, memberPermissions, operatorActions } from './permissions';

const actions = Object.keys(memberPermissions) as MemberAction[];
const staffActions = actions.filter((action) => can('staff', action));
/** What staff may do (CONTRACT.md): open the workspace, handle leads and bookings. */
const staffMayDo = [
  'workspace.home',
  'leads.read',
  'leads.quote',
  'leads.decline',
  'leads.call',
  'bookings.read',
  'bookings.decide',
  'bookings.propose',
  'bookings.complete',
];

describe('the permission table of business members', () => {
  it('names every action a member can take, once', () => {
    expect([...actions].sort()).toEqual(
      [
        ...staffMayDo,
        'reviews.read',
        'reviews.reply',
        'reviews.delete-reply',
        'reviews.report',
        'insights.read',
        'listing.edit',
        'listing.photos',
        'site.edit',
        'team.read',
        'team.invite',
        'team.cancel-invite',
        'team.remove',
        'team.transfer',
      ].sort(),
    );
  });

  it('lets an owner do everything', () => {
    for (const action of actions) expect(can('owner', action), action).toBe(true);
  });

  it('lets staff handle leads and bookings and open the workspace, nothing else (CONTRACT.md)', () => {
    expect(staffActions.sort()).toEqual([...staffMayDo].sort());
    for (const refused of ['reviews.reply', 'reviews.delete-reply', 'reviews.report', 'listing.edit', 'team.invite', 'team.transfer'] as const) {
      expect(can('staff', refused), refused).toBe(false);
    }
  });

  it('gives every action a role, and only roles there are', () => {
    for (const action of actions) {
      expect(memberPermissions[action].length, action).toBeGreaterThan(0);
      for (const role of memberPermissions[action]) expect(MEMBER_ROLES, action).toContain(role);
    }
  });
});

describe("the permission table's operator column", () => {
  it('names the operator actions, each for operators only', () => {
    expect([...operatorActions].sort()).toEqual(
      [
        'operator.console',
        'operator.claims.decide',
        'operator.businesses.approve',
        'operator.reports.decide',
        'operator.grievances.read',
        'operator.grievances.acknowledge',
        'operator.grievances.resolve',
        'operator.takedown',
        'operator.badges.confirm',
        'operator.operators.grant',
        'operator.breach.notify',
      ].sort(),
    );
    for (const action of operatorActions) {
      expect(can('operator', action), action).toBe(true);
      for (const role of MEMBER_ROLES) expect(can(role, action), `${role} ${action}`).toBe(false);
    }
  });

  it('gives an operator no member action: running the marketplace is not running a business', () => {
    for (const action of actions) expect(can('operator', action), action).toBe(false);
  });
});
