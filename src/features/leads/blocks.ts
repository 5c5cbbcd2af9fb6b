import { rowId } from '../../lib/fields';
import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { z } from '../../lib/zod';

/**
 * Businesses a customer blocked: "also ask" (also-ask.server.ts similarListings) never sends that customer's
 * enquiries to them. The customer can still open their pages and ask them directly. Pure: shared by My
 * Enquiries and /api/my-blocks.
 */

/** Blocking's answers and refusals, each read in the language of the request that reads it. */
export const BLOCK_MESSAGES = saidWhenRead({
  partner: m['block.partner'],
  noSuchBusiness: m['block.noSuchBusiness'],
  blocked: m['block.blocked'],
  unblocked: m['block.unblocked'],
});

/** POST /api/my-blocks {partner_id}. */
export const blockSchema = z.object({ partner_id: rowId(() => BLOCK_MESSAGES.partner) });

export const blockLimits = hourlyPerCaller('my-blocks', 60);

/** One blocked business, as GET /api/my-blocks answers it. */
export interface BlockedBusiness {
  partner_id: number;
  business_name: string;
  blocked_at: string;
}
