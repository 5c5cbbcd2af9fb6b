import { readFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in MB ('VmRSS', 'VmHWM'), or undefined once the process is gone. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface MemoryWatch {
  /** The highest resident memory seen so far (MB): the larger of the sampled VmRSS and the kernel's VmHWM. */
  peakMb(): number;
  stop(): number;
}

/** Samples a process's resident memory every `everyMs` (Linux /proc), keeping the peak. */
export function watchMemory(pid: number, everyMs = 200): MemoryWatch {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS') ?? 0, statusMb(pid, 'VmHWM') ?? 0);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    peakMb() {
      sample();
      return Math.round(peak);
    },
    stop() {
      sample();
      clearInterval(timer);
      return Math.round(peak);
    },
  };
}
