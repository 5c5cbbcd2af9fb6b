// Preloaded into a test's server (NODE_OPTIONS="--expose-gc --import=…"): SIGUSR2 runs a full garbage
// collection and writes process.memoryUsage() (and the React files it loaded) to $SEVA_TEST_MEMORY_FILE, so that a test measures what the
// server keeps, not garbage V8 has yet to collect (tests/api/bounded-reads.test.ts). V8's heap cannot be
// read from outside the process; /proc gives only the resident size.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const file = process.env.SEVA_TEST_MEMORY_FILE;
if (typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    // A memory-reducing collection, as V8's memory reducer makes when the server goes idle: it also gives
    // back the heap pages V8 pools for reuse (~250 pages of 256 kB after 1,500 requests), which a plain
    // gc() leaves resident although they hold nothing.
    globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    if (!file) return;
    // And which of React's builds it runs (its CommonJS files, loaded as the server renders).
    const react = Object.entries(require.cache)
      .filter(([name, module]) => module?.loaded && /\/react(-dom)?\/cjs\//.test(name))
      .map(([name]) => name);
    writeFileSync(`${file}.tmp`, JSON.stringify({ at: Date.now(), ...process.memoryUsage(), react }));
    renameSync(`${file}.tmp`, file);
  });
}
