import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverApiRoutes } from '../support/api-routes';
import { signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';
import { describeFailure, prepareFuzz, runFuzz, snapshotOf } from '../fuzz/api-fuzz';

/**
 * Generated requests across every API route (found in src/pages/api), every method it
 * exports. The short run here; `npm run bench` sends ≥ 10,000 (bench/fuzz.ts).
 * FUZZ_REQUESTS and FUZZ_SEED override the count and the seed (a failure names its seed).
 */
const count = Number(process.env.FUZZ_REQUESTS) || 1500;
const seed = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;

let server: TestServer;

beforeAll(async () => {
  // Write limits scaled up so that requests reach the endpoints instead of stopping at 429.
  server = await startServer({ env: { RATE_LIMIT_SCALE: '1000' } });
});
afterAll(async () => {
  await server?.stop();
});

describe('API fuzzing', () => {
  it(`answers ${count} generated requests without a 5xx or a leak, and leaves a bystander's data alone`, { timeout: 240_000 }, async () => {
    const routes = discoverApiRoutes();
    const { targets, bystanderToken } = await prepareFuzz(server.origin, (email) => signInThroughOutbox(server.origin, server.dataDir, email));
    const before = await snapshotOf(server.origin, bystanderToken);

    const report = await runFuzz({ routes, targets, count, seed });
    const summary = `seed ${seed}, ${report.sent} requests in ${report.ms} ms (${report.retried} retried after a reset), statuses ${JSON.stringify(report.statuses)}`;
    console.log(`fuzz: ${summary}`);
    expect(report.failures.slice(0, 10).map(describeFailure), summary).toEqual([]);
    expect(report.sent).toBe(count);
    expect(report.retried, summary).toBeLessThan(count / 100);
    // The run reached the endpoints: successes and validation refusals, not only 401s and 404s.
    expect(report.statuses[200] ?? 0, summary).toBeGreaterThan(count / 20);
    expect((report.statuses[422] ?? 0) + (report.statuses[400] ?? 0), summary).toBeGreaterThan(count / 50);

    expect(await snapshotOf(server.origin, bystanderToken)).toEqual(before);
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  });
});
