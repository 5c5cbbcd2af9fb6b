import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Locale, m } from '../i18n';
import { languageTag } from '../locale-path';
import { config } from './config';
import { logger } from './log';
import type { Channel, OutboundMessage } from './outbox/channel';
import { outboxFileName, writeOnce } from './outbox/files';
import { enqueueMessage, type OutboxQueryable } from './outbox/outbox';
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

/** What the outbox keeps of a mail besides its text (the row's `data`). */
interface MailData {
  subject: string;
  html: string;
  replyTo?: string;
}

let transport: Transporter | undefined;

/** SMTP when SMTP_URL is set; otherwise nodemailer renders the message and we keep it as an .eml file. */
function getTransport(): Transporter {
  // Bounded waits: a hanging SMTP server must not hold a delivery for minutes (the outbox lease is longer).
  transport ??= config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transport;
}

/** The folder where mails go when no SMTP server is configured (and, below it, SMS and WhatsApp files). */
export const outboxDir = () => path.join(config.dataDir, 'outbox');

/** `html` with `footer` at its end: inside its body when it is a whole document. */
function withFooter(html: string, footer: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${footer}` : `${html.slice(0, end)}${footer}${html.slice(end)}`;
}

/** A mail of paragraphs, each escaped in the HTML (a grievance's acknowledgement and decision, a breach notice). */
export function paragraphsMail(subject: string, paragraphs: string[]): { subject: string; text: string; html: string } {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">` +
      `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>` +
      paragraphs.map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`).join('') +
      `</body></html>`,
  };
}

/**
 * Writes a mail to the outbox in the caller's transaction (or on its own): the outbox worker sends it
 * (src/lib/server/outbox/). `key` makes it one per event (see enqueueMessage); `urgent` for sign-in codes.
 * Answers the row's id, or undefined when the event already had its mail to this address.
 */
export function enqueueMail(
  tx: OutboxQueryable,
  mail: Mail,
  options: { key?: string | number; urgent?: boolean; expiresAt?: Date } = {},
): Promise<number | undefined> {
  const footer = m['mail.footer.dataProtection']({ email: config.DATA_PROTECTION_EMAIL });
  const html = withFooter(mail.html, `<p style="margin-top:24px;color:#64748b;font-size:12px">${escapeHtml(footer)}</p>`);
  const data: MailData = { subject: mail.subject, html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
  return enqueueMessage(tx, {
    event: mail.kind,
    key: options.key,
    channel: 'email',
    to: mail.to,
    template: mail.kind,
    text: `${mail.text}\n\n--\n${footer}\n`,
    data: data as unknown as Record<string, unknown>,
    urgent: options.urgent,
    expiresAt: options.expiresAt,
  });
}

/**
 * The email channel: SMTP when SMTP_URL is set, else an .eml file in `dir` (DATA_DIR/outbox) named by the
 * outbox row and created once. Over SMTP the Message-ID is the row's, so a mail a receiver got twice (a
 * worker killed between the server's acceptance and recording it) is one message to it.
 */
export function emailChannel(dir: string = outboxDir()): Channel {
  return {
    name: 'email',
    async send(message: OutboundMessage) {
      const data = message.data as unknown as MailData;
      const host = new URL(config.SITE_URL).hostname;
      const info = await getTransport().sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        replyTo: data.replyTo,
        subject: data.subject,
        text: message.text,
        html: data.html,
        messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${host}>`,
        // The language it is written in (the recipient's, src/lib/server/recipient-locale.ts), as mail readers read it.
        ...(typeof message.data.locale === 'string' ? { headers: { 'Content-Language': languageTag(message.data.locale as Locale) } } : {}),
      });
      if (config.SMTP_URL) return;
      const rendered = (info as { message?: Buffer }).message ?? Buffer.alloc(0);
      const file = outboxFileName(message, 'eml');
      const wrote = await writeOnce(dir, file, rendered);
      // Subjects carry what people typed (a submitter's name): the log names the kind and a hash of the recipient.
      if (wrote) logger.info({ kind: message.event, recipientHash: hashedKeyPart(message.to), file }, 'mail written to outbox');
    },
  };
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
