import { eq, sql } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { HttpError } from '../../lib/server/http';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { generateOtp, hashOtp, otpMatches } from '../auth/otp-crypto.server';
import { mailSubmission } from '../content/support-mail.server';

const { partnerEmailChecks, partners } = tables;

/** How long the code to a new listing email holds, and how many wrong tries it takes. */
const CODE_TTL_MS = 24 * 3_600_000;
const MAX_ATTEMPTS = 5;

/**
 * An owner set a new listing email: until the code mailed to it is entered, it does not count for claims (a
 * `partner_email_checks` row says so; members/claim.server.ts reads it). In the edit's transaction; a later
 * email replaces the check, and clearing the email drops it.
 */
export async function checkNewListingEmail(tx: Database, partnerId: number, email: string | null): Promise<void> {
  const [current] = await tx
    .select({ email: partners.email, businessName: partners.businessName })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!current) return;
  const next = email?.trim().toLowerCase() ?? null;
  if (next === null) {
    await tx.delete(partnerEmailChecks).where(eq(partnerEmailChecks.partnerId, partnerId));
    return;
  }
  if ((current.email ?? '').trim().toLowerCase() === next) return;
  const code = generateOtp();
  const row = { email: next, codeHash: hashOtp(code, next), attempts: 0, expiresAt: new Date(clock.now().getTime() + CODE_TTL_MS) };
  await tx
    .insert(partnerEmailChecks)
    .values({ partnerId, ...row })
    .onConflictDoUpdate({ target: partnerEmailChecks.partnerId, set: row });
  const business = current.businessName;
  // In the language of the business's member at that address, else its owner's (recipient-locale.ts).
  await inLanguageOf(tx, { partnerId, address: next }, () =>
    mailSubmission(
      {
        to: next,
        kind: 'listing-email-code',
        id: partnerId,
        subject: m['mail.listingEmailCode.subject']({ business }),
        fields: [
          [m['mail.listingEmailCode.code'](), code],
          [m['mail.listingEmailCode.why'](), m['mail.listingEmailCode.whyText']({ business })],
        ],
      },
      tx,
    ),
  );
}

/** The new listing email waiting for its code, if any. */
export async function pendingListingEmail(partnerId: number): Promise<string | null> {
  const [row] = await (await db())
    .select({ email: partnerEmailChecks.email })
    .from(partnerEmailChecks)
    .where(eq(partnerEmailChecks.partnerId, partnerId))
    .limit(1);
  return row?.email ?? null;
}

/** The owner enters the code mailed to the new listing email: it then counts as the business's own. Answers the message to show. */
export async function confirmListingEmail(partnerId: number, code: string): Promise<string> {
  const database = await db();
  // A wrong code's try is counted in a transaction that commits; the refusal is thrown after it.
  const matched = await database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [check] = await tx.select().from(partnerEmailChecks).where(eq(partnerEmailChecks.partnerId, partnerId)).for('update').limit(1);
    if (!check) throw new HttpError(409, m['listingEditor.emailCode.none']());
    if (check.expiresAt.getTime() < clock.now().getTime()) throw new HttpError(410, m['listingEditor.emailCode.expired']());
    if (check.attempts >= MAX_ATTEMPTS) throw new HttpError(429, m['listingEditor.emailCode.tooMany']());
    if (!otpMatches(code, check.email, check.codeHash)) {
      await tx
        .update(partnerEmailChecks)
        .set({ attempts: sql`${partnerEmailChecks.attempts} + 1` })
        .where(eq(partnerEmailChecks.partnerId, partnerId));
      return false;
    }
    await tx.delete(partnerEmailChecks).where(eq(partnerEmailChecks.partnerId, partnerId));
    return true;
  });
  if (!matched) throw new HttpError(422, m['listingEditor.emailCode.wrong'](), { code: m['listingEditor.emailCode.wrong']() });
  return m['listingEditor.emailCode.confirmed']();
}
