// Preloaded into the soak's server (`node --import`): once a second it writes the process's own
// memoryUsage() to $SEVA_BENCH_MEMORY_FILE, because V8's heap cannot be read from outside the process
// (/proc gives only its RSS). Written to a temporary name and renamed, so a reader never sees half a file.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.SEVA_BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    writeFileSync(`${file}.tmp`, JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external }));
    renameSync(`${file}.tmp`, file);
  }, 1000).unref();
}
