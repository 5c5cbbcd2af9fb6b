import { SMTPServer } from 'smtp-server';
import { freePort } from '../../support/server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded text/plain part. */
  text: string;
}

/** The text/plain part of a raw MIME message, quoted-printable decoded. */
export function plainTextOf(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  const boundary = normalized.match(/boundary="?([^"\n;]+)"?/)?.[1];
  const parts = boundary ? normalized.split(`--${boundary}`) : [normalized];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? parts[0]!;
  const split = part.indexOf('\n\n');
  const headers = part.slice(0, split);
  let body = part.slice(split + 2);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    body = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } else if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/** A real SMTP server on a free loopback port that keeps every mail it receives. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: plainTextOf(raw) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const mailsTo = (email: string) => mails.filter((mail) => mail.to.includes(email.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    /** Waits for the next mail to `email` after the `seen`-th one and returns its sign-in code. */
    async nextCode(email: string, seen = mailsTo(email).length - 1): Promise<string> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = mailsTo(email)[seen];
        if (mail) {
          const code = mail.text.match(/(?:signing in to Seva is|কোড|है):\s*(\d{6})/)?.[1];
          if (!code) throw new Error(`no code in mail:\n${mail.text}`);
          return code;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
