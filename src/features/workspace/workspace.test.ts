import { describe, expect, it } from 'vitest';
import { chooseBusiness, healthGaps, waitingCountText } from './workspace';
import { rememberedMembership } from './header-entry';

describe('healthGaps', () => {
  const complete = {
    photoCount: 3,
    hoursShown: true,
    basicInfo: 'Plumbing repairs, fittings and leak fixing in Lajpat Nagar since 1998.',
    whatsapp: '9810012345',
  };
  it('finds nothing missing in a complete listing', () => {
    expect(healthGaps(complete)).toEqual([]);
  });
  it('names every gap, most important first', () => {
    expect(healthGaps({ photoCount: 0, hoursShown: false, basicInfo: '  Plumber ', whatsapp: ' ' })).toEqual([
      'photos',
      'hours',
      'description',
      'whatsapp',
    ]);
    expect(healthGaps({ ...complete, whatsapp: null })).toEqual(['whatsapp']);
  });
});

describe('chooseBusiness', () => {
  const memberships = [{ partner_id: 4 }, { partner_id: 9 }];
  it('opens the asked business when the user belongs to it, else the first', () => {
    expect(chooseBusiness(memberships, 9)).toEqual({ partner_id: 9 });
    expect(chooseBusiness(memberships, null)).toEqual({ partner_id: 4 });
    expect(chooseBusiness(memberships, 5)).toEqual({ partner_id: 4 });
    expect(chooseBusiness([], 5)).toBeUndefined();
  });
});

describe('rememberedMembership', () => {
  it('holds only for the sign-in it was asked for', () => {
    expect(rememberedMembership('abc', 'abc|1')).toBe(true);
    expect(rememberedMembership('abc', 'abc|0')).toBe(false);
    expect(rememberedMembership('xyz', 'abc|1')).toBeNull();
    expect(rememberedMembership('abc', null)).toBeNull();
  });
});

describe('waitingCountText', () => {
  it('counts leads and bookings, singular and plural, and says nothing when nothing waits', () => {
    expect(waitingCountText(0, 0)).toBe('');
    expect(waitingCountText(1, 0)).toBe('1 lead');
    expect(waitingCountText(0, 2)).toBe('2 bookings');
    expect(waitingCountText(7, 1)).toBe('7 leads and 1 booking');
  });
});
