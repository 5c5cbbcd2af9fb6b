import { formFields, z } from '../../lib/zod';
import { mobileNumber } from '../../lib/fields';
import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';

/**
 * The members of a business on Seva: their roles, the businesses a user belongs to, and how a person claims
 * a business to become its owner. Pure: imported by pages, islands and endpoints alike.
 */

/** An owner may do everything; staff handle leads and bookings (CONTRACT.md "Businesses and their workspace"). */
export const MEMBER_ROLES = ['owner', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const isMemberRole = (value: string): value is MemberRole => (MEMBER_ROLES as readonly string[]).includes(value);

/** The refusal of a business the user is not a member of, whether it exists or not (so nothing leaks). */
export const notYourBusinessText = () => m['member.refusal.notYourBusiness']();

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
    .pipe(z.string().max(1000, { error: () => m['member.invalid.noteTooLong']() })),
});

export type ClaimRequestInput = z.infer<typeof claimRequestSchema>;
export type ClaimRequestField = keyof ClaimRequestInput;
export const CLAIM_REQUEST_FIELDS: readonly ClaimRequestField[] = formFields(claimRequestSchema);

/** Claims mail support: a person claims a business or two, not dozens (the claim endpoint and page count it). */
export const claimLimits = hourlyPerCaller('business-claim', 10);

/** A claim's states: waiting for an operator, then approved (the claimant is an owner) or rejected (with the reason). */
export const CLAIM_STATE = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type ClaimState = (typeof CLAIM_STATE)[keyof typeof CLAIM_STATE];

/** A claim and the business it is of, as every list of claims names it (the claimant's, the operators' queue). */
export interface ClaimOfBusiness {
  claimId: number;
  partnerId: number;
  businessName: string;
  city: string;
}

/** A claim as its claimant sees it (at /business and on the claim's page). */
export interface MyClaim extends ClaimOfBusiness {
  state: ClaimState;
  createdAt: Date;
  decidedAt: Date | null;
  /** Why it was rejected ('' otherwise). */
  reason: string;
}

/** How a claim ended: the listing is now the user's, or an operator will check it first. */
export type ClaimOutcome = 'owner' | 'already-member' | 'requested';

/** What the claimer reads, by how the claim ended, in the language of the request (or page) that reads it. */
export const claimMessages: Record<ClaimOutcome, string> = saidWhenRead({
  owner: m['member.claim.owner'],
  'already-member': m['member.claim.alreadyMember'],
  requested: m['member.claim.requested'],
});
