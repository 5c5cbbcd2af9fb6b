import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from './server';

/**
 * Reading what a test server sent: without SMTP_URL every mail is an .eml file in DATA_DIR/outbox
 * (src/lib/server/mail.ts), decoded here into headers, text and HTML.
 */
export interface Mail {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Decodes a quoted-printable part (what nodemailer uses for long HTML lines). */
function quotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes RFC 2047 encoded words in a header ('=?UTF-8?Q?Leaking_tap_=E2=80=94?=' → 'Leaking tap —'). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodePart(part: string): { type: string; body: string } {
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').trim();
  const type = /content-type:\s*([^;\s]+)/i.exec(head!)?.[1]?.toLowerCase() ?? '';
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head!)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return { type, body: quotedPrintable(body) };
  if (encoding === 'base64') return { type, body: Buffer.from(body, 'base64').toString('utf8') };
  return { type, body };
}

/** The mails in a server's outbox, oldest first, with their text and HTML parts decoded. */
export function outbox(server: TestServer): Mail[] {
  const dir = path.join(server.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const [head] = raw.split(/\r?\n\r?\n/);
      const headers: Record<string, string> = {};
      for (const line of head!.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = decodeHeader(line.slice(at + 1).trim());
      }
      const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
      const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map(decodePart) : [];
      return {
        file,
        headers,
        text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
        html: parts.find((part) => part.type === 'text/html')?.body ?? '',
      };
    });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What newMails waits for: the mails it added so far pass `until` (default: there is one), within `within` ms. */
export interface MailWait {
  until?: (mails: Mail[]) => boolean;
  within?: number;
}

/**
 * Runs `send` and returns the mails it added to the outbox. Mails are delivered by the server's outbox worker
 * after the answer (src/lib/server/outbox/), on PGlite behind whatever the server's background jobs do: this
 * waits until the added mails pass `until` (default: one arrived), then until no other arrives for a moment.
 * A number is how long to wait for a first one: a test that expects none passes what it is content to wait.
 */
export async function newMails(server: TestServer, send: () => Promise<void>, wait: number | MailWait = {}): Promise<Mail[]> {
  const { until = (mails: Mail[]) => mails.length > 0, within = 20_000 } = typeof wait === 'number' ? { within: wait } : wait;
  const before = new Set(outbox(server).map((mail) => mail.file));
  await send();
  const added = () => outbox(server).filter((mail) => !before.has(mail.file));
  const deadline = Date.now() + within;
  while (!until(added()) && Date.now() < deadline) await sleep(50);
  return settled(added);
}

/**
 * A post whose one mail marks the point up to which the outbox has delivered (`post`, and `marks` to tell its
 * mail): see mailsBeforeSentinel.
 */
export interface SentinelMail {
  post: () => Promise<void>;
  marks: (mail: Mail) => boolean;
}

/**
 * The mails `send` added, found without waiting a fixed time for a mail that ought not to come: after `send`
 * the sentinel posts a mail of the same kind, which the outbox worker delivers after anything `send` queued
 * (src/lib/server/outbox/worker.ts: urgent first, then in the order they became due; a test server's clock
 * is not moved meanwhile). Once the sentinel's mail is there, and nothing more arrives for a moment, whatever
 * `send` queued has arrived too. Throws when the sentinel's mail never comes (newMails' 20 s).
 */
export async function mailsBeforeSentinel(server: TestServer, send: () => Promise<void>, sentinel: SentinelMail): Promise<Mail[]> {
  const mails = await newMails(
    server,
    async () => {
      await send();
      await sentinel.post();
    },
    { until: (added) => added.some(sentinel.marks) },
  );
  if (mails.filter(sentinel.marks).length !== 1)
    throw new Error(`the sentinel's mail did not arrive once: ${mails.map((mail) => mail.headers.subject).join(', ')}`);
  return mails.filter((mail) => !sentinel.marks(mail));
}

/** Waits for one new mail to `to` (and the rest of what arrives with it). */
export const mailTo = (to: string): MailWait => ({ until: (mails) => mails.some((mail) => mail.headers.to === to) });

/** Reads `read` again until its count stays the same for 400 ms (the outbox worker has caught up). */
async function settled<T>(read: () => T[]): Promise<T[]> {
  let last = read();
  for (let still = 0; still < 8; still++) {
    await sleep(50);
    const now = read();
    if (now.length !== last.length) still = -1;
    last = now;
  }
  return last;
}

/** The outbox once the server's outbox worker has written what was asked so far. */
export function settledOutbox(server: TestServer): Promise<Mail[]> {
  return settled(() => outbox(server));
}

export type Encoding = 'json' | 'form' | 'multipart';

/** POSTs to `/api{route}` as a browser on the server's own origin would, JSON, form-encoded or multipart. */
export async function postApi(
  server: TestServer,
  route: string,
  body: unknown,
  encoding: Encoding = 'json',
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = `${server.origin}/api${route}`;
  // A browser sends its own origin; cross-site writes are refused (src/lib/server/origin-guard.ts).
  const common: Record<string, string> = { origin: server.origin, ...headers };
  if (encoding === 'json') {
    return fetch(url, {
      method: 'POST',
      headers: { ...common, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
  const fields = Object.entries(body as Record<string, string>);
  if (encoding === 'form') return fetch(url, { method: 'POST', headers: common, body: new URLSearchParams(fields) });
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return fetch(url, { method: 'POST', headers: common, body: form });
}
