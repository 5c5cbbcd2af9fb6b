import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CSP_DIGESTS_KEPT, keepCspDigests } from '../scripts/kept-csp-digests';

interface Encryption {
  generateCspDigest(data: string, algorithm: 'SHA-256' | 'SHA-384' | 'SHA-512'): Promise<string>;
}

const astroDir = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const original = path.join(astroDir, 'dist/core/encryption.js');

/**
 * Astro's module as the build bundles it (rewritten), in the work tree's cache (where its package imports resolve),
 * its own relative imports pointed at Astro's folder.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
async function rewrittenEncryption(): Promise<Encryption> {
  mkdirSync('.cache', { recursive: true });
  const dir = mkdtempSync(path.resolve('.cache/seva-csp-digests-'));
  made.push(dir);
  const file = path.join(dir, 'encryption.js');
  const beside = pathToFileURL(path.dirname(original)).href;
  writeFileSync(file, keepCspDigests(readFileSync(original, 'utf8')).replaceAll('from "./', `from "${beside}/`));
  return import(pathToFileURL(file).href);
}

describe("Astro's CSP digests, kept", () => {
  it('are the digests Astro makes', async () => {
    const kept = await rewrittenEncryption();
    const astro = (await import(pathToFileURL(original).href)) as Encryption;
    for (const text of ['astro-island{display:contents}', '(()=>{console.log("ा")})()'])
      for (const algorithm of ['SHA-256', 'SHA-384'] as const) {
        expect(await kept.generateCspDigest(text, algorithm)).toBe(await astro.generateCspDigest(text, algorithm));
        expect(await kept.generateCspDigest(text, algorithm)).toBe(await astro.generateCspDigest(text, algorithm));
      }
  });

  it('are made once a text: the second ask answers the first answer', async () => {
    const kept = await rewrittenEncryption();
    expect(kept.generateCspDigest('a{}', 'SHA-256')).toBe(kept.generateCspDigest('a{}', 'SHA-256'));
    const first = kept.generateCspDigest('b{}', 'SHA-256');
    for (let n = 0; n < CSP_DIGESTS_KEPT; n++) await kept.generateCspDigest(`c${n}{}`, 'SHA-256');
    // Full, the memo starts again rather than grow.
    expect(kept.generateCspDigest('b{}', 'SHA-256')).not.toBe(first);
  });

  it('fail the build when Astro changes the function', () => {
    expect(() => keepCspDigests('export const generateCspDigest = async () => "";')).toThrow(/no longer defines/);
  });
});
