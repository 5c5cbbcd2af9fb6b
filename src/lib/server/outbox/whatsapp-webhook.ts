import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta's webhooks for the WhatsApp Cloud API, as its documentation describes them. Subscribing, Meta sends
 * `GET ?hub.mode=subscribe&hub.verify_token=<ours>&hub.challenge=<n>` and expects the challenge back with a 200
 * when the token is ours. Every event then comes as a POST of JSON signed with the app secret:
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`, answered with a 200 quickly (Meta retries
 * anything else). Incoming messages sit in `entry[].changes[].value.messages[]` (field `messages`), each with
 * `from` (the sender's wa_id: country code and number, digits only), `type` and, for text, `text.body`.
 */

/** A challenge is Meta's number: anything else is not echoed (this answer must never carry someone's markup). */
const CHALLENGE = /^[A-Za-z0-9_-]{1,256}$/;

/** The GET verification: the challenge to answer with a 200, or null (refused) when the mode or the token is not right. */
export function verificationChallenge(query: URLSearchParams, verifyToken: string): string | null {
  const challenge = query.get('hub.challenge') ?? '';
  if (query.get('hub.mode') !== 'subscribe' || !CHALLENGE.test(challenge)) return null;
  return sameText(query.get('hub.verify_token') ?? '', verifyToken) ? challenge : null;
}

/** Whether X-Hub-Signature-256 is `sha256=` and the HMAC-SHA256 of exactly these bytes under the app secret. */
export function signatureIsValid(rawBody: Uint8Array, header: string | null, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** Compares two texts in a time that does not tell how much of them matched. */
function sameText(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** One message a person sent us: who (their wa_id) and the words (a text's body, or a quick-reply button's text). */
export interface IncomingText {
  from: string;
  text: string;
}

/** The texts people sent in one webhook post; anything else (statuses of our messages, media, reactions) is left out. */
export function incomingTexts(payload: unknown): IncomingText[] {
  const found: IncomingText[] = [];
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const root = record(payload);
  if (root.object !== 'whatsapp_business_account') return found;
  for (const entry of list(root.entry)) {
    for (const change of list(record(entry).changes)) {
      if (record(change).field !== 'messages') continue;
      for (const item of list(record(record(change).value).messages)) {
        const message = record(item);
        if (typeof message.from !== 'string') continue;
        const words = message.type === 'text' ? record(message.text).body : message.type === 'button' ? record(message.button).text : undefined;
        if (typeof words === 'string') found.push({ from: message.from, text: words });
      }
    }
  }
  return found;
}
