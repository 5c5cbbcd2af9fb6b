/**
 * The message catalogues (messages/{locale}.json, languages in project.inlang/settings.json) compiled by
 * Paraglide JS into src/paraglide: one typed function a message, which islands import one by one, so that an
 * island ships only the messages it calls. The Vite plugin compiles them for `astro build`, `astro dev` and
 * Vitest; `npm run messages` (run by `npm install` too) compiles them alone, for `tsc` and `astro check`.
 *
 * The inlang message format plugin is read from node_modules (settings.json `modules`), not from a CDN, so
 * that a build needs no network beyond the npm registry and runs the plugin version the lockfile pins.
 */
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { compile } = await import('@inlang/paraglide-js');
  await compile(messageCompilerOptions);
  // The inlang SDK leaves timers behind that would hold the process for half a minute more.
  process.exit(0);
}
