/**
 * `npm run bench`: builds, starts the server on the demo catalogue and measures, in one run:
 * requests/s and p99 of each page beside a static file of the same size served by the same server
 * (the ratio; target ≥ 0.5), and the gzip bytes of HTML, CSS and JS each page ships.
 * `npm run bench -- --seconds 5` shortens each measurement; `--only home,listing` picks pages.
 * `--lighthouse` adds Lighthouse scores (performance, accessibility, best practices, SEO; mobile) of
 * home, a listing, a details and a partner page; `--lighthouse-only` runs just those.
 * `--fuzz` adds the long request fuzz of issue 7 (bench/fuzz.ts, ≥ 10,000 requests).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printLighthouse, runLighthouse, type LighthouseRow } from '../bench/lighthouse';
import { benchPages } from '../bench/pages';
import { measurePageWeight } from '../bench/page-weight';
import { startBenchServer } from '../bench/server';
import { measureThroughput } from '../bench/throughput';
import { ensureBuild } from './ensure-build';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds')) || 8;
/** `--only home,listing` measures just those pages. */
const only = option('--only')?.split(',');
const lighthouseOnly = args.includes('--lighthouse-only');
const withLighthouse = lighthouseOnly || args.includes('--lighthouse');

ensureBuild();
const twinDir = path.join('dist', 'client', '__bench');
rmSync(twinDir, { recursive: true, force: true });
mkdirSync(twinDir, { recursive: true });

const server = await startBenchServer();
const rows: Record<string, string | number>[] = [];
let lighthouseRows: LighthouseRow[] = [];
try {
  for (const page of benchPages.filter((p) => !lighthouseOnly && (!only || only.includes(p.name)))) {
    const url = new URL(page.path, server.origin).href;
    const response = await fetch(url, { method: page.method ?? 'GET', body: page.body, headers: page.headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    const twinName = `${page.name}${page.path.startsWith('/api/') ? '.json' : '.html'}`;
    writeFileSync(path.join(twinDir, twinName), body);
    await fetch(url, { method: page.method ?? 'GET', body: page.body, headers: page.headers }); // warm
    const dynamic = await measureThroughput(url, page, { seconds });
    const twin = await measureThroughput(`${server.origin}/__bench/${twinName}`, {}, { seconds });
    const weight = page.path.startsWith('/api/') ? undefined : await measurePageWeight(server.origin, page.path);
    rows.push({
      page: `${page.method ?? 'GET'} ${page.path}`,
      bytes: body.length,
      'req/s': dynamic.requestsPerSecond,
      'p99 ms': dynamic.p99Ms,
      'static req/s': twin.requestsPerSecond,
      'static p99 ms': twin.p99Ms,
      ratio: Number((dynamic.requestsPerSecond / Math.max(1, twin.requestsPerSecond)).toFixed(2)),
      errors: dynamic.errors + dynamic.non2xx,
      'html gz': weight?.htmlGzip ?? '-',
      'css gz': weight?.cssGzip ?? '-',
      'js gz': weight?.jsGzip ?? '-',
    });
  }
  if (withLighthouse) lighthouseRows = await runLighthouse(server.origin);
} finally {
  await server.stop();
  rmSync(twinDir, { recursive: true, force: true });
}
if (rows.length) {
  console.table(rows);
  const misses = rows.filter((row) => Number(row.ratio) < 0.5);
  console.log(misses.length ? `below the 0.5× target: ${misses.map((row) => row.page).join(', ')}` : 'every page ≥ 0.5× its static twin');
}
if (withLighthouse) printLighthouse(lighthouseRows);

// ── Issue 7: the long request fuzz (≥ 10,000 requests across every API route), only with `--fuzz`;
// `--fuzz-requests N` and `--fuzz-seed S` adjust it. The run lives in bench/fuzz.ts.
if (args.includes('--fuzz')) {
  const { printFuzzResult, runFuzzBench } = await import('../bench/fuzz');
  const fuzzOption = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
  const fuzzOk = printFuzzResult(await runFuzzBench({ requests: fuzzOption('--fuzz-requests'), seed: fuzzOption('--fuzz-seed') }));
  if (!fuzzOk) process.exitCode = 1;
}
