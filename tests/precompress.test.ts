import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory, precompressedVariants } from '../scripts/precompress';

const root = mkdtempSync(path.join(tmpdir(), 'seva-precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, body: string | Buffer = 'x') {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}

describe('precompressDirectory and precompressedVariants', () => {
  const page = `<!doctype html><title>About</title>${'<p>Seva helps people find a plumber.</p>'.repeat(100)}`;
  write('about-us/index.html', page);
  write('_astro/app.abc123.js', `export const a = ${JSON.stringify('x'.repeat(4000))};`);
  write('favicon.svg', '<svg/>');
  write('archive.tar.gz', Buffer.from([0x1f, 0x8b, 0, 0]));
  precompressDirectory(root);

  it('writes brotli and gzip variants of text files worth compressing, and none of small ones', () => {
    expect(brotliDecompressSync(readFileSync(path.join(root, 'about-us/index.html.br'))).toString()).toBe(page);
    expect(precompressedVariants(root).sort()).toEqual([
      '_astro/app.abc123.js.br',
      '_astro/app.abc123.js.gz',
      'about-us/index.html.br',
      'about-us/index.html.gz',
    ]);
  });

  it('does not take a real .gz file with no original beside it for a variant (the server serves it as itself)', () => {
    expect(precompressedVariants(root)).not.toContain('archive.tar.gz');
  });
});
