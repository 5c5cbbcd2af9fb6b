import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, markBuilt, siteUrlForBuild } from './build-state';
import { precompressDirectory } from './precompress';

/**
 * Builds with `astro build` (which compiles scripts/serve.ts too), then precompresses the client files, when the
 * build is missing, stale or made for another SITE_URL (scripts/build-state.ts). Exits the process when
 * the build fails. `outDir` and `siteUrl` make a second build beside dist/ (a test of another SITE_URL);
 * it must sit inside the project so that its server finds node_modules.
 */
export function ensureBuild({ outDir = 'dist', siteUrl = siteUrlForBuild() }: { outDir?: string; siteUrl?: string } = {}): void {
  if (!buildIsStale(siteUrl, outDir)) return;
  console.log(`seva: building the site for ${siteUrl} (sources or SITE_URL changed since the last build)…`);
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    stdio: 'inherit',
    // Always a production build: run from Vitest the environment says NODE_ENV=test, which would ship
    // React's development build (jsxDEV, 400 kB of client code) to the pages the tests look at.
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', SITE_URL: siteUrl },
  });
  if (result.status !== 0) {
    console.error('seva: the build failed');
    process.exit(result.status ?? 1);
  }
  precompressDirectory(path.join(outDir, 'client'));
  markBuilt(outDir);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
