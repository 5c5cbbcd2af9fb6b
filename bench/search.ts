import { querySet } from '../src/features/search/query-set';
import { apiPaths, apiUrl } from '../src/paths';

/**
 * Search latency: every query of the test set (src/features/search/query-set.ts) asked one
 * at a time of GET /api/search, and of the old GET /api/search/suggest beside it. "first" is each
 * query's first request (its answer computed: the listings and name searches it needs are read from
 * the database); "repeat" the same queries again, answered from the caches as most real searches are.
 */
export interface SearchLatencyRow {
  call: string;
  requests: number;
  'first p50 ms': number;
  'first p95 ms': number;
  'repeat p50 ms': number;
  'repeat p95 ms': number;
  errors: number;
}

/** The search latency target: query understanding keeps /api/search at or under this p95 (first requests). */
export const SEARCH_P95_TARGET_MS = 25;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));
};

async function timeAll(origin: string, path: string, round: string): Promise<{ times: number[]; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  for (const item of querySet) {
    const params = new URLSearchParams({ q: item.q });
    if (item.cityHint) params.set('city', item.cityHint);
    // A different `r` per round keeps the route cache from answering the first round of the second call.
    params.set('r', round);
    const started = performance.now();
    const response = await fetch(`${origin}${apiUrl(path)}?${params}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors++;
  }
  return { times, errors };
}

export async function measureSearchLatency(origin: string): Promise<SearchLatencyRow[]> {
  // One request first so that neither call pays for the category tree or the query index.
  await fetch(`${origin}${apiUrl(apiPaths.search())}?q=warm`);
  await fetch(`${origin}${apiUrl(apiPaths.searchSuggest())}?q=warm`);
  const rows: SearchLatencyRow[] = [];
  for (const [call, path] of [
    ['GET /api/search/suggest (before)', apiPaths.searchSuggest()],
    ['GET /api/search', apiPaths.search()],
  ] as const) {
    const first = await timeAll(origin, path, 'first');
    const repeats = [await timeAll(origin, path, 'again'), await timeAll(origin, path, 'again')];
    const repeat = repeats.flatMap((run) => run.times);
    rows.push({
      call,
      requests: first.times.length + repeat.length,
      'first p50 ms': percentile(first.times, 0.5),
      'first p95 ms': percentile(first.times, 0.95),
      'repeat p50 ms': percentile(repeat, 0.5),
      'repeat p95 ms': percentile(repeat, 0.95),
      errors: first.errors + repeats.reduce((sum, run) => sum + run.errors, 0),
    });
  }
  return rows;
}

export function printSearchLatency(rows: SearchLatencyRow[]): void {
  console.log(
    `\nSearch latency: the ${querySet.length} queries of src/features/search/query-set.ts one at a time (first request of each, then twice again):`,
  );
  console.table(rows);
}

/** The misses against the target (empty when met). */
export function searchLatencyMisses(rows: SearchLatencyRow[]): string[] {
  const row = rows.find((entry) => entry.call === 'GET /api/search');
  if (!row) return ['not measured'];
  return [
    ...(row['first p95 ms'] > SEARCH_P95_TARGET_MS ? [`p95 ${row['first p95 ms']} ms`] : []),
    ...(row.errors ? [`${row.errors} failed requests`] : []),
  ];
}
