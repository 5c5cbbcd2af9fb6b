import { clearSessionCookie } from '../../features/auth/request.server';
import { deleteAccount } from '../../features/privacy/delete-account.server';
import { deleteAccountSchema } from '../../features/privacy/privacy';
import { m } from '../../lib/i18n';
import { endpoint, json, parseInput, readBody, requireUser } from '../../lib/server/http';

export const prerender = false;

/**
 * POST /api/delete-account {confirm: "DELETE"} — erases the signed-in person's personal data and ends their
 * sessions (deleteAccount says what stays: reviews by "Former user", the businesses' leads without name or number).
 */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  parseInput(deleteAccountSchema, await readBody(context.request));
  await deleteAccount(user.id);
  clearSessionCookie(context);
  return json({ status: 1, msg: m['privacy.delete.done']() });
});
