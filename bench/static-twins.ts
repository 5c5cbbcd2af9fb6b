import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressDirectory } from '../scripts/precompress';
import { type BenchPage, benchPages, isPage } from './pages';
import { QUIET, startBenchServer } from './server';
import { BROWSER_ACCEPT_ENCODING } from './throughput';

/**
 * The static twin of each page: a file in dist/client/__bench with the very bytes the page answered,
 * served by the same server as any static file. A page's req/s over its twin's says what rendering
 * costs beyond sending the same bytes (the target: ≥ 0.5, MIN_STATIC_RATIO).
 */
const TWIN_DIR = path.join('dist', 'client', '__bench');

export interface StaticTwins {
  pages: BenchPage[];
  /** URL path of each page's twin, by page name. */
  twinPath: Map<string, string>;
  /** Uncompressed size of each page's answer, by page name. */
  bytes: Map<string, number>;
}

const twinFile = (page: BenchPage) => `${page.name}${isPage(page) ? '.html' : '.json'}`;

/**
 * Writes the twins with a server of their own, stopped before the measuring one starts: the server
 * indexes dist/client once as it starts, so a twin written while it runs would be a 404 to it.
 */
export async function writeStaticTwins(only?: string[]): Promise<StaticTwins> {
  removeStaticTwins();
  mkdirSync(TWIN_DIR, { recursive: true });
  const server = await startBenchServer(undefined, QUIET);
  try {
    const pages = (await benchPages(server.origin)).filter((page) => !only || only.includes(page.name));
    const twinPath = new Map<string, string>();
    const bytes = new Map<string, number>();
    for (const page of pages) {
      const response = await fetch(new URL(page.path, server.origin), {
        method: page.method ?? 'GET',
        body: page.body,
        headers: { ...BROWSER_ACCEPT_ENCODING, ...page.headers },
      });
      // fetch undoes any content-encoding: the twin holds the identity bytes, compressed (or not) like any file.
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      writeFileSync(path.join(TWIN_DIR, twinFile(page)), body);
      twinPath.set(page.name, `/__bench/${twinFile(page)}`);
      bytes.set(page.name, body.length);
    }
    // As the build does for every built file: the twins are sent precompressed, as a page is compressed.
    precompressDirectory(TWIN_DIR);
    return { pages, twinPath, bytes };
  } finally {
    await server.stop();
  }
}

export function removeStaticTwins(): void {
  rmSync(TWIN_DIR, { recursive: true, force: true });
}
