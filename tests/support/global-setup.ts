import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
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

interface SeededTemplates {
  templateDataDir: string;
  postgresTemplate: string;
  /** The projects using them; the last to finish removes them. */
  users: number;
  remove(): Promise<void>;
}

/** Made once for the run, whichever project's setup comes first: projects' setups share the process, not their modules. */
const SHARED = Symbol.for('seva.tests.seededTemplates');
type Holder = { [SHARED]?: Promise<SeededTemplates> };

async function makeTemplates(): Promise<SeededTemplates> {
  const given = process.env[TEMPLATE_DATA_DIR_ENV];
  const templateDataDir = given || seedTemplateDataDir();
  const postgres = process.env.TEST_DATABASE_URL ? await seedPostgresTemplate() : undefined;
  return {
    templateDataDir,
    postgresTemplate: postgres?.name ?? '',
    users: 0,
    async remove() {
      if (!given) rmSync(templateDataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/**
 * The demo catalogue seeded once for the run, for the API tests' servers and the data-layer tests that start from
 * it (tests/support/databases.ts openSeededTestDatabase): a template data folder each copies
 * (scripts/seeded-template.ts), unless `npm test` made one already for this run and Playwright's
 * (SEVA_TEST_TEMPLATE_DATA_DIR: it removes it), and with TEST_DATABASE_URL a template database on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const holder = globalThis as Holder;
  holder[SHARED] ??= makeTemplates();
  const templates = await holder[SHARED];
  templates.users += 1;
  project.provide('templateDataDir', templates.templateDataDir);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    templates.users -= 1;
    if (templates.users > 0) return;
    delete holder[SHARED];
    await templates.remove();
  };
}
