import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeFor, signInThroughOutbox } from '../support/outbox';
import { advanceClock, startServer, type TestServer } from '../support/server';
import { call } from './support/client';
import { serverLogLines } from './support/logs';
import { profileData, profileForm } from './support/profile';

/**
 * One person under several spellings of a Gmail address counts once (sign-in limits,
 * invite rewards); sign-in outcomes are logged with a hashed email only; the outbox log line carries
 * no personal data.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server?.stop();
});

/** The hash the server logs for a person: SHA-256 of the canonical email, 24 hex characters. */
const personHash = (canonical: string) => createHash('sha256').update(canonical).digest('hex').slice(0, 24);

const ask = (email: string) => call(server, 'POST', '/generate-otp', { json: { email } });
const verify = (email: string, otp: string) => call(server, 'POST', '/verify-otp', { json: { email, otp } });

async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = latestCodeFor(server.dataDir, email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

interface LogLine {
  msg: string;
  event?: string;
  outcome?: string;
  reason?: string;
  emailHash?: string;
  kind?: string;
  recipientHash?: string;
}
const logLines = () => serverLogLines<LogLine>(server);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('sign-in limits per person', () => {
  it('count ab+x@gmail.com, a.b@gmail.com and AB@googlemail.com as ab@gmail.com', async () => {
    const spellings = ['ab@gmail.com', 'a.b@gmail.com', 'ab+x@gmail.com', 'a.b+promo@gmail.com', 'AB@googlemail.com'];
    for (const email of spellings) expect((await ask(email)).status, email).toBe(200);
    const sixth = await ask('a.b+one.more@gmail.com');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/too many OTPs/i);
    // Another provider's dots are not dropped: a.b@example.com is not ab@example.com.
    expect((await ask('a.b@example.com')).status).toBe(200);
    expect((await ask('ab@example.com')).status).toBe(200);
  });
});

describe('sign-in log lines', () => {
  it('record success, failure and lockout with a hashed email, never the address or the code', async () => {
    const email = 'log.person@example.com';
    const { token } = await signInThroughOutbox(server.origin, server.dataDir, email);
    const signedInCode = latestCodeFor(server.dataDir, email)!;
    expect(token).toBeTruthy();

    // Ten wrong codes, five on each of two spellings of one Gmail address: locked.
    const codes: string[] = [signedInCode];
    for (const spelling of ['lock.me+1@gmail.com', 'lockme+2@gmail.com']) {
      expect((await ask(spelling)).status).toBe(200);
      const code = await codeFor(spelling);
      codes.push(code);
      for (let i = 0; i < 5; i++) await verify(spelling, wrongCodeFor(code));
    }
    const locked = await verify('Lock.Me@gmail.com', '123456');
    expect(locked.status).toBe(429);
    await settle();

    const lines = logLines().filter((line) => line.event === 'sign-in');
    expect(lines.find((line) => line.outcome === 'success')).toMatchObject({ msg: 'sign-in succeeded', emailHash: personHash(email) });
    const lockHash = personHash('lockme@gmail.com');
    const failures = lines.filter((line) => line.outcome === 'failure' && line.emailHash === lockHash);
    expect(failures.length).toBeGreaterThanOrEqual(9);
    expect(failures[0]).toMatchObject({ msg: 'sign-in failed', reason: 'wrong-code' });
    const lockouts = lines.filter((line) => line.outcome === 'locked');
    expect(lockouts.map((line) => line.emailHash)).toEqual([lockHash, lockHash]);
    expect(lockouts.map((line) => line.msg)).toEqual(['sign-in locked', 'sign-in locked']);

    const output = server.output();
    for (const text of [email, 'log.person', 'lock.me', 'lockme', token]) expect(output).not.toContain(text);
    for (const code of codes) expect(output).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});

describe('the outbox log line', () => {
  it('names the kind of mail and a hashed recipient, not the subject with the submitter’s name', async () => {
    const sent = await call(server, 'POST', '/contact-us', {
      json: { name: 'Zebulon Quintavalle', email: 'zebulon.q@example.com', message: 'Please call me back about a plumber in Salt Lake tomorrow.' },
    });
    expect(sent.status).toBe(201);
    // The outbox worker writes the mail just after the answer.
    for (let i = 0; i < 100 && !logLines().some((line) => line.msg === 'mail written to outbox' && line.kind === 'contact_message'); i++)
      await settle();
    const written = logLines().filter((line) => line.msg === 'mail written to outbox');
    expect(written.length).toBeGreaterThan(0);
    expect(written.at(-1)).toMatchObject({ kind: 'contact_message' });
    expect(written.at(-1)!.recipientHash).toMatch(/^[0-9a-f]{24}$/);
    expect(written.some((line) => line.kind === 'sign-in-code')).toBe(true);
    expect(server.output()).not.toContain('Zebulon');
    expect(server.output()).not.toContain('Quintavalle');
    expect(server.output()).not.toContain('zebulon.q');
  });
});

describe('invite rewards per person', () => {
  const profile = (email: string, firstName: string) => profileForm(profileData({ email, first_name: firstName }));
  async function newcomer(email: string, firstName: string): Promise<string> {
    const { token } = await signInThroughOutbox(server.origin, server.dataDir, email);
    const made = await call(server, 'POST', '/user-details-add', { token, form: profile(email, firstName) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return token;
  }

  it('are not earned by the inviter’s own alias, nor by an alias of someone already here', async () => {
    const inviter = await newcomer('inviter.person@gmail.com', 'Inez');
    const code = (await call(server, 'GET', '/user', { token: inviter })).body.data.ref_code as string;
    const existing = await newcomer('old.friend@gmail.com', 'Olu');

    const ownAlias = await newcomer('inviterperson+alt@gmail.com', 'Inez');
    const own = await call(server, 'GET', `/invite-user/${code}`, { token: ownAlias });
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ status: 0, message: 'You cannot use your own invite link.' });

    const againAlias = await newcomer('oldfriend+again@googlemail.com', 'Olu');
    const again = await call(server, 'GET', `/invite-user/${code}`, { token: againAlias });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Invite links are for friends who are new to Seva.');
    expect((await call(server, 'GET', '/get-wallet-data', { token: inviter })).body.data).toMatchObject({ balance: 0, entries: [] });

    // A friend who really is new still earns the reward.
    const fresh = await newcomer('brand.new.friend@gmail.com', 'Bina');
    expect((await call(server, 'GET', `/invite-user/${code}`, { token: fresh })).status).toBe(200);
    const wallet = (await call(server, 'GET', '/get-wallet-data', { token: inviter })).body.data;
    expect(wallet.entries.map((entry: { friend_name: string }) => entry.friend_name)).toEqual(['Bina']);
    expect(existing).toBeTruthy();
  });
});

describe('wrong-code lockout per person and address together', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const askFrom = (email: string, ip: string) => call(server, 'POST', '/generate-otp', { json: { email }, headers: from(ip) });
  const verifyFrom = (email: string, otp: string, ip: string) => call(server, 'POST', '/verify-otp', { json: { email, otp }, headers: from(ip) });
  /** The code mailed after `previous` (a new one is asked for before each call). */
  async function newCodeFor(email: string, previous: string | null): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const code = latestCodeFor(server.dataDir, email);
      if (code && code !== previous) return code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no new code mailed to ${email}`);
  }
  /** Ten wrong codes from `ip`, five on each of two codes asked for a minute apart; answers the last code. */
  async function tenWrongCodes(email: string, ip: string, previous: string | null): Promise<string> {
    let code = previous;
    for (let round = 0; round < 2; round++) {
      await advanceClock(server, 61_000);
      expect((await askFrom(email, ip)).status).toBe(200);
      code = await newCodeFor(email, code);
      for (let i = 0; i < 5; i++) expect((await verifyFrom(email, wrongCodeFor(code), ip)).status).not.toBe(200);
    }
    return code!;
  }

  it('a stranger’s wrong codes from another address do not lock the person out; their own address is locked', async () => {
    const email = 'locked.out.not@example.com';
    const stranger = '203.0.113.9';
    const own = '198.51.100.7';
    let code = await tenWrongCodes(email, stranger, null);
    const strangerLocked = await verifyFrom(email, '123456', stranger);
    expect(strangerLocked.status).toBe(429);
    expect(strangerLocked.body.message).toMatch(/wrong codes/i);
    expect((await askFrom(email, stranger)).status).toBe(429);

    // The person, on their own network, asks for a code and signs in.
    await advanceClock(server, 61_000);
    const asked = await askFrom(email, own);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    code = await newCodeFor(email, code);
    const signedIn = await verifyFrom(email, code, own);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.token).toBeTruthy();

    // Too many wrong codes from the person's own address still lock that address.
    code = await tenWrongCodes(email, own, code);
    const ownLocked = await verifyFrom(email, code, own);
    expect(ownLocked.status).toBe(429);
    expect(ownLocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await askFrom(email, own)).status).toBe(429);
  });
});
