import { config } from '../../lib/server/config';
import { db } from '../../lib/server/db';
import { logger } from '../../lib/server/log';
import { enqueueMail, escapeHtml } from '../../lib/server/mail';
import type { OutboxQueryable } from '../../lib/server/outbox/outbox';

export interface SubmissionMail {
  /** Where it goes; support's address (config.SUPPORT_EMAIL) unless given, e.g. a business's own address. */
  to?: string;
  subject: string;
  /** The sender's address, when they gave one: the recipient answers with a plain "Reply". */
  replyTo?: string;
  /** One line of the mail per entry, in order; values are what the user typed. */
  fields: [label: string, value: string][];
  /** What kind of submission this is, for the log line if the mail fails. */
  kind: string;
  id: number;
  /** What makes this mail one per event (with its kind and address): asking again writes nothing. Unset: each call is one. */
  key?: string | number;
}

/** Plain-text and HTML bodies of a support mail; every user value is escaped in the HTML part. */
export function renderSubmissionMail(mail: Pick<SubmissionMail, 'subject' | 'fields'>): { text: string; html: string } {
  const text = mail.fields.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n\n');
  const rows = mail.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">` +
    `<h1 style="font-size:18px">${escapeHtml(mail.subject)}</h1><table cellpadding="0" cellspacing="0">${rows}</table>` +
    `</body></html>`;
  return { text, html };
}

/**
 * Mails a stored submission (a contact message, an enquiry, a booking…) to support or to the business
 * (`to`) through the outbox (src/lib/server/outbox/): given the event's transaction `tx`, the mail is
 * written with the event (and a failure fails it); without one, on its own after the event was stored, and
 * "nothing lost": a mail that cannot be written is logged (with the row id, so it can be found in the
 * database) and never turns a stored submission into an error for the person who sent it. Answers whether
 * the mail was written; the outbox worker sends it.
 */
export async function mailSubmission(mail: SubmissionMail, tx?: OutboxQueryable): Promise<boolean> {
  const write = async (on: OutboxQueryable) =>
    enqueueMail(
      on,
      { kind: mail.kind, to: mail.to ?? config.SUPPORT_EMAIL, replyTo: mail.replyTo, subject: mail.subject, ...renderSubmissionMail(mail) },
      { key: mail.key },
    );
  if (tx) {
    await write(tx);
    return true;
  }
  try {
    await write(await db());
    return true;
  } catch (error) {
    logger.error({ err: error, kind: mail.kind, id: mail.id }, `${mail.to ? 'business' : 'support'} mail failed; the submission is stored`);
    return false;
  }
}
