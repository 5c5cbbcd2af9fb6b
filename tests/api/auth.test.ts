import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, startOfNextWindow, startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { type Mailbox, startMailbox } from './support/mailbox';

const HOUR_MS = 3600_000;
let mailbox: Mailbox;
let current: TestServer;
const server = () => current;

beforeAll(async () => {
  mailbox = await startMailbox();
  current = await startServer({ env: { SMTP_URL: mailbox.url }, keepData: true });
});
afterAll(async () => {
  await current?.stop();
  if (current) rmSync(current.dataDir, { recursive: true, force: true });
  await mailbox?.close();
});

const ask = (email: string) => call(server(), 'POST', '/generate-otp', { json: { email } });
const verify = (email: string, otp: string) => call(server(), 'POST', '/verify-otp', { json: { email, otp } });
/** `ms` pass on the server's clock: its codes, sessions and rate-limit windows age with it. */
const pass = (ms: number) => advanceClock(server(), ms);

describe('sign-in by email code', () => {
  it('mails a 6-digit code (text and HTML) and signs in with it: token answered and set as an httpOnly cookie', async () => {
    const email = 'asha@example.com';
    const asked = await ask('  Asha@Example.com ');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ status: 1, message: 'OTP sent to your email' });
    const code = await mailbox.nextCode(email, 0);
    expect(code).toMatch(/^\d{6}$/);
    const mail = mailbox.mailsTo(email)[0]!;
    expect(mail.raw).toMatch(/content-type: text\/plain/i);
    expect(mail.raw).toMatch(/content-type: text\/html/i);

    const verified = await verify(email, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 1, message: 'OTP verified successfully.' });
    const token = verified.body.token as string;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const cookie = verified.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`seva_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // 127.0.0.1: a local machine

    const byBearer = await call(server(), 'GET', '/user', { token });
    expect(byBearer.body).toMatchObject({ status: 1, data: { email } });
    const byCookie = await call(server(), 'GET', '/user', { headers: { cookie: `seva_session=${token}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data.email).toBe(email);
  });

  it('answers the same for an email with and without an account', async () => {
    const known = await ask('asha@example.com');
    const unknown = await ask('nobody-yet@example.com');
    // asha asked a moment ago: the resend rule applies to her as it would to anyone.
    expect(known.status).toBe(429);
    const fresh = await ask('another-new@example.com');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(fresh.body);
    await pass(61_000);
    const knownAgain = await ask('asha@example.com');
    expect(knownAgain.status).toBe(200);
    expect(knownAgain.body).toEqual(fresh.body);
  });

  it('refuses bad input with 422 and field errors, and a broken body with 400', async () => {
    const empty = await call(server(), 'POST', '/generate-otp', { json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toBe('Please enter your email address');
    const bad = await ask('not-an-email');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ status: 0, message: 'Please enter a valid email address' });
    const broken = await fetch(`${server().origin}/api/generate-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBeTruthy();
    const letters = await verify('asha@example.com', 'abcdef');
    expect(letters.status).toBe(422);
    expect(letters.body.errors.otp).toBe('Please enter the 6-digit OTP');
    const noCode = await verify('never-asked@example.com', '123456');
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe('This OTP is no longer valid. Please request a new one.');
  });

  it('counts a wrong code, still accepts the right one, and never accepts a code twice', async () => {
    const email = 'ravi@example.com';
    await ask(email);
    const code = await mailbox.nextCode(email, 0);
    const wrong = await verify(email, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 0, message: 'Incorrect OTP. 4 tries left.' });
    expect((await verify(email, code)).status).toBe(200);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This OTP is no longer valid. Please request a new one.');
  });

  it('keeps only the newest code valid, and a code dies after 10 minutes', async () => {
    const email = 'meera@example.com';
    await ask(email);
    const first = await mailbox.nextCode(email, 0);
    await pass(2 * 60_000);
    expect((await ask(email)).status).toBe(200);
    const second = await mailbox.nextCode(email, 1);
    if (first !== second) {
      const old = await verify(email, first);
      expect(old.status).toBe(400);
    }
    await pass(10 * 60_000 + 1000);
    const late = await verify(email, second);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This OTP has expired. Please request a new one.');
  });

  it('allows a new code once a minute and a few an hour per email (429 with a clear message)', async () => {
    const email = 'kiran@example.com';
    // A fresh hour on the clock (rate-limit.ts counts the clock's hours, the last one weighed): nothing of
    // another test's hour weighs on this email.
    await startOfNextWindow(server(), HOUR_MS, 60_000);
    expect((await ask(email)).status).toBe(200);
    const soon = await ask(email);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for a new OTP\.$/);
    for (let i = 2; i <= 5; i++) {
      await pass(61_000);
      expect((await ask(email)).status).toBe(200);
    }
    await pass(61_000);
    const sixth = await ask(email);
    expect(sixth.status).toBe(429);
    // 6 minutes into the hour the sliding hour holds 5: the next fits when this hour's 5 weigh 4 in the next,
    // 12 minutes into it: 54 + 12 minutes to wait.
    expect(sixth.body.message).toBe('You have asked for too many OTPs. Please try again in 66 minutes.');
    await mailbox.nextCode(email, 4);
    expect(mailbox.mailsTo(email)).toHaveLength(5);
  });

  it('kills a code after 5 wrong tries and locks the email after 10 wrong tries in an hour, across codes', async () => {
    const email = 'lock@example.com';
    await startOfNextWindow(server(), HOUR_MS, 60_000);
    await ask(email);
    const first = await mailbox.nextCode(email, 0);
    const wrongOf = (code: string) => (code === '999999' ? '999998' : '999999');
    for (let i = 1; i <= 4; i++)
      expect((await verify(email, wrongOf(first))).body.message).toBe(`Incorrect OTP. ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left.`);
    expect((await verify(email, wrongOf(first))).body.message).toBe('Incorrect OTP. This code is now blocked: please request a new one.');
    expect((await verify(email, first)).body.message).toBe('This OTP is no longer valid. Please request a new one.');

    await pass(61_000);
    await ask(email);
    const second = await mailbox.nextCode(email, 1);
    for (let i = 6; i <= 9; i++) expect((await verify(email, wrongOf(second))).status).toBe(400);
    const tenth = await verify(email, wrongOf(second));
    expect(tenth.status).toBe(429);
    // Two minutes into the hour the lock began in: 58 minutes, then 6 into the next hour (10 weighing 9).
    expect(tenth.body.message).toBe('Too many wrong codes for this email. Please try again in 64 minutes.');
    const right = await verify(email, second);
    expect(right.status).toBe(429);
    await pass(61_000);
    const newCode = await ask(email);
    expect(newCode.status).toBe(429);
    expect(mailbox.mailsTo(email)).toHaveLength(2);
    // Another email is not affected.
    expect((await ask('not-locked@example.com')).status).toBe(200);
  });

  it('logs out: the token is revoked server-side and the cookie cleared', async () => {
    const token = await signIn(server(), mailbox, 'leaving@example.com');
    expect((await call(server(), 'GET', '/user', { token })).status).toBe(200);
    const out = await call(server(), 'POST', '/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 1, message: 'Logged out' });
    expect(out.headers.get('set-cookie')).toMatch(/seva_session=;|seva_session=deleted|Expires=Thu, 01 Jan 1970/i);
    const after = await call(server(), 'GET', '/user', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status: 0, message: 'Please login first' });
    expect((await call(server(), 'POST', '/logout', { token })).status).toBe(401);
  });

  it('keeps sessions in the database: a token still works after a restart', async () => {
    const token = await signIn(server(), mailbox, 'stays@example.com');
    await current.stop();
    current = await startServer({ env: { SMTP_URL: mailbox.url }, dataDir: current.dataDir });
    expect((await call(server(), 'GET', '/user', { token })).body.data.email).toBe('stays@example.com');
  });
});

describe('per-address limit on asking for codes', () => {
  let own: TestServer;
  let ownMailbox: Mailbox;
  beforeAll(async () => {
    ownMailbox = await startMailbox();
    own = await startServer({ env: { SMTP_URL: ownMailbox.url } });
  });
  afterAll(async () => {
    await own?.stop();
    await ownMailbox?.close();
  });

  it('allows at least 30 an hour from one address (carriers share addresses), then refuses', async () => {
    await startOfNextWindow(own, HOUR_MS);
    const answers: number[] = [];
    for (let i = 0; i < 51; i++) {
      answers.push((await call(own, 'POST', '/generate-otp', { json: { email: `user${i}@example.com` } })).status);
    }
    expect(answers.slice(0, 50).every((status) => status === 200)).toBe(true);
    expect(answers[50]).toBe(429);
    const refused = await call(own, 'POST', '/generate-otp', { json: { email: 'one-more@example.com' } });
    // The rest of the hour, then a fiftieth of the next (the 50 weighing 49): 61.2 minutes, less what the 51 requests took.
    expect(refused.body.message).toMatch(/^Too many OTP requests from your network\. Please try again in 6[12] minutes\.$/);
  });
});
