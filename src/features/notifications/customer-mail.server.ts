import { eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { logger } from '../../lib/server/log';
import { mailSubmission, type SubmissionMail } from '../content/support-mail.server';

const { users } = tables;

/**
 * Mails a customer what their in-app notification says (every message to a customer goes both ways), after
 * the change is stored: a customer without an account (a visitor's enquiry) has no address to mail, and a
 * mail that fails, or an address that cannot be read, is logged and never fails the call. Answers whether it went.
 */
export async function mailCustomer(userId: number | null, mail: Omit<SubmissionMail, 'to'>): Promise<boolean> {
  if (userId === null) return false;
  try {
    const [customer] = await (await db()).select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!customer) return false;
    return await mailSubmission({ ...mail, to: customer.email });
  } catch (error) {
    logger.error({ err: error, kind: mail.kind, id: mail.id }, 'customer mail failed; the change is stored');
    return false;
  }
}
