import { and, desc, eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { notFound } from '../../lib/server/http';
import { CONSENT_SOURCES } from '../consent/preferences';
import { recordConsent } from '../consent/preferences.server';
import { PUSH_MESSAGES, type PushSubscriptionSummary } from './push-subscriptions';

const { pushSubscriptions } = tables;

/**
 * Keeps a browser's subscription for `userId`. An endpoint is one browser: subscribed again, its keys are
 * refreshed; subscribed by someone else who signed in on that browser, it becomes theirs, so the person
 * who signed out of it stops getting alerts there. The tap is the person's consent to push alerts, kept as
 * such (consent/preferences.server.ts), so that the new-lead alert pushes to them.
 */
export async function saveSubscription(
  userId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string,
): Promise<void> {
  const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, userAgent };
  await (await db()).transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    await recordConsent(tx, { userId, audience: 'member', channel: 'push', granted: true, source: CONSENT_SOURCES.device });
  });
}

/** Turns alerts off for one of `userId`'s own browsers; 404 for an endpoint that is not theirs (whoever's it is). */
export async function removeSubscription(userId: number, endpoint: string): Promise<void> {
  const removed = await (await db())
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(PUSH_MESSAGES.notFound);
  // Their last browser turned off: push alerts are off for them (withdrawn as it was given, by the device).
  const [left] = await (await db()).select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
  if (!left) await recordConsent(await db(), { userId, audience: 'member', channel: 'push', granted: false, source: CONSENT_SOURCES.device });
}

/** `userId`'s own browsers with alerts on, latest first (never an endpoint or key). */
export async function listSubscriptions(userId: number): Promise<PushSubscriptionSummary[]> {
  const rows = await (await db())
    .select({ id: pushSubscriptions.id, userAgent: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((row) => ({ id: row.id, user_agent: row.userAgent, created_at: row.createdAt.toISOString() }));
}
