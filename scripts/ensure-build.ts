import { spawnSync } from 'node:child_process';
import { buildIsStale, markBuilt } from './build-state';
import { buildServe } from './build-serve';
import { precompressDirectory } from './precompress';

/** Builds with `astro build` (then compiles scripts/serve.ts and precompresses dist/client) when dist/ is missing or stale. Exits the process when the build fails. */
export function ensureBuild(): void {
  if (!buildIsStale()) return;
  console.log('seva: building the site (sources changed since the last build)…');
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: 'inherit',
    // Always a production build: run from Vitest the environment says NODE_ENV=test, which would ship
    // React's development build (jsxDEV, 400 kB of client code) to the pages the tests look at.
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('seva: the build failed');
    process.exit(result.status ?? 1);
  }
  buildServe();
  precompressDirectory('dist/client');
  markBuilt();
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
