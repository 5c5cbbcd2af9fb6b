import { eq, inArray, or } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { db, tables } from '../../lib/server/db';

const { users, reviews, enquiries, leads, grievances, otpCodes, outbox } = tables;

/** The outbox events that tell a business of a lead, keyed by the lead's id (enquiries.server.ts, lead-alert.server.ts). */
const LEAD_MESSAGE_EVENTS = ['enquiry', 'lead-alert'] as const;

/**
 * POST /api/delete-account (CONTRACT.md "Your data"), in one transaction: the person's reviews stay, by
 * "Former user"; the businesses' copies of their enquiries (the leads) keep the job but lose the name, the
 * number and the words; what only they had (profile, sessions, favourites, notifications, bookings, consents,
 * push subscriptions, memberships) goes with the account row (the schema's `belongsTo` cascades, `clearedWith`
 * forgets them); codes and messages to their addresses go too. The same email signs in afterwards to a new,
 * empty account.
 */
export async function deleteAccount(userId: number): Promise<void> {
  const database = await db();
  await database.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId));
    if (!account) return;
    const formerUser = m['privacy.delete.formerUser']({}, { locale: 'en' });
    // The businesses' messages of the person's leads (the enquiry's mail, the lead alert) carry their name and
    // number until sent: those not yet sent are not sent now, and the sent ones' records go.
    const theirLeads = await tx.select({ id: leads.id }).from(leads).where(eq(leads.userId, userId));
    const leadMessages = theirLeads.flatMap(({ id }) => LEAD_MESSAGE_EVENTS.map((event) => `${event}:${id}`));
    if (leadMessages.length) await tx.delete(outbox).where(inArray(outbox.eventKey, leadMessages));
    await tx.update(reviews).set({ firstName: formerUser, lastName: '', profilePic: null }).where(eq(reviews.userId, userId));
    await tx.update(leads).set({ name: formerUser, mobile: '', details: null }).where(eq(leads.userId, userId));
    await tx.update(enquiries).set({ name: formerUser, mobile: '' }).where(eq(enquiries.userId, userId));
    await tx.update(grievances).set({ name: formerUser, email: '', mobile: null }).where(eq(grievances.userId, userId));
    const addresses = [account.email, account.mobile].filter((address): address is string => Boolean(address));
    if (addresses.length) {
      await tx.delete(otpCodes).where(inArray(otpCodes.email, addresses));
      await tx.delete(outbox).where(or(...addresses.map((address) => eq(outbox.recipient, address))));
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
