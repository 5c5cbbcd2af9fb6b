// Preloaded into a test's server (NODE_OPTIONS="--expose-gc --import=…"): SIGUSR2 runs a full garbage
// collection and writes process.memoryUsage() to $SEVA_TEST_MEMORY_FILE, so that a test measures what the
// server keeps, not garbage V8 has yet to collect (tests/api/bounded-reads.test.ts). V8's heap cannot be
// read from outside the process; /proc gives only the resident size.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.SEVA_TEST_MEMORY_FILE;
if (typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    // A memory-reducing collection, as V8's memory reducer makes when the server goes idle: it also gives
    // back the heap pages V8 pools for reuse (~250 pages of 256 kB after 1,500 requests), which a plain
    // gc() leaves resident although they hold nothing.
    globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    if (!file) return;
    writeFileSync(`${file}.tmp`, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    renameSync(`${file}.tmp`, file);
  });
}
