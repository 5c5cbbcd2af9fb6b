import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface BenchServer {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built server on the demo catalogue in a fresh data folder and waits for /readyz. */
export async function startBenchServer(port = 4390, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = `/tmp/seva-bench-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['dist/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1', ...env },
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
    child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
