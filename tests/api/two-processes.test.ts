import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackLimits } from '../../src/features/profile/profile';
import { createPostgresDatabase } from '../support/databases';
import { signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';

/**
 * Two server processes on one PostgreSQL database, behind nothing. Sessions, rate
 * limits and data live in the database, so either process serves any request. (PGlite is one process
 * by design, so without TEST_DATABASE_URL this test is not registered; CI has PostgreSQL.)
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let one: TestServer;
  let two: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    // Both start at once on the empty database: migrations and the demo load must not collide.
    [one, two] = await Promise.all([startServer({ env: { DATABASE_URL: created.url } }), startServer({ env: { DATABASE_URL: created.url } })]);
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await drop?.();
  });

  it('accepts a session made on one process on the other, and logging out on the other ends it everywhere', async () => {
    const { token } = await signInThroughOutbox(one.origin, one.dataDir, 'traveller@example.com');
    const whoAmI = (server: TestServer) => fetch(`${server.origin}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    const onTwo = await whoAmI(two);
    expect(onTwo.status).toBe(200);
    expect(((await onTwo.json()) as { data: { email: string } }).data.email).toBe('traveller@example.com');
    const byCookie = await fetch(`${two.origin}/api/user`, { headers: { cookie: `seva_session=${token}` } });
    expect(byCookie.status).toBe(200);
    expect((await fetch(`${two.origin}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await whoAmI(one)).status).toBe(401);
  });

  it('shows a favourite saved on one process on the other', async () => {
    const { token } = await signInThroughOutbox(two.origin, two.dataDir, 'saver@example.com');
    const saved = await fetch(`${one.origin}/api/save-to-favourite/7`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(saved.status).toBe(200);
    const ids = (await (await fetch(`${two.origin}/api/get-your-favourite-service`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: number[];
    };
    expect(ids.data).toContain(7);
  });

  it('counts a rate limit across both processes', async () => {
    const { token } = await signInThroughOutbox(one.origin, one.dataDir, 'chatty@example.com');
    const limit = feedbackLimits.feedback;
    const send = (server: TestServer) =>
      fetch(`${server.origin}/api/web-feedback-submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ feedback: 'Counted wherever it lands' }),
      });
    for (let i = 0; i < limit.user.limit; i++) expect((await send(i % 2 === 0 ? one : two)).status).toBe(200);
    expect((await send(one)).status).toBe(429);
    expect((await send(two)).status).toBe(429);
  });
});
