import { buildSync } from 'esbuild';

/** Where `npm run build` puts the compiled server entry (scripts/serve.ts), run with plain `node`. */
export const SERVE_ENTRY = 'dist/serve.mjs';

/**
 * Compiles scripts/serve.ts (and the few src/lib/server modules it uses) to one ES module, packages
 * left as imports: starting it costs no TypeScript loader, which would slow every import of the server.
 */
export function buildServe(outfile = SERVE_ENTRY): void {
  buildSync({
    entryPoints: ['scripts/serve.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildServe();
