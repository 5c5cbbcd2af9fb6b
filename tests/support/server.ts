import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { withServerTunables } from '../../scripts/server-process';
import { sharedUploadsDirectory } from './databases';

export interface TestServer {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Output the server printed so far (for debugging a failing test). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How the server is started: our entry (scripts/serve.ts, compiled to dist/serve.mjs by the build). */
export const serverCommand = [process.execPath, 'dist/serve.mjs'] as const;

/**
 * Starts the built server (dist/serve.mjs: scripts/serve.ts around dist/server/entry.mjs) as a real process on a free port with its own
 * DATA_DIR, and waits until /readyz answers (migrations applied, demo catalogue loaded).
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    /** Reuse this DATA_DIR (e.g. to restart on the same data); it is kept on stop. */
    dataDir?: string;
    /** Start from an empty database instead of a copy of the seeded template. */
    empty?: boolean;
    keepData?: boolean;
    /** Another build's server (one made for another SITE_URL, tests/api/site-url.test.ts); dist/serve.mjs by default. */
    entry?: string;
    /**
     * Whether the test may move the server's clock (SEVA_TEST_CLOCK=1: advanceClock, setClock below); on by
     * default. Off for a server made for a public SITE_URL, which config.ts refuses the test clock.
     */
    movableClock?: boolean;
  } = {},
): Promise<TestServer> {
  // The port is free when chosen, but the server listens only once its database is open: meanwhile another
  // process (a connection's ephemeral port, another worker's server) may take it. Then it starts again on another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options, await freePort());
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error && error.message.includes('EADDRINUSE'))) throw error;
    }
  }
}

async function startServerOnce(options: Parameters<typeof startServer>[0] & object, port: number): Promise<TestServer> {
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'seva-test-'));
    if (!options.empty && !options.env?.DATABASE_URL) cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  }
  // On PostgreSQL the server needs uploads every instance shares (CONTRACT.md): the database's own directory
  // unless the test chose (UPLOADS: '' leaves it unset, to see the refusal).
  const uploads: Record<string, string> = {};
  if (options.env?.DATABASE_URL && options.env.UPLOADS === undefined) {
    const directory = sharedUploadsDirectory(options.env.DATABASE_URL);
    mkdirSync(directory, { recursive: true });
    uploads.UPLOADS = pathToFileURL(directory).href;
  }
  let log = '';
  const child = spawn(serverCommand[0], options.entry ? [options.entry] : serverCommand.slice(1), {
    env: withServerTunables({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: options.empty ? '0' : '1',
      SEVA_TEST_CLOCK: options.movableClock === false ? '0' : '1',
      ...uploads,
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const server: TestServer = {
    origin,
    dataDir,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (!options.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (!options.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited early:\n${log}`);
    }
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await server.stop();
  throw new Error(`server did not become ready:\n${log}`);
}

/** What the test clock's route answers (scripts/test-clock.ts). */
interface ClockState {
  now: string;
  offset_ms: number;
}

async function clockCall(server: { origin: string }, body?: unknown): Promise<Date> {
  const answer = await fetch(`${server.origin}/api/test/clock`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`the test clock answered ${answer.status}: ${await answer.text()}`);
  return new Date(((await answer.json()) as ClockState).now);
}

/** The time on a test server's clock (src/lib/server/clock.ts). */
export const serverTime = (server: { origin: string }): Promise<Date> => clockCall(server);

/** Moves a test server's clock forward by `ms`, as if that much time had passed; answers its new time. */
export const advanceClock = (server: { origin: string }, ms: number): Promise<Date> => clockCall(server, { advance_ms: ms });

/** Moves a test server's clock forward to `at`. */
export const setClock = (server: { origin: string }, at: Date): Promise<Date> => clockCall(server, { at: at.toISOString() });

/**
 * Moves a test server's clock to `offsetMs` into the next window of `windowMs` (a minute, an hour: the
 * rate limits' windows start at multiples of their length, and the window before weighs in the share of it
 * still inside the sliding window), so that what a fresh key counts next falls in one window however late in
 * the current one it started, and the Retry-After it is told follows from where in that window it is.
 */
export async function startOfNextWindow(server: { origin: string }, windowMs: number, offsetMs = 1000): Promise<Date> {
  const now = (await serverTime(server)).getTime();
  return setClock(server, new Date((Math.floor(now / windowMs) + 1) * windowMs + offsetMs));
}
