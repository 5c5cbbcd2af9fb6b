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

/** importsOf's answers: each file is read once, however many rules and islands walk through it. */
const importsRead = new Map<string, string[]>();

/** The modules a file imports by a relative path, type-only imports included (a layer's types are part of it). */
function importsOf(file: string): string[] {
  const known = importsRead.get(file);
  if (known) return known;
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const base = path.join(path.dirname(file), (match[1] ?? match[2] ?? match[3])!);
    const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(isFile);
    if (target) found.push(path.normalize(target));
  }
  importsRead.set(file, found);
  return found;
}

/** Every module `file` reaches through its imports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const target of importsOf(file)) reachable(target, seen);
  return seen;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Every module of src/, its tests included. */
const modulesAndTests = filesUnder('src').filter((file) => /\.(ts|tsx|astro)$/.test(file));
const sources = modulesAndTests.filter((file) => !isTest(file));

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

const NEVER: {
  rule: string;
  from: (file: string) => boolean;
  to: (file: string) => boolean;
  transitive?: boolean;
  /** Checks the `from` side's tests too (a test of server infrastructure that needs a feature belongs beside the feature). */
  tests?: boolean;
}[] = [
  { rule: 'an island never reaches server code', from: kind.island, to: kind.server, transitive: true },
  { rule: 'a client helper never reaches server code', from: kind.clientHelper, to: kind.server, transitive: true },
  { rule: 'a view piece never imports server code', from: kind.viewPiece, to: kind.server },
  { rule: 'server code never imports a route', from: kind.server, to: kind.route },
  { rule: 'a feature never imports an API route', from: kind.feature, to: kind.apiRoute },
  { rule: 'server infrastructure never imports a feature', from: kind.serverInfrastructure, to: kind.feature, tests: true },
];

/**
 * The feature folders (src/features/<folder>) and, for each, the folders its modules import (type-only imports
 * included, tests left out), each with one import that shows it ("src/features/a/x.ts -> src/features/b/y.ts").
 */
function featureFolderGraph(): Map<string, Map<string, string>> {
  const folderOf = (file: string) => file.split(path.sep)[2]!;
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources.filter(kind.feature)) {
    const targets = graph.get(folderOf(file)) ?? new Map<string, string>();
    graph.set(folderOf(file), targets);
    for (const target of importsOf(file)) {
      if (kind.feature(target) && folderOf(target) !== folderOf(file) && !targets.has(folderOf(target))) {
        targets.set(folderOf(target), `${file} -> ${target}`);
      }
    }
  }
  return graph;
}

/** A cycle of a directed graph, as its nodes with the first one again at the end; [] when it has none. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (node: string): string[] => {
    const open = trail.indexOf(node);
    if (open >= 0) return [...trail.slice(open), node];
    if (done.has(node)) return [];
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle.length > 0) return cycle;
    }
    trail.pop();
    done.add(node);
    return [];
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle.length > 0) return cycle;
  }
  return [];
}

describe('the layering', () => {
  for (const { rule, from, to, transitive, tests } of NEVER) {
    it(rule, () => {
      const offenders: string[] = [];
      for (const file of (tests ? modulesAndTests : sources).filter(from)) {
        const targets = transitive ? [...reachable(file)] : importsOf(file);
        for (const target of targets) if (to(target)) offenders.push(`${file} -> ${target}`);
      }
      expect(offenders).toEqual([]);
    });
  }

  it('feature folders import each other without a cycle', () => {
    const graph = featureFolderGraph();
    const cycle = findCycle(new Map([...graph].map(([folder, targets]) => [folder, [...targets.keys()]])));
    const named = cycle.slice(1).map((to, index) => `${cycle[index]} -> ${to} (${graph.get(cycle[index]!)!.get(to)})`);
    expect(named, 'a cycle of feature folders: move the code one of them imports to the domain that owns it').toEqual([]);
    expect(graph.get('workspace')?.has('leads'), 'the graph has the folders and their imports').toBe(true);
  });

  it('finds a cycle of folders where there is one, and none where there is none', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(findCycle(cyclic)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['a']]]))).toEqual(['a', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('knows every kind it checks (each rule has modules on both sides)', () => {
    for (const { rule, from, to, tests } of NEVER) {
      expect(sources.some(from), rule).toBe(true);
      expect(sources.some(to), rule).toBe(true);
      if (tests) expect(modulesAndTests.filter(isTest).some(from), `${rule}: its tests`).toBe(true);
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

describe('islands', () => {
  it('marks every component a page hydrates as rendered with React (src/lib/react-island.ts), so the server renders it once', () => {
    const unmarked: string[] = [];
    const islands = new Set<string>();
    for (const page of sources.filter((file) => file.endsWith('.astro'))) {
      const text = readFileSync(page, 'utf8');
      for (const [, name] of text.matchAll(/<([A-Z]\w*)\b[^>]*?\sclient:/g)) {
        const from = new RegExp(`import\\s+${name}\\s+from\\s+['"](\\.[^'"]+)['"]`).exec(text)?.[1];
        const base = from && path.join(path.dirname(page), from);
        const island = base && [base, `${base}.tsx`].find(isFile);
        if (!island) {
          unmarked.push(`${page}: ${name} (not found)`);
          continue;
        }
        islands.add(island);
        if (!/^if \(import\.meta\.env\.SSR\) reactIsland\(\w+\);$/m.test(readFileSync(island, 'utf8'))) {
          unmarked.push(`${page}: ${name} (${island})`);
        }
      }
    }
    expect(islands.size).toBeGreaterThan(20);
    expect(unmarked).toEqual([]);
  });
});

/** Every file of ours with code comments: src/, scripts/, tests/, e2e/, bench/ and astro.config.mjs. */
const commentedFiles = [...['src', 'scripts', 'tests', 'e2e', 'bench'].flatMap(filesUnder), 'astro.config.mjs'].filter((file) =>
  /\.(ts|tsx|mts|astro|js|mjs|cjs|css)$/.test(file),
);

/** The comments of a file: block comments (JSX's too), line comments (not a URL's `//`) and HTML comments. */
function commentsOf(text: string): string[] {
  return text.match(/\/\*[\s\S]*?\*\/|(?<![:\\'"`\w])\/\/[^\n]*|<!--[\s\S]*?-->/g) ?? [];
}

/**
 * A comment that sends the reader to an issue by its number (the word, an optional '#', the number) instead of
 * saying the reason: the tracker is not beside the code, and its entries are closed, moved or renumbered.
 */
const CITES_AN_ISSUE = /\bissues?\s*#?\s*\d/i;

const citingComments = (file: string) => commentsOf(readFileSync(file, 'utf8')).filter((comment) => CITES_AN_ISSUE.test(comment));

describe('comments', () => {
  it('say their reason themselves, never by an issue number', () => {
    const offenders = commentedFiles.flatMap((file) => citingComments(file).map((comment) => `${file}: ${comment.trim().slice(0, 120)}`));
    expect(offenders).toEqual([]);
  });

  it('are found where they are written', () => {
    // Built from parts, so that this file's own text holds no such comment.
    const issue = 'issue';
    const citing = (text: string) => commentsOf(text).filter((comment) => CITES_AN_ISSUE.test(comment));
    expect(citing(`const a = 1; // see ${issue} 4\n/* ${issue} #5 */ <p /><!-- (${issue}s 6 and 7) -->\n{/* ${issue}19 */}`)).toHaveLength(4);
    expect(citing(`const url = 'https://example.com/${issue} 7'; error.issues[0]; // React error #418, not an ${issue}`)).toEqual([]);
  });
});

/** The longest a file under src/pages may be: a route loads its data and composes views; more is a view to move to its feature. */
const PAGE_MAX_LINES = 250;

describe('routes', () => {
  it(`are at most ${PAGE_MAX_LINES} lines each`, () => {
    const long = filesUnder(path.join('src', 'pages'))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length }))
      .filter(({ lines }) => lines > PAGE_MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
