/**
 * `npm test`: builds when stale, lints and checks the formatting (Biome: biome.json), type-checks (astro check: .ts,
 * .tsx and .astro), then runs Vitest's three projects together (unit, data layer, API against real servers:
 * vitest.config.ts) and Playwright (Chromium e2e, phone and desktop), and ends with how long each step took and
 * one summary line: 'tests: N passed, N failed'. Arguments go to Vitest (`npm test -- --project unit`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBuild } from './ensure-build';
import { ensureMessages } from './messages';

const steps: string[] = [];
/** Runs a step and notes how long it took. */
function timed<T>(name: string, step: () => T): T {
  const started = performance.now();
  const result = step();
  steps.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

timed('build', () => ensureBuild());
// astro check reads the compiled message catalogues (the build compiled them, unless it was fresh already).
ensureMessages();
const reports = '.cache/test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const extra = process.argv.slice(2);
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [command, ...args], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const lintStatus = timed('lint', () => run('node_modules/@biomejs/biome/bin/biome', ['check', '.']));
const typecheckStatus = timed('types', () => run('node_modules/astro/bin/astro.mjs', ['check']));
const vitestStatus = timed('vitest', () =>
  run('node_modules/vitest/vitest.mjs', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`, ...extra]),
);
const playwrightStatus = timed('playwright', () =>
  run('node_modules/@playwright/test/cli.js', ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  }),
);

let passed = 0;
let failed = 0;
if (existsSync(`${reports}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(`${reports}/playwright.json`)) {
  const report = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8')) as { stats: { expected: number; flaky: number; unexpected: number } };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}
if (lintStatus !== 0) console.error('lint or formatting failed: npx biome check --write . fixes what it can');
if (typecheckStatus !== 0) console.error('type check failed');
if (lintStatus !== 0 || typecheckStatus !== 0 || vitestStatus !== 0 || playwrightStatus !== 0) failed = Math.max(failed, 1);
console.log(`\n${steps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
