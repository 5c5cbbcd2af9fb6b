import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeFor, signInThroughOutbox } from '../support/outbox';
import { advanceClock, startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * The session cookie's name and flags under https, the idle timeout, and the signed-in
 * customer's list of sessions with "Sign out everywhere else".
 */
let current: TestServer;
const server = () => current;

beforeAll(async () => {
  // TRUST_PROXY=1: the test plays the proxy, saying with X-Forwarded-Proto whether the visitor used https.
  current = await startServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await current?.stop();
});

const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in as a browser would, sending these headers with verify-otp; answers the token and the Set-Cookie header. */
async function signInWith(email: string, headers: Record<string, string> = {}): Promise<{ token: string; setCookie: string }> {
  const before = latestCodeFor(server().dataDir, email);
  const asked = await call(server(), 'POST', '/generate-otp', { json: { email } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  let code = latestCodeFor(server().dataDir, email);
  for (let i = 0; i < 100 && (!code || code === before); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    code = latestCodeFor(server().dataDir, email);
  }
  const verified = await call(server(), 'POST', '/verify-otp', { json: { email, otp: code }, headers });
  expect(verified.status).toBe(200);
  return { token: verified.body.token, setCookie: verified.headers.get('set-cookie') ?? '' };
}

/** The next sign-in code of an email may be asked for a minute later: two pass on the server's clock. */
const codesAge = () => advanceClock(server(), 2 * 60_000);

describe('the session cookie', () => {
  it('is __Host-seva_session (Secure, Path=/, no Domain) under https, and only that name is read there', async () => {
    const { token, setCookie } = await signInWith('cookie.https@example.com', { 'x-forwarded-proto': 'https', 'user-agent': PHONE_CHROME });
    expect(setCookie).toMatch(new RegExp(`^__Host-seva_session=${token};`));
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Domain=/i);

    const https = { 'x-forwarded-proto': 'https' };
    expect((await call(server(), 'GET', '/user', { headers: { ...https, cookie: `__Host-seva_session=${token}` } })).status).toBe(200);
    // Under https a plain-named cookie (one a subdomain could have planted) does not sign anyone in.
    expect((await call(server(), 'GET', '/user', { headers: { ...https, cookie: `seva_session=${token}` } })).status).toBe(401);

    const out = await call(server(), 'POST', '/logout', { headers: { ...https, cookie: `__Host-seva_session=${token}` } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-seva_session=.*;\s*Secure/i);
  });

  it('stays seva_session over plain http on a local machine', async () => {
    const { setCookie, token } = await signInWith('cookie.http@example.com', { 'user-agent': PHONE_CHROME });
    expect(setCookie).toMatch(new RegExp(`^seva_session=${token};`));
    expect(setCookie).not.toMatch(/Secure/i);
    expect((await call(server(), 'GET', '/user', { headers: { cookie: `seva_session=${token}` } })).status).toBe(200);
  });
});

describe('the idle timeout', () => {
  it('ends a session unused for 7 days, though its 30 days are not over; use keeps it alive', async () => {
    const { token: idle } = await signInThroughOutbox(server().origin, server().dataDir, 'idle.one@example.com');
    const { token: busy } = await signInThroughOutbox(server().origin, server().dataDir, 'busy.one@example.com');
    const user = (token: string) => call(server(), 'GET', '/user', { token });
    const daysPass = (days: number) => advanceClock(server(), days * 24 * 3600_000);

    await daysPass(6);
    expect((await user(idle)).status).toBe(200); // 6 days idle: still fine, and now used
    expect((await user(busy)).status).toBe(200);
    await daysPass(6);
    expect((await user(busy)).status).toBe(200); // used 6 days ago: alive (12 days since sign-in)
    await daysPass(8);
    expect((await user(idle)).status).toBe(401); // 8 days unused
    expect((await user(busy)).status).toBe(401);
  });
});

describe('where you are signed in', () => {
  it('lists the sessions with device and times, marks this one, and signs out the others', async () => {
    const email = 'many.devices@example.com';
    const phone = await signInWith(email, { 'user-agent': PHONE_CHROME });
    await codesAge();
    const { token: iphone } = await signInWith(email, { 'user-agent': IPHONE_SAFARI });
    await codesAge();
    const { token: bare } = await signInWith(email);
    const other = await signInThroughOutbox(server().origin, server().dataDir, 'someone.else@example.com');

    const listed = await call(server(), 'GET', '/sessions', { token: phone.token });
    expect(listed.status).toBe(200);
    expect(listed.body.status).toBe(1);
    const sessions = listed.body.data as Array<{ id: string; created_at: string; last_seen_at: string; user_agent: string; current: boolean }>;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, user_agent: 'Chrome on Android' });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.user_agent).sort()).toEqual(['Chrome on Android', 'Safari on iPhone', 'Unknown device']);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.parse(session.created_at)).toBeGreaterThan(Date.now() - 3_600_000);
      expect(Date.parse(session.last_seen_at)).toBeGreaterThan(Date.now() - 3_600_000);
    }
    expect(JSON.stringify(listed.body)).not.toContain(phone.token);

    // Someone else can neither see nor end these sessions.
    const theirs = await call(server(), 'GET', '/sessions', { token: other.token });
    expect(theirs.body.data).toHaveLength(1);
    const iphoneId = sessions.find((session) => session.user_agent === 'Safari on iPhone')!.id;
    const refused = await call(server(), 'POST', `/sessions/${iphoneId}/revoke`, { token: other.token });
    expect(refused.status).toBe(404);
    expect(refused.body.status).toBe(0);
    expect((await call(server(), 'GET', '/user', { token: iphone })).status).toBe(200);
    expect((await call(server(), 'POST', '/sessions/revoke-others', {})).status).toBe(401);

    // One by its id…
    expect((await call(server(), 'POST', `/sessions/${iphoneId}/revoke`, { token: phone.token })).body.status).toBe(1);
    expect((await call(server(), 'GET', '/user', { token: iphone })).status).toBe(401);

    // …then everywhere else.
    const ended = await call(server(), 'POST', '/sessions/revoke-others', { token: phone.token });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 1, data: { ended: 1 } });
    expect((await call(server(), 'GET', '/user', { token: bare })).status).toBe(401);
    expect((await call(server(), 'GET', '/user', { token: phone.token })).status).toBe(200);
    expect((await call(server(), 'GET', '/user', { token: other.token })).status).toBe(200);
    const after = await call(server(), 'GET', '/sessions', { token: phone.token });
    expect(after.body.data).toHaveLength(1);
    expect(after.body.data[0].current).toBe(true);
  });
});
