/**
 * The long request fuzz (≥ 10,000 generated requests across every API route), for
 * `npm run bench` (scripts/bench.ts calls runFuzzBench; `--fuzz-only` for just this) or on its own:
 * `npx tsx bench/fuzz.ts [--fuzz-requests N] [--fuzz-seed S]`. The short run is tests/api/fuzz.test.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import { describeFailure, prepareFuzz, runFuzz, snapshotOf } from '../tests/fuzz/api-fuzz';
import { discoverApiRoutes } from '../tests/support/api-routes';
import { signInThroughOutbox } from '../tests/support/outbox';
import { startBenchServer } from './server';

export interface FuzzBenchResult {
  requests: number;
  seconds: number;
  failures: number;
  retried: number;
  bystanderUnchanged: boolean;
  statuses: Record<number, number>;
  seed: number;
}

export async function runFuzzBench(options: { requests?: number; seed?: number; port?: number } = {}): Promise<FuzzBenchResult> {
  const requests = options.requests ?? 10_000;
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 4391);
  const server = await startBenchServer(port, { RATE_LIMIT_SCALE: '1000' });
  try {
    const { targets, bystanderToken } = await prepareFuzz(server.origin, (email) => signInThroughOutbox(server.origin, server.dataDir, email));
    const before = await snapshotOf(server.origin, bystanderToken);
    const report = await runFuzz({
      routes: discoverApiRoutes(),
      targets,
      count: requests,
      seed,
      onProgress: (sent) => sent % 2500 === 0 && console.log(`fuzz: ${sent}/${requests}`),
    });
    const after = await snapshotOf(server.origin, bystanderToken);
    for (const failure of report.failures.slice(0, 20)) console.error(`fuzz failure: ${describeFailure(failure)}`);
    return {
      requests: report.sent,
      seconds: Number((report.ms / 1000).toFixed(1)),
      failures: report.failures.length,
      retried: report.retried,
      bystanderUnchanged: isDeepStrictEqual(before, after),
      statuses: report.statuses,
      seed,
    };
  } finally {
    await server.stop();
  }
}

/** Prints the result; true when the run found nothing. */
export function printFuzzResult(result: FuzzBenchResult): boolean {
  console.log(
    `fuzz: ${result.requests} requests in ${result.seconds} s (seed ${result.seed}; ${result.retried} retried after a connection reset), statuses ${JSON.stringify(result.statuses)}`,
  );
  console.log(
    `fuzz: ${result.failures} answers with a 5xx, non-JSON or a leak; bystander's data ${result.bystanderUnchanged ? 'unchanged' : 'CHANGED'}`,
  );
  return result.failures === 0 && result.bystanderUnchanged;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
  const { ensureBuild } = await import('../scripts/ensure-build');
  ensureBuild();
  const ok = printFuzzResult(await runFuzzBench({ requests: option('--fuzz-requests'), seed: option('--fuzz-seed') }));
  process.exit(ok ? 0 : 1);
}
