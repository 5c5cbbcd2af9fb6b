import { pendingClaims } from '../../../features/operators/claims.server';
import { operatorListEndpoint } from '../../../features/operators/operator-list.server';

export const prerender = false;

/** GET /api/operator/claims — the claims waiting for a decision, the oldest first, each with its deadline. Operators only. */
export const GET = operatorListEndpoint('operator.claims.decide', pendingClaims, (claim) => ({
  claim_id: claim.claimId,
  partner_id: claim.partnerId,
  slug: claim.partnerSlug,
  service_name: claim.businessName,
  city: claim.city,
  claimant: claim.claimant,
  phone: claim.phone,
  note: claim.note,
  created_at: claim.receivedAt.toISOString(),
  due_at: claim.dueAt?.toISOString() ?? null,
}));
