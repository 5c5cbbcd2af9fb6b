/**
 * Creating a lead: one for each business a customer's enquiry, ride or visit goes to, inside the transaction
 * that stores the enquiry or booking. What happens to it next is the lead process (lead-process.server.ts).
 */
import { eq } from 'drizzle-orm';
import { tables } from '../../lib/server/db';
import type { Queryable } from '../notifications/notifications.server';
import { alertNewLead } from './lead-alert.server';
import type { LeadKind } from './lead-process';

const { leads, profiles } = tables;

export interface NewLead {
  kind: LeadKind;
  partnerId: number;
  serviceId: number;
  userId: number | null;
  name: string;
  mobile: string;
  enquiryId?: number;
  bookingId?: number;
  /** An enquiry's "What needs doing?", when and photos' URLs (features/enquiries/enquiries.ts). */
  details?: string | null;
  neededWhen?: string | null;
  photos?: string[];
}

/**
 * Keeps a lead for a business, inside the transaction that stores its enquiry or booking, and with it the
 * business's WhatsApp alert (lead-alert.server.ts). Answers its id.
 */
export async function addLead(tx: Queryable, lead: NewLead): Promise<number> {
  const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id });
  await alertNewLead(tx, row!.id, lead.serviceId);
  return row!.id;
}

/**
 * A ride booking's lead: the customer's name and phone from their profile (a customer without one shows as
 * 'Customer' with no number, and the business answers through the booking).
 */
export async function addBookingLead(
  tx: Queryable,
  booking: { bookingId: number; kind?: Extract<LeadKind, 'booking' | 'visit'>; partnerId: number; serviceId: number; userId: number },
): Promise<number> {
  const [profile] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, booking.userId))
    .limit(1);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return addLead(tx, {
    kind: booking.kind ?? 'booking',
    partnerId: booking.partnerId,
    serviceId: booking.serviceId,
    userId: booking.userId,
    name: name || 'Customer',
    mobile: profile?.phone ?? '',
    bookingId: booking.bookingId,
  });
}
