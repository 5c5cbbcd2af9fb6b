import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, serverTime, setClock, startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * The test clock (src/lib/server/clock.ts, scripts/test-clock.ts) on a server started with SEVA_TEST_CLOCK=1:
 * it moves forward only, and what the server decides follows it. A server without it has no such route
 * (tests/api/site-url.test.ts), and config.ts refuses it on a public address (src/lib/server/config.test.ts).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const post = (body: string) => fetch(`${server.origin}/api/test/clock`, { method: 'POST', body });

describe('the test clock', () => {
  it('starts at the system time, moves forward by an amount or to an instant, and keeps running', async () => {
    const start = await serverTime(server);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(5_000);
    const later = await advanceClock(server, 3 * 24 * 3600_000);
    expect(later.getTime() - start.getTime()).toBeGreaterThanOrEqual(3 * 24 * 3600_000);
    expect(later.getTime() - start.getTime()).toBeLessThan(3 * 24 * 3600_000 + 5_000);
    const at = new Date(later.getTime() + 3600_000);
    expect((await setClock(server, at)).getTime()).toBe(at.getTime());
    expect((await serverTime(server)).getTime()).toBeGreaterThanOrEqual(at.getTime());
  });

  it('never moves back, and refuses what is not a move with 400', async () => {
    const now = await serverTime(server);
    const back = await post(JSON.stringify({ at: new Date(now.getTime() - 60_000).toISOString() }));
    expect(back.status).toBe(400);
    expect(await back.json()).toEqual({ status: 0, message: 'the clock only moves forward' });
    for (const body of [
      '{"advance_ms":-1}',
      '{"advance_ms":"60000"}',
      '{"at":"tomorrow"}',
      '{}',
      'not json',
      '{"advance_ms":1,"at":"2030-01-01T00:00:00Z"}',
    ])
      expect((await post(body)).status, body).toBe(400);
    expect((await serverTime(server)).getTime()).toBeLessThan(now.getTime() + 5_000);
  });

  it('is the time the server decides by: a sign-in code asked for now cannot be asked for again until a minute has passed on it', async () => {
    const ask = () => call(server, 'POST', '/generate-otp', { json: { email: 'clock@example.com' } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
    await advanceClock(server, 61_000);
    expect((await ask()).status).toBe(200);
  });
});
