import { BLOCK_MESSAGES, blockLimits, blockSchema } from '../../features/leads/blocks';
import { blockBusiness, listBlocks } from '../../features/leads/blocks.server';
import { endpoint, json, parseInput, readBody, requireUser } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';

export const prerender = false;

/** GET /api/my-blocks — the businesses the signed-in customer blocked ("also ask" never sends them enquiries). */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await listBlocks(user.id) });
});

/** POST /api/my-blocks {partner_id} — blocks a business; 404 for an unknown one. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, blockLimits);
  const input = parseInput(blockSchema, await readBody(context.request));
  await blockBusiness(user.id, input.partner_id);
  return json({ status: 1, msg: BLOCK_MESSAGES.blocked });
});
