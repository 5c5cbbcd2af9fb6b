import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Signing in by mobile through the API against a server without an SMS provider: its SMS are JSON files in
 * DATA_DIR/outbox/sms (CONTRACT.md "Messages"), written by its outbox worker just after the answer, so they are
 * polled for. The code is read from the newest SMS to the mobile.
 */
export interface SmsFile {
  to: string;
  channel: string;
  event: string;
  template: string;
  text: string;
  created_at: string;
}

/** Every SMS written to `to` (+91XXXXXXXXXX), oldest first. */
export function smsTo(dataDir: string, to: string): SmsFile[] {
  const folder = path.join(dataDir, 'outbox', 'sms');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as SmsFile)
    .filter((file) => file.to === to)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The code of the newest sign-in SMS to `to`, or null. */
export function latestSmsCodeFor(dataDir: string, to: string): string | null {
  const newest = smsTo(dataDir, to)
    .filter((file) => file.event === 'sign-in-code')
    .at(-1);
  return newest?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

/** The code of an SMS to `to` other than `before`, waiting up to 5 s for the outbox worker to write it. */
export async function waitForSmsCode(dataDir: string, to: string, before: string | null = null): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = latestSmsCodeFor(dataDir, to);
    if (code && code !== before) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code sent by SMS to ${to}`);
}

/** generate-otp with `{ mobile }` (ten digits), the code from the SMS outbox, verify-otp: the bearer token. */
export async function signInByMobile(origin: string, dataDir: string, mobile: string): Promise<{ token: string }> {
  const post = (pathname: string, body: unknown) =>
    fetch(`${origin}/api${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const to = `+91${mobile}`;
  const before = latestSmsCodeFor(dataDir, to);
  const asked = await post('/generate-otp', { mobile });
  if (asked.status !== 200) throw new Error(`generate-otp answered ${asked.status}: ${await asked.text()}`);
  const code = await waitForSmsCode(dataDir, to, before);
  const verified = await post('/verify-otp', { mobile, otp: code });
  const body = (await verified.json()) as { token?: string };
  if (verified.status !== 200 || !body.token) throw new Error(`verify-otp answered ${verified.status}`);
  return { token: body.token };
}
