import { readFileSync } from 'node:fs';

/** /proc's clock ticks a second (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used, from /proc/<pid>/stat's utime and stime, and with
 * `withChildren` also cutime and cstime (the children it has waited for); undefined where the process or /proc
 * is missing.
 */
export function processCpuSeconds(pid: number | 'self', withChildren = false): number | undefined {
  const fields = statFields(pid);
  return fields && fields.slice(11, withChildren ? 15 : 13).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS_PER_SECOND;
}

/** The fields of /proc/<pid>/stat after the command name (which is in parentheses and may hold spaces), or undefined. */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * Minor page faults of a process so far (its first touches of memory), or undefined when it is gone. On the
 * Firecracker VMs these benches run on one costs 5-25 µs, against well under 1 µs on an ordinary machine.
 */
export function processMinorFaults(pid: number | 'self'): number | undefined {
  const fields = statFields(pid);
  return fields && Number(fields[7]);
}

/**
 * CPU seconds (user + system) of this process and of the children it has waited for: a step's CPU time, which
 * the machine's other load does not change the way it changes the wall time. 0 where /proc is missing.
 */
export const cpuSeconds = (): number => processCpuSeconds('self', true) ?? 0;
