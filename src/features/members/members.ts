import { z } from '../../lib/zod';
import { mobileNumber } from '../../lib/fields';
import { type CallerLimit, perHour } from '../../lib/limit';

/**
 * A business's workspace on Seva: who may do what, and the rules its forms share with their endpoints.
 * Pure: imported by pages, islands and endpoints alike.
 */

/** An owner may do everything; staff handle leads and bookings (CONTRACT.md "Businesses and their workspace"). */
export const MEMBER_ROLES = ['owner', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const isMemberRole = (value: string): value is MemberRole => (MEMBER_ROLES as readonly string[]).includes(value);

/** The refusal of a business the user is not a member of, whether it exists or not (so nothing leaks). */
export const NOT_YOUR_BUSINESS = 'No such business in your account';

/** One business the signed-in user belongs to, as GET /api/business/partners answers it. */
export interface MembershipEntry {
  partner_id: number;
  slug: string;
  service_name: string;
  role: MemberRole;
}

/**
 * "Own this business?" when the signed-in email is not the one on file: the business phone support calls
 * to check, and a note. Shared by the claim page's form and POST /api/business/claim/{partner_id}.
 */
export const claimRequestSchema = z.object({
  phone: mobileNumber,
  note: z
    .string()
    .optional()
    .default('')
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(1000, 'Please keep the note under 1000 characters')),
});

export type ClaimRequestInput = z.infer<typeof claimRequestSchema>;
export type ClaimRequestField = keyof ClaimRequestInput;
export const CLAIM_REQUEST_FIELDS: readonly ClaimRequestField[] = ['phone', 'note'];

/** Claims mail support: a person claims a business or two, not dozens (the claim endpoint and page count it). */
export const claimLimits: CallerLimit = { bucket: 'business-claim', user: perHour(10), address: perHour(30) };

/** How a claim ended: the listing is now the user's, or support will check it first. */
export type ClaimOutcome = 'owner' | 'already-member' | 'requested';

export const claimMessages: Record<ClaimOutcome, string> = {
  owner: 'Done: this business is yours to run on Seva.',
  'already-member': 'You already run this business on Seva.',
  requested: 'Thank you! We will call the business phone to confirm, usually within 2 working days.',
};

/** What a listing lacks that customers look for, each with the part of the listing that fixes it. */
export type HealthGap = 'photos' | 'hours' | 'description' | 'whatsapp';

export const healthGapText: Record<HealthGap, { title: string; why: string }> = {
  photos: { title: 'Add photos', why: 'Listings with photos of real work get more calls.' },
  hours: { title: 'Add your opening hours', why: 'Customers see "Open now" only when your hours are known.' },
  description: { title: 'Describe your business', why: 'A few lines on what you do and since when help customers choose you.' },
  whatsapp: { title: 'Add a WhatsApp number', why: 'Many customers prefer to message before they call.' },
};

/** A listing's parts in the order its page shows them, and what each says once it is done. */
export const healthParts: readonly HealthGap[] = ['photos', 'hours', 'description', 'whatsapp'];
export const healthDoneText: Record<HealthGap, string> = {
  photos: 'Your listing has photos.',
  hours: 'Your opening hours show on your listing.',
  description: 'Your listing describes your business.',
  whatsapp: 'Customers can message you on WhatsApp.',
};

/** The facts of a listing that health looks at. */
export interface ListingFacts {
  /** Photos on the listing's details page. */
  photoCount: number;
  /** Its hours can be read, so customers see them (malformed hours are hidden). */
  hoursShown: boolean;
  basicInfo: string;
  /** The business's WhatsApp number. */
  whatsapp: string | null;
}

/** Shortest description that tells a customer something. */
const DESCRIPTION_MIN_CHARACTERS = 40;

/** The gaps of a listing, most important first. */
export function healthGaps(facts: ListingFacts): HealthGap[] {
  const gaps: HealthGap[] = [];
  if (facts.photoCount === 0) gaps.push('photos');
  if (!facts.hoursShown) gaps.push('hours');
  if (facts.basicInfo.trim().length < DESCRIPTION_MIN_CHARACTERS) gaps.push('description');
  if (!facts.whatsapp?.trim()) gaps.push('whatsapp');
  return gaps;
}

/** The business to show of several: the one asked for when the user belongs to it, else the first. */
export function chooseBusiness<T extends { partner_id: number }>(memberships: readonly T[], asked: number | null): T | undefined {
  return memberships.find((entry) => entry.partner_id === asked) ?? memberships[0];
}

/** "3 leads and 1 booking": how much waits for the business's answer, for the home's heading; '' when nothing. */
export function waitingCountText(leads: number, bookings: number): string {
  const parts = [
    leads > 0 ? `${leads} ${leads === 1 ? 'lead' : 'leads'}` : '',
    bookings > 0 ? `${bookings} ${bookings === 1 ? 'booking' : 'bookings'}` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}
