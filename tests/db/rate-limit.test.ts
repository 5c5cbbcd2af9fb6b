import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/lib/server/db/client';
import { rateLimits } from '../../src/lib/server/db/schema';
import { hashedKeyPart, rateLimiter } from '../../src/lib/server/rate-limit';

describe.each(engines)('rate limiter on %s', (engine) => {
  let database: TestDatabase;
  let limiter: ReturnType<typeof rateLimiter>;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    // As the server's own (rate-limit.ts `limiter`): each consume a statement by itself, committed without waiting for the disk.
    limiter = rateLimiter(() => database.handle.db, { standalone: true });
  });
  afterAll(() => database?.dispose());

  const limit = { limit: 3, windowMs: 60_000 };
  const t0 = new Date('2026-03-01T10:00:10Z');

  it('allows up to the limit, then refuses without counting, with the seconds until the next one fits', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume('ip:a', limit, t0));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 3]);
    // 50 s to this window's end, then a third of the next (its predecessor's 3 weigh 2 by then): 70 s.
    expect(results[3]!.retryAfterSeconds).toBe(70);
  });

  it('slides: the window before counts in the share of it still inside the last minute, and keys stay apart', async () => {
    // 10:01:10: the 3 of 10:00 still weigh 2.5, so a fourth does not fit until 10:01:20 (weight 2).
    const next = new Date(t0.getTime() + 60_000);
    const refused = await limiter.consume('ip:a', limit, next);
    expect(refused).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 10 });
    expect((await limiter.consume('ip:a', limit, new Date(next.getTime() + 9_000))).allowed).toBe(false);
    expect(await limiter.consume('ip:a', limit, new Date(next.getTime() + 10_000))).toMatchObject({ allowed: true, count: 3 });
    expect((await limiter.consume('ip:b', limit, t0)).count).toBe(1);
  });

  it('says truly when to try again: refused a moment before Retry-After, allowed at it', async () => {
    const hourly = { limit: 5, windowMs: 3_600_000 };
    let at = new Date('2026-03-01T10:59:00Z');
    for (let i = 0; i < 5; i++) expect((await limiter.consume('retry', hourly, at)).allowed).toBe(true);
    for (let round = 0; round < 6; round++) {
      const refused = await limiter.consume('retry', hourly, at);
      expect(refused.allowed).toBe(false);
      const then = new Date(at.getTime() + refused.retryAfterSeconds * 1000);
      expect((await limiter.peek('retry', hourly, new Date(then.getTime() - 2_000))).allowed).toBe(false);
      expect((await limiter.consume('retry', hourly, then)).allowed).toBe(true);
      at = then;
    }
  });

  it('passes a burst at a window edge once, not twice: the limit just before the edge, nothing just after', async () => {
    const perMinute = { limit: 10, windowMs: 60_000 };
    const beforeEdge = new Date('2026-03-01T10:00:59Z');
    const afterEdge = new Date('2026-03-01T10:01:01Z');
    const first = await Promise.all(Array.from({ length: 15 }, () => limiter.consume('edge', perMinute, beforeEdge)));
    const second = await Promise.all(Array.from({ length: 15 }, () => limiter.consume('edge', perMinute, afterEdge)));
    expect(first.filter((r) => r.allowed)).toHaveLength(10);
    expect(second.filter((r) => r.allowed)).toHaveLength(0);
    // A fixed window would have let 10 more through at 10:01:01; here one fits again as the old ones fall away:
    // at 10:01:06 they weigh 9.
    expect(second[0]!.retryAfterSeconds).toBe(5);
    expect((await limiter.consume('edge', perMinute, new Date('2026-03-01T10:01:06Z'))).allowed).toBe(true);
    expect((await limiter.consume('edge', perMinute, new Date('2026-03-01T10:01:06Z'))).allowed).toBe(false);
  });

  it('peek tells whether one more is allowed without counting it', async () => {
    const key = 'peek:x';
    expect(await limiter.peek(key, limit, t0)).toMatchObject({ allowed: true, count: 0 });
    await limiter.consume(key, limit, t0);
    await limiter.consume(key, limit, t0);
    expect(await limiter.peek(key, limit, t0)).toMatchObject({ allowed: true, count: 2 });
    expect(await limiter.peek(key, limit, t0)).toMatchObject({ allowed: true, count: 2 });
    await limiter.consume(key, limit, t0);
    const locked = await limiter.peek(key, limit, t0);
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterSeconds).toBe(70);
  });

  it('never grants more than the limit to concurrent consumes, in one window or across an edge', async () => {
    const five = { limit: 5, windowMs: 60_000 };
    const many = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('burst', five, t0)));
    expect(many.filter((r) => r.allowed)).toHaveLength(5);
    expect(
      many
        .filter((r) => r.allowed)
        .map((r) => r.count)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5]);
    // Half a minute into the next window the 5 weigh 2.5: two more fit, whoever asks first.
    const later = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('burst', five, new Date(t0.getTime() + 50_000 + 30_000))));
    expect(later.filter((r) => r.allowed)).toHaveLength(2);
  });

  it('prunes windows older than two days', async () => {
    const old = new Date(t0.getTime() - 3 * 24 * 60 * 60 * 1000);
    await limiter.consume('old', limit, old);
    await limiter.prune(t0);
    const keys = (await database.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('old');
    expect(keys).toContain('ip:a');
  });

  it('waits for the disk for no other statement: a standalone consume turns it off for itself only, one in a transaction not at all', async () => {
    const setting = async (run: Database) =>
      ((await run.execute(sql`show synchronous_commit`)) as unknown as { rows: { synchronous_commit: string }[] }).rows[0]?.synchronous_commit;
    await limiter.consume('disk', limit, t0);
    expect(await setting(database.handle.db)).toBe('on');
    const inTransaction = await database.handle.db.transaction(async (tx) => {
      await rateLimiter(() => tx as unknown as Database).consume('disk-tx', limit, t0);
      return setting(tx as unknown as Database);
    });
    expect(inTransaction).toBe('on');
  });

  it('hashes key parts so that no email sits in the table in clear', () => {
    const part = hashedKeyPart(' Asha@Example.com ');
    expect(part).toBe(hashedKeyPart('asha@example.com'));
    expect(part).toMatch(/^[0-9a-f]{24}$/);
    expect(part).not.toContain('asha');
  });
});
