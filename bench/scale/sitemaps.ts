/**
 * The sitemaps as a crawler reads them, on a cold server: /sitemap-index.xml, then every file it names,
 * one at a time, each timed (its first request, so nothing is cached yet), its URLs counted and checked
 * against the protocol's limits (50,000 URLs and 50 MB a file).
 */
import { performance } from 'node:perf_hooks';

export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_BYTES_LIMIT = 50 * 1024 * 1024;

export interface SitemapFileResult {
  path: string;
  status: number;
  ms: number;
  urls: number;
  bytes: number;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

async function fetchTimed(url: string): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - started), text };
}

/** The index first, then each file it lists (its <loc>s are on SITE_URL: asked of `origin` by their path). */
export async function readSitemaps(origin: string): Promise<SitemapFileResult[]> {
  const index = await fetchTimed(`${origin}/sitemap-index.xml`);
  const results: SitemapFileResult[] = [
    { path: '/sitemap-index.xml', status: index.status, ms: index.ms, urls: locs(index.text).length, bytes: Buffer.byteLength(index.text) },
  ];
  for (const loc of locs(index.text)) {
    const path = new URL(loc).pathname;
    const file = await fetchTimed(`${origin}${path}`);
    results.push({ path, status: file.status, ms: file.ms, urls: (file.text.match(/<url>/g) ?? []).length, bytes: Buffer.byteLength(file.text) });
  }
  return results;
}
