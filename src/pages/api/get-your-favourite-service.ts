import { endpoint, json, requireUser } from '../../lib/server/http';
import { listFavouriteIds } from '../../features/favourites/favourites.server';

export const prerender = false;

/** The ids of the user's favourite services (the hearts on listing and details pages). */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await listFavouriteIds(user.id) });
});
