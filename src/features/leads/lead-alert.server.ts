/**
 * The new-lead alert (CONTRACT.md "Messages"): a business hears of each new lead (an enquiry, a ride, a visit)
 * within seconds on its members' chosen channels, besides its mail: by default WhatsApp to the listing's
 * contact number (SMS when WhatsApp is not chosen or was stopped), plus push to each member who turned it on
 * (consent/preferences.server.ts channelsFor). Written with the lead, in its transaction, to the outbox
 * (src/lib/server/outbox/), which delivers it: urgent, as a business answers fastest while the customer still
 * waits. A number chosen by several members gets one message (the outbox keeps one row an event, channel and
 * address); a listing whose number is not a mobile (a landline) reaches its members on their own mobiles, or
 * by the mail only. One alert per lead and address, however often it is asked for.
 */
import { eq } from 'drizzle-orm';
import { indianMobile } from '../../lib/format';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { tables } from '../../lib/server/db';
import { siteLink } from '../../lib/server/mail';
import { enqueueMessage } from '../../lib/server/outbox/outbox';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { paths } from '../../paths';
import { channelsFor } from '../consent/preferences.server';
import type { Queryable } from '../notifications/notifications.server';

/** The WhatsApp template of the alert (its parameters: the listing's name, the lead's link). */
export const LEAD_ALERT_TEMPLATE = 'lead_alert';

/** Writes the alerts for a new lead of the listing `serviceId`; answers the outbox rows written. */
export async function alertNewLead(tx: Queryable, leadId: number, serviceId: number): Promise<number[]> {
  const [listing] = await tx
    .select({ serviceName: tables.services.serviceName, contactNo: tables.services.contactNo, partnerId: tables.services.partnerId })
    .from(tables.services)
    .where(eq(tables.services.id, serviceId))
    .limit(1);
  if (!listing) return [];
  const members = await tx
    .select({ userId: tables.partnerMembers.userId })
    .from(tables.partnerMembers)
    .where(eq(tables.partnerMembers.partnerId, listing.partnerId));
  const link = siteLink(paths.businessLead(leadId));
  const mobile = indianMobile(listing.contactNo);
  const now = clock.now();
  const written: number[] = [];
  // A business nobody has claimed yet has no members: the defaults, at the listing's number, in English.
  for (const userId of members.length ? members.map((member) => member.userId) : [null]) {
    // Each member hears it in the language they chose (the first to name a shared number sets its message's).
    await inLanguageOf(tx, { userId }, async () => {
      const text = m['message.leadAlert.text']({ service: listing.serviceName, link });
      for (const choice of await channelsFor(tx, { userId, mobile, event: 'lead-alert', now })) {
        // The business's mail of the lead is the enquiry's own (enquiries.server.ts), to the business's address.
        if (choice.channel === 'email') continue;
        const id = await enqueueMessage(tx, {
          event: 'lead-alert',
          key: leadId,
          channel: choice.channel,
          to: choice.to,
          template: LEAD_ALERT_TEMPLATE,
          text,
          data: { params: [listing.serviceName, link], leadId, title: listing.serviceName, body: text, url: paths.businessLead(leadId) },
          urgent: true,
        });
        if (id !== undefined) written.push(id);
      }
    });
  }
  return written;
}
