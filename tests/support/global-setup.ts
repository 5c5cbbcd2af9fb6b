import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/ensure-build';
import { seedTemplateDataDir, TEMPLATE_DATA_DIR_ENV } from '../../scripts/seeded-template';
import { seedPostgresTemplate } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated, seeded PGlite database that test servers start from a copy of. */
    templateDataDir: string;
    /** With TEST_DATABASE_URL: a PostgreSQL database holding the same, which prepareDemoDatabase copies ('' without). */
    postgresTemplate: string;
  }
}

/**
 * API tests run against the built server, so build it first when it is missing or stale; then seed
 * the demo catalogue once into a template data folder that each test server copies (scripts/seeded-template.ts),
 * unless `npm test` made one already for this run and Playwright's (SEVA_TEST_TEMPLATE_DATA_DIR: it removes it).
 * With TEST_DATABASE_URL, the same on PostgreSQL: a template database the PostgreSQL tests' demo databases copy.
 */
export default async function setup(project: TestProject) {
  ensureBuild();
  const given = process.env[TEMPLATE_DATA_DIR_ENV];
  const templateDataDir = given || seedTemplateDataDir();
  project.provide('templateDataDir', templateDataDir);
  const postgres = process.env.TEST_DATABASE_URL ? await seedPostgresTemplate() : undefined;
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    if (!given) rmSync(templateDataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
