import { myData } from '../../features/privacy/my-data.server';
import { endpoint, json, requireUser } from '../../lib/server/http';

export const prerender = false;

/** GET /api/my-data — everything Seva holds of the signed-in person, as one JSON file to keep (CONTRACT.md "Your data"). */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  return json({ status: 1, data: await myData(user.id) }, 200, {
    'cache-control': 'no-store',
    'content-disposition': 'attachment; filename="seva-my-data.json"',
  });
});
