import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

/**
 * SIGTERM drains. A request in flight when the signal comes still gets its answer; new
 * connections are refused; one that never ends is cut off after the grace period; the exit code is 0.
 */
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A contact-form body sent in pieces: the first at once, the rest once `release` resolves (never, for a
 * stuck client), so the request is surely in flight while the server starts draining.
 */
function slowBody(release: Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent++ === 0) return controller.enqueue(encoder.encode('{"name":"Slow Client","email":"slow@example.com","message":"'));
      await release;
      controller.enqueue(encoder.encode('sent over a slow mobile link"}'));
      controller.close();
    },
  });
}

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections, cuts a stuck one after the grace period and exits 0', {
    timeout: 60_000,
  }, async () => {
    server = await startServer();
    const { origin } = server;
    const post = (body: ReadableStream<Uint8Array>) =>
      fetch(`${origin}/api/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);

    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = post(slowBody(released));
    const stuck = post(slowBody(new Promise(() => undefined))).then(
      (response) => `answered ${response.status}`,
      () => 'cut off',
    );
    await pause(500);
    const exited = once(server.process, 'exit') as Promise<[number | null, string | null]>;
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');

    // Draining: new connections are refused (polled: a loaded machine may take a moment to get there).
    const tryConnect = () =>
      fetch(`${origin}/healthz`).then(
        () => 'accepted',
        () => 'refused',
      );
    await expect.poll(tryConnect, { timeout: 10_000, interval: 100 }).toBe('refused');
    release();
    const answer = await slow;
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { status: number }).status).toBe(1);

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(await stuck).toBe('cut off');
    const drainedAfter = Date.now() - signalledAt;
    expect(drainedAfter).toBeGreaterThanOrEqual(9_000);
    expect(drainedAfter).toBeLessThan(20_000);
    expect(server.output()).toMatch(/SIGTERM: requests still running after 10000 ms were cut off/);
  });
});
