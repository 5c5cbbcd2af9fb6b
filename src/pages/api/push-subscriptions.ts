import {
  PUSH_MESSAGES,
  type PushSubscriptionsAnswer,
  pushSubscriptionLimits,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  userAgentSummary,
} from '../../features/notifications/push-subscriptions';
import { listSubscriptions, removeSubscription, saveSubscription } from '../../features/notifications/push-subscriptions.server';
import { endpoint, json, parseInput, readBody, requireUser } from '../../lib/server/http';
import { limitCaller } from '../../lib/server/rate-limit';
import { vapidKeys } from '../../lib/server/vapid';

export const prerender = false;

/** GET /api/push-subscriptions — the VAPID public key to subscribe with, and the signed-in person's own browsers with alerts on. */
export const GET = endpoint(async (context) => {
  const user = requireUser(context);
  const [keys, subscriptions] = await Promise.all([vapidKeys(), listSubscriptions(user.id)]);
  const data: PushSubscriptionsAnswer = { public_key: keys.publicKey, subscriptions };
  return json({ status: 1, data });
});

/** POST /api/push-subscriptions {endpoint, keys: {p256dh, auth}} — "Alert me on this phone": this browser gets the person's alerts. */
export const POST = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, pushSubscriptionLimits);
  const input = parseInput(pushSubscriptionSchema, await readBody(context.request));
  await saveSubscription(user.id, input, userAgentSummary(context.request.headers.get('user-agent')));
  return json({ status: 1, msg: PUSH_MESSAGES.saved });
});

/** DELETE /api/push-subscriptions {endpoint} — alerts off for one of the person's own browsers; 404 for anyone else's. */
export const DELETE = endpoint(async (context) => {
  const user = requireUser(context);
  await limitCaller(context, pushSubscriptionLimits);
  const input = parseInput(pushUnsubscribeSchema, await readBody(context.request));
  await removeSubscription(user.id, input.endpoint);
  return json({ status: 1, msg: PUSH_MESSAGES.removed });
});
