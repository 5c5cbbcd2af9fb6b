/**
 * When a build is stale, and which SITE_URL it was made for.
 *
 * Prerendered pages (the legal pages, the blog, robots.txt, the sitemap index) write the site's public
 * origin into their HTML at build time: canonical links, og:url, JSON-LD, sitemap entries. Rather than
 * render them on every request (they are the cheapest pages we serve, straight from precompressed files),
 * the build takes SITE_URL from the same environment and `.env` as the server (astro.config.mjs calls
 * `siteUrlForBuild`) and records it beside its output (`recordBuiltSiteUrl`, from an integration, so a bare
 * `astro build` records it too). Then:
 *  - `npm start` (scripts/ensure-build.ts) rebuilds when the recorded SITE_URL is not the configured one,
 *    as it does when a source changed;
 *  - the server (scripts/serve.ts) refuses to start on a build made for another SITE_URL, with one line,
 *    so no process can serve pages that point at another address. Pages rendered on demand see the same
 *    value as Astro's `site`, because the server only runs on a build made for its SITE_URL.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnvironment } from '../src/lib/server/environment';
import { DEFAULT_SITE_URL, siteUrlSchema } from '../src/lib/site-url';

/** What a build is made from: a change to any of these makes the build stale. */
const SOURCES = [
  'src',
  'public',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/serve.ts',
  'scripts/build-state.ts',
  'messages',
  'project.inlang/settings.json',
  'scripts/messages.ts',
];
const STAMP = '.build-stamp';
/** Beside the build's client/ and server/ folders, so never served. */
const SITE_URL_RECORD = 'site-url.txt';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** SITE_URL as the environment (then `.env`) sets it; a bad value stops the process with one line, as config.ts does. */
export function siteUrlForBuild(): string {
  const parsed = siteUrlSchema.default(DEFAULT_SITE_URL).safeParse(readEnvironment(['SITE_URL']).SITE_URL);
  if (parsed.success) return parsed.data;
  console.error(`seva: Invalid SITE_URL: ${parsed.error.issues[0]!.message}`);
  process.exit(1);
}

/** The SITE_URL the build in `outDir` was made for, or null when it recorded none. */
export function builtSiteUrl(outDir: string): string | null {
  const record = path.join(outDir, SITE_URL_RECORD);
  return existsSync(record) ? readFileSync(record, 'utf8').trim() : null;
}

export function recordBuiltSiteUrl(outDir: string, siteUrl: string): void {
  writeFileSync(path.join(outDir, SITE_URL_RECORD), `${siteUrl}\n`);
}

/** True when the build in `outDir` is missing, older than any of its sources, or made for another SITE_URL. */
export function buildIsStale(siteUrl: string, outDir = 'dist', root = process.cwd()): boolean {
  const out = path.resolve(root, outDir);
  const stamp = path.join(out, STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(out, 'server/entry.mjs')) || !existsSync(path.join(out, 'serve.mjs'))) return true;
  if (builtSiteUrl(out) !== siteUrl) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function markBuilt(outDir = 'dist', root = process.cwd()): void {
  writeFileSync(path.join(root, outDir, STAMP), new Date().toISOString());
}
