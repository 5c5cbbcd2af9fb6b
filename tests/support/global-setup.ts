import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/ensure-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated, seeded PGlite database that test servers start from a copy of. */
    templateDataDir: string;
  }
}

/**
 * API tests run against the built server, so build it first when it is missing or stale; then seed
 * the demo catalogue once into a template data folder that each test server copies.
 */
export default function setup(project: TestProject) {
  ensureBuild();
  const templateDataDir = mkdtempSync(path.join(tmpdir(), 'seva-template-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, DATA_DIR: templateDataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  project.provide('templateDataDir', templateDataDir);
  return () => rmSync(templateDataDir, { recursive: true, force: true });
}
