/**
 * The server's one answer to "what time is it": sessions, sign-in codes, rate-limit windows, lead expiry,
 * visit slots, track records and the rows' timestamps all read `clock.now()`. Pure modules keep taking
 * `now` as a parameter; their server callers pass the clock's.
 *
 * In production it is the system time, full stop: the offset is 0 and nothing can change it. Only a server
 * started for tests (SEVA_TEST_CLOCK=1, which config.ts refuses unless the server listens on a loopback
 * address for a loopback SITE_URL) turns on `allowMoving`, and then scripts/serve.ts answers
 * POST /api/test/clock, which moves this process's clock forward. The offset lives in the process, not the
 * database: a test that runs two processes on one PostgreSQL moves each of them.
 *
 * Durations measured inside the process (cache lifetimes, timeouts, the log's milliseconds) are not "what
 * time is it" and stay on the system's clocks.
 */
let offsetMs = 0;
let movable = false;

export const clock = {
  /** The current time. */
  now: (): Date => new Date(Date.now() + offsetMs),
  /** The current time in milliseconds since the epoch. */
  ms: (): number => Date.now() + offsetMs,
  /** How far this clock is ahead of the system's (0 unless a test moved it). */
  offsetMs: (): number => offsetMs,
  /** Whether this process accepts moves (a server started with SEVA_TEST_CLOCK=1). */
  isMovable: (): boolean => movable,
};

/** Called once by the server entry when its configuration has SEVA_TEST_CLOCK=1; never in production. */
export function allowMovingTheClock(): void {
  movable = true;
}

export class ClockNotMovable extends Error {}

/**
 * Moves the clock: by `advanceMs` from where it is, or to the instant `at`. Never backwards: the rows
 * already written stay in the past, as they would with real time passing. Throws unless the process
 * allows moves; answers the new time.
 */
export function moveClock(move: { advanceMs: number } | { at: Date }): Date {
  if (!movable) throw new ClockNotMovable('this server was not started with SEVA_TEST_CLOCK=1');
  const target = 'at' in move ? move.at.getTime() : clock.ms() + move.advanceMs;
  if (!Number.isFinite(target)) throw new RangeError('not a time');
  if (target < clock.ms()) throw new RangeError('the clock only moves forward');
  offsetMs = target - Date.now();
  return clock.now();
}
