import { pendingClaims } from '../../../features/operators/claims.server';
import { requireOperator } from '../../../features/operators/operators.server';
import { endpoint, json } from '../../../lib/server/http';

export const prerender = false;

/** GET /api/operator/claims — the claims waiting for a decision, the oldest first, each with its deadline. Operators only. */
export const GET = endpoint(async (context) => {
  await requireOperator(context.locals.user, 'operator.claims.decide');
  const claims = await pendingClaims();
  return json({
    status: 1,
    data: claims.map((claim) => ({
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
    })),
  });
});
