import { describe, expect, it } from 'vitest';
import { inLocale } from '../../lib/server/request-locale';
import { formatClockTime, groupedHours, indiaClock, openState, parseClockTime, parseDayOpen, weeklyTable, type WeeklyHours } from './hours';

/** An instant given in India time (2026-11-23 is a Monday). */
const ist = (dayAndTime: string) => new Date(`${dayAndTime}+05:30`);

function hoursOf(input: unknown): WeeklyHours {
  const result = parseDayOpen(input);
  if (result.status !== 'ok') throw new Error(`expected hours, got ${JSON.stringify(result)}`);
  return result.hours;
}

const everyday = (start: string, end: string) => ({ type: 'everyday', everyday_start_time: start, everyday_end_time: end });
const perday = (...data: [day: string, start: string, end: string][]) => ({
  type: 'perday',
  data: data.map(([day, start, end]) => ({ day, weekday_start_time: start, weekday_end_time: end })),
});

describe('parseClockTime', () => {
  it('reads 24-hour, seconds and am/pm forms', () => {
    const minutesOf = (times: string[]) => times.map((time) => parseClockTime(time));
    expect(minutesOf(['09:30', '9:30', '24:00'])).toEqual([570, 570, 1440]);
    expect(minutesOf(['21:00:00'])).toEqual([1260]);
    expect(minutesOf(['9:30 PM', '12:00 am', '12:15 p.m.'])).toEqual([1290, 0, 735]);
  });
  it('refuses what is not a time', () => {
    for (const bad of ['', '25:00', '10:60', '13:00 pm', 'noon', '1000', 930, null]) expect(parseClockTime(bad), String(bad)).toBeNull();
  });
});

describe('parseDayOpen', () => {
  it("reads 'everyday' from an object, JSON text and JSON text of JSON text", () => {
    const object = everyday('09:30', '21:00');
    for (const input of [object, JSON.stringify(object), JSON.stringify(JSON.stringify(object))]) {
      const hours = hoursOf(input);
      expect(hours.everyday).toBe(true);
      expect(hours.days.Monday).toEqual([{ open: 570, close: 1260 }]);
      expect(hours.days.Sunday).toEqual([{ open: 570, close: 1260 }]);
    }
  });

  it("reads 'perday': a missing day is closed, a day listed twice has two spans in order", () => {
    const hours = hoursOf(
      perday(['Monday', '14:00', '19:00'], ['Monday', '10:00', '13:00'], ['tue', '10:00', '19:00'], ['SATURDAY', '10:00', '14:00']),
    );
    expect(hours.everyday).toBe(false);
    expect(hours.days.Monday).toEqual([
      { open: 600, close: 780 },
      { open: 840, close: 1140 },
    ]);
    expect(hours.days.Tuesday).toHaveLength(1);
    expect(hours.days.Wednesday).toEqual([]);
    expect(hours.days.Sunday).toEqual([]);
  });

  it('treats 23:59 as midnight, an end before the start as past midnight, and start = end as all day', () => {
    expect(hoursOf(everyday('00:00', '23:59')).days.Monday).toEqual([{ open: 0, close: 1440 }]);
    expect(hoursOf(everyday('18:00', '02:00')).days.Friday).toEqual([{ open: 1080, close: 1560 }]);
    expect(hoursOf(everyday('06:00', '06:00')).days.Friday).toEqual([{ open: 360, close: 1800 }]);
  });

  it('tells missing hours from malformed ones, and never throws', () => {
    expect(parseDayOpen(null)).toEqual({ status: 'missing' });
    expect(parseDayOpen('')).toEqual({ status: 'missing' });
    expect(parseDayOpen('null')).toEqual({ status: 'missing' });
    const malformed = [
      '{"type":"everyday",', // the demo's das-auto-garage-kolkata
      '[1,2]',
      42,
      { type: 'sometimes' },
      everyday('9am', '9pm'),
      { type: 'perday' },
      perday(['Funday', '10:00', '12:00']),
      perday(['Monday', '10:00', '']),
      { type: 'perday', data: ['Monday'] },
    ];
    for (const input of malformed) {
      const result = parseDayOpen(input);
      expect(result.status, JSON.stringify(input)).toBe('invalid');
      if (result.status === 'invalid') expect(result.reason.length).toBeGreaterThan(5);
    }
  });
});

describe('indiaClock', () => {
  it('is India time whatever the instant was written in', () => {
    expect(indiaClock(new Date('2026-11-22T18:29:00Z'))).toEqual({ day: 'Sunday', dayIndex: 6, minute: 23 * 60 + 59 });
    expect(indiaClock(new Date('2026-11-22T18:30:00Z'))).toEqual({ day: 'Monday', dayIndex: 0, minute: 0 });
    expect(indiaClock(ist('2026-11-25T09:15:00'))).toEqual({ day: 'Wednesday', dayIndex: 2, minute: 555 });
  });
});

describe('openState', () => {
  const shop = hoursOf(everyday('09:30', '21:00'));

  it('is open inside the hours, with the closing time', () => {
    expect(openState(shop, ist('2026-11-23T09:30:00'))).toEqual({ open: true, allDay: false, label: 'Open now', detail: 'Closes at 9:00 pm' });
    expect(openState(shop, ist('2026-11-23T20:59:59'))).toMatchObject({ open: true });
  });

  it('is closed at the closing minute and before opening, with the next opening', () => {
    expect(openState(shop, ist('2026-11-23T21:00:00'))).toEqual({ open: false, label: 'Closed', detail: 'Opens tomorrow at 9:30 am' });
    expect(openState(shop, ist('2026-11-23T07:00:00'))).toEqual({ open: false, label: 'Closed', detail: 'Opens at 9:30 am' });
  });

  it('is right around midnight in India while UTC is still on the day before', () => {
    // 23:59 Sunday and 00:01 Monday in India are 18:29 and 18:31 UTC on Sunday.
    const lateShop = hoursOf(perday(['Sunday', '18:00', '23:59'], ['Monday', '08:00', '12:00']));
    expect(openState(lateShop, new Date('2026-11-22T18:29:00Z'))).toEqual({
      open: true,
      allDay: false,
      label: 'Open now',
      detail: 'Closes at midnight',
    });
    expect(openState(lateShop, new Date('2026-11-22T18:31:00Z'))).toEqual({ open: false, label: 'Closed', detail: 'Opens at 8:00 am' });
  });

  it('follows a span past midnight into the next day, across the end of the week too', () => {
    const bar = hoursOf(perday(['Saturday', '18:00', '02:00'], ['Sunday', '18:00', '02:00']));
    expect(openState(bar, ist('2026-11-22T01:30:00'))).toEqual({ open: true, allDay: false, label: 'Open now', detail: 'Closes at 2:00 am' }); // Sunday, from Saturday night
    expect(openState(bar, ist('2026-11-22T23:00:00'))).toEqual({
      open: true,
      allDay: false,
      label: 'Open now',
      detail: 'Closes tomorrow at 2:00 am',
    });
    expect(openState(bar, ist('2026-11-23T01:59:00'))).toMatchObject({ open: true }); // Monday, from Sunday night
    expect(openState(bar, ist('2026-11-23T02:00:00'))).toEqual({ open: false, label: 'Closed', detail: 'Opens Saturday at 6:00 pm' });
  });

  it('is closed all day on a day missing from the list, and names the next day it opens', () => {
    const noSunday = hoursOf(
      perday(
        ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => [day, '10:00', '19:00'] as [string, string, string]),
      ),
    );
    expect(openState(noSunday, ist('2026-11-22T12:00:00'))).toEqual({ open: false, label: 'Closed', detail: 'Opens tomorrow at 10:00 am' });
    expect(openState(noSunday, ist('2026-11-21T20:00:00'))).toEqual({ open: false, label: 'Closed', detail: 'Opens Monday at 10:00 am' });
    const mondaysOnly = hoursOf(perday(['Monday', '10:00', '12:00']));
    expect(openState(mondaysOnly, ist('2026-11-23T13:00:00'))).toEqual({ open: false, label: 'Closed', detail: 'Opens next Monday at 10:00 am' });
  });

  it("says 'Open 24 hours' for 00:00–23:59 every day (an ambulance service)", () => {
    const ambulance = hoursOf(everyday('00:00', '23:59'));
    for (const at of ['2026-11-23T00:00:00', '2026-11-23T23:59:30', '2026-11-29T12:00:00']) {
      expect(openState(ambulance, ist(at)), at).toEqual({ open: true, allDay: true, label: 'Open now', detail: 'Open 24 hours' });
    }
  });

  it('is closed with no hours listed when every day is closed', () => {
    expect(openState(hoursOf({ type: 'perday', data: [] }), ist('2026-11-23T12:00:00'))).toEqual({
      open: false,
      label: 'Closed',
      detail: 'No opening hours listed',
    });
  });

  it('does not depend on the zone of the machine', () => {
    // The instant is the same whatever TZ is; this guards against local-time getters creeping in.
    const instant = ist('2026-11-23T09:45:00');
    expect(openState(shop, instant).open).toBe(true);
    expect(indiaClock(instant).minute).toBe(585);
  });
});

describe('tables and summaries', () => {
  it('lists the week Monday first with closed days', () => {
    const rows = weeklyTable(hoursOf(perday(['Monday', '10:00', '13:00'], ['Monday', '14:00', '19:00'], ['Saturday', '10:00', '23:59'])));
    expect(rows.map((row) => row.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(rows[0]).toEqual({ day: 'Monday', short: 'Mon', spans: ['10:00 am – 1:00 pm', '2:00 pm – 7:00 pm'], closed: false });
    expect(rows[1]).toMatchObject({ closed: true, spans: [] });
    expect(rows[5]!.spans).toEqual(['10:00 am – midnight']);
  });

  it('groups consecutive days with the same hours', () => {
    expect(groupedHours(hoursOf(everyday('09:30', '21:00')))).toEqual([{ days: 'Monday - Sunday', spans: ['9:30 am – 9:00 pm'], closed: false }]);
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
      (day) => [day, '10:00', '19:00'] as [string, string, string],
    );
    expect(groupedHours(hoursOf(perday(...weekdays, ['Sunday', '10:00', '14:00'])))).toEqual([
      { days: 'Monday - Saturday', spans: ['10:00 am – 7:00 pm'], closed: false },
      { days: 'Sunday', spans: ['10:00 am – 2:00 pm'], closed: false },
    ]);
    expect(groupedHours(hoursOf(everyday('00:00', '23:59')))[0]!.spans).toEqual(['Open 24 hours']);
  });

  it('writes times the Indian way', () => {
    // Minutes after midnight, the day after's too (1560 is 2 am).
    const minutes = [0, 720, 1290, 1560, 545];
    expect(minutes.map((m) => formatClockTime(m))).toEqual(['12:00 am', '12:00 pm', '9:30 pm', '2:00 am', '9:05 am']);
  });

  it("writes times in the page's digits: Bengali on a Bengali page, the catalogue's am/pm around them", () => {
    expect(inLocale('bn', () => formatClockTime(630))).toBe('১০:৩০ AM');
    expect(inLocale('bn', () => formatClockTime(0))).toBe('১২:০০ AM');
    expect(inLocale('hi', () => formatClockTime(1290))).toBe('9:30 pm');
  });
});
