import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module for each test: its offset and its permission are the process's. */
const freshClock = async () => {
  vi.resetModules();
  return import('./clock');
};

afterEach(() => vi.useRealTimers());

describe('the server clock', () => {
  it('is the system time, and cannot be moved unless the server allowed it', async () => {
    const { clock, moveClock, ClockNotMovable } = await freshClock();
    vi.useFakeTimers({ now: new Date('2030-03-01T10:00:00Z') });
    expect(clock.now().toISOString()).toBe('2030-03-01T10:00:00.000Z');
    expect(clock.offsetMs()).toBe(0);
    expect(clock.isMovable()).toBe(false);
    expect(() => moveClock({ advanceMs: 60_000 })).toThrow(ClockNotMovable);
    expect(clock.now().toISOString()).toBe('2030-03-01T10:00:00.000Z');
  });

  it('on a test server moves forward by an amount or to an instant, and keeps running', async () => {
    const { clock, moveClock, allowMovingTheClock } = await freshClock();
    vi.useFakeTimers({ now: new Date('2030-03-01T10:00:00Z') });
    allowMovingTheClock();
    expect(moveClock({ advanceMs: 73 * 3600_000 }).toISOString()).toBe('2030-03-04T11:00:00.000Z');
    vi.advanceTimersByTime(1000);
    expect(clock.now().toISOString()).toBe('2030-03-04T11:00:01.000Z');
    expect(moveClock({ at: new Date('2030-03-05T00:00:00Z') }).toISOString()).toBe('2030-03-05T00:00:00.000Z');
    expect(clock.offsetMs()).toBe(Date.parse('2030-03-05T00:00:00Z') - Date.parse('2030-03-01T10:00:01Z'));
    expect(() => moveClock({ at: new Date('2030-03-01T00:00:00Z') })).toThrow('the clock only moves forward');
    expect(clock.ms()).toBe(Date.parse('2030-03-05T00:00:00Z'));
  });
});
