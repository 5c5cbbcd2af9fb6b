/**
 * `npm start`: checks the environment, builds when the build is missing or stale, then serves the site
 * (dist/serve.mjs, compiled from scripts/serve.ts: security headers on every answer, graceful stop on SIGTERM).
 * The server applies migrations and loads the demo catalogue on an empty database as it opens it;
 * we ask /readyz once so that happens now rather than on a visitor's first request.
 */
import { spawn } from 'node:child_process';
import { config } from '../src/lib/server/config';
import { ensureBuild } from './ensure-build';
import { hasServerTunables, withServerTunables } from './server-process';

if (!hasServerTunables()) {
  // glibc reads its allocator settings only as a process starts (scripts/server-process.ts): run this
  // script again with them, passing on the stop signals and the exit status.
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: withServerTunables(process.env),
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await serve();
}

async function serve(): Promise<void> {
  ensureBuild();

  process.env.PORT = String(config.PORT);
  process.env.HOST = config.HOST;
  const started = Date.now();
  // The compiled entry (dist/serve.mjs), not ./serve.ts: under tsx's loader every import of the server is slower.
  await import(new URL('../dist/serve.mjs', import.meta.url).href);

  const origin = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) {
        console.log(`seva: ready on ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
