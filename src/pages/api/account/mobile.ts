import { addMobileSchema, e164 } from '../../../features/auth/auth';
import { requestMobileLink } from '../../../features/auth/auth.server';
import { clientAddress } from '../../../features/auth/request.server';
import { m } from '../../../lib/i18n';
import { endpoint, json, parseInput, readBody, requireUser } from '../../../lib/server/http';

export const prerender = false;

/** The signed-in user adds a mobile: a code is sent to it by SMS. 409 when another account has verified it. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { mobile } = parseInput(addMobileSchema, await readBody(context.request));
  await requestMobileLink(user.id, e164(mobile), clientAddress(context));
  return json({ status: 1, message: m['auth.mobile.sent']() });
});
