import { PUSH_MESSAGES, pushRenewalSchema, pushSubscriptionLimits } from '../../../features/notifications/push-subscriptions';
import { renewSubscription } from '../../../features/notifications/push-subscriptions.server';
import { endpoint, json, parseInput, readBody } from '../../../lib/server/http';
import { limitCaller } from '../../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/push-subscriptions/renew {old_endpoint, old_auth, subscription} — sent by the service worker when the
 * browser renews or drops a subscription (public/sw.js `pushsubscriptionchange`): the new one replaces the old for
 * the same person. A session is not needed (the worker may run long after it ended): the old subscription's auth
 * secret proves the browser, or else the session of the person it belongs to (push-subscriptions.server.ts).
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, pushSubscriptionLimits);
  const input = parseInput(pushRenewalSchema, await readBody(context.request));
  await renewSubscription(context.locals.user?.id ?? null, input);
  return json({ status: 1, msg: PUSH_MESSAGES.renewed });
});
