// Preloaded into a test's server (NODE_OPTIONS="--expose-gc --import=…"): SIGUSR2 runs a full garbage
// collection, so that a test reading the process's resident memory from /proc measures what is kept,
// not garbage V8 has not collected yet (tests/api/bounded-reads.test.ts).
if (typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    globalThis.gc();
  });
}
