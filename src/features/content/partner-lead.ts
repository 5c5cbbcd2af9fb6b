import { formatRupees } from '../../lib/format';
import { m, withSaidWhenRead } from '../../lib/i18n';
import { type CallerLimit, hourlyPerCaller } from '../../lib/limit';
import { formFields, z } from '../../lib/zod';
import { emailAddress, mobileNumber, personName, pincode, rowId, singleLine } from '../../lib/fields';

export type PartnerPlanId = 'basic' | 'premium';

export interface PartnerPlan {
  id: PartnerPlanId;
  name: string;
  /** Rupees a month; 0 is free. */
  monthlyPrice: number;
  summary: string;
  features: string[];
  /** The card the page draws attention to. */
  highlighted: boolean;
}

/** What /become-a-partner offers. The signup form sends the chosen plan's id along. Its words are read when read. */
export const PARTNER_PLANS: readonly PartnerPlan[] = [
  withSaidWhenRead(
    { id: 'basic', monthlyPrice: 0, highlighted: false },
    {
      name: m['becomePartner.plan.basic.name'],
      summary: m['becomePartner.plan.basic.summary'],
      features: () => [
        m['becomePartner.plan.basic.listing'](),
        m['becomePartner.plan.basic.details'](),
        m['becomePartner.plan.basic.photos'](),
        m['becomePartner.plan.basic.enquiries'](),
        m['becomePartner.plan.basic.reviews'](),
      ],
    },
  ),
  withSaidWhenRead(
    { id: 'premium', monthlyPrice: 999, highlighted: true },
    {
      name: m['becomePartner.plan.premium.name'],
      summary: m['becomePartner.plan.premium.summary'],
      features: () => [
        m['becomePartner.plan.premium.everything'](),
        m['becomePartner.plan.premium.miniSite'](),
        m['becomePartner.plan.premium.verified'](),
        m['becomePartner.plan.premium.categories'](),
        m['becomePartner.plan.premium.report'](),
        m['becomePartner.plan.premium.cancel'](),
      ],
    },
  ),
];

export const PLAN_IDS = ['basic', 'premium'] as const satisfies readonly PartnerPlanId[];

export function planById(id: string): PartnerPlan | undefined {
  return PARTNER_PLANS.find((plan) => plan.id === id);
}

/** '₹999' a month, or 'Free'. */
export function planPriceLabel(plan: PartnerPlan): string {
  return plan.monthlyPrice === 0 ? m['becomePartner.plan.free']() : formatRupees(plan.monthlyPrice);
}

/**
 * The Partner Signup Form (SPEC.md /become-a-partner): every field required. Keys are snake_case like
 * the rest of the API's payloads.
 */
export const partnerLeadSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: () => m['partnerLead.invalid.plan']() }),
  name: personName,
  business_name: singleLine(
    () => m['partnerLead.invalid.businessName'](),
    120,
    () => m['partnerLead.invalid.businessNameTooLong'](),
  ),
  business_location: singleLine(
    () => m['partnerLead.invalid.location'](),
    200,
    () => m['partnerLead.invalid.locationTooLong'](),
  ),
  email: emailAddress,
  phone: mobileNumber,
  pincode,
  /**
   * The category of the business's first listing (a leaf of the catalogue). A signed-in sender's business is made
   * from the form as a draft (partners/joining.server.ts), which needs it; a signed-out visitor's form goes to support.
   */
  category_id: z.preprocess((value) => (value === '' ? undefined : value), rowId(() => m['partnerLead.invalid.category']()).optional()),
});

export type PartnerLeadInput = z.infer<typeof partnerLeadSchema>;
export type PartnerLeadField = keyof PartnerLeadInput;

/** The form's named fields, in the order it shows them (the page's plain POST reads these). */
export const PARTNER_LEAD_FIELDS: readonly PartnerLeadField[] = formFields(partnerLeadSchema);

/** A category the form offers for the first listing: a leaf of the catalogue, under its main category's name. */
export interface PartnerCategoryOption {
  id: number;
  label: string;
  group: string;
}

/** Each signup mails the partner team: per caller, with at least 30 an hour per address (CONTRACT.md). */
export const partnerLeadLimits = {
  signups: hourlyPerCaller('become-a-partner', 10),
} as const satisfies Record<string, CallerLimit>;

/** What the form's sender reads once their request is stored. */
export function partnerLeadSuccess(plan: PartnerPlan | undefined): string {
  return plan ? m['partnerLead.sentForPlan']({ plan: plan.name }) : m['partnerLead.sent']();
}

/** What a signed-out sender reads: support has it, and signing in lets them put the business on Seva themselves. */
export function partnerLeadSignedOut(plan: PartnerPlan | undefined): string {
  return `${partnerLeadSuccess(plan)} ${m['partnerLead.signInToJoin']()}`;
}
