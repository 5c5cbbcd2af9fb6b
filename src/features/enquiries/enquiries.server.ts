import { db, tables } from '../../lib/server/db';
import { notFound } from '../../lib/server/http';
import { siteLink } from '../../lib/server/mail';
import { formatIndianPhone, formatRupees } from '../../lib/format';
import { paths } from '../../paths';
import { countEvent } from '../business/insights.server';
import { mailSubmission } from '../content/support-mail.server';
import { notify } from '../notifications/notifications.server';
import { findListingRefById, type ListingRef } from '../providers/providers.server';
import type { EnquiryInput } from './enquiries';

/**
 * Keeps an enquiry, counts it in its business's insights and tells the signed-in customer (a
 * notification), all in one transaction, and mails the business when it has an address. The row comes first: a mail that fails is logged and never
 * turns a stored enquiry into an error for the customer.
 */
export async function submitEnquiry(input: EnquiryInput, userId: number | null): Promise<{ id: number; mailed: boolean }> {
  const listing = await findListingRefById(input.service_id);
  if (!listing) throw notFound('No service has this id');
  const id = await (await db()).transaction(async (tx) => {
    const [row] = await tx
      .insert(tables.enquiries)
      // The listing's own price, never the one the page sent.
      .values({ serviceId: listing.id, userId, name: input.name, mobile: input.mobile, price: listing.price })
      .returning({ id: tables.enquiries.id });
    await countEvent(listing.partnerId, 'enquiry', new Date(), tx);
    if (userId !== null) {
      await notify(tx, userId, `Your enquiry to ${listing.serviceName} was sent. They will contact you on ${formatIndianPhone(input.mobile)} soon.`);
    }
    return row!.id;
  });
  const mailed = listing.partnerEmail ? await mailBusiness(listing, listing.partnerEmail, input, id) : false;
  return { id, mailed };
}

function mailBusiness(listing: ListingRef, to: string, input: EnquiryInput, id: number): Promise<boolean> {
  return mailSubmission({
    kind: 'enquiry',
    id,
    to,
    subject: `New enquiry on Seva from ${input.name} for ${listing.serviceName}`,
    fields: [
      ['Name', input.name],
      ['Mobile', formatIndianPhone(input.mobile)],
      ['Service', listing.serviceName],
      ['Listed price', formatRupees(listing.price)],
      ['Your listing', siteLink(paths.details(listing.slug))],
      ['Reference', `Enquiry #${id}`],
    ],
  });
}
