import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface ApiRoute {
  /** The endpoint file, relative to the repository. */
  file: string;
  /** Astro's route pattern: /api/notification-seen/[id], /api/[...path]. */
  pattern: string;
  /** Dynamic segments in order ('...path' for a rest segment). */
  params: string[];
  /** Methods the file exports (ALL counts as every method). */
  methods: string[];
}

/**
 * Every API route, found by walking src/pages/api (so routes that land later are covered without a
 * list to update), with the HTTP methods each file exports.
 */
export function discoverApiRoutes(root = 'src/pages/api'): ApiRoute[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|js)$/.test(name) && !/\.test\.ts$/.test(name)) files.push(full);
    }
  };
  walk(root);
  return files.map((file) => {
    const relative = path
      .relative(root, file)
      .replace(/\\/g, '/')
      .replace(/\.(ts|js)$/, '')
      .replace(/(^|\/)index$/, '');
    const pattern = `/api/${relative}`.replace(/\/$/, '');
    const params = [...pattern.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]!);
    const source = readFileSync(file, 'utf8');
    const exported = new Set<string>();
    for (const match of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g))
      exported.add(match[1]!);
    for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name && /^(GET|POST|PUT|PATCH|DELETE|ALL)$/.test(name)) exported.add(name);
      }
    }
    const methods = exported.has('ALL') ? [...HTTP_METHODS] : HTTP_METHODS.filter((method) => exported.has(method));
    return { file, pattern, params, methods };
  });
}

/** A concrete path of a route pattern with the given values (URL-encoded) in its dynamic segments. */
export function fillPattern(route: ApiRoute, values: string[]): string {
  let index = 0;
  return route.pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = values[index++] ?? '1';
    return name.startsWith('...') ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}
