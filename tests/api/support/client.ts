import type { TestServer } from '../../support/server';
import type { Mailbox } from './mailbox';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the API of a started server; JSON in and out, a bearer token when given. */
export async function call<T = any>(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
    // Astro's origin check refuses cross-site form posts; a same-origin browser sends this header.
    headers.origin = server.origin;
  } else if (method !== 'GET' && method !== 'HEAD') {
    // A body-less POST: say it is JSON, as an app's HTTP client does (Astro's origin check refuses
    // non-browser POSTs that have neither a content type nor an Origin).
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${server.origin}/api${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text so that the test shows it
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Signs in through the real flow: ask for a code, read it from the mail, verify it. */
export async function signIn(server: TestServer, mailbox: Mailbox, email: string): Promise<string> {
  const seen = mailbox.mailsTo(email).length;
  const asked = await call(server, 'POST', '/generate-otp', { json: { email } });
  if (asked.status !== 200) throw new Error(`generate-otp: ${asked.status} ${JSON.stringify(asked.body)}`);
  const code = await mailbox.nextCode(email, seen);
  const verified = await call(server, 'POST', '/verify-otp', { json: { email, otp: code } });
  if (verified.status !== 200) throw new Error(`verify-otp: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}
