/**
 * `node --import tsx scripts/side-step.ts RECORD LOG COMMAND [ARGS…]`: runs a Node script (COMMAND) with its
 * output to LOG, then writes its exit status, wall and CPU seconds to RECORD as JSON. `npm test` (scripts/test.ts)
 * runs the type check this way beside the tests, whose own CPU time it does not count into.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { cpuSeconds } from './cpu-time';

export interface SideStepRecord {
  status: number;
  wallSeconds: number;
  cpuSeconds: number;
}

const [record, log, command, ...args] = process.argv.slice(2);
if (!record || !log || !command) throw new Error('usage: side-step.ts RECORD LOG COMMAND [ARGS…]');
const output = openSync(log, 'w');
const started = performance.now();
const cpuBefore = cpuSeconds();
const { status } = spawnSync(process.execPath, [command, ...args], { stdio: ['ignore', output, output] });
closeSync(output);
const result: SideStepRecord = {
  status: status ?? 1,
  wallSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  cpuSeconds: Number((cpuSeconds() - cpuBefore).toFixed(1)),
};
writeFileSync(record, `${JSON.stringify(result)}\n`);
