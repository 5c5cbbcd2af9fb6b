import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

/** Runs autocannon against one URL and returns mean requests/s and p99 latency. */
export async function measureThroughput(
  url: string,
  target: Target = {},
  options: { seconds?: number; connections?: number } = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    duration: options.seconds ?? 8,
    connections: options.connections ?? 20,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
