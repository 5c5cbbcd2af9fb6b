import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locale, m } from '../../src/lib/i18n';
import { inLocale } from '../../src/lib/server/request-locale';
import { apiPaths, paths } from '../../src/paths';
import { mailTo, newMails } from '../support/mail';
import { advanceClock, startServer, type TestServer } from '../support/server';
import { latestSmsCodeFor, smsTo, waitForSmsCode } from '../support/sms-outbox';

/**
 * CONTRACT.md "Languages": mails and messages go in the language the person chose. Signing in keeps on the
 * account (users.locale) the language chosen with the switch while signed out, or a new account the language of
 * the page it was made from; a choice the account holds stays. What the account keeps is read from what it is
 * sent next: a sign-in code asked for without any language (no Accept-Language, no cookie) speaks the account's.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** How a browser asks: the page's language (src/lib/api.ts sends it), the switch's cookie, a session. */
interface Asking {
  language?: string;
  cookie?: string;
  token?: string;
}

const post = (path: string, body: object, { language, cookie, token }: Asking = {}) =>
  fetch(`${server.origin}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
      ...(cookie ? { cookie } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/** Past the resend interval and the codes an address may have an hour (auth.ts otpRules), on the server's clock. */
const later = () => advanceClock(server, 13 * 60_000);

const subjectIn = (locale: Locale) => inLocale(locale, () => m['mail.signInCode.subject']());
const smsWordsIn = (locale: Locale) => inLocale(locale, () => m['sms.signInCode.text']({ code: '\u0000', minutes: '\u0000' })).split('\u0000')[1]!;

/** Asks for a code by mail as `asking`; the mail's subject and code. */
async function codeMail(email: string, asking: Asking = {}): Promise<{ subject: string; code: string }> {
  await later();
  const [mail] = await newMails(
    server,
    async () => {
      expect((await post(apiPaths.generateOtp(), { email }, asking)).status).toBe(200);
    },
    mailTo(email),
  );
  expect(mail).toBeDefined();
  return { subject: mail!.headers.subject ?? '', code: /(\d{6})/.exec(mail!.text)?.[1] ?? '' };
}

/** Asks for a code by SMS as `asking`; the SMS's text and code. */
async function codeSms(mobile: string, asking: Asking = {}): Promise<{ text: string; code: string }> {
  await later();
  const to = `+91${mobile}`;
  const before = latestSmsCodeFor(server.dataDir, to);
  expect((await post(apiPaths.generateOtp(), { mobile }, asking)).status).toBe(200);
  const code = await waitForSmsCode(server.dataDir, to, before);
  const sent = smsTo(server.dataDir, to)
    .filter((sms) => sms.event === 'sign-in-code')
    .at(-1)!;
  return { text: sent.text, code };
}

/** Signs in by email or mobile as `asking` (code asked and checked from the same page): the bearer token. */
async function signIn(address: { email: string } | { mobile: string }, asking: Asking = {}): Promise<string> {
  const { code } = 'email' in address ? await codeMail(address.email, asking) : await codeSms(address.mobile, asking);
  const verified = await post(apiPaths.verifyOtp(), { ...address, otp: code }, asking);
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** The switch pressed (src/pages/language.ts), signed in with `token` or not: the cookie it leaves. */
async function pressSwitch(locale: Locale, token?: string): Promise<string> {
  const answer = await fetch(`${server.origin}${paths.language(locale, paths.login())}`, {
    redirect: 'manual',
    headers: { 'sec-fetch-site': 'same-origin', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(answer.status).toBe(303);
  const cookie = /seva_lang=[^;]*/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  expect(cookie).toBe(`seva_lang=${locale}`);
  return cookie!;
}

describe('the language an account keeps as its person signs in', () => {
  it('a new account made from a Hindi page keeps Hindi; one made from an English page keeps none (English)', async () => {
    await signIn({ email: 'naya.hindi.khata@example.com' }, { language: 'hi-IN' });
    expect((await codeMail('naya.hindi.khata@example.com')).subject).toBe(subjectIn('hi'));

    await signIn({ email: 'new.english@example.com' }, { language: 'en-IN' });
    expect((await codeMail('new.english@example.com')).subject).toBe(subjectIn('en'));
  });

  it('an account that never chose keeps the language chosen with the switch while signed out, not a mere page language', async () => {
    const email = 'kabhi.nahi.chuna@example.com';
    await signIn({ email });
    // Signing in from a Bengali page is no choice: the account still has none.
    await signIn({ email }, { language: 'bn-IN' });
    expect((await codeMail(email)).subject).toBe(subjectIn('en'));

    const cookie = await pressSwitch('bn');
    await signIn({ email }, { language: 'bn-IN', cookie });
    expect((await codeMail(email)).subject).toBe(subjectIn('bn'));
  });

  it('an account that chose keeps its choice, whatever the page or the switch of the browser it signs in from', async () => {
    const email = 'chuna.hua@example.com';
    const token = await signIn({ email });
    await pressSwitch('hi', token);
    const bengaliBrowser = await pressSwitch('bn');
    await signIn({ email }, { language: 'bn-IN', cookie: bengaliBrowser });
    expect((await codeMail(email)).subject).toBe(subjectIn('hi'));
  });

  it('by mobile the same: a new account from a Hindi page keeps Hindi; a signed-out switch to Bengali is kept', async () => {
    await signIn({ mobile: '9830011223' }, { language: 'hi-IN' });
    const hindi = await codeSms('9830011223');
    expect(hindi.text).toContain(smsWordsIn('hi'));

    await signIn({ mobile: '9830011224' });
    expect((await codeSms('9830011224')).text).toContain(smsWordsIn('en'));
    const cookie = await pressSwitch('bn');
    await signIn({ mobile: '9830011224' }, { language: 'bn-IN', cookie });
    expect((await codeSms('9830011224')).text).toContain(smsWordsIn('bn'));
  });
});
