import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of src/ (docs/ARCHITECTURE.md, "Who may import whom"), checked on every import of every
 * module. Each rule is a "never": a module of kind `from` never imports a module of kind `to`. Islands are
 * checked through everything they reach, since what an island imports is shipped to the browser.
 */

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const isFile = (candidate: string) => {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
};

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g;

/** The modules a file imports by a relative path, type-only imports included (a layer's types are part of it). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const base = path.join(path.dirname(file), (match[1] ?? match[2] ?? match[3])!);
    const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(isFile);
    if (target) found.push(path.normalize(target));
  }
  return found;
}

/** Every module `file` reaches through its imports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const target of importsOf(file)) reachable(target, seen);
  return seen;
}

const sources = filesUnder('src').filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file));

/** The kinds of module of the layering. */
const kind = {
  island: (file: string) => file.endsWith('.tsx'),
  server: (file: string) => file.startsWith(`src${path.sep}lib${path.sep}server${path.sep}`) || file.endsWith('.server.ts'),
  serverInfrastructure: (file: string) => file.startsWith(`src${path.sep}lib${path.sep}server${path.sep}`),
  clientHelper: (file: string) =>
    file.startsWith(`src${path.sep}lib${path.sep}client${path.sep}`) || file.startsWith(`src${path.sep}stores${path.sep}`),
  viewPiece: (file: string) => file.endsWith('.astro') && !file.startsWith(`src${path.sep}pages${path.sep}`),
  route: (file: string) => file.startsWith(`src${path.sep}pages${path.sep}`),
  apiRoute: (file: string) => file.startsWith(`src${path.sep}pages${path.sep}api${path.sep}`),
  feature: (file: string) => file.startsWith(`src${path.sep}features${path.sep}`),
};

const NEVER: { rule: string; from: (file: string) => boolean; to: (file: string) => boolean; transitive?: boolean }[] = [
  { rule: 'an island never reaches server code', from: kind.island, to: kind.server, transitive: true },
  { rule: 'a client helper never reaches server code', from: kind.clientHelper, to: kind.server, transitive: true },
  { rule: 'a view piece never imports server code', from: kind.viewPiece, to: kind.server },
  { rule: 'server code never imports a route', from: kind.server, to: kind.route },
  { rule: 'a feature never imports an API route', from: kind.feature, to: kind.apiRoute },
  { rule: 'server infrastructure never imports a feature', from: kind.serverInfrastructure, to: kind.feature },
];

describe('the layering', () => {
  for (const { rule, from, to, transitive } of NEVER) {
    it(rule, () => {
      const offenders: string[] = [];
      for (const file of sources.filter(from)) {
        const targets = transitive ? [...reachable(file)] : importsOf(file);
        for (const target of targets) if (to(target)) offenders.push(`${file} -> ${target}`);
      }
      expect(offenders).toEqual([]);
    });
  }

  it('knows every kind it checks (each rule has modules on both sides)', () => {
    for (const { rule, from, to } of NEVER) {
      expect(sources.some(from), rule).toBe(true);
      expect(sources.some(to), rule).toBe(true);
    }
  });
});

describe('zod in the browser', () => {
  it('reaches islands only through src/lib/zod.ts, which turns off its eval probe (refused by our CSP)', () => {
    const wrapper = path.normalize('src/lib/zod.ts');
    const offenders: string[] = [];
    for (const island of sources.filter(kind.island)) {
      for (const module of reachable(island)) {
        if (module !== wrapper && /from\s+['"]zod(?:\/[^'"]*)?['"]/.test(readFileSync(module, 'utf8').replace(/import type[^;]+;/g, ''))) {
          offenders.push(`${island} -> ${module}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
