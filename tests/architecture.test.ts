import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, suffix);
    return full.endsWith(suffix) ? [full] : [];
  });
}

/** Follows relative imports from a file, collecting every module it reaches. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const spec = match[1] ?? match[2]!;
    const base = path.resolve(path.dirname(file), spec);
    const candidate = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    if (candidate) reachable(candidate, seen);
  }
  return seen;
}

describe('client code', () => {
  it('never reaches server-only modules (src/lib/server or *.server.ts) from an island', () => {
    const islands = filesUnder('src', '.tsx');
    const offenders: string[] = [];
    for (const island of islands) {
      for (const module of reachable(island)) {
        if (module.includes(`${path.sep}lib${path.sep}server${path.sep}`) || module.endsWith('.server.ts')) {
          offenders.push(`${island} -> ${module}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('zod in the browser', () => {
  it('reaches islands only through src/lib/zod.ts, which turns off its eval probe (refused by our CSP)', () => {
    const wrapper = path.resolve('src/lib/zod.ts');
    const offenders: string[] = [];
    for (const island of filesUnder('src', '.tsx')) {
      for (const module of reachable(path.resolve(island))) {
        if (module !== wrapper && /from\s+['"]zod(?:\/[^'"]*)?['"]/.test(readFileSync(module, 'utf8').replace(/import type[^;]+;/g, ''))) {
          offenders.push(`${island} -> ${module}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
