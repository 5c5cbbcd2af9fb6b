/**
 * Alert latency (CONTRACT.md "Messages": a new lead reaches the business within 60 s): a server of its own on
 * the demo catalogue, the pages of the throughput table under the bench's load (autocannon, 20 connections,
 * round-robin over bench/pages.ts) while `enquiries` enquiries (200) are posted to as many listings, spread
 * over the run (10 a second). For each, the seconds from the POST's 201 to its WhatsApp alert appearing in
 * DATA_DIR/outbox/whatsapp (the embedded channel, src/lib/server/outbox/files.ts), seen with fs.watch and a
 * poll every 20 ms. Each enquiry goes to a listing with a contact number of its own, so the alert's `to`
 * names its enquiry; its lead link names the lead. On PostgreSQL (`databaseUrl`) the outbox rows'
 * created_at → sent_at are read besides.
 */
import { mkdirSync, readdirSync, readFileSync, watch } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { indianMobile } from '../src/lib/format';
import { apiPaths, apiUrl } from '../src/paths';
import { benchPages } from './pages';
import { loadRoute, percentile, type RouteLoad } from './scale/load';
import { QUIET, startBenchServer } from './server';

/** CONTRACT.md "Messages": a new lead reaches the business within this. */
export const ALERT_TARGET_S = 60;

/** Rate limits × 1,000,000: 200 enquiries from one address in 20 s are a town's, not an abuser's. */
const RATE_LIMIT_SCALE = '1000000';
const WARMUP_SECONDS = 2;
/** How long the load goes on after the last enquiry (its alerts are delivered under load too). */
const LOAD_TAIL_SECONDS = 10;
/** How long to wait for the last alerts after the last answer before counting them missing. */
const WAIT_AFTER_LAST_S = 2 * ALERT_TARGET_S;

export interface AlertLatencyOptions {
  enquiries?: number;
  perSecond?: number;
  connections?: number;
  /** PostgreSQL instead of PGlite (the outbox rows' times are read from it too). */
  databaseUrl?: string;
}

export interface LatencySummary {
  arrived: number;
  missing: number;
  medianS: number;
  p95S: number;
  maxS: number;
}

export interface AlertLatencyResult {
  database: 'PGlite' | 'PostgreSQL';
  enquiries: number;
  perSecond: number;
  /** Of the page load. */
  connections: number;
  /** Enquiries answered 201. */
  acknowledged: number;
  refused: Record<string, number>;
  /** POST → 201, ms. */
  answerP50Ms: number;
  answerP95Ms: number;
  /** 201 → alert file, over the acknowledged enquiries (an alert written before its 201 counts 0). */
  alert: LatencySummary;
  /**
   * The median of the first and of the last tenth of the enquiries (in the order sent): a last tenth well
   * above the first means the outbox fell behind the rate (a backlog that grows as long as the rate lasts).
   */
  trend: { firstTenthMedianS: number; lastTenthMedianS: number };
  /** Alerts whose file was there before the POST's answer came back. */
  beforeAnswer: number;
  /** The outbox row's created_at (in the file) → the file seen: the outbox's own part. */
  queue: LatencySummary;
  /** PostgreSQL only: the outbox rows' created_at → sent_at. */
  table?: LatencySummary;
  /** Distinct lead ids in the alerts' links (one lead per enquiry). */
  distinctLeads: number;
  /** The pages' load meanwhile. */
  load: RouteLoad;
  loadAverage: { start: number[]; end: number[] };
  serverExit?: string;
}

/** The lead id in an alert's text (its link to /business/leads/<id>), if any. */
export function alertLeadId(text: string): number | undefined {
  const match = /\/business\/leads\/(\d+)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * Median, p95 and max in seconds of `latenciesMs` (the percentiles of bench/scale/load.ts, on ms so that its
 * 0.1 rounding is 0.1 ms), and how many of `expected` are missing.
 */
export function summariseLatencies(latenciesMs: number[], expected: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const seconds = (ms: number) => Math.round(ms) / 1000;
  return {
    arrived: sorted.length,
    missing: Math.max(0, expected - sorted.length),
    medianS: seconds(percentile(sorted, 50)),
    p95S: seconds(percentile(sorted, 95)),
    maxS: seconds(sorted.at(-1) ?? Number.NaN),
  };
}

interface Listing {
  id: number;
  price: number;
  /** The alert's `to`: the contact number as +91XXXXXXXXXX. */
  to: string;
}

/** `count` listings of the catalogue whose contact numbers are mobiles, each number once. */
async function listingsWithMobiles(origin: string, count: number): Promise<Listing[]> {
  const found = new Map<string, Listing>();
  let misses = 0;
  for (let start = 1; found.size < count && misses < 100; start += 25) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, async (_, index) => {
        const response = await fetch(`${origin}${apiUrl(apiPaths.productData(start + index))}`);
        if (!response.ok) return undefined;
        return ((await response.json()) as { data: { services_id: number; price: number; contact_no: string } }).data;
      }),
    );
    for (const listing of answers) {
      if (!listing) {
        misses++;
        continue;
      }
      const to = indianMobile(listing.contact_no);
      if (to && !found.has(to)) found.set(to, { id: listing.services_id, price: listing.price, to });
    }
  }
  if (found.size < count) throw new Error(`only ${found.size} listings with a mobile of their own, ${count} needed`);
  return [...found.values()].slice(0, count);
}

interface Seen {
  /** performance.now() when the file was first seen. */
  at: number;
  /** Date.now() then (for the created_at in the file). */
  wallMs: number;
  to: string;
  createdAtMs: number;
  leadId?: number;
}

/** Watches `dir` for alert files (fs.watch and a poll every 20 ms); each is read once, when first seen. */
function watchAlerts(dir: string): { seen: Map<string, Seen>; stop(): void } {
  mkdirSync(dir, { recursive: true });
  const seen = new Map<string, Seen>();
  const files = new Set<string>();
  const look = (name: string) => {
    if (files.has(name) || name.startsWith('.') || !name.endsWith('.json')) return;
    const at = performance.now();
    const wallMs = Date.now();
    let file: { to: string; text: string; created_at: string };
    try {
      file = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    } catch {
      return; // not there (a rename event of its removal) or not whole: the next look reads it
    }
    files.add(name);
    seen.set(file.to, { at, wallMs, to: file.to, createdAtMs: Date.parse(file.created_at), leadId: alertLeadId(file.text) });
  };
  const watcher = watch(dir, (_event, name) => name && look(name));
  const poll = setInterval(() => {
    for (const name of readdirSync(dir)) look(name);
  }, 20);
  return {
    seen,
    stop() {
      watcher.close();
      clearInterval(poll);
    },
  };
}

/** PostgreSQL: the lead alerts' rows written since `since`, created_at → sent_at in ms (unsent ones left out). */
async function outboxTimes(databaseUrl: string, since: Date): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ms: string }>(
      `select extract(epoch from (sent_at - created_at)) * 1000 as ms from outbox
        where event = 'lead-alert' and created_at >= $1 and sent_at is not null`,
      [since.toISOString()],
    );
    return rows.map((row) => Number(row.ms));
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function measureAlertLatency(options: AlertLatencyOptions = {}): Promise<AlertLatencyResult> {
  const enquiries = options.enquiries ?? 200;
  const perSecond = options.perSecond ?? 10;
  const connections = options.connections ?? 20;
  const env: Record<string, string> = { RATE_LIMIT_SCALE, ...QUIET };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const server = await startBenchServer(undefined, env);
  let serverExit: string | undefined;
  server.child.once('exit', (code, signal) => (serverExit = `server exited during the run (${signal ?? code})`));
  const alerts = watchAlerts(path.join(server.dataDir, 'outbox', 'whatsapp'));
  try {
    const listings = await listingsWithMobiles(server.origin, enquiries);
    const pool = (await benchPages(server.origin)).map((page) => ({ method: page.method ?? 'GET', path: page.path, body: page.body }));
    const spreadSeconds = enquiries / perSecond;
    const loadAverageStart = loadavg();
    const since = new Date();
    // The load warms up, then is measured while the enquiries go and for a while after the last one.
    const load = loadRoute(server.origin, pool, {
      seconds: Math.ceil(spreadSeconds) + LOAD_TAIL_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      connections,
    });
    await sleep(WARMUP_SECONDS * 1000 + 500);
    const begin = performance.now();
    const answers = await Promise.all(
      listings.map(async (listing, index) => {
        await sleep(begin + (index * 1000) / perSecond - performance.now());
        const sentAt = performance.now();
        const response = await fetch(`${server.origin}${apiUrl(apiPaths.enquiry())}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Alert Bench',
            mobile: `9${String(100_000_000 + index).padStart(9, '0')}`,
            service_id: listing.id,
            price: listing.price,
          }),
        });
        await response.arrayBuffer();
        return { listing, index, status: response.status, sentAt, answeredAt: performance.now() };
      }),
    );
    const acknowledged = answers.filter((answer) => answer.status === 201);
    const lastAnswer = Math.max(...answers.map((answer) => answer.answeredAt));
    while (performance.now() - lastAnswer < WAIT_AFTER_LAST_S * 1000 && acknowledged.some((answer) => !alerts.seen.has(answer.listing.to))) {
      await sleep(100);
    }
    const loaded = await load;
    const loadAverageEnd = loadavg();
    alerts.stop();

    const latencies: number[] = [];
    /** By the enquiry's place in the sending order, for the trend. */
    const byOrder: { index: number; ms: number }[] = [];
    const queue: number[] = [];
    let beforeAnswer = 0;
    const leads = new Set<number>();
    for (const answer of acknowledged) {
      const alert = alerts.seen.get(answer.listing.to);
      if (!alert) continue;
      if (alert.at < answer.answeredAt) beforeAnswer++;
      latencies.push(Math.max(0, alert.at - answer.answeredAt));
      byOrder.push({ index: answer.index, ms: Math.max(0, alert.at - answer.answeredAt) });
      queue.push(Math.max(0, alert.wallMs - alert.createdAtMs));
      if (alert.leadId !== undefined) leads.add(alert.leadId);
    }
    const refused: Record<string, number> = {};
    for (const answer of answers) if (answer.status !== 201) refused[answer.status] = (refused[answer.status] ?? 0) + 1;
    const answerTimes = answers.map((answer) => answer.answeredAt - answer.sentAt).sort((a, b) => a - b);
    return {
      database: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
      enquiries,
      perSecond,
      connections,
      acknowledged: acknowledged.length,
      refused,
      answerP50Ms: percentile(answerTimes, 50),
      answerP95Ms: percentile(answerTimes, 95),
      alert: summariseLatencies(latencies, acknowledged.length),
      trend: {
        firstTenthMedianS: summariseLatencies(
          byOrder.filter((entry) => entry.index < enquiries / 10).map((entry) => entry.ms),
          0,
        ).medianS,
        lastTenthMedianS: summariseLatencies(
          byOrder.filter((entry) => entry.index >= enquiries - enquiries / 10).map((entry) => entry.ms),
          0,
        ).medianS,
      },
      beforeAnswer,
      queue: summariseLatencies(queue, acknowledged.length),
      table: options.databaseUrl ? summariseLatencies(await outboxTimes(options.databaseUrl, since), acknowledged.length) : undefined,
      distinctLeads: leads.size,
      load: loaded,
      loadAverage: { start: loadAverageStart, end: loadAverageEnd },
      serverExit,
    };
  } finally {
    alerts.stop();
    await server.stop();
  }
}

/** The misses against the 60 s target (empty when met): every acknowledged enquiry's alert within it. */
export function alertLatencyMisses(result: AlertLatencyResult): string[] {
  return [
    ...(result.alert.missing ? [`${result.alert.missing} of ${result.acknowledged} alerts never arrived`] : []),
    ...(result.alert.maxS > ALERT_TARGET_S ? [`slowest alert ${result.alert.maxS} s`] : []),
    ...(result.acknowledged < result.enquiries
      ? [`${result.enquiries - result.acknowledged} enquiries refused ${JSON.stringify(result.refused)}`]
      : []),
    ...(result.serverExit ? [result.serverExit] : []),
  ];
}

export function printAlertLatency(result: AlertLatencyResult): void {
  const { load } = result;
  const average = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(
    `\nAlert latency (${result.database}): ${result.enquiries} enquiries at ${result.perSecond}/s to as many listings, each to its WhatsApp alert in DATA_DIR/outbox/whatsapp, while the pages are under load:`,
  );
  const row = (what: string, summary: LatencySummary) => ({
    what,
    arrived: `${summary.arrived}/${result.acknowledged}`,
    'median s': summary.medianS,
    'p95 s': summary.p95S,
    'max s': summary.maxS,
  });
  console.table([
    row('enquiry answered (201) → alert file', result.alert),
    row('outbox row created → alert file', result.queue),
    ...(result.table ? [row('outbox row created_at → sent_at (table)', result.table)] : []),
  ]);
  console.log(
    `  enquiry answers: p50 ${result.answerP50Ms} ms, p95 ${result.answerP95Ms} ms; ${result.acknowledged} acknowledged${Object.keys(result.refused).length ? `, refused ${JSON.stringify(result.refused)}` : ''}; ${result.beforeAnswer} alerts were there before their answer; ${result.distinctLeads} distinct leads`,
  );
  console.log(
    `  trend: median ${result.trend.firstTenthMedianS} s for the first tenth of the enquiries, ${result.trend.lastTenthMedianS} s for the last (higher: the outbox fell behind ${result.perSecond}/s)`,
  );
  console.log(
    `  page load meanwhile (the throughput table's pages round-robin, ${result.connections} connections): ${load.requests} requests, ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p95 ${load.p95Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors, non-2xx ${JSON.stringify(load.non2xx)}`,
  );
  console.log(`  load average (1, 5, 15 min): ${average(result.loadAverage.start)} at the start, ${average(result.loadAverage.end)} at the end`);
  if (result.serverExit) console.log(`  ${result.serverExit}`);
  const misses = alertLatencyMisses(result);
  console.log(misses.length ? `  MISSED the ${ALERT_TARGET_S} s target: ${misses.join('; ')}` : `  every alert within ${ALERT_TARGET_S} s`);
}
