import { db, tables } from '../../lib/server/db';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import type { ContactInput } from './contact';
import { mailSubmission } from './support-mail.server';
import { m } from '../../lib/i18n';

/**
 * Keeps a /contact-us message and tells support about it. The row is written first (one insert, so
 * never half-written) and the mail second: if the mail fails the message is still stored and the
 * sender still gets success (see mailSubmission).
 */
export async function submitContactMessage(input: ContactInput): Promise<{ id: number; mailed: boolean }> {
  const database = await db();
  const [row] = await database
    .insert(tables.contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: tables.contactMessages.id });
  const id = row!.id;
  // In the language of the page it was sent from, which support answers in (recipient-locale.ts).
  const mailed = await inLanguageOf(database, { support: true }, () =>
    mailSubmission({
      kind: 'contact_message',
      id,
      subject: m['mail.contact.subject']({ name: input.name }),
      replyTo: input.email,
      fields: [
        [m['mail.field.name'](), input.name],
        [m['mail.field.email'](), input.email],
        [m['mail.field.message'](), input.message],
        [m['mail.field.reference'](), `contact_messages #${id}`],
      ],
    }),
  );
  return { id, mailed };
}
