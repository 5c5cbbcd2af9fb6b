import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testCatalogueOptions } from './scripts/messages';

const testCatalogue = path.resolve(testCatalogueOptions.outdir);

/**
 * Three projects, each starting only what its tests need (`npm run test:unit`, `test:db`, `test:api`; `npm test`
 * runs them together):
 *  - unit: pure code and server modules that open no database and start no server (beside the code in src/,
 *    and tests/*.test.ts: the architecture rules, the build's own scripts); no build. Under a minute.
 *  - db: the data layer (tests/db): migrations, seeds, queries and limits on PGlite, and on PostgreSQL too
 *    when TEST_DATABASE_URL is set; no build.
 *  - api: real servers (tests/api): builds when the build is stale (tests/support/build.ts). Time is moved on a
 *    server's clock (src/lib/server/clock.ts), never waited for.
 * The db and api projects share the demo catalogue seeded once for the run, which their databases copy
 * (tests/support/global-setup.ts; `npm test` seeds it before and hands it over).
 */
export default defineConfig({
  // The compiled message catalogue as the tests' twin (scripts/messages.ts `testCatalogueOptions`: one module a
  // language, not one a message), loaded by Node itself once per worker rather than by Vitest for every test file.
  resolve: { alias: [{ find: /^(.*[\\/])?paraglide[\\/](runtime|messages|server|registry)\.js$/, replacement: `${testCatalogue}/$2.js` }] },
  test: {
    server: { deps: { external: [/[\\/]\.cache[\\/]paraglide-tests[\\/]/], inline: ['drizzle-orm'] } },
    // Modules under test read the compiled message catalogues: compiled first when stale (scripts/messages.ts).
    globalSetup: ['tests/support/compile-messages.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Suites start their own servers and databases, and wait on them: with two workers a quiet 2-core machine
    // stayed 1.5 cores busy (410 s); with three, 1.9 cores (337 s, all passing).
    maxWorkers: 3,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'tests/*.test.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        // Each test's database is a copy of one made for the run: empty (tests/support/pglite-template.ts) or with
        // the demo catalogue (tests/support/global-setup.ts, shared with the API tests).
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          globalSetup: ['tests/support/compile-messages.ts', 'tests/support/pglite-template.ts', 'tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: [
            'tests/support/compile-messages.ts',
            'tests/support/pglite-template.ts',
            'tests/support/build.ts',
            'tests/support/global-setup.ts',
          ],
        },
      },
    ],
  },
});
