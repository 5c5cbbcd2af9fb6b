/**
 * Load with varied requests: autocannon at C connections where every request takes the next target of a
 * shuffled pool (bench/scale/targets.ts), after a short warm-up on targets of its own; latency percentiles
 * are computed from every response (autocannon's own summary has no p95).
 */
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from '../throughput';
import type { ScaleTarget } from './targets';

export interface RouteLoad {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers outside 2xx, by status ('302': 4). */
  non2xx: Record<string, number>;
  /** Requests that reused a target already asked in this run (the pool ran out). */
  repeats: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 10) / 10;
}

/**
 * Runs `seconds` of load over `pool` after `warmupSeconds` of the same load. The warm-up asks for targets
 * from the end of the pool, the measurement from its start, so neither sees the other's.
 */
export async function loadRoute(
  origin: string,
  pool: ScaleTarget[],
  options: { seconds: number; warmupSeconds: number; connections: number },
): Promise<RouteLoad> {
  const run = async (duration: number, order: ScaleTarget[]) => {
    let next = 0;
    const latencies: number[] = [];
    const non2xx: Record<string, number> = {};
    let finish: (result: autocannon.Result) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        duration,
        // A request that takes this long is reported as an error, not waited for.
        timeout: 30,
        headers: { ...BROWSER_ACCEPT_ENCODING },
        requests: [
          {
            setupRequest: (request) => {
              const target = order[next++ % order.length]!;
              return {
                ...request,
                method: target.method,
                path: target.path,
                body: target.body,
                headers: { ...request.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
              };
            },
          },
        ],
      },
      (error, result) => (error ? fail(error) : finish(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) non2xx[statusCode] = (non2xx[statusCode] ?? 0) + 1;
    });
    const result = await done;
    return { result, latencies, non2xx, asked: next };
  };
  if (options.warmupSeconds > 0) await run(options.warmupSeconds, [...pool].reverse());
  const { result, latencies, non2xx, asked } = await run(options.seconds, pool);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / options.seconds) * 10) / 10,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.round(latencies.at(-1) ?? Number.NaN),
    errors: result.errors + result.timeouts,
    non2xx,
    repeats: Math.max(0, asked - pool.length),
  };
}
