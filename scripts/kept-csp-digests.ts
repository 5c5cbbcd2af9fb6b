import type { Plugin } from 'vite';

/**
 * Astro hashes the inline scripts and styles of every page it renders on demand for the Content-Security-Policy
 * (`generateCspDigest`, astro/dist/core/encryption.js), on every request, through WebCrypto's thread pool: ~3 % of
 * a listing page's server CPU at 1M listings (`scripts/bench-scale-cpu.ts --cpu-prof`), for the same few strings
 * every time (the build's scripts and styles). This Vite plugin rewrites that function, as the build bundles it,
 * to keep each digest it has made (a string's digest never changes). Kept per algorithm and text, at most
 * CSP_DIGESTS_KEPT of them: anything made per request (a server island's content) cannot grow it without bound.
 * A module of another shape fails the build rather than go slow unseen.
 */
export const CSP_DIGESTS_KEPT = 1000;

const DEFINITION = 'async function generateCspDigest(data, algorithm) {';

const KEEP = `
const keptCspDigests = new Map();
function generateCspDigest(data, algorithm) {
\tlet kept = keptCspDigests.get(algorithm);
\tif (!kept) keptCspDigests.set(algorithm, (kept = new Map()));
\tlet digest = kept.get(data);
\tif (digest === undefined) {
\t\tif (kept.size >= ${CSP_DIGESTS_KEPT}) kept.clear();
\t\tdigest = madeCspDigest(data, algorithm);
\t\tkept.set(data, digest);
\t}
\treturn digest;
}
`;

const isEncryptionModule = (id: string) => /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/.test(id);

/** astro/dist/core/encryption.js with its CSP digests kept; throws when it has not the function it should. */
export function keepCspDigests(code: string): string {
  if (code.split(DEFINITION).length !== 2) {
    throw new Error('astro/dist/core/encryption.js no longer defines generateCspDigest as scripts/kept-csp-digests.ts expects: update it');
  }
  return code.replace(DEFINITION, 'async function madeCspDigest(data, algorithm) {') + KEEP;
}

export function keptCspDigests(): Plugin {
  return {
    name: 'seva-kept-csp-digests',
    transform(code, id) {
      return isEncryptionModule(id) ? { code: keepCspDigests(code), map: null } : null;
    },
  };
}
