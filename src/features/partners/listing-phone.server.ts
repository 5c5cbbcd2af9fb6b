import { eq, sql } from 'drizzle-orm';
import { countText, formatIndianPhone } from '../../lib/format';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import { enqueueMessage } from '../../lib/server/outbox/outbox';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { generateOtp, hashOtp, otpMatches } from '../auth/otp-crypto.server';

const { services } = tables;

/** How long the code sent to a listing's phone holds, how many wrong tries it takes, and how soon another may be sent. */
const CODE_TTL_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;
const RESEND_MS = 60_000;

/** The listing's number as the SMS outbox addresses it (+91XXXXXXXXXX), or null when it is not an Indian mobile. */
export function listingMobileKey(contactNo: string): string | null {
  const digits = contactNo.replace(/\D/g, '').replace(/^(?:91|0)(?=[6-9]\d{9}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/**
 * "Phone verified": an owner asks for a code sent by SMS to the listing's own number (its own template, through the
 * sign-in code's outbox), then enters it (confirmListingPhone). The SMS is in the language of `askerId`, who asks
 * for it now and reads it on that phone (recipient-locale.ts); the message answered, in the request's. Answers the
 * message to show.
 */
export async function sendListingPhoneCode(servicesId: number, askerId: number): Promise<string> {
  const database = await db();
  return database.transaction(async (tx) => {
    const [listing] = await tx
      .select({ contactNo: services.contactNo, expiresAt: services.phoneCodeExpiresAt })
      .from(services)
      .where(eq(services.id, servicesId))
      .for('update')
      .limit(1);
    const to = listing ? listingMobileKey(listing.contactNo) : null;
    if (!listing || !to) throw new HttpError(422, m['listingEditor.phoneCode.notMobile']());
    const now = clock.now();
    if (listing.expiresAt && listing.expiresAt.getTime() - CODE_TTL_MS + RESEND_MS > now.getTime()) {
      throw new HttpError(429, m['listingEditor.phoneCode.wait']());
    }
    const code = generateOtp();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx
      .update(services)
      .set({ phoneCodeHash: hashOtp(code, to), phoneCodeExpiresAt: expiresAt, phoneCodeAttempts: 0 })
      .where(eq(services.id, servicesId));
    await inLanguageOf(tx, { userId: askerId, asker: true }, () =>
      enqueueMessage(tx, {
        event: 'listing-phone-code',
        key: `${servicesId}-${now.getTime()}`,
        channel: 'sms',
        to,
        // Its own DLT template: the code confirms a business's number, it signs nobody in.
        template: 'listing-phone-code',
        text: m['sms.listingPhoneCode.text']({ code, minutes: countText(CODE_TTL_MS / 60_000) }),
        data: { params: [code] },
        urgent: true,
        expiresAt,
      }),
    );
    return m['listingEditor.phoneCode.sent']({ phone: formatIndianPhone(listing.contactNo) });
  });
}

/** The owner enters the code sent to the listing's number: the listing is "Phone verified" for that number. */
export async function confirmListingPhone(servicesId: number, code: string): Promise<string> {
  const database = await db();
  const matched = await database.transaction(async (tx) => {
    const [listing] = await tx.select().from(services).where(eq(services.id, servicesId)).for('update').limit(1);
    const to = listing ? listingMobileKey(listing.contactNo) : null;
    if (!listing || !to || !listing.phoneCodeHash || !listing.phoneCodeExpiresAt) throw new HttpError(409, m['listingEditor.phoneCode.none']());
    if (listing.phoneCodeExpiresAt.getTime() < clock.now().getTime()) throw new HttpError(410, m['listingEditor.emailCode.expired']());
    if (listing.phoneCodeAttempts >= MAX_ATTEMPTS) throw new HttpError(429, m['listingEditor.emailCode.tooMany']());
    if (!otpMatches(code, to, listing.phoneCodeHash)) {
      await tx
        .update(services)
        .set({ phoneCodeAttempts: sql`${services.phoneCodeAttempts} + 1` })
        .where(eq(services.id, servicesId));
      return false;
    }
    await tx
      .update(services)
      .set({
        phoneVerifiedNumber: listing.contactNo,
        phoneVerifiedAt: clock.now(),
        phoneCodeHash: null,
        phoneCodeExpiresAt: null,
        phoneCodeAttempts: 0,
      })
      .where(eq(services.id, servicesId));
    return true;
  });
  if (!matched) throw new HttpError(422, m['listingEditor.emailCode.wrong'](), { code: m['listingEditor.emailCode.wrong']() });
  return m['listingEditor.phoneCode.confirmed']();
}

/** Where a listing's "Phone verified" stands, for its editor: its number, verified or not, a code waiting or not. */
export async function listingPhoneState(
  servicesId: number,
): Promise<{ phone: string; verified: boolean; codeWaiting: boolean; mobile: boolean } | null> {
  const [listing] = await (await db())
    .select({ contactNo: services.contactNo, verifiedNumber: services.phoneVerifiedNumber, expiresAt: services.phoneCodeExpiresAt })
    .from(services)
    .where(eq(services.id, servicesId))
    .limit(1);
  if (!listing) return null;
  return {
    phone: listing.contactNo,
    verified: listing.verifiedNumber !== null && listing.verifiedNumber === listing.contactNo,
    codeWaiting: listing.expiresAt !== null && listing.expiresAt.getTime() > clock.now().getTime(),
    mobile: listingMobileKey(listing.contactNo) !== null,
  };
}
