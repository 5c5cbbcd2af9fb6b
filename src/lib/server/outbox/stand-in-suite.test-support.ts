import { afterAll, afterEach, beforeAll } from 'vitest';
import type { StandIn } from '../../../../tests/support/message-providers';

/**
 * A message provider's stand-in for the tests of the suite that calls this: started before them, emptied
 * after each of what it received, was scripted to answer and found wrong, and closed after the last. The
 * object is filled in when the stand-in starts (its lists are the stand-in's own), so read it in tests and
 * hooks, not while the suite is being declared.
 */
export function standInForSuite(start: () => Promise<StandIn>): StandIn {
  const standIn = {} as StandIn;
  beforeAll(async () => {
    Object.assign(standIn, await start());
  });
  afterEach(() => {
    standIn.requests.length = 0;
    standIn.next.length = 0;
    standIn.faults.length = 0;
  });
  afterAll(() => standIn.close());
  return standIn;
}
