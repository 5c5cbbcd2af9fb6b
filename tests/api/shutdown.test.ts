import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, engines } from '../support/databases';
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

const BODY_START = '{"name":"Slow Client","email":"slow@example.com","message":"';
const BODY_END = 'sent over a slow mobile link"}';

/**
 * A contact form sent in pieces on a raw connection. `Expect: 100-continue` makes the server answer
 * "100 Continue" once it has read the request's head, so the promise resolves only when the request is
 * surely in flight on the server (a fetch could still sit in the listen queue on a loaded machine). The
 * first piece of the body goes at once; `finish` sends the rest. `reply` is everything the server sent,
 * or 'cut off' when it closed the connection without a final answer.
 */
async function inFlightContactForm(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const reply = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(/HTTP\/1\.1 [2-5]\d\d/.test(received) ? received : 'cut off'));
  });
  await once(socket, 'connect');
  const length = Buffer.byteLength(BODY_START + BODY_END);
  socket.write(
    `POST /api/contact-us HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  while (!received.includes('100 Continue')) await once(socket, 'data');
  socket.write(BODY_START);
  return { reply, finish: () => socket.write(BODY_END) };
}

describe('SIGTERM', () => {
  it('lets a request in flight finish, refuses new connections, cuts a stuck one after the grace period and exits 0', {
    timeout: 60_000,
  }, async () => {
    server = await startServer();
    const { origin } = server;
    const port = Number(new URL(origin).port);
    const slow = await inFlightContactForm(port);
    const stuck = await inFlightContactForm(port);
    // 'close', not 'exit': the process's last lines may still be in its pipe when it exits.
    const exited = once(server.process, 'close') as Promise<[number | null, string | null]>;
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');

    // Draining: new connections are refused (polled: a loaded machine may take a moment to get there).
    const tryConnect = () =>
      fetch(`${origin}/healthz`).then(
        () => 'accepted',
        () => 'refused',
      );
    await expect.poll(tryConnect, { timeout: 10_000, interval: 100 }).toBe('refused');
    slow.finish();
    const answer = await slow.reply;
    expect(answer).toMatch(/HTTP\/1\.1 201 /);
    expect(answer).toMatch(/"status":1/);

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(await stuck.reply).toBe('cut off');
    const drainedAfter = Date.now() - signalledAt;
    expect(drainedAfter).toBeGreaterThanOrEqual(9_000);
    expect(drainedAfter).toBeLessThan(20_000);
    expect(server.output()).toMatch(/SIGTERM: requests still running after 10000 ms were cut off/);
  });
});

/**
 * A client that leaves does not stop the work it asked for: the database closes only after the last
 * handler has settled. (PostgreSQL shows it: its pool refused the queries of handlers still running,
 * "The database is not open".)
 */
describe.each(engines)('SIGTERM after clients left (%s)', (engine) => {
  it('closes the database only once the requests whose clients left have been handled', { timeout: 60_000 }, async () => {
    const postgres = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    const left = await startServer({ env: { LOG_LEVEL: 'info', ...(postgres ? { DATABASE_URL: postgres.url } : {}) } });
    try {
      // Listing pages and searches new to every cache, all sent at once on connections of their own.
      const cities = ['Kolkata', 'Delhi', 'Mumbai', 'Pune', 'Bengaluru', 'Chennai', 'Hyderabad', 'Jaipur', 'Lucknow', 'Patna', 'Surat', 'Indore'];
      const paths = cities.flatMap((city, i) => [
        `/service/plumbing?city=${city}`,
        `/service/electrician?city=${city}&verified=1`,
        `/api/search/suggest?q=${encodeURIComponent(`plumber ${city} ${i}`)}`,
        `/api/search/suggest?q=${encodeURIComponent(`beauty parlour ${city}`)}`,
      ]);
      const { port } = new URL(left.origin);
      const sockets = await Promise.all(
        paths.map(async (path) => {
          const socket = connect(Number(port), '127.0.0.1');
          await once(socket, 'connect');
          socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`);
          return socket;
        }),
      );
      // The server is working through them (one database, one page at a time) when the signal comes, and
      // every client leaves right after it: no connection is left to wait for, yet the work goes on.
      await pause(300);
      // 'close', not 'exit': the process's last lines may still be in its pipe when it exits.
      const exited = once(left.process, 'close') as Promise<[number | null, string | null]>;
      left.process.kill('SIGTERM');
      for (const socket of sockets) socket.destroy();
      const [code] = await exited;
      const log = left.output();
      expect(log).not.toMatch(/database is not open|request failed|did not close/i);
      const answered = [...log.matchAll(/"route":"\/(?:service\/\[slug\]|api\/search\/suggest)","status":(\d+)/g)].map((m) => m[1]);
      expect(answered.length).toBeGreaterThan(0);
      expect(new Set(answered)).toEqual(new Set(['200']));
      expect(log.trimEnd().split('\n').at(-1)).toMatch(/SIGTERM: drained, stopped/);
      expect(code).toBe(0);
    } finally {
      await left.stop();
      await postgres?.drop();
    }
  });
});
