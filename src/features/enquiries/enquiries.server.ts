import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { consume } from '../../lib/server/rate-limit';
import { siteLink } from '../../lib/server/mail';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { formatIndianPhone, formatRupees } from '../../lib/format';
import type { OutboxQueryable } from '../../lib/server/outbox/outbox';
import { paths } from '../../paths';
import { countEvent } from '../insights/insights.server';
import { mailSubmission } from '../content/support-mail.server';
import { addLead } from '../leads/add-lead.server';
import { similarListings } from '../leads/also-ask.server';
import { notify } from '../notifications/notifications.server';
import { CONSENT_ACTIONS } from '../privacy/consents';
import { giveConsent } from '../privacy/consents.server';
import { findListingRefById, type ListingRef } from '../listings/listing-details.server';
import { removeStoredImage, storeImage } from '../../lib/server/images';
import { type EnquiryInput, enquiryLimits, whenLabel } from './enquiries';
import { m } from '../../lib/i18n';

/** A listing an enquiry goes to, as its mail to the business needs it. */
type EnquiryTarget = Pick<ListingRef, 'id' | 'slug' | 'serviceName' | 'price' | 'partnerEmail' | 'partnerId'>;

/**
 * Counts an enquiry from someone not signed in against its business's daily cap
 * (`enquiryLimits.anonymousToBusiness`); past it, a 429 with Retry-After that asks them to sign in.
 */
async function countAnonymousEnquiry(partnerId: number): Promise<void> {
  const counted = await consume(`enquiries:anonymous-to:${partnerId}`, enquiryLimits.anonymousToBusiness);
  if (counted.allowed) return;
  const minutes = Math.max(1, Math.ceil(counted.retryAfterSeconds / 60));
  throw new HttpError(429, m['enquiry.refusal.anonymousCap']({ minutes }), undefined, { 'retry-after': String(counted.retryAfterSeconds) });
}

/**
 * Keeps an enquiry and its lead for the business, counted in its insights; from a signed-in customer with `also_ask`, also a copy (its
 * own enquiry row pointing at the first, and lead) for each of up to that many similar businesses. Tells the
 * signed-in customer (a notification) and each business (a mail when it has an address, a WhatsApp alert to
 * the listing's mobile) in the same transaction: the outbox (src/lib/server/outbox/) delivers them after it.
 * Answers the request's id (the first row's) and how many businesses it went to.
 */
export async function submitEnquiry(input: EnquiryInput, userId: number | null): Promise<{ id: number; businesses: number }> {
  const listing = await findListingRefById(input.service_id);
  if (!listing) throw notFound(m['listing.refusal.unknownId']());
  if (userId === null) await countAnonymousEnquiry(listing.partnerId);
  const alsoAsk = userId === null ? 0 : (input.also_ask ?? 0);
  const photos = await storeEnquiryPhotos(input.photos);
  const job = { details: input.details ?? null, neededWhen: input.when ?? null, photos };
  const { id, sent } = await (await db()).transaction(async (tx) => {
    // Sending is the consent to share the name and number with these businesses (the form's notice says so).
    if (userId !== null) await giveConsent(tx, userId, 'share-contact', CONSENT_ACTIONS.enquiry);
    const keep = async (target: EnquiryTarget, requestId: number | null) => {
      const [row] = await tx
        .insert(tables.enquiries)
        // The listing's own price, never the one the page sent.
        .values({ serviceId: target.id, userId, name: input.name, mobile: input.mobile, price: target.price, requestId })
        .returning({ id: tables.enquiries.id });
      const leadId = await addLead(tx, {
        kind: 'enquiry',
        partnerId: target.partnerId,
        serviceId: target.id,
        userId,
        name: input.name,
        mobile: input.mobile,
        enquiryId: row!.id,
        ...job,
      });
      await countEvent(target.partnerId, 'enquiry', clock.now(), tx);
      // The business hears of it with the lead (the outbox sends both): a mail, and a WhatsApp alert (addLead).
      const copy = { enquiryId: row!.id, leadId };
      if (target.partnerEmail) await mailBusiness(target, target.partnerEmail, input, copy, tx);
      return { target, ...copy };
    };
    const first = await keep(listing, null);
    const similar = userId === null ? [] : await similarListings(tx, listing.id, userId, alsoAsk);
    const sent = [first];
    for (const other of similar) {
      sent.push(await keep({ ...other, id: other.serviceId }, first.enquiryId));
    }
    if (userId !== null) {
      const others = sent.length - 1;
      await inLanguageOf(tx, { userId }, () =>
        notify(
          tx,
          userId,
          others > 0
            ? m['notification.enquiry.sentToSeveral']({ business: listing.serviceName, count: others })
            : m['notification.enquiry.sent']({ business: listing.serviceName, mobile: formatIndianPhone(input.mobile) }),
        ),
      );
    }
    return { id: first.enquiryId, sent };
  });
  return { id, businesses: sent.length };
}

/** The enquiry's photos, each checked by its bytes and re-encoded without metadata like every upload; their URLs in order. */
async function storeEnquiryPhotos(files: readonly Blob[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await storeImage(file, { prefix: 'enquiries', maxWidth: 1600, maxHeight: 1600, field: 'photos' }));
  } catch (error) {
    await Promise.all(urls.map((url) => removeStoredImage(url).catch(() => undefined)));
    throw error;
  }
  return urls;
}

function mailBusiness(
  listing: EnquiryTarget,
  to: string,
  input: EnquiryInput,
  copy: { enquiryId: number; leadId: number },
  tx: OutboxQueryable,
): Promise<boolean> {
  // In the language of the business's member at that address (else its owner's), never the customer's page's.
  return inLanguageOf(tx, { partnerId: listing.partnerId, address: to }, () =>
    mailSubmission(
      {
        kind: 'enquiry',
        id: copy.enquiryId,
        key: copy.leadId,
        to,
        subject: m['mail.enquiry.subject']({ name: input.name, business: listing.serviceName }),
        fields: [
          [m['mail.field.name'](), input.name],
          [m['mail.field.mobile'](), formatIndianPhone(input.mobile)],
          [m['mail.field.service'](), listing.serviceName],
          [m['mail.field.listedPrice'](), formatRupees(listing.price)],
          ...(input.details ? ([[m['mail.field.details'](), input.details]] as [string, string][]) : []),
          ...(input.when ? ([[m['mail.field.when'](), whenLabel(input.when)]] as [string, string][]) : []),
          ...(input.photos.length > 0 ? ([[m['mail.field.photos'](), String(input.photos.length)]] as [string, string][]) : []),
          [m['mail.field.yourListing'](), siteLink(paths.details(listing.slug))],
          [m['mail.field.answerWithQuote'](), siteLink(paths.businessLead(copy.leadId))],
          [m['mail.field.reference'](), m['mail.reference.enquiry']({ id: copy.enquiryId })],
        ],
      },
      tx,
    ),
  );
}
