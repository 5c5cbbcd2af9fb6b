import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubErrorText } from '../../src/lib/server/log';
import { latestCodeFor, signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';
import { serverLogLines } from './support/logs';

/** One structured JSON line per request, and no personal data in the server's output. */
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'debug' } });
});
afterAll(async () => {
  await server?.stop();
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
}

const logLines = () => serverLogLines<LogLine>(server);

describe('request logs', () => {
  it('write one JSON line per request with its id, method, route pattern, status and duration', async () => {
    const response = await fetch(`${server.origin}/api/notification-seen/12345?ref=newsletter`, { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-abc-123');
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const line = logLines().find((entry) => entry.reqId === 'trace-abc-123');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/api/notification-seen/[id]', status: 401 });
    expect(line!.ms).toBeGreaterThanOrEqual(0);
    expect(server.output()).not.toContain('12345');
    expect(server.output()).not.toContain('newsletter');
    // A made-up id that could carry anything is replaced by our own.
    const forged = await fetch(`${server.origin}/api/user`, { headers: { 'x-request-id': 'a b {"level":60} '.repeat(3) } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hold no email, sign-in code or token after a sign-in and signed-in calls', async () => {
    const email = 'private.person@example.com';
    const { token } = await signInThroughOutbox(server.origin, server.dataDir, email);
    const code = latestCodeFor(server.dataDir, email)!;
    expect(code).toMatch(/^\d{6}$/);
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${server.origin}/api/user`, { headers })).status).toBe(200);
    await fetch(`${server.origin}/api/google-autocomplete-api/${encodeURIComponent(email)}?email=${encodeURIComponent(email)}`, { headers });
    await fetch(`${server.origin}/profile?email=${encodeURIComponent(email)}`, { headers: { cookie: `seva_session=${token}` } });
    // A wrong code for the same email, and a second request for a code (refused: too soon).
    await fetch(`${server.origin}/api/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: '000000' }),
    });
    await fetch(`${server.origin}/api/generate-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = server.output();
    expect(logLines().filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(6);
    expect(output).not.toContain(email);
    expect(output).not.toContain('private.person');
    expect(output).not.toContain(token);
    expect(output).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('scrub query parameters and email addresses from logged errors', () => {
    const text = 'Failed query: select * from users where email = $1\nparams: asha@example.com,123456';
    expect(scrubErrorText(text)).toBe('Failed query: select * from users where email = $1\nparams: [redacted]');
    expect(scrubErrorText('could not deliver to ravi.k@example.co.in')).toBe('could not deliver to [email]');
  });
});
