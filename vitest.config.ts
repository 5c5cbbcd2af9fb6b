import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Suites start their own servers and databases; two at a time suits a 2-core machine.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
