import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a build is made from: a change to any of these makes the build stale. */
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/serve.ts'];
const STAMP = path.join('dist', '.build-stamp');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when dist/ is missing or older than any of its sources. */
export function buildIsStale(root = process.cwd()): boolean {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/entry.mjs')) || !existsSync(path.join(root, 'dist/serve.mjs'))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function markBuilt(root = process.cwd()): void {
  writeFileSync(path.join(root, STAMP), new Date().toISOString());
}
