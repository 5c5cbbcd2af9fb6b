import { BLOCK_MESSAGES, blockLimits } from '../../../features/leads/blocks';
import { unblockBusiness } from '../../../features/leads/blocks.server';
import { endpoint, idParam, json, requireUser } from '../../../lib/server/http';
import { limitCaller } from '../../../lib/server/rate-limit';

export const prerender = false;

/** DELETE /api/my-blocks/{partner_id} — unblocks a business the signed-in customer blocked. */
export const DELETE = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, blockLimits);
  await unblockBusiness(user.id, idParam(context.params.id));
  return json({ status: 1, msg: BLOCK_MESSAGES.unblocked });
});
