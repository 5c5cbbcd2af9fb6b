import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { withServerTunables } from '../scripts/server-process';
/** The data folder of the bench server on `port` (fresh at every start, removed at stop). */
export const benchDataDir = (port: number) => `/tmp/seva-bench-${port}`;

/**
 * For servers under load: their warnings can be one line per request (a listing with unreadable
 * hours warns on every render), thousands of lines that bury the tables and cost CPU of their own.
 */
export const QUIET = { LOG_LEVEL: 'error' } as const;

export interface BenchServer {
  origin: string;
  /** DATA_DIR of the server: its mails are .eml files in DATA_DIR/outbox. */
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server on the demo catalogue in a fresh data folder and waits for /readyz (port:
 * BENCH_PORT, else 4390, so that two checkouts can bench side by side). `nodeArgs` go to Node before
 * the script (the soak preloads its memory probe with them).
 */
export async function startBenchServer(
  port = Number(process.env.BENCH_PORT ?? 4390),
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<BenchServer> {
  const dataDir = benchDataDir(port);
  rmSync(dataDir, { recursive: true, force: true });
  // On PostgreSQL a server needs an UPLOADS (CONTRACT.md); the benchmarks upload nothing: a directory of their own.
  const uploads: Record<string, string> = {};
  if ((env.DATABASE_URL ?? process.env.DATABASE_URL) && !(env.UPLOADS ?? process.env.UPLOADS)) {
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    uploads.UPLOADS = pathToFileURL(path.join(dataDir, 'uploads')).href;
  }
  const child = spawn(process.execPath, [...nodeArgs, 'dist/serve.mjs'], {
    env: withServerTunables({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      ...uploads,
      ...env,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error('bench server exited');
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    dataDir,
    child,
    async stop() {
      // A server that already died (a crash under load) has nothing left to stop.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
