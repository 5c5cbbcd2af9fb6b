/**
 * The built client files (dist/client: prerendered pages, /_astro assets, public/) served by our own
 * server (scripts/serve.ts) in front of Astro's handler.
 *
 * Why not the adapter's standalone handler: it asks the disk about every request (an lstat, then a
 * failed stat through `send`) before a page rendered on demand may start, which cost a third of the
 * throughput of the listing API. dist/client does not change while the server runs, so it is indexed
 * once at start and a request that is not in the index goes straight to Astro.
 *
 * Files precompressed at build time (scripts/precompress.ts writes `x.br` and `x.gz` beside `x`) are
 * sent to clients that accept them, with the negotiation of src/lib/server/compression.ts.
 */
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import { type Encoding, preferredEncoding } from './compression';

export interface StaticFile {
  /** Path under the client folder, with a leading slash (what `send` is given). */
  file: string;
  /** Precompressed siblings present on disk. */
  encodings: Encoding[];
}

const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const ASSETS_PREFIX = '/_astro/';

/** Every file under `dir`, as a path from it with a leading slash ('/_astro/x.js'). */
export function* walk(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), relative);
    else if (entry.isFile()) yield relative;
  }
}

/**
 * URL path → file, for every file under `clientDir`. A folder's index.html also answers for the folder,
 * with and without its trailing slash (/about-us and /about-us/), as Astro's own handler did. Dot files
 * are left out, and so are the precompressed siblings themselves (they are variants, not URLs).
 */
export function indexStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Set(walk(clientDir));
  const index = new Map<string, StaticFile>();
  for (const file of files) {
    if (file.split('/').some((part) => part.startsWith('.'))) continue;
    const original = file.replace(/\.(br|gz)$/, '');
    if (original !== file && files.has(original)) continue;
    const entry: StaticFile = {
      file,
      encodings: (Object.keys(ENCODING_SUFFIX) as Encoding[]).filter((encoding) => files.has(file + ENCODING_SUFFIX[encoding])),
    };
    index.set(file, entry);
    if (file.endsWith('/index.html')) {
      const folder = file.slice(0, -'index.html'.length);
      index.set(folder, entry);
      if (folder !== '/') index.set(folder.slice(0, -1), entry);
    }
  }
  return index;
}

/** The decoded path of a request URL (no query or fragment), or null when it does not decode. */
export function requestPath(url: string): string | null {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return null;
  }
}

/**
 * Sends `entry` for a GET or HEAD, in the best encoding the client accepts that was precompressed. ETag,
 * Last-Modified, conditional and range requests are `send`'s; hashed /_astro assets are cached for a year.
 */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, entry: StaticFile, clientDir: string): void {
  const wanted = preferredEncoding(req.headers['accept-encoding']);
  const encoding = wanted && entry.encodings.includes(wanted) ? wanted : null;
  if (entry.encodings.length) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) {
    // `send` names the type after the file it reads (x.js.br): the type is the original's.
    res.setHeader('Content-Type', contentType(path.extname(entry.file)) || 'application/octet-stream');
    res.setHeader('Content-Encoding', encoding);
  }
  const stream = send(req, encoding ? entry.file + ENCODING_SUFFIX[encoding] : entry.file, { root: clientDir, index: false, dotfiles: 'deny' });
  stream.on('headers', () => {
    if (entry.file.startsWith(ASSETS_PREFIX)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  });
  stream.on('error', (error: { status?: number }) => {
    // The index said the file is there; it can only have gone missing under us.
    res.statusCode = error.status ?? 500;
    res.end();
  });
  stream.pipe(res);
}
