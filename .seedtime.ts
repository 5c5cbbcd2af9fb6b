import { openDatabase } from './src/lib/server/db/client';
import { seedDemoCatalogue } from './src/features/catalog/demo-seed.server';
const handle = await openDatabase({ memory: true });
await handle.migrate();
for (let i = 0; i < 1; i++) {
  const started = performance.now();
  const r = await seedDemoCatalogue(handle.db);
  console.log('seed ms', Math.round(performance.now() - started), JSON.stringify(r));
}
const extra = process.argv[2];
if (extra) console.log((await handle.db.execute(extra as never)) as unknown);
await handle.close();
