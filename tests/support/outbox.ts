import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { plainTextOf } from '../api/support/mailbox';

/**
 * Where a test's servers keep their DATA_DIR: one, or every instance of several on one database (the mail is
 * written by whichever instance's outbox worker claims it, into that instance's DATA_DIR/outbox).
 */
export type DataDirs = string | readonly string[];

/**
 * Signing in through the API against a server without SMTP: its mails are .eml files in
 * DATA_DIR/outbox (src/lib/server/mail.ts), written by its outbox worker just after the answer. The code is
 * read from the newest mail to the address (files are named by their time first).
 */
export function latestCodeFor(dataDirs: DataDirs, email: string): string | null {
  const files = (typeof dataDirs === 'string' ? [dataDirs] : dataDirs)
    .map((dataDir) => path.join(dataDir, 'outbox'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => ({ name, file: path.join(folder, name) })),
    )
    .sort((a, b) => b.name.localeCompare(a.name));
  for (const { file } of files) {
    const raw = readFileSync(file, 'utf8');
    if (!new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) continue;
    return plainTextOf(raw).match(/(?:signing in to Seva is|কোড|है):\s*(\d{6})/)?.[1] ?? null;
  }
  return null;
}

/** The code of a mail to `email` other than `before`, waiting up to 5 s for the outbox worker to write it. */
export async function waitForCode(dataDir: DataDirs, email: string, before: string | null = null): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = latestCodeFor(dataDir, email);
    if (code && code !== before) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

export interface SignedIn {
  email: string;
  token: string;
}

/** generate-otp, the code from the outbox, verify-otp: the user's bearer token (also the cookie value). */
export async function signInThroughOutbox(origin: string, dataDir: DataDirs, email: string): Promise<SignedIn> {
  const post = (pathname: string, body: unknown) =>
    fetch(`${origin}/api${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const before = latestCodeFor(dataDir, email);
  const asked = await post('/generate-otp', { email });
  if (asked.status !== 200) throw new Error(`generate-otp answered ${asked.status}: ${await asked.text()}`);
  const code = await waitForCode(dataDir, email, before);
  const verified = await post('/verify-otp', { email, otp: code });
  const body = (await verified.json()) as { token?: string };
  if (verified.status !== 200 || !body.token) throw new Error(`verify-otp answered ${verified.status}`);
  return { email, token: body.token };
}

/**
 * A sign-in per email, made once through the outbox and kept: the bearer token for each email, as a test of
 * one server asks again and again (a new code is mailed at most once a minute). `server` is read at each call,
 * so it may be one a beforeAll starts later.
 */
export function signInOncePerEmail(server: () => { origin: string; dataDir: DataDirs }): (email: string) => Promise<string> {
  const tokens = new Map<string, Promise<string>>();
  return (email) => {
    if (!tokens.has(email))
      tokens.set(
        email,
        signInThroughOutbox(server().origin, server().dataDir, email).then((signedIn) => signedIn.token),
      );
    return tokens.get(email)!;
  };
}
