import { describe, expect, it } from 'vitest';
import { clockDigits, INDIA_OFFSET_MINUTES, INDIA_TIME_ZONE, indiaDateFormat, indiaDay } from './india-time';

describe('india-time', () => {
  it('gives the calendar day in India, whatever the machine’s zone', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    expect(indiaDay(new Date('2025-03-05T18:29:00Z'))).toBe('2025-03-05');
    expect(indiaDay(new Date('2025-03-05T18:30:00Z'))).toBe('2025-03-06');
    expect(indiaDay('2025-12-31T20:00:00Z')).toBe('2026-01-01');
    expect(indiaDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('formats in Asia/Kolkata at UTC+05:30', () => {
    expect(INDIA_TIME_ZONE).toBe('Asia/Kolkata');
    expect(INDIA_OFFSET_MINUTES).toBe(5 * 60 + 30);
    const time = indiaDateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(time().format(new Date('2025-03-05T00:00:00Z'))).toBe('05:30');
    // One formatter per set of options, made once.
    expect(time()).toBe(time());
  });
});

describe('clockDigits', () => {
  it("writes a 12-hour clock's hour and minute in a language's digits, without am/pm", () => {
    expect(clockDigits(570, 'en-IN')).toBe('9:30');
    expect(clockDigits(0, 'en-IN')).toBe('12:00');
    expect(clockDigits(725, 'en-IN')).toBe('12:05');
    expect(clockDigits(1290, 'hi-IN')).toBe('9:30');
    expect(clockDigits(1290, 'bn-IN')).toBe('৯:৩০');
  });
});
