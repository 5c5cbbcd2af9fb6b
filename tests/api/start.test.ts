import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/server';

/**
 * `npm start` (tsx scripts/start.ts) serves from a process started with the allocator settings of
 * scripts/server-process.ts, which glibc reads only at a process's start, and a SIGTERM to it still drains
 * and exits 0.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The ids of the processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

const environOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

describe('npm start', () => {
  it('serves from a process with GLIBC_TUNABLES glibc.malloc.arena_max=2 and a V8 young generation of at most 2 × 32 MB, and SIGTERM drains it and exits 0', async () => {
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    const port = await freePort();
    const { GLIBC_TUNABLES: _, NODE_OPTIONS: __, ...env } = process.env;
    const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toMatch(/seva: ready on http:\/\/127\.0\.0\.1:\d+/);

    // Started without the setting, start.ts ran itself again with it: that second process serves.
    expect(environOf(start.pid!).some((line) => line.startsWith('GLIBC_TUNABLES='))).toBe(false);
    // (tsx's esbuild service is a child too.)
    const [server] = childrenOf(start.pid!).filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/start.ts'));
    expect(server, output).toBeDefined();
    expect(environOf(server!)).toContain('GLIBC_TUNABLES=glibc.malloc.arena_max=2');
    expect(environOf(server!).find((line) => line.startsWith('NODE_OPTIONS='))).toMatch(/--max-semi-space-size=32\b/);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    const exited = once(start, 'exit') as Promise<[number | null, string | null]>;
    start.kill('SIGTERM');
    expect(await exited, output).toEqual([0, null]);
    expect(output).toContain('SIGTERM: drained, stopped');
  });
});
