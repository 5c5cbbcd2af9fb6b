/**
 * `npm run bench:scale -- --size 1000000`: the catalogue at the scale of India's largest listings directories
 * (Justdial's, about a million listings), to show that pages, search and memory hold there.
 * 1. Grows the PostgreSQL database `seva_scale` (DATABASE_URL of the run: `--database-url`, default on the
 *    local server) to N listings with set-based SQL (bench/scale/grow.ts), idempotently: what is there stays,
 *    the missing listings are added, then VACUUM ANALYZE.
 *    `--data imported` grows another database (`seva_scale_imported`) as a bulk import from another system
 *    would: other city weights, no places or search text (the server's backfill job writes them behind it).
 * 2. Starts the built server on it, cold (a fresh process, empty caches), reports the time from start to
 *    listening, and samples its resident memory every 200 ms over the whole run. On imported data it waits
 *    for the backfill the server runs behind the start (timed), then VACUUM ANALYZE.
 * 3. Loads the listing page, POST /api/get-filtered-service-data, search (/api/search, as SearchBox asks),
 *    search suggestions (/api/search/suggest, as the box asks while one types) and details pages with varied
 *    requests, none asked twice while the pools last (bench/scale/targets.ts), at C connections for S seconds
 *    each after a warm-up: with one instance, then with two instances of the server behind one port (a
 *    round-robin balancer, bench/scale/balancer.ts), each cold; then reads the sitemap index and every file
 *    it names, each timed cold.
 * 4. Prints p50/p95/p99, req/s and errors of each, and the targets (below) met or missed.
 * 5. EXPLAIN (ANALYZE, BUFFERS) of the statements the project's own query functions send for those reads
 *    (bench/scale/explain.ts), full plans written to /tmp/seva-bench-scale/explain-<size>.txt.
 * Options: `--size N` (default 100000), `--reuse` (a database that already has N listings is used as it is:
 * no migration, seed or VACUUM), `--seconds S` per route (default 10), `--warmup S` (default 2),
 * `--connections C` (default 10), `--only listing,search,get-filtered,details,sitemaps,explain`,
 * `--explain-only`, `--pool N` targets per route (default 5000), `--database-url URL`, `--data standard|imported`,
 * `--instances 1,2` (the instance counts to load, default both).
 * A missed target is reported, not an error.
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { growCatalogue, scaleCities } from '../bench/scale/grow';
import { explainInChild, type PlanSummary } from '../bench/scale/explain';
import { loadRoute, type RouteLoad } from '../bench/scale/load';
import { watchMemory } from '../bench/scale/memory';
import { readSitemaps, SITEMAP_BYTES_LIMIT, SITEMAP_URL_LIMIT, type SitemapFileResult } from '../bench/scale/sitemaps';
import { startBalancer } from '../bench/scale/balancer';
import type { GrowKind } from '../bench/scale/grow';
import { buildTargets, readCatalogueShape, ROUTES, type RouteName } from '../bench/scale/targets';
import { QUIET, startBenchServer } from '../bench/server';
import { ensureBuild } from './ensure-build';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const size = Number(option('--size') ?? 100_000);
const seconds = Number(option('--seconds') ?? 10);
const warmupSeconds = Number(option('--warmup') ?? 2);
const connections = Number(option('--connections') ?? 10);
const poolSize = Number(option('--pool') ?? 5000);
const kind = (option('--data') ?? 'standard') as GrowKind;
if (kind !== 'standard' && kind !== 'imported') throw new Error('--data is standard or imported');
const databaseUrl = option('--database-url') ?? `postgres://postgres@127.0.0.1:5432/${kind === 'imported' ? 'seva_scale_imported' : 'seva_scale'}`;
const instanceCounts = (option('--instances') ?? '1,2').split(',').map(Number);
const explainOnly = args.includes('--explain-only');
const PARTS = [...ROUTES, 'sitemaps', 'explain'] as const;
type Part = (typeof PARTS)[number];
const only = (explainOnly ? ['explain'] : (option('--only')?.split(',') ?? PARTS)) as Part[];
const runs = (part: Part) => only.includes(part);

/**
 * What the server must still do with 1M listings (a Justdial-sized catalogue): under load, a
 * p95 within these for the listing page, search and get-filtered; each sitemap file within a second (and within
 * the sitemap protocol's 50,000 URLs and 50 MB); the server's resident memory within 600 MB.
 */
const TARGET_P95_MS: Partial<Record<RouteName, number>> = { listing: 150, search: 100, suggest: 100, 'get-filtered': 60 };
/** CONTRACT.md "Many instances, one truth": an instance is ready within 20 s of start at any catalogue size. */
const TARGET_LISTEN_MS = 20_000;
const TARGET_SITEMAP_MS = 1000;
const TARGET_MEMORY_MB = 600;

if (new URL(databaseUrl).pathname === '/test') throw new Error('bench:scale never grows the test database');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function countListings(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return Number((await client.query('select count(*) as n from services')).rows[0].n);
  } catch {
    return 0; // no database yet
  } finally {
    await client.end().catch(() => undefined);
  }
}

console.log(`bench:scale: ${size.toLocaleString('en-IN')} listings in ${databaseUrl}; load average ${load()} (${new Date().toISOString()})`);

// 1. Grow.
const present = await countListings();
if (args.includes('--reuse') && present >= size) {
  console.log(`reusing the database as it is: ${present.toLocaleString('en-IN')} listings`);
} else {
  const grown = await growCatalogue(databaseUrl, size, console.log, kind);
  console.log(
    `growing: ${grown.before.toLocaleString('en-IN')} → ${grown.after.toLocaleString('en-IN')} listings in ${(grown.ms / 1000).toFixed(1)} s${grown.seeded ? ' (demo catalogue loaded first)' : ''}`,
  );
}
const listings = await countListings();
if (listings > size) console.log(`note: the database holds ${listings.toLocaleString('en-IN')} listings, more than --size; measured as it is`);

const cities = await scaleCities();
const shape = await readCatalogueShape(databaseUrl, cities, poolSize, kind);

// 2–3. Serve cold and load.
const serverEnv = { ...QUIET, DATABASE_URL: databaseUrl, SEED_DEMO: '0', RATE_LIMIT_SCALE: '1000000' };
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4390);
/** Starts the server on port `port`, cold: the time from spawn to /readyz answering. */
async function startTimed(port: number) {
  const started = performance.now();
  const server = await startBenchServer(port, serverEnv);
  return { server, listenMs: Math.round(performance.now() - started) };
}
/** Listings the backfill has still to place or index (a bulk import leaves them all). */
async function unfilledListings(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from services where locality is null or search_text = ''`)).rows[0].n);
  } finally {
    await client.end();
  }
}
const loads = new Map<string, RouteLoad & { loadAverage: string; route: RouteName; instances: number }>();
let sitemaps: SitemapFileResult[] = [];
let memoryPeakMb: number | undefined;
let listenMs: number | undefined;
let backfill: { listings: number; ms: number } | undefined;
if (ROUTES.some(runs) || runs('sitemaps')) {
  ensureBuild();
  const unfilled = await unfilledListings();
  if (unfilled > 0) {
    // The first start on imported data: listening comes first, the backfill runs behind it.
    const first = await startTimed(BASE_PORT);
    listenMs = first.listenMs;
    console.log(`server listening in ${listenMs} ms with ${unfilled.toLocaleString('en-IN')} listings to backfill; waiting for the backfill`);
    const started = performance.now();
    while ((await unfilledListings()) > 0) await new Promise((resolve) => setTimeout(resolve, 5_000));
    backfill = { listings: unfilled, ms: Math.round(performance.now() - started) };
    await first.server.stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('vacuum analyze services');
    await client.end();
    console.log(
      `backfill of ${unfilled.toLocaleString('en-IN')} listings done in ${(backfill.ms / 1000).toFixed(0)} s behind the server; VACUUM ANALYZE done`,
    );
  }
  const targets = buildTargets(shape, poolSize);
  for (const instances of instanceCounts) {
    const started = await Promise.all(Array.from({ length: instances }, (_, index) => startTimed(BASE_PORT + index)));
    listenMs ??= started[0]!.listenMs;
    console.log(`${instances} instance(s) ready in ${started.map((entry) => entry.listenMs).join(', ')} ms`);
    const memory = watchMemory(started[0]!.server.child.pid!);
    const balancer = instances > 1 ? await startBalancer(started.map((entry) => entry.server.origin)) : undefined;
    const origin = balancer?.origin ?? started[0]!.server.origin;
    try {
      for (const route of ROUTES.filter(runs)) {
        const result = await loadRoute(origin, targets[route], { seconds, warmupSeconds, connections });
        loads.set(`${route} ${instances}`, { ...result, loadAverage: load(), route, instances });
        console.log(
          `  ${route} on ${instances}: p95 ${result.p95Ms} ms, ${result.requestsPerSecond} req/s over ${targets[route].length} distinct targets (memory so far ${memory.peakMb()} MB, load ${load()})`,
        );
      }
      if (runs('sitemaps') && instances === instanceCounts[0]) sitemaps = await readSitemaps(origin);
    } finally {
      await balancer?.close();
      await Promise.all(started.map((entry) => entry.server.stop()));
      memoryPeakMb = Math.max(memoryPeakMb ?? 0, memory.stop());
    }
  }
}

// 4. Tables.
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
const statuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ') || '0';
if (loads.size) {
  console.log(
    `\nVaried reads at ${listings.toLocaleString('en-IN')} listings, ${connections} connections, ${seconds} s each after ${warmupSeconds} s of warm-up:\n`,
  );
  console.log('| route | instances | p50 ms | p95 ms | p99 ms | max ms | req/s | errors | non-2xx | target | load avg (1/5/15 min) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const result of [...loads.values()].sort((a, b) => ROUTES.indexOf(a.route) - ROUTES.indexOf(b.route) || a.instances - b.instances)) {
    const { route } = result;
    const target = TARGET_P95_MS[route];
    const met = target === undefined ? '—' : `p95 ≤ ${target}: ${verdict(result.p95Ms <= target && result.errors === 0)}`;
    console.log(
      `| ${route} | ${result.instances} | ${result.p50Ms} | ${result.p95Ms} | ${result.p99Ms} | ${result.maxMs} | ${result.requestsPerSecond} | ${result.errors} | ${statuses(result.non2xx)} | ${met} | ${result.loadAverage} |`,
    );
  }
  const repeated = [...loads].filter(([, result]) => result.repeats > 0);
  if (repeated.length)
    console.log(`(targets asked twice, the pool ran out: ${repeated.map(([name, result]) => `${name} ${result.repeats}`).join(', ')})`);
}
if (sitemaps.length) {
  console.log(`\nSitemaps, each file's first request (cold):\n`);
  console.log('| file | status | ms | URLs | MB | target (≤ 1 s, ≤ 50,000 URLs, ≤ 50 MB) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const file of sitemaps) {
    const isIndex = file.path === '/sitemap-index.xml';
    const ok = file.status === 200 && file.ms <= TARGET_SITEMAP_MS && file.urls <= SITEMAP_URL_LIMIT && file.bytes <= SITEMAP_BYTES_LIMIT;
    console.log(
      `| ${file.path} | ${file.status} | ${file.ms} | ${file.urls.toLocaleString('en-IN')} | ${(file.bytes / 1048576).toFixed(1)} | ${verdict(ok)}${isIndex ? ' (index: files listed)' : ''} |`,
    );
  }
}
if (listenMs !== undefined) {
  console.log(
    `\nStart to listening on ${listings.toLocaleString('en-IN')} listings (${kind} data): ${listenMs} ms; target ≤ ${TARGET_LISTEN_MS} ms: ${verdict(listenMs <= TARGET_LISTEN_MS)}`,
  );
}
if (backfill)
  console.log(`Backfill behind the listening server: ${backfill.listings.toLocaleString('en-IN')} listings in ${(backfill.ms / 1000).toFixed(0)} s`);
if (memoryPeakMb !== undefined) {
  console.log(
    `\nServer memory peak over the run (VmHWM/VmRSS): ${memoryPeakMb} MB; target ≤ ${TARGET_MEMORY_MB} MB: ${verdict(memoryPeakMb <= TARGET_MEMORY_MB)}`,
  );
}

// 5. Plans.
if (runs('explain')) {
  const outDir = '/tmp/seva-bench-scale';
  mkdirSync(outDir, { recursive: true });
  const outFile = `${outDir}/explain-${listings}.txt`;
  const lower = shape.categories.filter((category) => category.parent_id !== null);
  const topLevel = shape.categories.filter((category) => category.parent_id === null);
  const biggest = (list: typeof topLevel) => list.reduce((best, category) => (category.listings > best.listings ? category : best));
  const plans = explainInChild(
    databaseUrl,
    {
      bigCategorySlug: biggest(topLevel).listingSlug,
      leafCategorySlug: biggest(lower).listingSlug,
      city: 'Mumbai',
      detailsSlug: shape.detailSlugs[0]!,
    },
    outFile,
  );
  printPlans(plans, outFile);
}

function printPlans(plans: PlanSummary[], outFile: string) {
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the statements the query functions sent (full plans: ${outFile}):\n`);
  console.log('| step | execution ms | seq scans of big tables | indexes used | sorts | shared hit / read blocks | temp blocks |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const plan of plans) {
    console.log(
      `| ${plan.step} | ${plan.executionMs} | ${plan.seqScans.join('; ') || '—'} | ${plan.indexes.join(', ') || '—'} | ${plan.sorts.join('; ') || '—'} | ${plan.sharedHit} / ${plan.sharedRead} | ${plan.tempBlocks || '—'} |`,
    );
  }
  for (const plan of plans) console.log(`\n-- ${plan.step}: ${plan.executionMs} ms\n${plan.head.join('\n')}`);
}
