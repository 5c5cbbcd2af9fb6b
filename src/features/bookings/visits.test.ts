import { describe, expect, it } from 'vitest';
import { z } from '../../lib/zod';
import { parseDayOpen } from '../listings/hours';
import {
  addDays,
  dayInRange,
  firstVisitDay,
  firstVisitWindow,
  formatSlot,
  formatVisitDate,
  isDay,
  parseSlot,
  preferredSlot,
  slotRefusal,
  VISIT_MESSAGES,
  visitDateRange,
  visitSchema,
  visitSlots,
  weekdayOf,
} from './visits';

/** 10:00 in India on Wednesday 25 Nov 2026 (04:30 UTC). */
const wednesdayMorning = new Date('2026-11-25T04:30:00Z');
const weekdays = parseDayOpen({
  type: 'perday',
  data: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
    day,
    weekday_start_time: '10:30',
    weekday_end_time: '20:00',
  })),
});
const withLunch = parseDayOpen({
  type: 'perday',
  data: [
    { day: 'Thursday', weekday_start_time: '09:00', weekday_end_time: '13:00' },
    { day: 'Thursday', weekday_start_time: '14:00', weekday_end_time: '18:00' },
  ],
});

describe('visit days', () => {
  it('reads real YYYY-MM-DD days only and counts days across months', () => {
    expect(isDay('2026-11-25')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('25-11-2026')).toBe(false);
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-25')).toBe('Wednesday');
    expect(weekdayOf('2026-11-29')).toBe('Sunday');
  });

  it('takes today to 30 days ahead in India, whatever the UTC day', () => {
    // 20:00 UTC on the 25th is already the 26th in India.
    const lateEvening = new Date('2026-11-25T20:00:00Z');
    expect(visitDateRange(lateEvening)).toEqual({ min: '2026-11-26', max: '2026-12-26' });
    expect(dayInRange('2026-11-25', lateEvening)).toBe(false);
    expect(dayInRange('2026-11-26', lateEvening)).toBe(true);
    expect(dayInRange('2026-12-26', lateEvening)).toBe(true);
    expect(dayInRange('2026-12-27', lateEvening)).toBe(false);
  });

  it('writes a day and a window as people read them', () => {
    expect(formatVisitDate('2026-11-26')).toBe('Thu, 26 Nov');
    expect(formatSlot('10:00-12:00')).toBe('10:00 am – 12:00 pm');
    expect(formatSlot('12:30-14:30')).toBe('12:30 pm – 2:30 pm');
  });
});

describe('visit windows', () => {
  it('parses a window whose end is after its start', () => {
    expect(parseSlot('10:00-12:00')).toEqual({ start: 600, end: 720 });
    expect(parseSlot('12:00-10:00')).toBeNull();
    expect(parseSlot('10-12')).toBeNull();
    expect(parseSlot('25:00-26:00')).toBeNull();
  });

  it('offers 2-hour windows from the opening, the shorter rest last, none on a closed day', () => {
    expect(visitSlots(weekdays, '2026-11-26', wednesdayMorning)).toEqual(['10:30-12:30', '12:30-14:30', '14:30-16:30', '16:30-18:30', '18:30-20:00']);
    expect(visitSlots(weekdays, '2026-11-29', wednesdayMorning)).toEqual([]);
    expect(visitSlots(withLunch, '2026-11-26', wednesdayMorning)).toEqual(['09:00-11:00', '11:00-13:00', '14:00-16:00', '16:00-18:00']);
  });

  it('starts the form on the first day with a window left', () => {
    expect(firstVisitDay(weekdays, wednesdayMorning)).toBe('2026-11-25');
    // Saturday evening after closing: Sunday is closed, so Monday.
    expect(firstVisitDay(weekdays, new Date('2026-11-28T15:00:00Z'))).toBe('2026-11-30');
  });

  it('starts the form on the first full 2-hour window of the hours, never tonight’s short rest', () => {
    // 10:00 on Wednesday: 10:30 to 12:30 today.
    expect(firstVisitWindow(weekdays, wednesdayMorning)).toEqual({ date: '2026-11-25', slot: '10:30-12:30' });
    // 18:45 on Wednesday: only 18:30–20:00 started and nothing full is left today, so Thursday's first.
    expect(firstVisitWindow(weekdays, new Date('2026-11-25T13:15:00Z'))).toEqual({ date: '2026-11-26', slot: '10:30-12:30' });
    // 18:00 on Wednesday: 18:30–20:00 is only 90 minutes, so Thursday's first full window.
    expect(firstVisitWindow(weekdays, new Date('2026-11-25T12:30:00Z'))).toEqual({ date: '2026-11-26', slot: '10:30-12:30' });
    // Saturday evening after closing: Sunday is closed, so Monday morning.
    expect(firstVisitWindow(weekdays, new Date('2026-11-28T15:00:00Z'))).toEqual({ date: '2026-11-30', slot: '10:30-12:30' });
    // Hours unknown: 9 am to 7 pm.
    expect(firstVisitWindow(parseDayOpen(null), wednesdayMorning)).toEqual({ date: '2026-11-25', slot: '11:00-13:00' });
  });

  it('falls back to a short window only when the hours have no full one', () => {
    const evenings = parseDayOpen({
      type: 'perday',
      data: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
        day,
        weekday_start_time: '20:00',
        weekday_end_time: '20:30',
      })),
    });
    expect(firstVisitWindow(evenings, wednesdayMorning)).toEqual({ date: '2026-11-25', slot: '20:00-20:30' });
    expect(preferredSlot(['18:30-20:00', '20:00-22:00'])).toBe('20:00-22:00');
    expect(preferredSlot(['20:00-20:30'])).toBe('20:00-20:30');
    expect(preferredSlot([])).toBe('');
  });

  it('offers today only the windows not yet started', () => {
    const afternoon = new Date('2026-11-25T09:00:00Z'); // 14:30 in India
    expect(visitSlots(weekdays, '2026-11-25', afternoon)).toEqual(['16:30-18:30', '18:30-20:00']);
  });

  it('takes visits 9 am to 7 pm when the hours are unknown', () => {
    expect(visitSlots(parseDayOpen(null), '2026-11-29', wednesdayMorning)[0]).toBe('09:00-11:00');
    expect(slotRefusal(parseDayOpen(null), '2026-11-29', '18:00-20:00', wednesdayMorning)).toBe(VISIT_MESSAGES.slotHours);
  });

  it('accepts any window that lies within the hours of that weekday and has not started', () => {
    expect(slotRefusal(weekdays, '2026-11-26', '10:30-12:30', wednesdayMorning)).toBeNull();
    expect(slotRefusal(weekdays, '2026-11-26', '11:00-12:00', wednesdayMorning)).toBeNull();
    expect(slotRefusal(weekdays, '2026-11-26', '09:00-11:00', wednesdayMorning)).toBe(VISIT_MESSAGES.slotHours);
    expect(slotRefusal(weekdays, '2026-11-26', '19:00-21:00', wednesdayMorning)).toBe(VISIT_MESSAGES.slotHours);
    expect(slotRefusal(weekdays, '2026-11-29', '10:30-12:30', wednesdayMorning)).toBe(VISIT_MESSAGES.slotHours);
    expect(slotRefusal(withLunch, '2026-11-26', '12:00-14:00', wednesdayMorning)).toBe(VISIT_MESSAGES.slotHours);
    expect(slotRefusal(weekdays, '2026-11-25', '10:00-12:00', wednesdayMorning)).toBe(VISIT_MESSAGES.slotHours);
    expect(slotRefusal(weekdays, '2026-11-25', '10:30-12:30', new Date('2026-11-25T06:00:00Z'))).toBe(VISIT_MESSAGES.slotPast);
    expect(slotRefusal(weekdays, '2026-11-26', 'soon', wednesdayMorning)).toBe(VISIT_MESSAGES.slot);
  });
});

describe('visitSchema', () => {
  const today = visitDateRange().min;
  const valid = { services_id: '65', date: addDays(today, 1), slot: '10:30-12:30', address: '  12  Hill Road ', note: '' };

  it('tidies a valid visit', () => {
    expect(visitSchema.parse(valid)).toEqual({ ...valid, services_id: 65, address: '12 Hill Road', note: '' });
    expect(visitSchema.parse({ ...valid, note: undefined }).note).toBe('');
  });

  it('names the field that is wrong', () => {
    const errors = (input: object) =>
      Object.keys(z.flattenError(visitSchema.safeParse({ ...valid, ...input }).error ?? new z.ZodError([])).fieldErrors);
    expect(errors({ date: addDays(today, 31) })).toEqual(['date']);
    expect(errors({ date: addDays(today, -1) })).toEqual(['date']);
    expect(errors({ slot: '' })).toEqual(['slot']);
    expect(errors({ address: ' ' })).toEqual(['address']);
    expect(errors({ note: 'x'.repeat(501) })).toEqual(['note']);
    expect(errors({ services_id: 'abc' })).toEqual(['services_id']);
  });
});
