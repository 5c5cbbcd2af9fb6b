import { defineConfig, devices } from '@playwright/test';
import { createHash } from 'node:crypto';
import { chromiumLaunchOptions as chromium } from './e2e/chromium';
import { TEMPLATE_DATA_DIR_ENV } from './scripts/seeded-template';
import { withServerTunables } from './scripts/server-process';
import { PHONE_ONLY_TAG } from './e2e/widths';

/** A port fixed per checkout, so that two checkouts can run their e2e suites side by side. */
const port = Number(process.env.E2E_PORT ?? 4400 + (createHash('sha1').update(process.cwd()).digest()[0]! % 200));
const dataDir = `/tmp/seva-e2e-${port}`;
/** The specs with tests about what a wide screen lays out otherwise: the desktop project runs them too (e2e/widths.ts). */
const DESKTOP_SPECS = ['blog', 'browse', 'business', 'city', 'details', 'shell', 'static-pages'];
/** A seeded template data folder `npm test` made for this run (scripts/seeded-template.ts), else none. */
const template = process.env[TEMPLATE_DATA_DIR_ENV];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Recording a trace for every test (to keep only the failing ones' traces) cost each spec about a
    // sixth of its time. A failure keeps its screenshot and page snapshot; the retry (CI) records a trace,
    // and `npx playwright test --trace on` does for a run on your machine.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // A test runs at the desktop's width too only when what it checks is laid out otherwise on a wide screen
    // (header and menus, the listing, details and static pages' layout); the rest is the same code at every
    // width and runs once, at the phone's, where most people use Seva (e2e/widths.ts `phoneOnly` says which).
    {
      name: 'desktop',
      testMatch: DESKTOP_SPECS.map((name) => `${name}.spec.ts`),
      grepInvert: new RegExp(PHONE_ONLY_TAG),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    // A fresh data folder each run: a copy of `npm test`'s seeded template, else the server migrates and loads
    // the demo catalogue as it starts (~25 s).
    command: template ? `rm -rf ${dataDir} && cp -r ${template} ${dataDir} && node dist/serve.mjs` : `rm -rf ${dataDir} && node dist/serve.mjs`,
    url: `http://127.0.0.1:${port}/readyz`,
    // Every spec signs people in from this one address, over 50 codes an hour (the per-address limit of
    // generate-otp): the limits are raised here, and tested as they are in tests/api/auth.test.ts.
    // SEVA_TEST_CLOCK=1: a spec may move the server's clock forward (e2e/server-clock.ts) instead of waiting.
    env: withServerTunables({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      RATE_LIMIT_SCALE: '4',
      SEVA_TEST_CLOCK: '1',
    }),
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
