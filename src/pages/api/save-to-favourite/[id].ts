import type { APIContext } from 'astro';
import { endpoint, idParam, json, requireUser } from '../../../lib/server/http';
import { refuseCrossSite } from '../../../features/auth/request.server';
import { toggleFavourite } from '../../../features/favourites/favourites.server';
import { m } from '../../../lib/i18n';

export const prerender = false;

/** Toggles a favourite (SPEC.md: GET; POST accepted too). An unknown service is a 404. */
async function handle(context: APIContext) {
  const user = requireUser(context);
  refuseCrossSite(context);
  const result = await toggleFavourite(user.id, idParam(context.params.id));
  return json({ status: 1, msg: result === 'added' ? m['favourite.added']() : m['favourite.removed']() });
}

export const GET = endpoint(handle);
export const POST = endpoint(handle);
