import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/lib/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory made by PGlite's initdb and nothing more, which openTestDatabase copies. */
    emptyPgliteDataDir: string;
  }
}

/**
 * Vitest setup: one empty PGlite database for the run, which each data-layer test copies (tests/support/databases.ts
 * openTestDatabase) instead of running initdb again (~5 s of CPU each, against ~1 s to copy and open).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-empty-pglite-'));
  const handle = await openDatabase({ dataDir });
  await handle.close();
  project.provide('emptyPgliteDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
