import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The e2e server has no SMTP_URL: each mail is an .eml file in its DATA_DIR/outbox (playwright.config.ts:
 * /tmp/seva-e2e-{port}). One reader of it for every spec.
 */
export const outboxDir = (baseURL: string) => `/tmp/seva-e2e-${new URL(baseURL).port}/outbox`;

/** The mails written so far: pass it to mailedCode to wait for a newer one. */
export const existingMails = (baseURL: string) => new Set(existsSync(outboxDir(baseURL)) ? readdirSync(outboxDir(baseURL)) : []);

/** The mails' texts, newest first (quoted-printable soft breaks undone), leaving out the `seen` files. */
function mailsNewestFirst(baseURL: string, seen: Set<string>): string[] {
  const dir = outboxDir(baseURL);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml') && !seen.has(file))
    .sort()
    .reverse()
    .map((file) => readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''));
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

/** The text of the mail that contains `marker`. */
export function mailContaining(baseURL: string, marker: string): Promise<string> {
  return waitForMail(baseURL, new Set(), (raw) => (raw.includes(marker) ? raw : undefined), `containing ${marker}`);
}
