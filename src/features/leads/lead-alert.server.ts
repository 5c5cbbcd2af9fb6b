/**
 * The new-lead alert (CONTRACT.md "Messages"): a business hears of each new lead (an enquiry, a ride, a visit)
 * within seconds on WhatsApp, at the listing's contact number, with the lead's link, besides its mail. Written
 * with the lead, in its transaction, to the outbox (src/lib/server/outbox/), which delivers it: urgent, as a
 * business answers fastest while the customer still waits. A listing whose number is not a mobile (a landline)
 * gets the mail only. One per lead, however often it is asked for.
 */
import { eq } from 'drizzle-orm';
import { indianMobile } from '../../lib/format';
import { m } from '../../lib/i18n';
import { tables } from '../../lib/server/db';
import { siteLink } from '../../lib/server/mail';
import { enqueueMessage } from '../../lib/server/outbox/outbox';
import { paths } from '../../paths';
import type { Queryable } from '../notifications/notifications.server';

/** The WhatsApp template of the alert (its parameters: the listing's name, the lead's link). */
export const LEAD_ALERT_TEMPLATE = 'lead_alert';

/** Writes the alert for a new lead of the listing `serviceId`; answers the outbox row's id, if one was written. */
export async function alertNewLead(tx: Queryable, leadId: number, serviceId: number): Promise<number | undefined> {
  const [listing] = await tx
    .select({ serviceName: tables.services.serviceName, contactNo: tables.services.contactNo })
    .from(tables.services)
    .where(eq(tables.services.id, serviceId))
    .limit(1);
  const to = listing ? indianMobile(listing.contactNo) : null;
  if (!listing || !to) return undefined;
  const link = siteLink(paths.businessLead(leadId));
  return enqueueMessage(tx, {
    event: 'lead-alert',
    key: leadId,
    channel: 'whatsapp',
    to,
    template: LEAD_ALERT_TEMPLATE,
    text: m['message.leadAlert.text']({ service: listing.serviceName, link }),
    data: { params: [listing.serviceName, link], leadId },
    urgent: true,
  });
}
