import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) of this process and of the children it has waited for (/proc/self/stat's utime,
 * stime, cutime, cstime, in clock ticks of 1/100 s): a step's CPU time, which the machine's other load does not
 * change the way it changes the wall time. 0 where /proc is missing.
 */
export function cpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return 0;
  }
}
