import type { APIContext } from 'astro';
import { endpoint, json, notFound, requireUser } from '../../../lib/server/http';
import { refuseCrossSite } from '../../../features/auth/request.server';
import { acceptInvite } from '../../../features/invites/invites.server';
import { isPlausibleInviteCode } from '../../../features/profile/profile';

export const prerender = false;

/** Sent after the profile is created when an invite code was stored (SPEC.md section 4). */
async function handle(context: APIContext) {
  const user = requireUser(context);
  refuseCrossSite(context);
  const code = context.params.code ?? '';
  if (!isPlausibleInviteCode(code)) throw notFound('This invite link is not valid.');
  await acceptInvite(user.id, code);
  return json({ status: 1, msg: 'Thanks for joining through your friend’s invite!' });
}

export const GET = endpoint(handle);
export const POST = endpoint(handle);
