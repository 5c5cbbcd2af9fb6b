import { generateOtpSchema, signInAddressKey } from '../../features/auth/auth';
import { requestOtp } from '../../features/auth/auth.server';
import { clientAddress } from '../../features/auth/request.server';
import { m } from '../../lib/i18n';
import { endpoint, json, parseInput, readBody } from '../../lib/server/http';

export const prerender = false;

/**
 * Sends a sign-in code: `{ email }` by mail, `{ mobile }` by SMS (CONTRACT.md). The same answer whether or
 * not the address has an account.
 */
export const POST = endpoint(async (context) => {
  const input = parseInput(generateOtpSchema, await readBody(context.request));
  await requestOtp(signInAddressKey(input), clientAddress(context));
  return json({ status: 1, message: input.mobile !== undefined ? m['auth.mobile.sent']() : m['auth.otp.sent']() });
});
