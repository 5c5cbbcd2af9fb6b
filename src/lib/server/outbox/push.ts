import type { Agent } from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { site } from '../../site';
import { type Database, backgroundDatabase } from '../db';
import { pushSubscriptions } from '../db/schema';
import { logger } from '../log';
import { type VapidKeys, vapidKeys } from '../vapid';
import { type Channel, DeliveryError, type OutboundMessage } from './channel';

/**
 * The Web Push channel (CONTRACT.md "Messages"): one message to every browser where the user `message.to`
 * turned on "Alert me on this phone", through each browser's push service with the `web-push` library
 * (VAPID signature, RFC 8292; payload encrypted aes128gcm to the browser's keys, RFC 8291). The service
 * worker (public/sw.js) shows it as a notification that opens `url`.
 *
 * - `Topic` is the outbox row's id: a repeat of the same message (a retry after a partial failure) replaces
 *   the one still waiting at the push service instead of showing twice.
 * - `Urgency: high` for urgent events (a new lead, a sign-in code, or `data.urgent`), normal otherwise.
 * - A subscription the push service answers 404 or 410 for is gone: deleted. A 429 or 5xx, or no answer,
 *   is retried (DeliveryError not permanent); any other refusal (400, 401/403 keys, 413) is permanent.
 */

/** The notification the service worker shows: what it reads from the decrypted payload. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap on the notification goes (a path of the site, or its full URL). */
  url: string;
  /** The outbox row: the notification's tag, so a repeat replaces it on the device too. */
  tag: string;
}

/** Events whose pushes say `Urgency: high` (sign-in codes and new leads are urgent: a person waits on them). */
const URGENT_EVENTS = new Set(['lead-alert', 'sign-in-code']);
/** How long a push service keeps a push for a phone that is off: a day; an older alert is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function pushPayload(message: OutboundMessage): PushPayload {
  return {
    title: text(message.data.title) ?? site.name,
    body: text(message.data.body) ?? message.text,
    url: text(message.data.url) ?? '/',
    tag: `outbox-${message.id}`,
  };
}

export const isUrgent = (message: OutboundMessage): boolean => message.data.urgent === true || URGENT_EVENTS.has(message.event);

/** What one push service's answer means: delivered, the subscription gone, worth a retry, or refused for good. */
type Outcome = 'sent' | 'gone' | 'retry' | 'refused';

function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof WebPushError)) return 'retry';
  if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
  if (error.statusCode === 429 || error.statusCode >= 500) return 'retry';
  return 'refused';
}

export interface PushChannelOptions {
  /** Where the subscriptions are (default: the process's background database). */
  database?: () => Promise<Database>;
  /** The VAPID key pair (default: vapid.ts, configured or generated once). */
  keys?: () => Promise<VapidKeys>;
  /** The HTTPS agent for the push services (a test's own CA for its local push service). */
  agent?: Agent;
}

export function createPushChannel(options: PushChannelOptions = {}): Channel {
  const database = options.database ?? (async () => (await backgroundDatabase()).db);
  const keys = options.keys ?? vapidKeys;
  return {
    name: 'push',
    async send(message) {
      const userId = Number(message.to);
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new DeliveryError(`push to ${message.to}: not a user id`, true);
      const handle = await database();
      const subscriptions = await handle.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      if (subscriptions.length === 0) throw new DeliveryError(`push to user ${userId}: no browser has alerts on`, true);
      const { publicKey, privateKey, subject } = await keys();
      const payload = JSON.stringify(pushPayload(message));
      const outcomes = await Promise.all(
        subscriptions.map(async (subscription): Promise<{ id: number; outcome: Outcome; status?: number }> => {
          try {
            await webpush.sendNotification(
              { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
              payload,
              {
                vapidDetails: { subject, publicKey, privateKey },
                TTL: PUSH_TTL_SECONDS,
                topic: `outbox${message.id}`,
                urgency: isUrgent(message) ? 'high' : 'normal',
                timeout: SEND_TIMEOUT_MS,
                ...(options.agent ? { agent: options.agent } : {}),
              },
            );
            return { id: subscription.id, outcome: 'sent' };
          } catch (error) {
            return { id: subscription.id, outcome: outcomeOf(error), status: error instanceof WebPushError ? error.statusCode : undefined };
          }
        }),
      );
      const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.id);
      if (gone.length > 0) await handle.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      const count = (outcome: Outcome) => outcomes.filter((o) => o.outcome === outcome).length;
      const summary = {
        outbox: message.id,
        event: message.event,
        sent: count('sent'),
        gone: gone.length,
        retry: count('retry'),
        refused: count('refused'),
      };
      if (summary.retry > 0) {
        logger.warn(summary, 'push: a push service did not take it; tried again later');
        throw new DeliveryError(`push to user ${userId}: ${summary.retry} push service(s) did not answer or were busy`, false);
      }
      if (summary.sent === 0) {
        const statuses = outcomes.map((o) => o.status ?? 'none').join(', ');
        throw new DeliveryError(`push to user ${userId}: every push service refused it (${statuses})`, true);
      }
      if (gone.length > 0 || summary.refused > 0) logger.info(summary, 'push: sent, some subscriptions gone or refused');
    },
  };
}
