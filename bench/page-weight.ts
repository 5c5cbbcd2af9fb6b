import { gzipSync } from 'node:zlib';

export interface PageWeight {
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  jsFiles: number;
}

const gz = (text: string) => gzipSync(text).length;

/** Static imports of an ES module chunk ("./x.js" specifiers), resolved against its URL. */
function staticImports(code: string, base: URL): URL[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    found.add(new URL(match[1]!, base).href);
  }
  return [...found].map((href) => new URL(href));
}

/**
 * What a page makes a browser download before it is interactive: its HTML, stylesheets and the
 * JavaScript of its islands and scripts with their static imports (lazy imports are not counted).
 */
export async function measurePageWeight(origin: string, path: string): Promise<PageWeight> {
  const pageUrl = new URL(path, origin);
  const html = await (await fetch(pageUrl)).text();
  const attr = (name: string) => [...html.matchAll(new RegExp(`${name}="([^"]+)"`, 'g'))].map((m) => m[1]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  let cssGzip = 0;
  for (const href of css) cssGzip += gz(await (await fetch(new URL(href, pageUrl))).text());
  for (const inline of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) cssGzip += gz(inline[1]!);

  const queue = [
    ...attr('component-url'),
    ...attr('renderer-url'),
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ].map((href) => new URL(href.replaceAll('&amp;', '&'), pageUrl));
  const seen = new Set<string>();
  let jsGzip = 0;
  for (const inline of html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (inline[1]!.trim()) jsGzip += gz(inline[1]!);
  }
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const code = await (await fetch(url)).text();
    jsGzip += gz(code);
    queue.push(...staticImports(code, url));
  }
  return { htmlGzip: gz(html), cssGzip, jsGzip, jsFiles: seen.size };
}
