/**
 * `npx tsx scripts/bench-scale-cpu.ts --route suggest [--runs 3] [--seconds 8] [--data imported]`: where a route's
 * time goes on a grown scale database (scripts/bench-scale.ts grows it), measured so that a shared, loaded machine
 * still gives comparable figures: the server's CPU per request (its process's user + system time over the run,
 * /proc/<pid>/stat) and its minor page faults per request (dear on the VMs these benches run on: cpu-time.ts
 * processMinorFaults), PostgreSQL's CPU per request (the same of every backend connected to the database),
 * statements per request (the database's committed transactions: every read the server sends outside a
 * transaction is one) beside p50/p95 and req/s. One server, cold at each run (a fresh process, empty caches),
 * one warm-up on targets of its own, then the measured load. `--cpu-prof DIR` writes the server's V8 CPU
 * profile of each run there (`node --cpu-prof`), for a flame graph of the render.
 * Options: `--route listing|get-filtered|search|suggest|details` (several with commas), `--connections C`
 * (default 10), `--warmup S` (default 3), `--database-url URL`.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { scaleCities } from '../bench/scale/grow';
import { loadRoute } from '../bench/scale/load';
import { buildTargets, readCatalogueShape, ROUTES, type RouteName } from '../bench/scale/targets';
import { QUIET, startBenchServer } from '../bench/server';
import { processCpuSeconds, processMinorFaults } from './cpu-time';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const kind = option('--data') === 'standard' ? 'standard' : 'imported';
const databaseUrl = option('--database-url') ?? `postgres://postgres@127.0.0.1:5432/${kind === 'imported' ? 'seva_scale_imported' : 'seva_scale'}`;
const routes = (option('--route') ?? 'suggest').split(',') as RouteName[];
for (const route of routes) if (!ROUTES.includes(route)) throw new Error(`--route is one of ${ROUTES.join(', ')}`);
const runs = Number(option('--runs') ?? 3);
const seconds = Number(option('--seconds') ?? 8);
const warmupSeconds = Number(option('--warmup') ?? 3);
const connections = Number(option('--connections') ?? 10);
const profileDir = option('--cpu-prof');
const database = new URL(databaseUrl).pathname.slice(1);

/** User + system CPU of a process in ms (0 when it is gone). */
const cpuMs = (pid: number): number => (processCpuSeconds(pid) ?? 0) * 1000;

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
/** Each backend on the database (but this one) with its CPU, and the database's committed transactions. */
async function databaseSnapshot(): Promise<{ backends: Map<number, number>; commits: number }> {
  const pids = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  await client.query('select pg_stat_clear_snapshot()');
  const commits = await client.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = $1', [database]);
  return { backends: new Map(pids.rows.map((row) => [row.pid, cpuMs(row.pid)])), commits: Number(commits.rows[0]?.n ?? 0) };
}
/** CPU spent by the backends between two snapshots (a backend that appeared in between counts from 0). */
function backendCpu(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

const shape = await readCatalogueShape(databaseUrl, await scaleCities(), 5000, kind);
const targets = buildTargets(shape, 5000);
/** The middle value (of an even count, the upper of the two middle ones). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

console.log(`${database}: ${routes.join(', ')}, ${runs} run(s) of ${seconds} s at ${connections} connections; load ${load()}`);
console.log(
  '| route | run | requests | p50 ms | p95 ms | req/s | server CPU ms/req | server minor faults/req | PostgreSQL CPU ms/req | statements/req | load |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const summary: string[] = [];
for (const route of routes) {
  const results: { p95: number; rps: number; node: number; faults: number; pgCpu: number; statements: number }[] = [];
  for (let run = 1; run <= runs; run++) {
    const port = Number(process.env.BENCH_PORT ?? 4390);
    const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${route}-${run}.cpuprofile`] : [];
    const server = await startBenchServer(port, { ...QUIET, DATABASE_URL: databaseUrl, SEED_DEMO: '0', RATE_LIMIT_SCALE: '1000000' }, nodeArgs);
    try {
      const pool = targets[route];
      // Warm-up on the end of the pool, measured load on its start: neither sees the other's targets.
      await loadRoute(server.origin, [...pool].reverse(), { seconds: warmupSeconds, warmupSeconds: 0, connections });
      const nodeBefore = cpuMs(server.child.pid!);
      const faultsBefore = processMinorFaults(server.child.pid!) ?? 0;
      const before = await databaseSnapshot();
      const result = await loadRoute(server.origin, pool, { seconds, warmupSeconds: 0, connections });
      const nodeAfter = cpuMs(server.child.pid!);
      const faultsAfter = processMinorFaults(server.child.pid!) ?? 0;
      const after = await databaseSnapshot();
      const n = Math.max(1, result.requests);
      const row = {
        p95: result.p95Ms,
        rps: result.requestsPerSecond,
        node: (nodeAfter - nodeBefore) / n,
        faults: (faultsAfter - faultsBefore) / n,
        pgCpu: backendCpu(before.backends, after.backends) / n,
        // Less the two snapshot reads of this script.
        statements: (after.commits - before.commits - 2) / n,
      };
      results.push(row);
      const non2xx = Object.keys(result.non2xx).length ? ` non-2xx ${JSON.stringify(result.non2xx)}` : '';
      console.log(
        `| ${route} | ${run} | ${result.requests} | ${result.p50Ms} | ${row.p95} | ${row.rps} | ${row.node.toFixed(1)} | ${row.faults.toFixed(0)} | ${row.pgCpu.toFixed(1)} | ${row.statements.toFixed(2)} | ${load()}${non2xx} |`,
      );
    } finally {
      await server.stop();
    }
  }
  summary.push(
    `| ${route} | ${runs} | ${median(results.map((r) => r.p95))} | ${median(results.map((r) => r.rps))} | ${median(results.map((r) => r.node)).toFixed(1)} | ${median(results.map((r) => r.faults)).toFixed(0)} | ${median(results.map((r) => r.pgCpu)).toFixed(1)} | ${median(results.map((r) => r.statements)).toFixed(2)} |`,
  );
}
await client.end();
console.log(`\nMedians (load now ${load()}):\n`);
console.log('| route | runs | p95 ms | req/s | server CPU ms/req | server minor faults/req | PostgreSQL CPU ms/req | statements/req |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const line of summary) console.log(line);
