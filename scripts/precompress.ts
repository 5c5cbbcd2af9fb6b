import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentType } from 'mime-types';
import { isCompressible, MIN_COMPRESSIBLE_BYTES } from '../src/lib/server/compression';
import { walk } from '../src/lib/server/static-files';

/** The files of `dir` (full paths), without the variants an earlier run wrote. */
const files = (dir: string) => [...walk(dir)].filter((file) => !/\.(br|gz)$/.test(file)).map((file) => path.join(dir, file));

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) beside every text file of `dir` worth
 * compressing, once at build time, so that the server sends static files compressed without spending
 * CPU per request (src/lib/server/static-files.ts picks the variant). A variant that would not be
 * smaller than the original is not written. Returns how many files got variants.
 */
export function precompressDirectory(dir: string): number {
  const targets = files(dir).filter((file) => isCompressible(contentType(path.extname(file)) || '') && statSync(file).size >= MIN_COMPRESSIBLE_BYTES);
  for (const file of targets) {
    const body = readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  }
  return targets.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist/client';
  console.log(`seva: precompressed ${precompressDirectory(dir)} files in ${dir}`);
}
