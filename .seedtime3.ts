import { sql } from 'drizzle-orm';
import { openDatabase } from './src/lib/server/db/client';
import { seedDemoCatalogue } from './src/features/catalog/demo-seed.server';
import { seedDemoTrackRecord } from './src/features/leads/track-record.server';
const h = await openDatabase({ memory: true });
await h.migrate();
await seedDemoCatalogue(h.db);
for (const mode of ['plain', 'noidx']) {
  await h.db.execute(sql`delete from meta where key = 'demo_track_record'`);
  await h.db.execute(sql`delete from leads`);
  await h.db.transaction(async (tx) => {
    if (mode === 'noidx') await tx.execute(sql`set local session_replication_role = replica`);
    const t = performance.now(); await seedDemoTrackRecord(tx); console.log(mode, 'track seed ms', Math.round(performance.now() - t));
  });
}
await h.close();
