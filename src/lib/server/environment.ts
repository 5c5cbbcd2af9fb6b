import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The variables `names` as the process environment gives them, else as `.env` in the working directory
 * does; empty strings mean "not set", as in most dotenv tools. config.ts parses what this reads; the
 * build (astro.config.mjs, through scripts/build-state.ts) reads SITE_URL here too, so that the pages it
 * prerenders and the server agree without the build having to accept every variable only the server uses.
 */
export function readEnvironment(names: readonly string[]): Record<string, string | undefined> {
  const envFile = path.resolve(process.cwd(), '.env');
  const fromFile: Record<string, string> = {};
  if (existsSync(envFile)) {
    // node:util parseEnv follows the same rules as `node --env-file`.
    Object.assign(fromFile, parseEnv(readFileSync(envFile, 'utf8')));
  }
  const merged: Record<string, string | undefined> = { ...fromFile };
  for (const key of names) {
    const value = process.env[key];
    if (value !== undefined) merged[key] = value;
  }
  for (const key of Object.keys(merged)) if (merged[key] === '') merged[key] = undefined;
  return merged;
}
