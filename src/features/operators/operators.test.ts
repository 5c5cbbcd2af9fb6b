import { describe, expect, it } from 'vitest';
import { dueAfter, queueClock } from './operators';

describe("a queue item's clock", () => {
  const received = new Date('2026-11-28T10:00:00Z');

  it('counts whole minutes of age and of time left', () => {
    const now = new Date('2026-11-28T12:30:40Z');
    expect(queueClock(received, dueAfter(received, 48), now)).toEqual({ ageMinutes: 150, leftMinutes: 48 * 60 - 151, breached: false });
  });

  it('flags a breach once the deadline has passed, with the minutes over it', () => {
    const due = dueAfter(received, 3);
    expect(queueClock(received, due, new Date(due.getTime())).breached).toBe(false);
    expect(queueClock(received, due, new Date(due.getTime() + 1))).toEqual({ ageMinutes: 180, leftMinutes: -1, breached: true });
    expect(queueClock(received, due, new Date(due.getTime() + 90 * 60_000)).leftMinutes).toBe(-90);
  });

  it('has no deadline to breach when the item has none', () => {
    expect(queueClock(received, null, new Date('2027-01-01T00:00:00Z'))).toMatchObject({ leftMinutes: null, breached: false });
  });
});
