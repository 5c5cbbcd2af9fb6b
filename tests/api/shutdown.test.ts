import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

/**
 * Issue 7, part 3: SIGTERM drains. A request in flight when the signal comes still gets its answer; new
 * connections are refused; one that never ends is cut off after the grace period; the exit code is 0.
 */
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A contact-form body sent in pieces, `gapMs` apart; `stall` never sends the last one. */
function slowBody(pieces: number, gapMs: number, stall = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent === 0) controller.enqueue(encoder.encode('{"name":"Slow Client","email":"slow@example.com","message":"'));
      else if (sent <= pieces) {
        await pause(gapMs);
        controller.enqueue(encoder.encode('a slow mobile link '));
      } else if (stall) await new Promise(() => undefined);
      else {
        controller.enqueue(encoder.encode('"}'));
        controller.close();
      }
      sent++;
    },
  });
}

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections, cuts a stuck one after the grace period and exits 0', { timeout: 60_000 }, async () => {
    server = await startServer();
    const { origin } = server;
    const post = (body: ReadableStream<Uint8Array>) =>
      fetch(`${origin}/api/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);

    const slow = post(slowBody(8, 200));
    const stuck = post(slowBody(1, 50, true)).then(
      (response) => `answered ${response.status}`,
      () => 'cut off',
    );
    await pause(400);
    const exited = once(server.process, 'exit') as Promise<[number | null, string | null]>;
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');
    await pause(200);

    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    const answer = await slow;
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { status: number }).status).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThan(1000);

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(await stuck).toBe('cut off');
    const drainedAfter = Date.now() - signalledAt;
    expect(drainedAfter).toBeGreaterThanOrEqual(9_000);
    expect(drainedAfter).toBeLessThan(20_000);
    expect(server.output()).toMatch(/SIGTERM: requests still running after 10000 ms were cut off/);
  });
});
