import { endpoint, json, parseInput, readBody } from '../../lib/server/http';
import { generateOtpSchema } from '../../features/auth/auth';
import { requestOtp } from '../../features/auth/auth.server';
import { clientAddress } from '../../features/auth/request.server';
import { m } from '../../lib/i18n';

export const prerender = false;

/** Sends a sign-in code. The same answer whether or not the email has an account. */
export const POST = endpoint(async (context) => {
  const { email } = parseInput(generateOtpSchema, await readBody(context.request));
  await requestOtp(email, clientAddress(context));
  return json({ status: 1, message: m['auth.otp.sent']() });
});
