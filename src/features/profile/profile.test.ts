import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, DEFAULT_COUNTRY } from './countries';
import { formatRupees } from '../../lib/format';
import { indiaDay } from '../../lib/india-time';
import { bookingStatusLabel } from '../bookings/booking-process';
import { blankProfile, inviteLink, isPhoneDevice, lastActiveText, latestAdultBirthDate, profileSchema } from './profile';
import { hashOf, sectionOf } from './sections';

const valid = {
  ...blankProfile('asha@example.com'),
  first_name: 'Asha',
  last_name: 'Verma',
  phone: '9876543210',
  dob: '1994-05-17',
  marital_status: 'Unmarried',
  pincode: '700091',
  city: 'Kolkata',
  landmark: 'Near City Centre',
  address: 'Salt Lake',
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = profileSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('profile schema', () => {
  it('accepts a complete profile, trims text and turns an empty landline into null', () => {
    const parsed = profileSchema.parse({ ...valid, first_name: '  Asha ', email: 'ASHA@Example.com' });
    expect(parsed.first_name).toBe('Asha');
    expect(parsed.email).toBe('asha@example.com');
    expect(parsed.landline_number).toBeNull();
  });

  it('requires the fields SPEC.md section 5 names; the landline is optional', () => {
    const required = [
      'first_name',
      'last_name',
      'phone',
      'email',
      'dob',
      'marital_status',
      'pincode',
      'city',
      'landmark',
      'nationality',
      'country',
      'address',
    ];
    for (const field of required) expect(Object.keys(errorsOf({ ...valid, [field]: '' }))).toEqual([field]);
    expect(errorsOf({ ...valid, landline_number: undefined })).toEqual({});
  });

  it('checks mobile (10 digits from 6-9), pincode (6 digits), choices and country', () => {
    for (const phone of ['5876543210', '987654321', '98765432100', '98765-4321', '+919876543210'])
      expect(errorsOf({ ...valid, phone })).toHaveProperty('phone');
    for (const phone of ['6000000000', '7012345678', '8123456789', '9876543210']) expect(errorsOf({ ...valid, phone })).toEqual({});
    for (const pincode of ['70009', '7000911', '07000a', '000000']) expect(errorsOf({ ...valid, pincode })).toHaveProperty('pincode');
    expect(errorsOf({ ...valid, pre_name: 'Dr' })).toHaveProperty('pre_name');
    expect(errorsOf({ ...valid, marital_status: 'Single' })).toHaveProperty('marital_status');
    expect(errorsOf({ ...valid, nationality: 'British' })).toHaveProperty('nationality');
    expect(errorsOf({ ...valid, country: 'Atlantis' })).toHaveProperty('country');
    expect(errorsOf({ ...valid, first_name: '<script>' })).toHaveProperty('first_name');
    expect(errorsOf({ ...valid, first_name: 'Añjali' })).toEqual({});
  });

  it('needs an adult: 18 today in India is the last date allowed', () => {
    const last = latestAdultBirthDate();
    expect(errorsOf({ ...valid, dob: last })).toEqual({});
    const dayAfter = new Date(`${last}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(errorsOf({ ...valid, dob: dayAfter.toISOString().slice(0, 10) })).toEqual({ dob: 'You must be at least 18 years old to use Seva' });
    expect(errorsOf({ ...valid, dob: '1994-02-30' })).toEqual({ dob: 'Please enter a valid date of birth' });
    expect(errorsOf({ ...valid, dob: '1850-01-01' })).toEqual({ dob: 'Please enter a valid date of birth' });
  });

  it('counts days in Asia/Kolkata whatever the machine’s zone', () => {
    // 20:00 UTC on 1 March is already 2 March in India.
    expect(indiaDay(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(latestAdultBirthDate(new Date('2026-03-01T20:00:00Z'))).toBe('2008-03-02');
    expect(latestAdultBirthDate(new Date('2026-03-01T18:00:00Z'))).toBe('2008-03-01');
  });

  it('lists countries from the maintained package with India as default', () => {
    expect(COUNTRY_NAMES.length).toBeGreaterThan(240);
    expect(COUNTRY_NAMES).toContain(DEFAULT_COUNTRY);
    expect(blankProfile('a@b.in').country).toBe('India');
  });
});

describe('display rules', () => {
  it('labels booking status 6 Pending and 1 Confirmed, others blank', () => {
    const statuses = [0, 1, 2, 3, 4, 5, 6];
    expect(statuses.map((status) => bookingStatusLabel(status))).toEqual(['', 'Confirmed', 'Declined', 'Cancelled', 'Completed', '', 'Pending']);
  });

  it('shows money in rupees, Indian grouping, paise only when there are some', () => {
    expect(formatRupees(50)).toBe('₹50');
    expect(formatRupees(2228.8)).toBe('₹2,228.80');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });

  it('builds the invite link {origin}/invite/{ref_code}', () => {
    expect(inviteLink('https://seva.in', 'ASHA2345')).toBe('https://seva.in/invite/ASHA2345');
  });

  it('picks the section from the hash: none is the Dashboard, #Saved is Favourites', () => {
    for (const hash of ['', '#', '#nonsense']) expect(sectionOf(hash), hash).toBe('Dashboard');
    for (const hash of ['#Favourites', '#Saved']) expect(sectionOf(hash), hash).toBe('Favourites');
    for (const section of ['EditProfile', 'Notification', 'Policy']) expect(sectionOf(`#${section}`)).toBe(section);
    expect(hashOf('MyWallet')).toBe('#MyWallet');
  });
});

describe('where you are signed in', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  it('says when a session was last used, no finer than the server notes it', () => {
    expect(lastActiveText(ago(0), now)).toBe('Active in the last few minutes');
    expect(lastActiveText(ago(9), now)).toBe('Active in the last few minutes');
    expect(lastActiveText(ago(25), now)).toBe('Active 25 minutes ago');
    expect(lastActiveText(ago(60), now)).toBe('Active 1 hour ago');
    expect(lastActiveText(ago(5 * 60), now)).toBe('Active 5 hours ago');
    expect(lastActiveText(ago(30 * 60), now)).toBe('Active yesterday');
    expect(lastActiveText(ago(4 * 24 * 60), now)).toBe('Active 4 days ago');
  });
  it('draws phones as phones', () => {
    expect(isPhoneDevice('Chrome on Android')).toBe(true);
    expect(isPhoneDevice('Safari on iPhone')).toBe(true);
    expect(isPhoneDevice('Firefox on Windows')).toBe(false);
  });
  it('has its own section, #Security', () => {
    expect(sectionOf('#Security')).toBe('Security');
  });
});
