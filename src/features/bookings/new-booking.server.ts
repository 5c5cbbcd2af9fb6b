import { inLanguageOf } from '../../lib/server/recipient-locale';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import type { Executor } from '../../lib/server/transition';
import { mailSubmission } from '../content/support-mail.server';
import { countEvent } from '../insights/insights.server';
import { addBookingLead } from '../leads/add-lead.server';
import type { ListingRef } from '../listings/listing-details.server';
import { notify } from '../notifications/notifications.server';
import { CONSENT_ACTIONS } from '../privacy/consents';
import { giveConsent } from '../privacy/consents.server';

/** A booking just written (a ride, `booking`, or a visit), and what its customer and its business are told. */
export interface NewBooking {
  id: number;
  kind: 'booking' | 'visit';
  userId: number;
  listing: Pick<ListingRef, 'id' | 'partnerId' | 'serviceName' | 'partnerEmail'>;
  /** The customer's notification, composed in their language. */
  notice: () => string;
  /** The business's mail: its subject and fields, before the booking's reference, composed in the business's language. */
  businessMail: () => { subject: string; fields: [string, string][] };
}

/**
 * What a new booking causes, in the transaction that writes it: the business's insights count it, the business
 * gets a lead of its kind (with the customer's name and number: booking gives that consent, the notice beside
 * the form says so), the customer a notification, and the business a mail ending with the booking's
 * reference (written with the booking; the outbox sends it).
 */
export async function recordNewBooking(tx: Executor, booking: NewBooking): Promise<void> {
  const { id, kind, userId, listing } = booking;
  await countEvent(listing.partnerId, 'booking', clock.now(), tx);
  await giveConsent(tx, userId, 'share-contact', kind === 'visit' ? CONSENT_ACTIONS.visit : CONSENT_ACTIONS.ride);
  await addBookingLead(tx, { bookingId: id, kind, partnerId: listing.partnerId, serviceId: listing.id, userId });
  await inLanguageOf(tx, { userId }, () => notify(tx, userId, booking.notice()));
  const to = listing.partnerEmail;
  if (!to) return;
  await inLanguageOf(tx, { partnerId: listing.partnerId, address: to }, () => {
    const { subject, fields } = booking.businessMail();
    const reference: [string, string] = [m['mail.field.reference'](), m['mail.reference.booking']({ id })];
    return mailSubmission({ kind, id, to, subject, fields: [...fields, reference] }, tx);
  });
}
