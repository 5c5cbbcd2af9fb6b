import type { APIContext } from 'astro';
import { endpoint, json, notFound, requireUser } from '../../../lib/server/http';
import { refuseCrossSite } from '../../../features/auth/request.server';
import { acceptInvite } from '../../../features/invites/invites.server';
import { isPlausibleInviteCode } from '../../../features/profile/profile';
import { m } from '../../../lib/i18n';

export const prerender = false;

/** Sent after the profile is created when an invite code was stored (SPEC.md section 4). */
async function handle(context: APIContext) {
  const user = requireUser(context);
  refuseCrossSite(context);
  const code = context.params.code ?? '';
  if (!isPlausibleInviteCode(code)) throw notFound(m['invite.refusal.invalid']());
  await acceptInvite(user.id, code);
  return json({ status: 1, msg: m['invite.joined']() });
}

export const GET = endpoint(handle);
export const POST = endpoint(handle);
