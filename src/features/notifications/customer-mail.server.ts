import { eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { logger } from '../../lib/server/log';
import type { OutboxQueryable } from '../../lib/server/outbox/outbox';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { enqueueMessage } from '../../lib/server/outbox/outbox';
import { type MessageEvent, resolveChoices } from '../consent/preferences';
import { channelsFor, loadChoices } from '../consent/preferences.server';
import { mailSubmission, type SubmissionMail } from '../content/support-mail.server';

const { users } = tables;

/** The customer mails that also go as a text (SMS, or WhatsApp when chosen), by the event the person's choices name. */
const TEXTED: Record<string, MessageEvent> = {
  quote: 'quote',
  'booking-confirm': 'booking-decision',
  'booking-decline': 'booking-decision',
  'visit-proposal': 'visit-proposal',
};

/**
 * Texts a customer what their mail says in one line with its one link, on the channels they chose besides
 * email (consent channelsFor: SMS by default, WhatsApp once they opt in, never a number that sent STOP), not
 * in their quiet hours: in the change's transaction, one per event and address.
 */
async function textCustomer(tx: OutboxQueryable & Pick<Awaited<ReturnType<typeof db>>, 'select'>, userId: number, mail: Omit<SubmissionMail, 'to'>) {
  const event = TEXTED[mail.kind];
  if (!event) return;
  const link = mail.fields.map(([, value]) => value).findLast((value) => /^https?:\/\//.test(value)) ?? '';
  const text = m['message.customer.text']({ subject: mail.subject, link }).trim();
  for (const choice of await channelsFor(tx as Parameters<typeof channelsFor>[0], { userId, event, now: clock.now() })) {
    if (choice.channel !== 'sms' && choice.channel !== 'whatsapp') continue;
    await enqueueMessage(tx, {
      event,
      key: `${mail.kind}:${mail.key ?? mail.id}`,
      channel: choice.channel,
      to: choice.to,
      template: event,
      text,
      data: { params: [mail.subject, link] },
      notBefore: choice.notBefore,
    });
  }
}

/** The customer's address for mail, or null: none (an account made by mobile), or they turned mail off (profile, My data). */
async function mailAddress(database: Pick<Awaited<ReturnType<typeof db>>, 'select'>, userId: number): Promise<string | null> {
  const [customer] = await database.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!customer?.email) return null;
  const choices = resolveChoices('customer', await loadChoices(database as Parameters<typeof loadChoices>[0], userId, 'customer'));
  return choices.email ? customer.email : null;
}

/**
 * Mails a customer what their in-app notification says (unless they turned mail off: mailAddress), and texts
 * them a quote, a booking decision or a proposed visit time (textCustomer), through the outbox: in the change's transaction `tx` when given, else after the change is stored. A customer without
 * an account (a visitor's enquiry) has no address to mail; without `tx`, a mail that cannot be written, or an
 * address that cannot be read, is logged and never fails the call. Answers whether the mail was written.
 */
export async function mailCustomer(
  userId: number | null,
  mail: Omit<SubmissionMail, 'to'>,
  tx?: OutboxQueryable & Pick<Awaited<ReturnType<typeof db>>, 'select'>,
): Promise<boolean> {
  if (userId === null) return false;
  if (tx) {
    await textCustomer(tx, userId, mail);
    const to = await mailAddress(tx, userId);
    return to ? mailSubmission({ ...mail, to }, tx) : false;
  }
  try {
    const to = await mailAddress(await db(), userId);
    if (!to) return false;
    return await mailSubmission({ ...mail, to });
  } catch (error) {
    logger.error({ err: error, kind: mail.kind, id: mail.id }, 'customer mail failed; the change is stored');
    return false;
  }
}
