import { rowId } from '../../lib/fields';
import { m } from '../../lib/i18n';
import { z } from '../../lib/zod';
import { approveClaimSchema, rejectClaimSchema } from './operators';
import type { QueueItem } from './queue';

/** A business that joined by itself and proved its phone, waiting for an operator (the console's "New businesses"). */
export interface PendingBusiness extends QueueItem {
  partnerId: number;
  businessName: string;
  ownerName: string;
  /** The owner's account (email, else mobile). */
  owner: string;
  /** The business email the form gave. */
  email: string;
  /** The phone its code was entered for. */
  phone: string;
  address: string;
  city: string;
  category: string;
}

/** POST /api/operator/businesses/{partner_id}/approve: an optional note for the audit log (how it was checked). */
export const approveBusinessSchema = approveClaimSchema;
/** POST /api/operator/businesses/{partner_id}/reject: the reason the owner reads. */
export const rejectBusinessSchema = rejectClaimSchema;
/** The console's forms name the business. */
export const businessIdSchema = z.object({ partner_id: rowId(() => m['operator.business.noSuch']()) });
