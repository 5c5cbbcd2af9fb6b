import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One reading of the server's memory, in MB. */
export interface MemorySample {
  /** Seconds since sampling began. */
  second: number;
  /** VmRSS of /proc/<pid>/status: what the machine pays for the process. */
  rssMb: number;
  /** V8's heapUsed, reported by bench/memory-probe.mjs inside the server (absent without it). */
  heapMb?: number;
}

/** Node arguments and environment that make a bench server report its V8 heap (bench/memory-probe.mjs). */
export function memoryProbe(file: string): { nodeArgs: string[]; env: Record<string, string> } {
  return {
    nodeArgs: ['--import', pathToFileURL(path.resolve('bench/memory-probe.mjs')).href],
    env: { SEVA_BENCH_MEMORY_FILE: file },
  };
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function readSample(pid: number, probeFile: string, second: number): MemorySample | undefined {
  const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!rssKb) return undefined; // the process is gone
  let heapMb: number | undefined;
  try {
    heapMb = mb((JSON.parse(readFileSync(probeFile, 'utf8')) as { heapUsed: number }).heapUsed);
  } catch {
    heapMb = undefined; // the probe has not written yet
  }
  return { second, rssMb: mb(rssKb * 1024), heapMb };
}

/** Samples a process's memory every `everySeconds` until stopped; answers the samples taken. */
export function sampleMemory(pid: number, probeFile: string, everySeconds = 10): { stop(): MemorySample[] } {
  const began = Date.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const sample = readSample(pid, probeFile, Math.round((Date.now() - began) / 1000));
    if (sample) samples.push(sample);
  };
  take();
  const timer = setInterval(take, everySeconds * 1000);
  return {
    stop() {
      clearInterval(timer);
      // A last reading at the very end, unless the timer has just taken one.
      if ((Date.now() - began) / 1000 - (samples.at(-1)?.second ?? 0) > 2) take();
      return samples;
    },
  };
}

export interface MemoryVerdict {
  start: MemorySample;
  peak: MemorySample;
  end: MemorySample;
  flat: boolean;
  reason: string;
}

/** Within this share above the start, the end counts as flat. */
const FLAT_SHARE = 0.15;
/** Or, when the last half of the run adds less than this, memory has levelled off. */
const LEVEL_MB = 5;

/**
 * Whether memory stayed flat over the soak, judged on RSS (what the machine pays; heapUsed swings by
 * tens of MB with the moment a collection happens). Memory that settles is healthy and memory that
 * keeps climbing is a leak. So: flat when the end is within 15 % of the start taken after the warm-up
 * (caches, JIT code and PGlite's buffers filled); or, when something legitimately fills slowly over
 * the run (the database grows with every write the soak makes), when the second half of the run adds
 * less than 5 MB — a leak keeps climbing in both halves.
 */
export function judgeMemory(samples: MemorySample[], startSecond: number): MemoryVerdict | undefined {
  const measured = samples.filter((sample) => sample.second >= startSecond);
  if (measured.length < 2) return undefined;
  const start = measured[0]!;
  const end = measured.at(-1)!;
  const peak = measured.reduce((high, sample) => (sample.rssMb > high.rssMb ? sample : high));
  const middle = measured.find((sample) => sample.second >= (start.second + end.second) / 2) ?? end;
  const growth = (end.rssMb - start.rssMb) / start.rssMb;
  const lastHalf = end.rssMb - middle.rssMb;
  const pct = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;
  if (growth <= FLAT_SHARE) {
    return { start, peak, end, flat: true, reason: `end ${end.rssMb} MB is ${pct(growth)} on the start ${start.rssMb} MB (≤ ${FLAT_SHARE * 100} %)` };
  }
  const flat = lastHalf < LEVEL_MB;
  return {
    start,
    peak,
    end,
    flat,
    reason: `end ${end.rssMb} MB is ${pct(growth)} on the start ${start.rssMb} MB; the last half added ${lastHalf.toFixed(1)} MB (${flat ? '<' : '≥'} ${LEVEL_MB} MB${flat ? ': levelled off' : ': still climbing'})`,
  };
}
