import { signInAddressKey, verifyOtpSchema } from '../../features/auth/auth';
import { verifyOtp } from '../../features/auth/auth.server';
import { clientAddress, deviceOf, setSessionCookie } from '../../features/auth/request.server';
import { switchedLocale } from '../../features/i18n/language-choice';
import { m } from '../../lib/i18n';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';

export const prerender = false;

/**
 * Checks a code (`{ email, otp }` or `{ mobile, otp }`) and signs in: the token is answered for clients that
 * are not browsers (Bearer) and set as an httpOnly cookie for browsers, whose islands keep only a signed-in marker.
 * The language the browser chose with the switch while signed out is kept on the account (auth.server.ts).
 */
export const POST = endpoint(async (context) => {
  const input = parseInput(verifyOtpSchema, await readBody(context.request));
  const session = await verifyOtp(signInAddressKey(input), input.otp, clientAddress(context), {
    device: deviceOf(context),
    switched: switchedLocale(context.request.headers.get('cookie')),
  });
  setSessionCookie(context, session.token, session.expiresAt);
  return json({ status: 1, token: session.token, message: m['auth.otp.verified']() }, 200, { 'cache-control': 'no-store' });
});
