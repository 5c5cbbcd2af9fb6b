import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingText } from './whatsapp-webhook';

/**
 * MSG91's inbound SMS (README "SMS"): a person texts our virtual number (long code), starting with our keyword
 * when the number is shared ("SEVA STOP"), and MSG91 forwards each message to the callback URL set in its panel
 * (SMS → Inbound / Long code → the keyword's forwarding URL), besides its inbox and email. What it forwards: the
 * sender's mobile (`sender`, with or without 91 in front), the keyword (`keyword`), the words (`comments`, or
 * `message` / `text`), our number (`inNumber`) and when (`rcvd`), as query parameters, a form or JSON depending
 * on the panel's method; all three are read here. MSG91 signs nothing it forwards, so the URL itself carries the
 * proof: a secret token of ours (SMS_INBOUND_TOKEN) that only MSG91's panel and our configuration hold.
 */

const SENDER_FIELDS = ['sender', 'mobile', 'from', 'msisdn', 'number'] as const;
const TEXT_FIELDS = ['comments', 'message', 'text', 'content', 'sms'] as const;

/** Whether the token the request carries is ours, compared in a time that does not tell how much of it matched. */
export function inboundTokenIsValid(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = createHmac('sha256', 'sms-inbound').update(given).digest();
  const b = createHmac('sha256', 'sms-inbound').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The first of `names` that `fields` holds as non-empty text. */
function firstText(fields: Record<string, unknown>, names: readonly string[]): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/**
 * The words after the keyword: "SEVA STOP" with keyword SEVA is "STOP". A message that is the keyword alone
 * (a number whose keyword is STOP itself) is the keyword.
 */
function wordsAfterKeyword(text: string, keyword: string): string {
  if (!keyword) return text;
  const prefix = text.slice(0, keyword.length);
  const rest = text.slice(keyword.length);
  if (prefix.toLowerCase() !== keyword.toLowerCase() || (rest !== '' && !/^\s/.test(rest))) return text;
  return rest.trim() === '' ? keyword : rest.trim();
}

/** One forwarded message's fields as the messages people sent: who and the words after the keyword. */
function textsOfFields(fields: Record<string, unknown>): IncomingText[] {
  const from = firstText(fields, SENDER_FIELDS);
  const raw = firstText(fields, TEXT_FIELDS);
  const keyword = firstText(fields, ['keyword']);
  const text = raw ? wordsAfterKeyword(raw, keyword) : keyword;
  return from && text ? [{ from, text }] : [];
}

/**
 * The messages of one forwarded request: its query parameters, then its body (JSON: one message's fields, a list
 * of them, or `data` holding that list as JSON text, the way MSG91's form posts carry a list; a form: its fields).
 */
export function inboundTexts(query: URLSearchParams, body: string, contentType: string | null): IncomingText[] {
  const found = textsOfFields(Object.fromEntries(query));
  const type = (contentType ?? '').toLowerCase();
  let parsed: unknown = null;
  if (type.includes('json')) {
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new SyntaxError('unreadable JSON');
    }
  } else if (type.includes('x-www-form-urlencoded')) {
    parsed = Object.fromEntries(new URLSearchParams(body));
  }
  const record = (value: unknown): Record<string, unknown> | null =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const visit = (value: unknown, depth: number) => {
    if (depth > 2) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 100)) visit(item, depth + 1);
      return;
    }
    const fields = record(value);
    if (!fields) return;
    if (typeof fields.data === 'string') {
      try {
        visit(JSON.parse(fields.data), depth + 1);
      } catch {
        // not a list: the fields themselves are read below
      }
    } else if (Array.isArray(fields.data)) visit(fields.data, depth + 1);
    found.push(...textsOfFields(fields));
  };
  visit(parsed, 0);
  return found;
}
