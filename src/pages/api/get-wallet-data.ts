import { endpoint, json, requireUser } from '../../lib/server/http';
import { getWallet } from '../../features/invites/invites.server';

export const prerender = false;

/** #MyWallet and #Rewards: the balance earned through invites and its entries. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await getWallet(user.id) });
});
