import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';
import { rateLimits } from '../../src/lib/server/db/schema';
import { hashedKeyPart, rateLimiter } from '../../src/lib/server/rate-limit';

describe.each(engines)('rate limiter on %s', (engine) => {
  let database: TestDatabase;
  let limiter: ReturnType<typeof rateLimiter>;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    limiter = rateLimiter(() => database.handle.db);
  });
  afterAll(() => database?.dispose());

  const limit = { limit: 3, windowMs: 60_000 };
  const t0 = new Date('2026-03-01T10:00:10Z');

  it('allows up to the limit in a window, then refuses with the seconds left in the window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume('ip:a', limit, t0));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
  });

  it('starts afresh in the next window and keeps keys apart', async () => {
    const next = new Date(t0.getTime() + 60_000);
    expect((await limiter.consume('ip:a', limit, next)).allowed).toBe(true);
    expect((await limiter.consume('ip:b', limit, t0)).count).toBe(1);
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
    expect(locked.retryAfterSeconds).toBe(50);
  });

  it('counts concurrent consumes exactly once each', async () => {
    const many = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('burst', { limit: 5, windowMs: 60_000 }, t0)));
    expect(many.filter((r) => r.allowed)).toHaveLength(5);
    expect(many.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('prunes windows older than two days', async () => {
    const old = new Date(t0.getTime() - 3 * 24 * 60 * 60 * 1000);
    await limiter.consume('old', limit, old);
    await limiter.prune(t0);
    const keys = (await database.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('old');
    expect(keys).toContain('ip:a');
  });

  it('hashes key parts so that no email sits in the table in clear', () => {
    const part = hashedKeyPart(' Asha@Example.com ');
    expect(part).toBe(hashedKeyPart('asha@example.com'));
    expect(part).toMatch(/^[0-9a-f]{24}$/);
    expect(part).not.toContain('asha');
  });
});
