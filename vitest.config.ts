import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Modules under test read the compiled message catalogues: compiled first when stale (scripts/messages.ts).
    globalSetup: ['tests/support/compile-messages.ts', 'tests/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Suites start their own servers and databases; two at a time suits a 2-core machine.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
