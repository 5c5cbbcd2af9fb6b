/**
 * The seeded template: a data folder holding a migrated PGlite database with the demo catalogue, which test
 * servers start from a copy of instead of loading the catalogue each (~25 s of CPU a start). Vitest's API
 * setup makes one for its run (tests/support/global-setup.ts); `npm test` makes one first and hands it to
 * Vitest and to Playwright's server (playwright.config.ts) through TEMPLATE_DATA_DIR_ENV, then removes it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The environment variable naming a template made already, which the test runs then copy rather than make their own. */
export const TEMPLATE_DATA_DIR_ENV = 'SEVA_TEST_TEMPLATE_DATA_DIR';

/** Makes a template in a new temporary folder (scripts/seed.ts on embedded PGlite) and answers its path. */
export function seedTemplateDataDir(): string {
  const templateDataDir = mkdtempSync(path.join(tmpdir(), 'seva-template-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, DATA_DIR: templateDataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  return templateDataDir;
}
