/**
 * The message catalogues (messages/{locale}.json, languages in project.inlang/settings.json) compiled by
 * Paraglide JS into src/paraglide: one typed function a message, which islands import one by one, so that an
 * island ships only the messages it calls. The Vite plugin compiles them for `astro build` and `astro dev`;
 * `npm run messages` (run by `npm install` too) compiles them alone, for `tsc` and `astro check`, and Vitest's
 * setup when they are stale (`ensureMessages`).
 *
 * The tests read a twin compiled into .cache/paraglide-tests with one module a language instead of one a message
 * (`testCatalogueOptions`, aliased for src/paraglide in vitest.config.ts): the same compiler and the same functions,
 * loaded from 4 files rather than ~2,500. A test file that imported the catalogue spent seconds of CPU on it.
 *
 * The inlang message format plugin is read from node_modules (settings.json `modules`), not from a CDN, so
 * that a build needs no network beyond the npm registry and runs the plugin version the lockfile pins.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompilerOptions } from '@inlang/paraglide-js';

export const messageCompilerOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // A page's locale comes from the server (src/lib/server/request-locale.ts sets it for each request); an
  // island's from its URL's first segment ('/hi/…', src/lib/i18n.ts), English when there is none.
  strategy: ['url', 'baseLocale'],
  emitReadme: false,
  emitPrettierIgnore: false,
} satisfies CompilerOptions;

/** The tests' twin of the catalogue (see above): where it is, and compiled with one module a language. */
export const testCatalogueOptions = {
  ...messageCompilerOptions,
  outdir: './.cache/paraglide-tests',
  outputStructure: 'locale-modules',
} satisfies CompilerOptions;

/** What the compiled catalogue is made from. */
const SOURCES = ['messages', 'project.inlang/settings.json', 'scripts/messages.ts'];

const newest = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  return stat.isDirectory() ? Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name)))) : stat.mtimeMs;
};

/**
 * Compiles the catalogue when it is missing or older than its sources (a compile, by this script or the Vite
 * plugin, writes what changed), in a child process: the inlang SDK leaves timers behind that would hold the
 * caller (Vitest's setup, `npm test`) for half a minute.
 */
export function ensureMessages(): void {
  const sources = Math.max(...SOURCES.map(newest));
  const fresh = (outdir: string) => existsSync(path.join(outdir, 'messages.js')) && newest(outdir) >= sources;
  if (fresh(messageCompilerOptions.outdir) && fresh(testCatalogueOptions.outdir)) return;
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/messages.ts'], { stdio: 'inherit' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { compile } = await import('@inlang/paraglide-js');
  await compile(messageCompilerOptions);
  await compile(testCatalogueOptions);
  // The inlang SDK leaves timers behind that would hold the process for half a minute more.
  process.exit(0);
}
