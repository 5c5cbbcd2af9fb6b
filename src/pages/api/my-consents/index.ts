import { myConsents } from '../../../features/privacy/consents.server';
import { db } from '../../../lib/server/db';
import { endpoint, json, requireUser } from '../../../lib/server/http';

export const prerender = false;

/** GET /api/my-consents — each purpose the signed-in person may consent to, whether it holds, since when and under which notice. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await myConsents(await db(), user.id) }, 200, { 'cache-control': 'no-store' });
});
