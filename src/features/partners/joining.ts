/**
 * A business that joins by itself (/become-a-partner): what its owner reads of where it stands. Pure, so views
 * and the API share it; the rules that move it are joining.server.ts (the draft, the owner's phone code) and
 * operators/new-businesses.server.ts (an operator's decision).
 */

/**
 * Where a business that joined by itself stands: its phone not proved yet (the code sent by SMS to the listing's
 * number, partners/listing-phone.server.ts), waiting for an operator, approved (live) or turned down with a reason.
 */
export type JoinStatus =
  | { step: 'phone'; listingId: number; phone: string }
  | { step: 'review'; listingId: number }
  | { step: 'approved'; listingSlug: string | null; decidedAt: Date }
  | { step: 'rejected'; reason: string; decidedAt: Date };

/** How long after its approval the workspace still says that the business was approved. */
export const APPROVED_NOTICE_DAYS = 30;

/** The URL words of a name ('Ravi's Salon & Spa' → 'ravis-salon-spa'); '' for a name with no Latin letter or digit. */
export const slugWords = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
