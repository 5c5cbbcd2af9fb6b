import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { z } from '../../lib/zod';

/**
 * "Alert me on this phone": a browser's Web Push subscription, as PushSubscription.toJSON()
 * gives it, kept for the signed-in person (push-subscriptions.server.ts) so that the outbox's push channel
 * (src/lib/server/outbox/push.ts) reaches them. Pure: shared by the island and /api/push-subscriptions.
 */

export const PUSH_MESSAGES = saidWhenRead({
  endpoint: m['push.subscription.endpoint'],
  keys: m['push.subscription.keys'],
  saved: m['push.subscription.saved'],
  removed: m['push.subscription.removed'],
  notFound: m['push.subscription.notFound'],
  renewed: m['push.subscription.renewed'],
  taken: m['push.subscription.taken'],
});

/** localhost, a loopback or private address, or an IP literal: no push service lives there. */
const NOT_A_PUSH_SERVICE = /^(localhost|.*\.localhost|.*\.local|.*\.internal|\d{1,3}(\.\d{1,3}){3}|\[.*\])$/i;

/**
 * A push service's endpoint: an https URL on a public host name (FCM, Mozilla's, Apple's, Microsoft's).
 * The server POSTs to it, so an address inside our network is refused (the channel's tests insert their
 * local push service's endpoint directly).
 */
export const pushEndpoint = z
  .string({ error: () => PUSH_MESSAGES.endpoint })
  .max(1000, { error: () => PUSH_MESSAGES.endpoint })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && !url.username && !url.password && !NOT_A_PUSH_SERVICE.test(url.hostname) && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { error: () => PUSH_MESSAGES.endpoint },
  );

/** base64url (padding tolerated) of `bytes` bytes. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: () => PUSH_MESSAGES.keys })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: () => PUSH_MESSAGES.keys })
    .min(min, { error: () => PUSH_MESSAGES.keys })
    .max(max, { error: () => PUSH_MESSAGES.keys });

/** POST /api/push-subscriptions: PushSubscription.toJSON() (expirationTime is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      // The browser's uncompressed P-256 public key (65 bytes) and its auth secret (16 bytes).
      p256dh: base64url(86, 90),
      auth: base64url(21, 24),
    },
    { error: () => PUSH_MESSAGES.keys },
  ),
});

/** DELETE /api/push-subscriptions: which of one's own browsers stops getting alerts. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpoint });

/**
 * POST /api/push-subscriptions/renew: the service worker's `pushsubscriptionchange`. The browser replaced (or
 * dropped) the subscription `old_endpoint`; `subscription` is the one that replaces it. `old_auth` is the old
 * subscription's auth secret (getKey('auth')), which only that browser and Seva know: the proof, with or without
 * a session, that the request comes from the browser whose subscription it replaces.
 */
export const pushRenewalSchema = z.object({
  old_endpoint: pushEndpoint,
  old_auth: base64url(21, 24).optional(),
  subscription: pushSubscriptionSchema,
});
export type PushRenewal = z.infer<typeof pushRenewalSchema>;

export const pushSubscriptionLimits = hourlyPerCaller('push-subscriptions', 30);

/** One of the signed-in person's browsers with alerts on, as GET /api/push-subscriptions lists it. */
export interface PushSubscriptionSummary {
  id: number;
  /** "Chrome · Android": for the person to tell their phones apart. */
  user_agent: string;
  created_at: string;
}

/** GET /api/push-subscriptions: the key to subscribe with, and one's own browsers with alerts on. */
export interface PushSubscriptionsAnswer {
  public_key: string;
  subscriptions: PushSubscriptionSummary[];
}

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A User-Agent reduced to its browser and system ("Chrome · Android"): never the full string, which identifies more. */
export function userAgentSummary(userAgent: string | null): string {
  if (!userAgent) return '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' · ');
}
