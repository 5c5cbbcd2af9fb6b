import { eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { logger } from '../../lib/server/log';
import type { OutboxQueryable } from '../../lib/server/outbox/outbox';
import { mailSubmission, type SubmissionMail } from '../content/support-mail.server';

const { users } = tables;

/**
 * Mails a customer what their in-app notification says (every message to a customer goes both ways) through
 * the outbox: in the change's transaction `tx` when given, else after the change is stored. A customer without
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
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    // An account made by mobile has no email to mail.
    return customer?.email ? mailSubmission({ ...mail, to: customer.email }, tx) : false;
  }
  try {
    const [customer] = await (await db()).select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!customer?.email) return false;
    return await mailSubmission({ ...mail, to: customer.email });
  } catch (error) {
    logger.error({ err: error, kind: mail.kind, id: mail.id }, 'customer mail failed; the change is stored');
    return false;
  }
}
