/**
 * `npm run seed`: applies migrations and loads the demo catalogue (idempotent: loading it twice
 * changes nothing). Stop the server first when it runs on embedded PGlite: one process at a time.
 */
import path from 'node:path';
import { config } from '../src/lib/server/config';
import { openDatabase } from '../src/lib/server/db/client';
import { seedDemoCatalogue } from '../src/features/demo/demo-seed.server';

const handle = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') });
try {
  await handle.migrate();
  const started = performance.now();
  const { loaded, ...counts } = await seedDemoCatalogue(handle.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    loaded
      ? `seva: demo catalogue loaded in ${seconds} s: ${JSON.stringify(counts)}`
      : `seva: demo catalogue already loaded, nothing changed: ${JSON.stringify(counts)}`,
  );
} finally {
  await handle.close();
}
