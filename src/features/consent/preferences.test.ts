import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseChannels,
  DEFAULT_QUIET_HOURS,
  inQuietHours,
  isUrgent,
  MESSAGE_EVENTS,
  type MessageChannel,
  nextAllowedTime,
  outboxMobile,
  preferencesSchema,
  QUIET_TIMES,
  quietHoursSchema,
  resolveChoices,
} from './preferences';

/** An instant given as India's wall-clock time (UTC+05:30). */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('quiet hours, in India time whatever the server zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('holds a message sent at 23:30 until 08:00 the next morning, across midnight', () => {
    expect(nextAllowedTime(ist('2031-03-01T23:30:00'), DEFAULT_QUIET_HOURS).toISOString()).toBe(ist('2031-03-02T08:00:00').toISOString());
  });

  it('holds one sent at 01:15 until 08:00 the same morning', () => {
    expect(nextAllowedTime(ist('2031-03-02T01:15:00'), DEFAULT_QUIET_HOURS).toISOString()).toBe(ist('2031-03-02T08:00:00').toISOString());
  });

  it('sends at once outside them: 08:00 exactly, noon, 21:59', () => {
    for (const at of ['2031-03-02T08:00:00', '2031-03-02T12:00:00', '2031-03-02T21:59:59']) {
      expect(nextAllowedTime(ist(at), DEFAULT_QUIET_HOURS).toISOString()).toBe(ist(at).toISOString());
    }
    expect(inQuietHours(ist('2031-03-02T22:00:00'), DEFAULT_QUIET_HOURS)).toBe(true);
    expect(inQuietHours(ist('2031-03-02T07:59:59'), DEFAULT_QUIET_HOURS)).toBe(true);
  });

  it('answers the same in Los Angeles, UTC and Kolkata server zones', () => {
    const answers = ['America/Los_Angeles', 'UTC', 'Asia/Kolkata', 'Pacific/Kiritimati'].map((tz) => {
      process.env.TZ = tz;
      return [
        nextAllowedTime(ist('2031-07-10T22:05:00'), DEFAULT_QUIET_HOURS).toISOString(),
        inQuietHours(ist('2031-07-10T15:00:00'), DEFAULT_QUIET_HOURS),
      ];
    });
    for (const answer of answers) expect(answer).toEqual([ist('2031-07-11T08:00:00').toISOString(), false]);
  });

  it('turned off, or hours within one day, are honoured too', () => {
    const at = ist('2031-03-01T23:30:00');
    expect(nextAllowedTime(at, { ...DEFAULT_QUIET_HOURS, on: false })).toEqual(at);
    const afternoon = { on: true, from: 13 * 60, to: 15 * 60 };
    expect(nextAllowedTime(ist('2031-03-01T14:00:00'), afternoon).toISOString()).toBe(ist('2031-03-01T15:00:00').toISOString());
    expect(nextAllowedTime(at, afternoon)).toEqual(at);
  });
});

describe('urgent events', () => {
  it('are sign-in codes and new leads, and nothing else', () => {
    expect(MESSAGE_EVENTS.filter(isUrgent)).toEqual(['sign-in-code', 'lead-alert']);
  });
});

describe('which channels a message goes on', () => {
  const night = ist('2031-03-01T23:30:00');
  const morning = ist('2031-03-02T08:00:00');
  const none = () => false;
  const base = { now: night, quiet: DEFAULT_QUIET_HOURS, email: 'asha@example.com', mobile: '+919831012345', userId: 7, optedOut: none };
  const channels = (list: { channel: MessageChannel }[]) => list.map((choice) => choice.channel);

  it('a customer who chose nothing: email and SMS, held past quiet hours; no WhatsApp before they opt in', () => {
    const out = chooseChannels({ ...base, event: 'quote', choices: resolveChoices('customer', {}) });
    expect(out).toEqual([
      { channel: 'email', to: 'asha@example.com', notBefore: morning },
      { channel: 'sms', to: '+919831012345', notBefore: morning },
    ]);
  });

  it('a customer who opted into WhatsApp gets it instead of SMS, never both', () => {
    expect(channels(chooseChannels({ ...base, event: 'quote', choices: resolveChoices('customer', { whatsapp: true }) }))).toEqual([
      'email',
      'whatsapp',
    ]);
  });

  it('a STOP on WhatsApp falls back to SMS when SMS is chosen, and to nothing on the mobile when it is not', () => {
    const stopped = (address: string, channel: MessageChannel) => address === '+919831012345' && channel === 'whatsapp';
    expect(channels(chooseChannels({ ...base, optedOut: stopped, event: 'lead-alert', choices: resolveChoices('member', {}) }))).toEqual([
      'email',
      'sms',
    ]);
    expect(
      channels(chooseChannels({ ...base, optedOut: stopped, event: 'lead-alert', choices: resolveChoices('member', { sms: false, email: false }) })),
    ).toEqual([]);
  });

  it('a member by default: WhatsApp to the number given and email, at once for a new lead even at night; push once turned on', () => {
    const out = chooseChannels({ ...base, event: 'lead-alert', choices: resolveChoices('member', {}) });
    expect(out).toEqual([
      { channel: 'email', to: 'asha@example.com', notBefore: night },
      { channel: 'whatsapp', to: '+919831012345', notBefore: night },
    ]);
    expect(channels(chooseChannels({ ...base, event: 'lead-alert', choices: resolveChoices('member', { push: true }) }))).toContain('push');
  });

  it('a sign-in code goes where it was asked for, at once, whatever was chosen', () => {
    const off = resolveChoices('customer', { email: false, sms: false });
    expect(chooseChannels({ ...base, event: 'sign-in-code', choices: off })).toEqual([{ channel: 'sms', to: '+919831012345', notBefore: night }]);
    expect(chooseChannels({ ...base, mobile: null, event: 'sign-in-code', choices: off })).toEqual([
      { channel: 'email', to: 'asha@example.com', notBefore: night },
    ]);
  });

  it('writes mobiles as the outbox does, and refuses what is not an Indian mobile', () => {
    for (const raw of ['9831012345', '+91 98310 12345', '09831012345', '919831012345']) expect(outboxMobile(raw)).toBe('+919831012345');
    for (const raw of ['', null, '12345', '5831012345']) expect(outboxMobile(raw)).toBeNull();
  });
});

describe('the preferences form', () => {
  it('takes an audience, the form channels and quiet hours', () => {
    expect(preferencesSchema.safeParse({ audience: 'customer', channels: { whatsapp: true }, quiet_hours: false }).success).toBe(true);
  });

  it('refuses push (turned on from the device), unknown channels and audiences', () => {
    expect(preferencesSchema.safeParse({ audience: 'member', channels: { push: true }, quiet_hours: true }).success).toBe(false);
    expect(preferencesSchema.safeParse({ audience: 'customer', channels: { pigeon: true }, quiet_hours: true }).success).toBe(false);
    expect(preferencesSchema.safeParse({ audience: 'operator', channels: {}, quiet_hours: true }).success).toBe(false);
    expect(preferencesSchema.safeParse({ audience: 'customer', channels: { sms: 'yes' }, quiet_hours: true }).success).toBe(false);
  });

  it('takes quiet hours on the hour or half hour, crossing midnight or not, and true/false alone', () => {
    expect(QUIET_TIMES).toHaveLength(48);
    expect([QUIET_TIMES[0], QUIET_TIMES[1], QUIET_TIMES[47]]).toEqual(['00:00', '00:30', '23:30']);
    expect(quietHoursSchema.parse({ on: true, from: '23:30', to: '05:00' })).toEqual({ on: true, from: '23:30', to: '05:00' });
    expect(quietHoursSchema.parse({ on: false, from: '13:00', to: '14:30' })).toEqual({ on: false, from: '13:00', to: '14:30' });
    expect(quietHoursSchema.parse(true)).toEqual({ on: true });
  });

  it('refuses quiet hours off the half hour, out of the day, empty, one end alone, or starting where they end', () => {
    for (const bad of [
      { on: true, from: '22:15', to: '08:00' },
      { on: true, from: '24:00', to: '08:00' },
      { on: true, from: '7:00', to: '08:00' },
      { on: true, from: '', to: '08:00' },
      { on: true, from: '22:00' },
      { on: true, from: '08:00', to: '08:00' },
      { from: '22:00', to: '08:00' },
      { on: true, from: '22:00', to: '08:00', user_id: 3 },
      'yes',
    ]) {
      expect(quietHoursSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
