/**
 * `npm run bench`: builds, starts the server on the demo catalogue and measures the performance
 * budget in one run, printing each table as it is done and, at the end, each target met or missed:
 * - throughput: requests/s and p99 of home, /services, a category, a listing, a details and a partner
 *   page and the listing's API call, each beside a static file of the same bytes served by the same
 *   server (the ratio; target ≥ 0.5), both warmed up first and asked for compressed answers;
 * - bytes per page: gzip of the HTML, CSS and JS each page references, and what Chromium at the
 *   Pixel 7's size actually transfers to load it (in total, and of it JavaScript);
 * - Lighthouse (mobile) of home, /services, a listing, a details and a partner page (targets:
 *   performance ≥ 98, the other three 100);
 * - axe on every page type and state at phone and desktop widths (target: no violation);
 * - the first tap on a details page's Enquire Now on slow 4G with a 4× slower CPU: time to a visible
 *   response and to the open form, tapped at the load event and 3 s after it (bench/first-tap.ts; target:
 *   a response within 100 ms);
 * - search latency: the search test set's queries one at a time against GET /api/search, beside the old
 *   suggest call (bench/search.ts; target: p95 ≤ 25 ms);
 * - alert latency: 200 enquiries (10 a second) while the pages are under the throughput load, each from its
 *   201 to its WhatsApp alert in DATA_DIR/outbox/whatsapp (bench/alert-latency.ts; target: every alert
 *   within 60 s, CONTRACT.md);
 * - a soak of 50 connections mixing reads and writes (target: no error, flat memory);
 * - the long request fuzz, ≥ 10,000 generated requests across every API route (bench/fuzz.ts; target: no
 *   5xx, non-JSON answer or leak, and an untouched user's data unchanged; `npm test` runs a shorter one).
 * Options: `--seconds N` per throughput measurement (default 8); `--only home,listing` picks the pages of
 * the throughput and bytes tables; `--lighthouse-runs N` audits each page N times (default 3; the
 * median is reported); `--no-lighthouse`, `--no-axe`, `--no-first-tap`, `--no-search`, `--no-alert-latency`, `--no-soak`, `--no-fuzz` skip a part
 * and `--lighthouse-only`, `--axe-only`, `--first-tap-only`, `--search-only`, `--alert-latency-only`, `--soak-only`, `--fuzz-only` run just the parts named;
 * `--soak-minutes N` (default 10); `--alert-enquiries N` (default 200), `--alert-rate N` a second (default 10),
 * `--database-url URL` runs the alert latency on PostgreSQL (default PGlite); `--first-tap-runs N` (default 5); `--fuzz-requests N`, `--fuzz-seed S`.
 * A missed target is reported, not an error: the exit code is 0 unless something crashed or the fuzz
 * found a failure.
 */
import { measureAlertLatency, printAlertLatency } from '../bench/alert-latency';
import { printAxe, runAxe } from '../bench/axe';
import { measureBrowserWeight } from '../bench/browser-weight';
import { launchBrowser } from '../bench/browser';
import { type BudgetInput, MIN_STATIC_RATIO, printBudget } from '../bench/budget';
import { measureFirstTap, printFirstTap } from '../bench/first-tap';
import { printLighthouse, runLighthouse } from '../bench/lighthouse';
import { BENCH_OWNER_EMAIL, isPage } from '../bench/pages';
import { measurePageWeight } from '../bench/page-weight';
import { measureSearchLatency, printSearchLatency } from '../bench/search';
import { QUIET, startBenchServer } from '../bench/server';
import { printSoak, runSoak } from '../bench/soak';
import { removeStaticTwins, writeStaticTwins } from '../bench/static-twins';
import { measureThroughput } from '../bench/throughput';
import { SESSION_COOKIE } from '../src/lib/server/session';
import { signInThroughOutbox } from '../tests/support/outbox';
import { ensureBuild } from './ensure-build';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seconds = Number(option('--seconds')) || 8;
/** `--only home,listing` measures just those pages. */
const only = option('--only')?.split(',');
const soakMinutes = Number(option('--soak-minutes')) || 10;

/** The parts of the run: `--X-only` flags pick parts, else every part but those turned off with `--no-X`. */
const PARTS = ['pages', 'lighthouse', 'axe', 'first-tap', 'search', 'alert-latency', 'soak', 'fuzz'] as const;
const picked = PARTS.filter((part) => args.includes(`--${part}-only`));
const run = Object.fromEntries(PARTS.map((part) => [part, picked.length ? picked.includes(part) : !args.includes(`--no-${part}`)])) as Record<
  (typeof PARTS)[number],
  boolean
>;

ensureBuild();
const budget: BudgetInput = {};

if (run.pages || run.lighthouse || run.axe || run['first-tap'] || run.search) {
  // The twins are written by a server of their own, before the measuring server indexes dist/client.
  const twins = run.pages ? await writeStaticTwins(only) : undefined;
  const server = await startBenchServer(undefined, QUIET);
  try {
    if (twins) {
      const rows: Record<string, string | number>[] = [];
      budget.throughput = [];
      for (const page of twins.pages) {
        const dynamic = await measureThroughput(new URL(page.path, server.origin).href, page, { seconds });
        const twin = await measureThroughput(new URL(twins.twinPath.get(page.name)!, server.origin).href, {}, { seconds });
        const ratio = Number((dynamic.requestsPerSecond / Math.max(1, twin.requestsPerSecond)).toFixed(2));
        const label = `${page.method ?? 'GET'} ${page.path}`;
        budget.throughput.push({ name: page.name, page: label, ratio, errors: dynamic.errors + dynamic.non2xx });
        rows.push({
          page: label,
          bytes: twins.bytes.get(page.name)!,
          'req/s': dynamic.requestsPerSecond,
          'p99 ms': dynamic.p99Ms,
          'static req/s': twin.requestsPerSecond,
          'static p99 ms': twin.p99Ms,
          ratio,
          errors: dynamic.errors + dynamic.non2xx,
        });
      }
      console.log(
        `\nThroughput (20 connections, ${seconds} s each after a 2 s warm-up, accept-encoding: br, gzip), beside a static file of the same bytes:`,
      );
      console.table(rows);
      const misses = budget.throughput.filter((row) => row.ratio < MIN_STATIC_RATIO);
      console.log(
        misses.length
          ? `below the ${MIN_STATIC_RATIO}× target: ${misses.map((row) => row.page).join(', ')}`
          : `every page ≥ ${MIN_STATIC_RATIO}× its static twin`,
      );

      const weights: Record<string, string | number>[] = [];
      const browser = await launchBrowser();
      try {
        for (const page of twins.pages.filter(isPage)) {
          const references = await measurePageWeight(server.origin, page.path);
          const loaded = await measureBrowserWeight(browser, new URL(page.path, server.origin).href);
          weights.push({
            page: page.path,
            'html gz': references.htmlGzip,
            'css gz': references.cssGzip,
            'js gz': references.jsGzip,
            'js transferred': loaded.jsBytes,
            'total transferred': loaded.totalBytes,
            requests: loaded.requests,
          });
        }
      } finally {
        await browser.close();
      }
      console.log(
        '\nBytes per page: gzip of what the HTML references (html, css, js) and what Chromium as a Pixel 7 transfers until load and network idle:',
      );
      console.table(weights);
      budget.weighed = weights.length;
    }
    if (run.lighthouse) {
      const owner = await signInThroughOutbox(server.origin, server.dataDir, BENCH_OWNER_EMAIL);
      budget.lighthouse = await runLighthouse(server.origin, Number(option('--lighthouse-runs')) || 3, `${SESSION_COOKIE}=${owner.token}`);
      printLighthouse(budget.lighthouse);
    }
    if (run.axe) {
      budget.axe = await runAxe(server);
      printAxe(budget.axe);
    }
    if (run['first-tap']) {
      budget.firstTap = await measureFirstTap(server.origin, Number(option('--first-tap-runs')) || 5);
      printFirstTap(budget.firstTap);
    }
    if (run.search) {
      budget.search = await measureSearchLatency(server.origin);
      printSearchLatency(budget.search);
    }
  } finally {
    await server.stop();
    removeStaticTwins();
  }
}

if (run['alert-latency']) {
  budget.alertLatency = await measureAlertLatency({
    enquiries: Number(option('--alert-enquiries')) || undefined,
    perSecond: Number(option('--alert-rate')) || undefined,
    databaseUrl: option('--database-url'),
  });
  printAlertLatency(budget.alertLatency);
}

if (run.soak) {
  budget.soak = await runSoak({ minutes: soakMinutes });
  printSoak(budget.soak);
}

// The long request fuzz (≥ 10,000 requests across every API route, on a server of its own); the run
// lives in bench/fuzz.ts.
if (run.fuzz) {
  const { printFuzzResult, runFuzzBench } = await import('../bench/fuzz');
  const fuzzOption = (name: string) => (args.includes(name) ? Number(option(name)) : undefined);
  budget.fuzz = await runFuzzBench({ requests: fuzzOption('--fuzz-requests'), seed: fuzzOption('--fuzz-seed') });
  if (!printFuzzResult(budget.fuzz)) process.exitCode = 1;
}

printBudget(budget);
