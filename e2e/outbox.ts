import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The e2e server has no SMTP_URL: each mail is an .eml file in its DATA_DIR/outbox (playwright.config.ts:
 * /tmp/seva-e2e-{port}). One reader of it for every spec.
 */
export const outboxDir = (baseURL: string) => `/tmp/seva-e2e-${new URL(baseURL).port}/outbox`;

/** The mails written so far: pass it to mailedCode to wait for a newer one. */
export const existingMails = (baseURL: string) => new Set(existsSync(outboxDir(baseURL)) ? readdirSync(outboxDir(baseURL)) : []);

/** Each part of a multipart mail, its body decoded (base64 or quoted-printable): a Hindi or Bengali mail's words as written. */
function decodedParts(raw: string): string[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n').trim();
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
      if (encoding !== 'quoted-printable') return body;
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/**
 * The mails' texts, newest first, leaving out the `seen` files: each as it is stored (quoted-printable soft breaks
 * undone), then its parts decoded.
 */
function mailsNewestFirst(baseURL: string, seen: Set<string>): string[] {
  const dir = outboxDir(baseURL);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml') && !seen.has(file))
    .sort()
    .reverse()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      return [raw.replace(/=\r?\n/g, ''), ...decodedParts(raw)].join('\n');
    });
}

/** Waits up to 10 s for a mail that `pick` recognises; its answer. */
async function waitForMail<T>(baseURL: string, seen: Set<string>, pick: (raw: string) => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const raw of mailsNewestFirst(baseURL, seen)) {
      const found = pick(raw);
      if (found !== undefined) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail ${what}`);
}

/** The sign-in code of the newest mail to `email` that is not among the `seen` files. */
export function mailedCode(baseURL: string, email: string, seen: Set<string> = new Set()): Promise<string> {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi');
  return waitForMail(
    baseURL,
    seen,
    (raw) => (to.test(raw) ? raw.match(/(?:signing in to Seva is|কোড|है):\s*(\d{6})/)?.[1] : undefined),
    `with a sign-in code to ${email}`,
  );
}

/** The text of the mail that contains `marker` (its headers, then its parts decoded), not among the `seen` files. */
export function mailContaining(baseURL: string, marker: string, seen: Set<string> = new Set()): Promise<string> {
  return waitForMail(baseURL, seen, (raw) => (raw.includes(marker) ? raw : undefined), `containing ${marker}`);
}
