import { pendingBusinesses } from '../../../features/operators/new-businesses.server';
import { operatorListEndpoint } from '../../../features/operators/operator-list.server';

export const prerender = false;

/**
 * GET /api/operator/businesses — the businesses that joined by themselves and proved their phone, waiting for a
 * decision, the oldest first, each with its deadline. Operators only.
 */
export const GET = operatorListEndpoint('operator.businesses.approve', pendingBusinesses, (business) => ({
  partner_id: business.partnerId,
  service_name: business.businessName,
  owner_name: business.ownerName,
  owner: business.owner,
  email: business.email,
  phone: business.phone,
  address: business.address,
  city: business.city,
  category: business.category,
  created_at: business.receivedAt.toISOString(),
  due_at: business.dueAt?.toISOString() ?? null,
}));
