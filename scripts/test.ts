/**
 * `npm test`: builds when stale, lints and checks the formatting (Biome: biome.json), type-checks (astro check: .ts,
 * .tsx and .astro, beside the tests: scripts/side-step.ts), seeds the template data folder the test servers start from (scripts/seeded-template.ts: once
 * for Vitest's API servers and Playwright's), then runs Vitest's three projects together (unit, data layer, API
 * against real servers: vitest.config.ts) and Playwright (Chromium e2e, phone and desktop), and ends with how long
 * each step took and one summary line: 'tests: N passed, N failed'. Arguments go to Vitest (`npm test -- --project unit`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureBuild } from './ensure-build';
import { ensureMessages } from './messages';
import { seedTemplateDataDir, TEMPLATE_DATA_DIR_ENV } from './seeded-template';
import { cpuSeconds } from './cpu-time';
import type { SideStepRecord } from './side-step';

const steps: string[] = [];
const stepTimes: { step: string; wallSeconds: number; cpuSeconds: number }[] = [];
/** Runs a step and notes how long it took: wall time, and CPU time in parentheses. */
function timed<T>(name: string, step: () => T): T {
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  const result = step();
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - cpuBefore;
  steps.push(`${name} ${wallSeconds.toFixed(0)} s (cpu ${cpu.toFixed(0)} s)`);
  stepTimes.push({ step: name, wallSeconds: Number(wallSeconds.toFixed(1)), cpuSeconds: Number(cpu.toFixed(1)) });
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

/**
 * Starts a step in the background (scripts/side-step.ts runs it and notes its wall and CPU time) and answers its
 * exit status once it has ended, having printed its output and added its times to the summary.
 */
function besideTheTests(name: string, command: string, args: string[]): Promise<number> {
  const record = `${reports}/${name}.json`;
  const log = `${reports}/${name}.log`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/side-step.ts', record, log, command, ...args], { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('close', () => {
      const { status, wallSeconds, cpuSeconds } = JSON.parse(readFileSync(record, 'utf8')) as SideStepRecord;
      process.stdout.write(`\n--- ${name}, run beside the tests ---\n${readFileSync(log, 'utf8')}`);
      steps.push(`${name} ${wallSeconds.toFixed(0)} s beside them (cpu ${cpuSeconds.toFixed(0)} s)`);
      stepTimes.push({ step: name, wallSeconds, cpuSeconds });
      resolve(status);
    });
  });
}

const lintStatus = timed('lint', () => run('node_modules/@biomejs/biome/bin/biome', ['check', '.']));
// The type check runs beside the seed and Vitest, whose two workers leave a core idle part of the time (Vitest's
// CPU time was ~1.7× its wall time on 2 cores). It writes to a file, shown once it has ended.
const typecheck = besideTheTests('types', 'node_modules/astro/bin/astro.mjs', ['check']);
// Made once here, not by Vitest's API setup and again by Playwright's server as it starts (~25 s of CPU each).
const template = { [TEMPLATE_DATA_DIR_ENV]: timed('seed', () => seedTemplateDataDir()) };
const vitestStatus = timed('vitest', () =>
  run(
    'node_modules/vitest/vitest.mjs',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`, ...extra],
    template,
  ),
);
const playwrightStatus = timed('playwright', () =>
  run('node_modules/@playwright/test/cli.js', ['test', '--reporter=list,json'], {
    ...template,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  }),
);
rmSync(template[TEMPLATE_DATA_DIR_ENV], { recursive: true, force: true });
const typecheckStatus = await typecheck;

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
writeFileSync(`${reports}/steps.json`, `${JSON.stringify(stepTimes, null, 2)}\n`);
console.log(`\n${steps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
