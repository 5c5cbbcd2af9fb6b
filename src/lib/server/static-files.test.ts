import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexStaticFiles, requestPath } from './static-files';

const root = mkdtempSync(path.join(tmpdir(), 'seva-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, body = 'x') {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}

describe('indexStaticFiles', () => {
  write('about-us/index.html');
  write('about-us/index.html.br');
  write('about-us/index.html.gz');
  write('_astro/app.abc123.js');
  write('_astro/app.abc123.js.br');
  write('favicon.svg');
  write('.well-known/secret');
  write('.env');
  write('archive.tar.gz');
  write('404.html');
  const index = indexStaticFiles(root);

  it('answers a folder’s index.html for the folder, with and without the slash', () => {
    for (const url of ['/about-us', '/about-us/', '/about-us/index.html']) {
      expect(index.get(url), url).toEqual({ file: '/about-us/index.html', encodings: ['br', 'gzip'] });
    }
  });

  it('records precompressed variants without making them URLs of their own', () => {
    expect(index.get('/_astro/app.abc123.js')?.encodings).toEqual(['br']);
    expect(index.has('/_astro/app.abc123.js.br')).toBe(false);
    expect(index.has('/about-us/index.html.gz')).toBe(false);
    expect(index.get('/favicon.svg')?.encodings).toEqual([]);
  });

  it('keeps a real .gz file that has no original beside it, and leaves out dot files', () => {
    expect(index.has('/archive.tar.gz')).toBe(true);
    expect(index.has('/.env')).toBe(false);
    expect(index.has('/.well-known/secret')).toBe(false);
  });

  it('does not make pages rendered on demand look static', () => {
    for (const url of ['/', '/api/services', '/service/plumbing', '/about']) expect(index.has(url), url).toBe(false);
  });
});

describe('requestPath', () => {
  it('drops the query and fragment and decodes', () => {
    expect(requestPath('/about-us?utm=x')).toBe('/about-us');
    expect(requestPath('/blog/a%20b#top')).toBe('/blog/a b');
    expect(requestPath('/')).toBe('/');
  });

  it('is null for a path that does not decode', () => {
    expect(requestPath('/%E0%A4')).toBeNull();
  });
});
