import path from 'node:path';
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { apiPaths, apiUrl, paths } from '../src/paths';
import { signInThroughOutbox } from '../tests/support/outbox';
import { judgeMemory, memoryProbe, sampleMemory, type MemorySample, type MemoryVerdict } from './memory';
import { BENCH_PARTNER_SLUG, firstDetailsPath } from './pages';
import { QUIET, startBenchServer } from './server';
import { BROWSER_ACCEPT_ENCODING } from './throughput';

/**
 * The soak: a server of its own under 50 connections for 10 minutes (after a 30 s warm-up),
 * mixing what customers read — pages, the listing's API call, search suggestions — with what they
 * write — enquiries as visitors, reviews, favourite toggles and feedback signed in with a Bearer token.
 * Every request is valid, so anything but a 2xx is a failure. Memory is sampled every 10 s to tell a
 * leak (it keeps climbing) from caches filling (it levels off). The target: 0 errors, flat memory.
 */
export interface SoakOptions {
  minutes: number;
  connections?: number;
  warmupSeconds?: number;
}

export interface SoakResult {
  minutes: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** Answers by kind of request and status. */
  byRequest: Record<string, Record<string, number>>;
  warmup: { requests: number; errors: number; non2xx: number };
  memory: MemorySample[];
  verdict?: MemoryVerdict;
  /** Set when the server died during the soak. */
  serverExit?: string;
}

/** Rate limits × 1,000,000: the soak makes in minutes the writes of a town's day, from one address. */
const RATE_LIMIT_SCALE = '1000000';
const SIGNED_IN_USERS = 10;
const SUGGEST_QUERIES = ['plumb', 'elec', 'beaut', 'driv', 'tailor', 'ac rep', 'lawy', 'yoga', 'pest', 'cater'];

interface Listing {
  services_id: number;
  slug: string;
  price: number;
}

/** Round-robin over a list, shared by every connection. */
function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

type Counts = Record<string, Record<string, number>>;

/**
 * The sequence each connection repeats: three reads for each write, as customers browse far more
 * than they write (and the writes still reach PGlite many times a second).
 */
function requestMix(listings: Listing[], tokens: string[], detailsPath: string, counts: Counts): autocannon.Request[] {
  const tally = (name: string) => (status: number) => {
    const row = counts[name] ?? {};
    counts[name] = row;
    row[status] = (row[status] ?? 0) + 1;
  };
  const nextListing = rotation(listings);
  const nextToken = rotation(tokens);
  const nextQuery = rotation(SUGGEST_QUERIES);
  const json = { 'content-type': 'application/json' };
  const read = (name: string, urlPath: string): autocannon.Request => ({
    method: 'GET',
    path: urlPath,
    headers: { ...BROWSER_ACCEPT_ENCODING },
    onResponse: tally(name),
  });
  const signedIn = (name: string, method: 'GET' | 'POST', setup: (request: autocannon.Request) => autocannon.Request): autocannon.Request => ({
    method,
    onResponse: tally(name),
    setupRequest: (request) => setup({ ...request, headers: { ...json, authorization: `Bearer ${nextToken()}` } }),
  });

  const home = read('GET home', paths.home());
  const services = read('GET services', paths.services());
  const listing = read('GET listing', paths.listing('plumbing', 'Kolkata'));
  const details = read('GET details', detailsPath);
  const partner = read('GET partner', paths.partner(BENCH_PARTNER_SLUG));
  const filtered: autocannon.Request = {
    method: 'POST',
    path: apiUrl(apiPaths.filteredServices()),
    headers: { ...json, ...BROWSER_ACCEPT_ENCODING },
    body: JSON.stringify({ slug: 'plumbing', location: 'Kolkata' }),
    onResponse: tally('POST filtered listings'),
  };
  const suggest: autocannon.Request = {
    method: 'GET',
    onResponse: tally('GET search suggest'),
    setupRequest: (request) => ({ ...request, path: `${apiUrl(apiPaths.searchSuggest())}?q=${encodeURIComponent(nextQuery())}` }),
  };
  const enquiry: autocannon.Request = {
    method: 'POST',
    headers: json,
    path: apiUrl(apiPaths.enquiry()),
    onResponse: tally('POST enquiry (visitor)'),
    setupRequest: (request) => {
      const { services_id, price } = nextListing();
      const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
      return { ...request, body: JSON.stringify({ name: 'Soak Tester', mobile, service_id: services_id, price }) };
    },
  };
  const review = signedIn('POST review', 'POST', (request) => ({
    ...request,
    path: apiUrl(apiPaths.submitReview()),
    body: JSON.stringify({
      ratings: 1 + Math.floor(Math.random() * 5),
      comments: 'Came on time and fixed it. Soak test review.',
      slug: nextListing().slug,
    }),
  }));
  const favourite = signedIn('POST favourite toggle', 'POST', (request) => ({
    ...request,
    path: `/api/save-to-favourite/${nextListing().services_id}`,
  }));
  const feedback = signedIn('POST feedback', 'POST', (request) => ({
    ...request,
    path: '/api/web-feedback-submit',
    body: JSON.stringify({ feedback: 'The soak test says hello.' }),
  }));

  return [
    home,
    listing,
    filtered,
    details,
    enquiry,
    suggest,
    services,
    partner,
    review,
    details,
    suggest,
    listing,
    favourite,
    filtered,
    partner,
    feedback,
  ];
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const connections = options.connections ?? 50;
  const warmupSeconds = options.warmupSeconds ?? 30;
  const probeFile = path.join(tmpdir(), `seva-soak-memory-${process.pid}.json`);
  const probe = memoryProbe(probeFile);
  const server = await startBenchServer(undefined, { RATE_LIMIT_SCALE, ...QUIET, ...probe.env }, probe.nodeArgs);
  let serverExit: string | undefined;
  server.child.once('exit', (code, signal) => (serverExit = `server exited during the soak (${signal ?? code})`));
  try {
    const found = (await (
      await fetch(`${server.origin}${apiUrl(apiPaths.filteredServices())}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'plumbing', location: 'Kolkata' }),
      })
    ).json()) as { data: Listing[] };
    if (!found.data.length) throw new Error('no plumbing listings in Kolkata to write to');
    const tokens: string[] = [];
    for (let i = 0; i < SIGNED_IN_USERS; i++) {
      tokens.push((await signInThroughOutbox(server.origin, server.dataDir, `soak-${i}-${Date.now()}@example.com`)).token);
    }
    const counts: Counts = {};
    const requests = requestMix(found.data, tokens, await firstDetailsPath(server.origin), counts);
    const run = (seconds: number) => autocannon({ url: server.origin, connections, duration: seconds, requests });

    const sampler = sampleMemory(server.child.pid!, probeFile);
    const warm = await run(warmupSeconds);
    for (const key of Object.keys(counts)) delete counts[key]; // the soak's breakdown starts after the warm-up
    const soak = await run(options.minutes * 60);
    const memory = sampler.stop();
    return {
      minutes: options.minutes,
      connections,
      requests: soak.requests.total,
      requestsPerSecond: Math.round(soak.requests.average),
      p99Ms: soak.latency.p99,
      errors: soak.errors,
      timeouts: soak.timeouts,
      non2xx: soak.non2xx,
      statuses: Object.fromEntries(Object.entries(soak.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0])),
      byRequest: counts,
      warmup: { requests: warm.requests.total, errors: warm.errors, non2xx: warm.non2xx },
      memory,
      verdict: judgeMemory(memory, warmupSeconds),
      serverExit,
    };
  } finally {
    await server.stop();
  }
}

/** Met when no request failed and memory stayed flat (bench/memory.ts says what flat means). */
export const soakMet = (result: SoakResult) => ({
  errors: result.errors === 0 && result.non2xx === 0 && result.warmup.errors === 0 && result.warmup.non2xx === 0 && !result.serverExit,
  memory: result.verdict?.flat === true,
});

export function printSoak(result: SoakResult): void {
  console.log(`\nSoak: ${result.connections} connections for ${result.minutes} min after a warm-up, reads and writes mixed (3 reads : 1 write)`);
  console.table([
    {
      requests: result.requests,
      'req/s': result.requestsPerSecond,
      'p99 ms': result.p99Ms,
      errors: result.errors,
      timeouts: result.timeouts,
      'non-2xx': result.non2xx,
      'warm-up requests': result.warmup.requests,
      'warm-up errors': result.warmup.errors + result.warmup.non2xx,
    },
  ]);
  console.log(`  statuses: ${JSON.stringify(result.statuses)}`);
  console.table(Object.entries(result.byRequest).map(([request, statuses]) => ({ request, ...statuses })));
  if (result.serverExit) console.log(`  ${result.serverExit}`);
  const { verdict } = result;
  const heap = (sample: MemorySample) => sample.heapMb ?? '-';
  if (verdict) {
    console.table(
      (['start', 'peak', 'end'] as const).map((when) => ({
        when,
        second: verdict[when].second,
        'RSS MB': verdict[when].rssMb,
        'V8 heap MB': heap(verdict[when]),
      })),
    );
  }
  console.log(`  RSS MB every 10 s: ${result.memory.map((sample) => sample.rssMb).join(' ')}`);
  console.log(`  V8 heap MB every 10 s: ${result.memory.map(heap).join(' ')}`);
  console.log(`  memory: ${verdict ? `${verdict.flat ? 'flat' : 'NOT FLAT'}: ${verdict.reason}` : 'too few samples to judge'}`);
}
