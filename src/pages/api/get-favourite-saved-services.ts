import { endpoint, json, requireUser } from '../../lib/server/http';
import { listFavouriteServices } from '../../features/favourites/favourites.server';

export const prerender = false;

export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await listFavouriteServices(user.id) });
});
