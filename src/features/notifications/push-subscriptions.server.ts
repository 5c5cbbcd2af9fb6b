import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { CONSENT_SOURCES } from '../consent/preferences';
import { recordConsent } from '../consent/preferences.server';
import { PUSH_MESSAGES, type PushRenewal, type PushSubscriptionSummary } from './push-subscriptions';

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

/** Two base64url texts the same (padding aside), compared in a time that does not tell how much of them matched. */
function sameSecret(given: string, stored: string): boolean {
  const digest = (text: string) => createHmac('sha256', 'push-auth').update(text.replace(/=+$/, '')).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/**
 * The browser replaced a subscription (the service worker's `pushsubscriptionchange`): the new endpoint and keys
 * take the old one's place for the same person, whose consent stays as it was (no new consent row: nobody tapped).
 * Only a subscription Seva holds is replaced, and only with proof that the request comes from its browser: the old
 * subscription's auth secret, or the session of the person it belongs to. Anything else (an endpoint unknown or
 * someone else's without its secret) is the same 404, so a guess learns nothing. A new endpoint another person
 * already holds is refused (409): a renewal never moves a browser from one account to another.
 */
export async function renewSubscription(sessionUserId: number | null, renewal: PushRenewal): Promise<void> {
  const next = renewal.subscription;
  await (await db()).transaction(async (tx) => {
    const [old] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, renewal.old_endpoint)).for('update');
    const proven =
      old !== undefined &&
      ((sessionUserId !== null && old.userId === sessionUserId) || (renewal.old_auth !== undefined && sameSecret(renewal.old_auth, old.auth)));
    if (!old || !proven) throw notFound(PUSH_MESSAGES.notFound);
    const keys = { p256dh: next.keys.p256dh, auth: next.keys.auth };
    if (next.endpoint !== old.endpoint) {
      const [holder] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, next.endpoint)).for('update');
      if (holder && holder.userId !== old.userId) throw new HttpError(409, PUSH_MESSAGES.taken);
      if (holder) {
        // The person subscribed the new one already (a tap meanwhile): one row for the browser.
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
        await tx.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.id, holder.id));
        return;
      }
    }
    await tx
      .update(pushSubscriptions)
      .set({ endpoint: next.endpoint, ...keys })
      .where(eq(pushSubscriptions.id, old.id));
  });
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
