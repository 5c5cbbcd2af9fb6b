import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';
import { messageCompilerOptions } from './scripts/messages';

export default defineConfig({
  // Modules under test read the compiled message catalogues (scripts/messages.ts).
  plugins: [paraglideVitePlugin(messageCompilerOptions)],
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
