import { displayMobile, e164, verifyMobileSchema } from '../../../../features/auth/auth';
import { verifyMobileLink } from '../../../../features/auth/auth.server';
import { clientAddress } from '../../../../features/auth/request.server';
import { m } from '../../../../lib/i18n';
import { endpoint, json, parseInput, readBody, requireUser } from '../../../../lib/server/http';

export const prerender = false;

/** The code sent to the mobile makes it the signed-in user's verified mobile. 409 when another account holds it. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  const { mobile, otp } = parseInput(verifyMobileSchema, await readBody(context.request));
  await verifyMobileLink(user.id, e164(mobile), otp, clientAddress(context));
  return json({ status: 1, message: m['auth.mobile.verified'](), data: { mobile: e164(mobile), mobile_display: displayMobile(e164(mobile)) } });
});
