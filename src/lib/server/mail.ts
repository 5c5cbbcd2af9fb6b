import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from './config';
import { logger } from './log';
import { hashedKeyPart } from './rate-limit';

export interface Mail {
  /** What the mail is ('sign-in-code', 'contact', 'enquiry'…): what the log says of it, with no personal data. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

let transport: Transporter | undefined;

/** SMTP when SMTP_URL is set; otherwise nodemailer renders the message and we keep it as an .eml file. */
function getTransport(): Transporter {
  // Bounded waits: a hanging SMTP server must not hold a visitor's request for minutes.
  transport ??= config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transport;
}

/** The folder where mails go when no SMTP server is configured. */
export const outboxDir = () => path.join(config.dataDir, 'outbox');

/** Sends one mail with a plain-text and an HTML part. Throws when the SMTP server refuses it. */
export async function sendMail(mail: Mail): Promise<void> {
  const { kind, ...message } = mail;
  const info = await getTransport().sendMail({ from: config.MAIL_FROM, ...message });
  if (!config.SMTP_URL) {
    const rendered = (info as { message?: Buffer }).message;
    await mkdir(outboxDir(), { recursive: true });
    const file = path.join(outboxDir(), `${Date.now()}-${randomUUID()}.eml`);
    await writeFile(file, rendered ?? '');
    // Subjects carry what people typed (a submitter's name): the log names the kind and a hash of the recipient.
    logger.info({ kind, recipientHash: hashedKeyPart(mail.to), file: path.basename(file) }, 'mail written to outbox');
  }
}

/**
 * An absolute link to one of our pages for a mail: on SITE_URL, never on the Host the request that caused
 * the mail named (anyone may send any Host, and the mail would carry our name to their site).
 */
export function siteLink(path: string): string {
  return new URL(path, config.SITE_URL).href;
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
