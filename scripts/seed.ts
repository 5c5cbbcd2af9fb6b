/**
 * `npm run seed`: applies migrations and loads the demo catalogue (idempotent: loading it twice
 * changes nothing). Stop the server first when it runs on embedded PGlite: one process at a time.
 */
import path from 'node:path';
import { config } from '../src/lib/server/config';
import { openDatabase } from '../src/lib/server/db/client';
import { seedDemoCatalogue } from '../src/features/catalog/demo-seed.server';

const handle = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') },
);
try {
  await handle.migrate();
  const summary = await seedDemoCatalogue(handle.db);
  console.log(`seva: demo catalogue loaded: ${JSON.stringify(summary)}`);
} finally {
  await handle.close();
}
