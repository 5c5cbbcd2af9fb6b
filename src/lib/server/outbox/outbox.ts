/**
 * The one durable outbox (CONTRACT.md "Messages: email, SMS, WhatsApp, push"). Every message to a person is a
 * row of the `outbox` table (db/schema.ts) written by `enqueueMessage` in the transaction of its event, so a
 * message exists exactly when its event does; the worker (./worker.ts) delivers it afterwards through its
 * channel (./channels.ts). One row per (event key, channel, recipient): writing the same event twice writes
 * nothing, and a channel makes a repeat of one row a no-op (its id names the file, or is the provider's
 * reference), so nothing is sent twice for one event and channel.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale } from '../../i18n';
import { currentLocale } from '../../locale-path';
import { clock } from '../clock';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import type { ChannelName } from './channel';

/** What the outbox needs of a database or of the caller's transaction. */
export type OutboxQueryable = Pick<Database, 'execute'>;

export const OUTBOX_STATUSES = ['pending', 'retrying', 'sent', 'given-up'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface NewMessage {
  /** What happened ('sign-in-code', 'lead-alert', 'enquiry', …): logs name it, never the text. */
  event: string;
  /**
   * What makes this event one (a lead's id for its alert): with the event, the channel and the recipient it
   * is unique, so asking again writes nothing. Unset: the message is its own event (a random key).
   */
  key?: string | number;
  channel: ChannelName;
  /** An email address, a mobile as +91XXXXXXXXXX, or for push a user id. */
  to: string;
  /** The provider's template name (a WhatsApp template, an SMS DLT template's key); the event when unset. */
  template?: string;
  /** What the person reads, in full. */
  text: string;
  /** The template's parameters and what the channel needs besides (a mail's subject and HTML). */
  data?: Record<string, unknown>;
  /** Sign-in codes and new leads: claimed before the rest and the worker woken at once. */
  urgent?: boolean;
  /** Worthless after this (a sign-in code's expiry): given up rather than sent late. Kept in `data.expiresAt`. */
  expiresAt?: Date;
  /** Not sent before this (the person's quiet hours, for what can wait); now when unset. */
  notBefore?: Date;
  /**
   * The language the message is written in, kept in `data.locale` for its channel (a WhatsApp template's
   * language, an SMS's DLT template, a mail's Content-Language): the language it is composed in when unset
   * (src/lib/server/recipient-locale.ts inLanguageOf sets the recipient's).
   */
  locale?: Locale;
}

/** Woken by enqueueMessage: the in-process workers look for due rows at once (./worker.ts). */
const wakers = new Set<() => void>();

/** Registers a worker's wake-up; answers its removal. */
export function onOutboxWrite(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Tells this process's workers a message was written (they look again shortly, after the commit). */
export function wakeOutbox(): void {
  for (const wake of wakers) wake();
}

/**
 * Writes one message in the caller's transaction (or on its own on a database). Answers the row's id, or
 * undefined when the same event already has its row for this channel and recipient.
 */
export async function enqueueMessage(tx: OutboxQueryable, message: NewMessage): Promise<number | undefined> {
  const eventKey = `${message.event}:${message.key ?? randomUUID()}`;
  const now = clock.now().toISOString();
  const due = message.notBefore?.toISOString() ?? now;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into outbox (event_key, event, channel, recipient, template, text, data, urgent, next_attempt_at, created_at)
      values (${eventKey}, ${message.event}, ${message.channel}, ${message.to}, ${message.template ?? message.event}, ${message.text},
        ${JSON.stringify({ ...message.data, locale: message.locale ?? currentLocale(), ...(message.expiresAt ? { expiresAt: message.expiresAt.toISOString() } : {}) })}::jsonb, ${message.urgent ?? false}, ${due}::timestamptz, ${now}::timestamptz)
      on conflict (event_key, channel, recipient) do nothing
      returning id`,
  );
  if (row) wakeOutbox();
  return row?.id;
}

/** How long the outbox keeps a sent message's row (its recipient, event and time), and a given-up one's. */
export const OUTBOX_KEEP_SENT_DAYS = 30;
export const OUTBOX_KEEP_GIVEN_UP_DAYS = 90;

/** Deletes the rows of messages sent or given up longer ago than they are kept; answers how many. */
export async function pruneOutbox(db: OutboxQueryable, now: Date): Promise<number> {
  const day = 86_400_000;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from outbox where (status = 'sent' and created_at < ${new Date(now.getTime() - OUTBOX_KEEP_SENT_DAYS * day).toISOString()}::timestamptz)
      or (status = 'given-up' and created_at < ${new Date(now.getTime() - OUTBOX_KEEP_GIVEN_UP_DAYS * day).toISOString()}::timestamptz)
      returning id`,
  );
  return rows.length;
}

/** A message that failed, as operators see it: no recipient, no text. */
export interface FailedMessage {
  id: number;
  channel: string;
  event: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

/** The messages that failed at least once and are not sent (retrying, or given up), newest first. */
export async function failedMessages(db: OutboxQueryable, limit = 100): Promise<FailedMessage[]> {
  const rows = await queryRows<{
    id: number;
    channel: string;
    event: string;
    status: OutboxStatus;
    attempts: number;
    last_error: string | null;
    next_attempt_at: string | Date;
    created_at: string | Date;
  }>(
    db,
    sql`select id, channel, event, status, attempts, last_error, next_attempt_at, created_at from outbox
      where status = 'given-up' or (status <> 'sent' and last_error is not null)
      order by created_at desc, id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: new Date(row.next_attempt_at),
    createdAt: new Date(row.created_at),
  }));
}

/** How many rows are in each status (the operators' summary line). */
export async function outboxCounts(db: OutboxQueryable): Promise<Record<OutboxStatus, number>> {
  const rows = await queryRows<{ status: OutboxStatus; count: number | string }>(
    db,
    sql`select status, count(*) as count from outbox group by status`,
  );
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
