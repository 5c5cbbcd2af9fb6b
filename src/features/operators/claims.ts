import type { ClaimOfBusiness } from '../members/members';
import type { QueueItem } from './queue';

/** A claim waiting for a decision, as the console's queue and GET /api/operator/claims show it. */
export interface PendingClaim extends QueueItem, ClaimOfBusiness {
  partnerSlug: string;
  /** The claimant's account (email, else mobile). */
  claimant: string;
  /** The business phone they gave, to call and check. */
  phone: string;
  note: string;
}
