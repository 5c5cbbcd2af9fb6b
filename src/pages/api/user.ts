import { endpoint, json, requireUser } from '../../lib/server/http';

export const prerender = false;

/** Who is signed in. */
export const GET = endpoint((context) => {
  const user = requireUser(context);
  return json({ status: 1, data: { email: user.email, mobile: user.mobile, ref_code: user.refCode } });
});
