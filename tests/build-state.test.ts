import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale, builtSiteUrl, markBuilt, recordBuiltSiteUrl } from '../scripts/build-state';

/**
 * Prerendered pages carry SITE_URL from the build (scripts/build-state.ts): a build made for another SITE_URL
 * is stale for `npm start`, as one older than its sources is.
 */
describe('build state', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'seva-build-state-'));
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/page.astro'), '---\n---\n');
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, 'src/page.astro'), past, past);
    utimesSync(path.join(root, 'src'), past, past);
    mkdirSync(path.join(root, 'dist/server'), { recursive: true });
    writeFileSync(path.join(root, 'dist/server/entry.mjs'), '');
    writeFileSync(path.join(root, 'dist/serve.mjs'), '');
    recordBuiltSiteUrl(path.join(root, 'dist'), 'http://localhost:4321');
    markBuilt('dist', root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is fresh for the SITE_URL it was built for', () => {
    expect(builtSiteUrl(path.join(root, 'dist'))).toBe('http://localhost:4321');
    expect(buildIsStale('http://localhost:4321', 'dist', root)).toBe(false);
  });

  it('is stale when SITE_URL changed, so npm start rebuilds the prerendered pages', () => {
    expect(buildIsStale('https://seva.example', 'dist', root)).toBe(true);
    recordBuiltSiteUrl(path.join(root, 'dist'), 'https://seva.example');
    expect(buildIsStale('https://seva.example', 'dist', root)).toBe(false);
    expect(buildIsStale('http://localhost:4321', 'dist', root)).toBe(true);
  });

  it('is stale when the build recorded no SITE_URL (made before it did) or a source is newer', () => {
    rmSync(path.join(root, 'dist/site-url.txt'));
    expect(buildIsStale('http://localhost:4321', 'dist', root)).toBe(true);
    recordBuiltSiteUrl(path.join(root, 'dist'), 'http://localhost:4321');
    writeFileSync(path.join(root, 'src/page.astro'), '---\n---\n<p>changed</p>\n');
    // The file system's clock is coarse (a few ms): written in the same tick as the stamp, the source would
    // not be newer. An edit made a moment later is what this rule is about.
    const later = new Date(Date.now() + 10_000);
    utimesSync(path.join(root, 'src/page.astro'), later, later);
    expect(buildIsStale('http://localhost:4321', 'dist', root)).toBe(true);
  });

  it('reads SITE_URL for the build as the server does (environment, then .env), and stops on a bad one with one line', () => {
    const buildState = pathToFileURL(path.resolve('scripts/build-state.ts')).href;
    // In the temporary folder, so that the .env read is the one written here.
    const read = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        ['--import', import.meta.resolve('tsx/esm'), '-e', `import(${JSON.stringify(buildState)}).then((m) => console.log(m.siteUrlForBuild()))`],
        {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
          encoding: 'utf8',
        },
      );
    expect(read({}).stdout.trim()).toBe('http://localhost:4321');
    expect(read({ SITE_URL: 'https://seva.example/' }).stdout.trim()).toBe('https://seva.example');
    writeFileSync(path.join(root, '.env'), 'SITE_URL=https://from-dotenv.example\n');
    expect(read({}).stdout.trim()).toBe('https://from-dotenv.example');
    expect(read({ SITE_URL: 'https://seva.example' }).stdout.trim()).toBe('https://seva.example');
    const bad = read({ SITE_URL: 'seva.example' });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('seva: Invalid SITE_URL: must be a URL like https://seva.example');
  });
});
