import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughOutbox } from '../support/outbox';
import { advanceClock, startOfNextWindow, startServer, type TestServer } from '../support/server';
import { latestSmsCodeFor, signInByMobile, smsTo, waitForSmsCode } from '../support/sms-outbox';
import { paths } from '../../src/paths';
import { call } from './support/client';

/**
 * CONTRACT.md "Messages": sign-in by mobile (`{ mobile }` → a code by SMS, `{ mobile, otp }` → `{ token }`),
 * the SMS read from the embedded channel's DATA_DIR/outbox/sms/*.json; one account holding an email and a
 * verified mobile; a mobile verified by one account refused to another.
 */
const HOUR_MS = 3600_000;
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const ask = (mobile: string) => call(server, 'POST', '/generate-otp', { json: { mobile } });
const verify = (mobile: string, otp: string) => call(server, 'POST', '/verify-otp', { json: { mobile, otp } });
const pass = (ms: number) => advanceClock(server, ms);
const wrongOf = (code: string) => (code === '999999' ? '999998' : '999999');
const me = (token: string) => call(server, 'GET', '/user', { token });

describe('sign-in by mobile', () => {
  it('sends a 6-digit code by SMS (the CONTRACT file) and signs in to a new account with no email', async () => {
    const asked = await ask(' 98310-12345 ');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ status: 1, message: 'OTP sent to your mobile' });
    const code = await waitForSmsCode(server.dataDir, '+919831012345');
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = smsTo(server.dataDir, '+919831012345');
    expect(sms).toMatchObject({ to: '+919831012345', channel: 'sms', event: 'sign-in-code', template: 'sign-in-code' });
    expect(sms!.text).toContain(code);
    expect(Number.isNaN(Date.parse(sms!.created_at))).toBe(false);

    const verified = await verify('9831012345', code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 1, message: 'OTP verified successfully.' });
    const token = verified.body.token as string;
    expect(verified.headers.get('set-cookie')).toContain(`seva_session=${token}`);
    const user = await me(token);
    expect(user.body.data).toMatchObject({ email: null, mobile: '+919831012345' });

    // The code is spent: never twice.
    expect((await verify('9831012345', code)).status).toBe(400);

    // Signing in again by the same mobile is the same account.
    await pass(61_000);
    const again = await signInByMobile(server.origin, server.dataDir, '9831012345');
    expect((await me(again.token)).body.data.ref_code).toBe(user.body.data.ref_code);
  });

  it('works everywhere for an account with only a mobile: profile summary, sessions, notifications', async () => {
    const { token } = await signInByMobile(server.origin, server.dataDir, '9000000001');
    for (const route of ['/get-user-profile-data', '/sessions', '/get-notifications', '/get-wallet-data', '/my-enquiries']) {
      const answer = await call(server, 'GET', route, { token });
      expect(answer.status, route).toBe(200);
    }
    const profilePage = await fetch(`${server.origin}/profile`, { headers: { cookie: `seva_session=${token}` }, redirect: 'manual' });
    expect(profilePage.status).toBe(200);
    expect(await profilePage.text()).toContain('&quot;mobile&quot;:[0,&quot;+919000000001&quot;]');
    // The business workspace names the account by its mobile where it would name the email.
    const workspace = await fetch(`${server.origin}/business`, { headers: { cookie: `seva_session=${token}` }, redirect: 'manual' });
    expect(workspace.status).toBe(200);
    expect(await workspace.text()).toContain('+91 90000 00001');
  });

  it('refuses a bad mobile (422), both an email and a mobile (422), and nothing asks for the email', async () => {
    const short = await ask('12345');
    expect(short.status).toBe(422);
    expect(short.body.errors.mobile).toBe('Please enter a valid 10-digit mobile number');
    const landline = await ask('2212345678');
    expect(landline.status).toBe(422);
    const both = await call(server, 'POST', '/generate-otp', { json: { email: 'a@example.com', mobile: '9831012345' } });
    expect(both.status).toBe(422);
    expect(both.body.errors.mobile).toBe('Please give an email or a mobile number, not both');
    const none = await call(server, 'POST', '/generate-otp', { json: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors.email).toBe('Please enter your email address');
    const noCode = await call(server, 'POST', '/verify-otp', { json: { mobile: '9831012345', otp: '12' } });
    expect(noCode.status).toBe(422);
  });

  it('allows a new code once a minute and 5 an hour per mobile (429), as for an email', async () => {
    const mobile = '9123456780';
    await startOfNextWindow(server, HOUR_MS, 60_000);
    expect((await ask(mobile)).status).toBe(200);
    const tooSoon = await ask(mobile);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/wait/i);
    for (let i = 2; i <= 5; i++) {
      await pass(61_000);
      expect((await ask(mobile)).status, `code ${i}`).toBe(200);
    }
    await pass(61_000);
    const sixth = await ask(mobile);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/too many OTPs/i);
    // Another mobile is not affected.
    expect((await ask('9123456781')).status).toBe(200);
  });

  it('counts wrong codes: a code dies after 5, the mobile locks after 10 in an hour, across codes', async () => {
    const mobile = '9876501234';
    const to = '+919876501234';
    await startOfNextWindow(server, HOUR_MS, 60_000);
    await ask(mobile);
    const first = await waitForSmsCode(server.dataDir, to);
    for (let i = 1; i <= 4; i++) {
      const wrong = await verify(mobile, wrongOf(first));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(`Incorrect OTP. ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left.`);
    }
    expect((await verify(mobile, wrongOf(first))).body.message).toBe('Incorrect OTP. This code is now blocked: please request a new one.');
    expect((await verify(mobile, first)).status).toBe(400);

    await pass(61_000);
    await ask(mobile);
    const second = await waitForSmsCode(server.dataDir, to, first);
    for (let i = 6; i <= 9; i++) expect((await verify(mobile, wrongOf(second))).status).toBe(400);
    const tenth = await verify(mobile, wrongOf(second));
    expect(tenth.status).toBe(429);
    expect(tenth.body.message).toMatch(/^Too many wrong codes for this mobile number\. Please try again in \d+ minutes\.$/);
    expect((await verify(mobile, second)).status).toBe(429);
    await pass(61_000);
    expect((await ask(mobile)).status).toBe(429);
    expect(latestSmsCodeFor(server.dataDir, to)).toBe(second);
  });
});

describe('a mobile on an account that has an email', () => {
  const link = (token: string, mobile: string) => call(server, 'POST', '/account/mobile', { token, json: { mobile } });
  const confirm = (token: string, mobile: string, otp: string) => call(server, 'POST', '/account/mobile/verify', { token, json: { mobile, otp } });

  it('is added with a code by SMS; then the account signs in by either and is the same user', async () => {
    const asha = await signInThroughOutbox(server.origin, server.dataDir, 'asha.mobile@example.com');
    const sent = await link(asha.token, '+91 98300 11111');
    expect(sent.status).toBe(200);
    const code = await waitForSmsCode(server.dataDir, '+919830011111');
    // A wrong code does not add it.
    expect((await confirm(asha.token, '9830011111', wrongOf(code))).status).toBe(400);
    expect((await me(asha.token)).body.data.mobile).toBeNull();
    const added = await confirm(asha.token, '9830011111', code);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ status: 1, message: 'Mobile number verified', data: { mobile: '+919830011111' } });
    const byEmail = await me(asha.token);
    expect(byEmail.body.data).toMatchObject({ email: 'asha.mobile@example.com', mobile: '+919830011111' });

    await pass(61_000);
    const byMobile = await signInByMobile(server.origin, server.dataDir, '9830011111');
    const viaMobile = await me(byMobile.token);
    expect(viaMobile.body.data).toMatchObject({ email: 'asha.mobile@example.com', mobile: '+919830011111' });
    expect(viaMobile.body.data.ref_code).toBe(byEmail.body.data.ref_code);
    const emailAgain = await signInThroughOutbox(server.origin, server.dataDir, 'asha.mobile@example.com');
    expect((await me(emailAgain.token)).body.data.ref_code).toBe(byEmail.body.data.ref_code);
  });

  it('is refused (409) to another account once verified, with no SMS sent; and only to a signed-in user', async () => {
    const ravi = await signInThroughOutbox(server.origin, server.dataDir, 'ravi.mobile@example.com');
    const before = smsTo(server.dataDir, '+919830011111').length;
    const taken = await link(ravi.token, '9830011111');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'This mobile number is already verified on another Seva account. Sign in with it instead, or use another number.',
    );
    const takenVerify = await confirm(ravi.token, '9830011111', '123456');
    expect(takenVerify.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smsTo(server.dataDir, '+919830011111')).toHaveLength(before);
    expect((await me(ravi.token)).body.data.mobile).toBeNull();

    // A mobile-only account's mobile is as much taken.
    expect((await link(ravi.token, '9831012345')).status).toBe(409);

    expect((await call(server, 'POST', '/account/mobile', { json: { mobile: '9830022222' } })).status).toBe(401);
    expect((await call(server, 'POST', '/account/mobile/verify', { json: { mobile: '9830022222', otp: '123456' } })).status).toBe(401);
  });
});

describe('the sign-in pages posted to themselves with a mobile (before the islands start)', () => {
  const postPage = (pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${pathname}`, {
      method: 'POST',
      headers: { origin: server.origin, accept: 'text/html', ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('/login sends the code by SMS, /otp-verification signs in with it', async () => {
    const wrong = await postPage(paths.login(), { adult: 'on', mobile: '12345' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Please enter a valid 10-digit mobile number');

    const asked = await postPage(paths.login(), { adult: 'on', mobile: '9830055555' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(paths.otpVerification());
    const pending = (asked.headers.get('set-cookie') ?? '').split(';')[0]!;
    const code = await waitForSmsCode(server.dataDir, '+919830055555');
    const page = await (await fetch(`${server.origin}${paths.otpVerification()}`, { headers: { cookie: pending } })).text();
    expect(page).toContain('+91 98300 55555');

    const boxes = Object.fromEntries(code.split('').map((digit, index) => [`otp${index + 1}`, digit]));
    const signedIn = await postPage(paths.otpVerification(), boxes, { cookie: pending });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe(paths.profile());
    const session = signedIn.headers.getSetCookie().find((value) => value.startsWith('seva_session='))!;
    const user = await call(server, 'GET', '/user', { headers: { cookie: session.split(';')[0]! } });
    expect(user.body.data).toMatchObject({ email: null, mobile: '+919830055555' });
  });
});
