import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { type Channel, DeliveryError, type OutboundMessage } from '../../src/lib/server/outbox/channel';
import { embeddedChannels } from '../../src/lib/server/outbox/channels';
import { jsonFileChannel } from '../../src/lib/server/outbox/files';
import { enqueueMessage, failedMessages, type NewMessage, outboxCounts, pruneOutbox } from '../../src/lib/server/outbox/outbox';
import { claimMessage, createOutboxWorker } from '../../src/lib/server/outbox/worker';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The outbox (src/lib/server/outbox/) on each engine: one row per event, channel and recipient; two workers
 * (two instances: on PostgreSQL each with its own pool) deliver each row once; a failure is retried after its
 * back-off and given up after the last attempt (or at once when permanent), with a short error that names no
 * one; a worker killed mid-send leaves its lease to run out and the row is delivered once all the same (the
 * file is named by the row and created once); a new row wakes the worker; given-up rows are listed.
 */
describe.each(engines)('the outbox on %s', (engine) => {
  let database: TestDatabase;
  let other: DatabaseHandle;
  let dir: string;
  const db = () => database.handle.db;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  /** Later than any row's creation: the workers' clock in these tests. */
  const T0 = new Date(Date.now() + 60_000);
  const at = (ms: number) => new Date(T0.getTime() + ms);
  const message = (n: number, extra: Partial<NewMessage> = {}): NewMessage => ({
    event: 'lead-alert',
    key: n,
    channel: 'whatsapp',
    to: '+919831012345',
    template: 'lead_alert',
    text: `New enquiry ${n}: http://localhost/business/leads/${n}`,
    ...extra,
  });
  const files = (sub = 'whatsapp') => {
    try {
      return readdirSync(path.join(dir, sub)).filter((name) => !name.startsWith('.'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    other = database.url ? await openDatabase({ url: database.url }) : database.handle;
  });
  afterAll(async () => {
    if (other && other !== database?.handle) await other.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from outbox`);
    dir = mkdtempSync(path.join(tmpdir(), 'seva-outbox-'));
    return () => rmSync(dir, { recursive: true, force: true });
  });

  it('keeps one row per event, channel and recipient, written only with its transaction', async () => {
    const first = await enqueueMessage(db(), message(1));
    expect(first).toBeTypeOf('number');
    expect(await enqueueMessage(db(), message(1))).toBeUndefined();
    expect(await enqueueMessage(db(), message(1, { text: 'other words' }))).toBeUndefined();
    // Another channel, recipient or event is another row; a message with no key is its own event.
    expect(await enqueueMessage(db(), message(1, { channel: 'sms' }))).toBeTypeOf('number');
    expect(await enqueueMessage(db(), message(1, { to: '+919831099999' }))).toBeTypeOf('number');
    expect(await enqueueMessage(db(), message(1, { event: 'quote' }))).toBeTypeOf('number');
    expect(await enqueueMessage(db(), message(2, { key: undefined }))).toBeTypeOf('number');
    expect(await enqueueMessage(db(), message(2, { key: undefined }))).toBeTypeOf('number');
    // An event whose transaction rolls back leaves no message.
    await expect(
      db().transaction(async (tx) => {
        await enqueueMessage(tx, message(3));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const stored = await rows<{ event_key: string; channel: string; status: string; attempts: number }>(
      sql`select event_key, channel, status, attempts from outbox order by id`,
    );
    expect(stored).toHaveLength(6);
    expect(stored.filter((row) => row.event_key === 'lead-alert:1')).toHaveLength(3);
    expect(stored.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
  });

  it('gives each row to one worker: two workers at once deliver 40 messages exactly once each', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 40; n++) ids.push((await enqueueMessage(db(), message(n)))!);
    const real = jsonFileChannel('whatsapp', path.join(dir, 'whatsapp'));
    const sends = new Map<number, number>();
    const byWorker = { a: 0, b: 0 };
    const counting = (worker: 'a' | 'b'): Channel => ({
      name: 'whatsapp',
      async send(outbound: OutboundMessage) {
        sends.set(outbound.id, (sends.get(outbound.id) ?? 0) + 1);
        byWorker[worker]++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await real.send(outbound);
      },
    });
    const a = createOutboxWorker({ db: db(), channels: { whatsapp: counting('a') }, now: () => T0 });
    const b = createOutboxWorker({ db: other.db, channels: { whatsapp: counting('b') }, now: () => T0 });
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(40);
    expect([...sends.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    if (engine === 'postgres') expect(byWorker.a > 0 && byWorker.b > 0).toBe(true);
    expect(files()).toHaveLength(40);
    expect((await outboxCounts(db())).sent).toBe(40);
    // Sent: the text is not kept.
    expect(await rows<{ text: string }>(sql`select text from outbox where text <> ''`)).toEqual([]);
  });

  it('sends several messages at once with lanes, each once', async () => {
    for (let n = 100; n < 120; n++) await enqueueMessage(db(), message(n));
    const sends = new Map<number, number>();
    let inFlight = 0;
    let most = 0;
    const slow: Channel = {
      name: 'whatsapp',
      async send(outbound: OutboundMessage) {
        sends.set(outbound.id, (sends.get(outbound.id) ?? 0) + 1);
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 100));
        inFlight--;
      },
    };
    const worker = createOutboxWorker({ db: db(), channels: { whatsapp: slow }, lanes: 4, pollMs: 20, now: () => T0 });
    worker.start();
    await expect.poll(() => sends.size, { timeout: 20_000, interval: 50 }).toBe(20);
    await worker.stop();
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    // PGlite's one connection takes each claim in turn, but the sends still overlap.
    expect(most).toBeGreaterThan(1);
  });

  it('writes the CONTRACT JSON, named by the row, and a second delivery of the row changes nothing', async () => {
    const id = (await enqueueMessage(db(), message(7)))!;
    const [claimed] = [await claimMessage(db(), { now: T0, leaseMs: 1_000, channels: ['whatsapp'] })];
    expect(claimed!.id).toBe(id);
    const channel = embeddedChannels(dir).whatsapp!;
    await channel.send(claimed!);
    await channel.send({ ...claimed!, text: 'a second try with other words' });
    expect(files()).toHaveLength(1);
    expect(files()[0]).toMatch(new RegExp(`^\\d{13}-0*${id}\\.json$`));
    const written = JSON.parse(readFileSync(path.join(dir, 'whatsapp', files()[0]!), 'utf8'));
    expect(written).toEqual({
      to: '+919831012345',
      channel: 'whatsapp',
      event: 'lead-alert',
      template: 'lead_alert',
      text: 'New enquiry 7: http://localhost/business/leads/7',
      created_at: claimed!.createdAt.toISOString(),
    });
  });

  it('retries a failure with exponential back-off, gives up after the last attempt, and keeps no address in the error', async () => {
    const id = (await enqueueMessage(db(), message(1)))!;
    const down: Channel = {
      name: 'whatsapp',
      async send(outbound) {
        throw new Error(`provider refused ${outbound.to} for owner@example.com`);
      },
    };
    let now = T0;
    const worker = createOutboxWorker({ db: db(), channels: { whatsapp: down }, maxAttempts: 3, now: () => now });
    const row = async () =>
      (
        await rows<{ status: string; attempts: number; next_attempt_at: string | Date; last_error: string }>(
          sql`select status, attempts, next_attempt_at, last_error from outbox where id = ${id}`,
        )
      )[0]!;

    expect(await worker.runOne()).toBe(true);
    expect(await row()).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(new Date((await row()).next_attempt_at).getTime()).toBe(at(5_000).getTime());
    expect((await row()).last_error).toBe('provider refused [number] for [address]');
    // Not before its back-off.
    now = at(4_999);
    expect(await worker.runOne()).toBe(false);
    now = at(5_000);
    expect(await worker.runOne()).toBe(true);
    expect(await row()).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(new Date((await row()).next_attempt_at).getTime()).toBe(at(15_000).getTime());
    now = at(15_000);
    expect(await worker.runOne()).toBe(true);
    expect(await row()).toMatchObject({ status: 'given-up', attempts: 3 });
    now = at(3_600_000);
    expect(await worker.runOne()).toBe(false);

    const failed = await failedMessages(db());
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ id, channel: 'whatsapp', event: 'lead-alert', status: 'given-up', attempts: 3 });
    expect(JSON.stringify(failed)).not.toMatch(/9831012345|example\.com|New enquiry/);
  });

  it('gives up at once on a permanent failure, and delivers once after a provider that was down for a minute', async () => {
    const refused = (await enqueueMessage(db(), message(1)))!;
    const later = (await enqueueMessage(db(), message(2)))!;
    const real = jsonFileChannel('whatsapp', path.join(dir, 'whatsapp'));
    const downUntil = at(60_000);
    let now = T0;
    const provider: Channel = {
      name: 'whatsapp',
      async send(outbound) {
        if (outbound.id === refused) throw new DeliveryError('not a WhatsApp number', true);
        if (now < downUntil) throw new Error('503 Service Unavailable');
        await real.send(outbound);
      },
    };
    const worker = createOutboxWorker({ db: db(), channels: { whatsapp: provider }, now: () => now });
    // Each second for two minutes, as the worker's own loop would look.
    for (let second = 0; second <= 120; second++) {
      now = at(second * 1_000);
      await worker.drain();
    }
    const stored = await rows<{ id: number; status: string; attempts: number }>(sql`select id, status, attempts from outbox order by id`);
    expect(stored.find((row) => row.id === refused)).toMatchObject({ status: 'given-up', attempts: 1 });
    // Down at 0, 5, 15, 35 s; back at 75 s (5 + 10 + 20 + 40): sent on the fifth try, once.
    expect(stored.find((row) => row.id === later)).toMatchObject({ status: 'sent', attempts: 5 });
    expect(files()).toHaveLength(1);
  });

  it('delivers once when a worker is killed mid-send: the lease runs out and the next delivery finds the file', async () => {
    const id = (await enqueueMessage(db(), message(1)))!;
    const channels = embeddedChannels(dir);
    // The first instance claims the row, writes the file and dies before recording it.
    const dying = await claimMessage(db(), { now: T0, leaseMs: 30_000, channels: ['whatsapp'] });
    await channels.whatsapp!.send(dying!);
    expect(files()).toHaveLength(1);

    const sends: number[] = [];
    const counting: Channel = {
      name: 'whatsapp',
      async send(outbound) {
        sends.push(outbound.id);
        await channels.whatsapp!.send(outbound);
      },
    };
    let now = at(10_000);
    const survivor = createOutboxWorker({ db: other.db, channels: { whatsapp: counting }, now: () => now });
    // The lease still holds: nobody takes the row.
    expect(await survivor.runOne()).toBe(false);
    now = at(30_000);
    expect(await survivor.runOne()).toBe(true);
    expect(sends).toEqual([id]);
    expect(files()).toHaveLength(1);
    const [row] = await rows<{ status: string; attempts: number }>(sql`select status, attempts from outbox where id = ${id}`);
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });

  it('leaves a channel with no implementation waiting, and sends urgent messages first', async () => {
    const push = (await enqueueMessage(db(), message(1, { channel: 'push', to: '42' })))!;
    const plain = (await enqueueMessage(
      db(),
      message(2, { channel: 'email', to: 'owner@example.com', data: { subject: 'Hi', html: '<p>Hi</p>' } }),
    ))!;
    const urgent = (await enqueueMessage(
      db(),
      message(3, { channel: 'email', to: 'owner@example.com', urgent: true, data: { subject: 'Code', html: '<p>1</p>' } }),
    ))!;
    const order: number[] = [];
    const email = embeddedChannels(dir).email!;
    const recording: Channel = {
      name: 'email',
      async send(outbound) {
        order.push(outbound.id);
        await email.send(outbound);
      },
    };
    const worker = createOutboxWorker({ db: db(), channels: { email: recording }, now: () => T0 });
    expect(await worker.drain()).toBe(2);
    expect(order).toEqual([urgent, plain]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    const [waiting] = await rows<{ status: string; attempts: number }>(sql`select status, attempts from outbox where id = ${push}`);
    expect(waiting).toEqual({ status: 'pending', attempts: 0 });
  });

  it('wakes a started worker when a message is written: delivered at once, not at its next look', async () => {
    const worker = createOutboxWorker({ db: db(), channels: embeddedChannels(dir), pollMs: 60_000 });
    worker.start();
    try {
      // Let it look once and fall asleep for its minute.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      await db().transaction(async (tx) => {
        await enqueueMessage(tx, message(1, { key: 'woken' }));
      });
      while (files().length === 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(files()).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await worker.stop();
    }
  });

  it('gives up a message that expired before it could be sent (a sign-in code) instead of sending it late', async () => {
    const late = (await enqueueMessage(db(), message(1, { expiresAt: at(10 * 60_000) })))!;
    const fresh = (await enqueueMessage(db(), message(2, { expiresAt: at(30 * 60_000) })))!;
    const worker = createOutboxWorker({ db: db(), channels: embeddedChannels(dir), now: () => at(20 * 60_000) });
    expect(await worker.drain()).toBe(2);
    const stored = await rows<{ id: number; status: string; last_error: string | null }>(sql`select id, status, last_error from outbox order by id`);
    expect(stored).toEqual([
      { id: late, status: 'given-up', last_error: 'expired before it could be sent' },
      { id: fresh, status: 'sent', last_error: null },
    ]);
    expect(files()).toHaveLength(1);
  });

  it('forgets sent messages after 30 days and given-up ones after 90, never one still waiting', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) ids.push((await enqueueMessage(db(), message(n)))!);
    const [sent, givenUp, waiting] = ids;
    await db().execute(sql`update outbox set status = 'sent' where id = ${sent!}`);
    await db().execute(sql`update outbox set status = 'given-up' where id = ${givenUp!}`);
    const day = 86_400_000;
    expect(await pruneOutbox(db(), at(29 * day))).toBe(0);
    expect(await pruneOutbox(db(), at(31 * day))).toBe(1);
    expect(await pruneOutbox(db(), at(91 * day))).toBe(1);
    expect(await pruneOutbox(db(), at(400 * day))).toBe(0);
    expect((await rows<{ id: number }>(sql`select id from outbox`)).map((row) => row.id)).toEqual([waiting]);
  });
});
