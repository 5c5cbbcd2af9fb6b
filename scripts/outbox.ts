/**
 * `npm run outbox`: what the outbox could not deliver (src/lib/server/outbox/), for operators. Lists the
 * messages that failed and are being retried or were given up: id, channel, event, status, attempts, the
 * last error (short, with addresses and numbers blanked) and when; never a recipient or a text. Then the
 * count of rows in each status.
 *
 *   npm run outbox                 the list (the newest 100)
 *   npm run outbox -- retry <id>   asks for a given-up (or retrying) message to be sent again, now
 *
 * It opens the database the server uses (DATABASE_URL, else the PGlite files in DATA_DIR/db: stop the
 * server first, as PGlite has one process at a time).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { config } from '../src/lib/server/config';
import { openDatabase } from '../src/lib/server/db/client';
import { queryRows } from '../src/lib/server/db/rows';
import { failedMessages, outboxCounts } from '../src/lib/server/outbox/outbox';

const handle = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') });
try {
  const [command, id] = process.argv.slice(2);
  if (command === 'retry') {
    const rows = await queryRows<{ id: number }>(
      handle.db,
      sql`update outbox set status = 'retrying', attempts = 0, next_attempt_at = now(), lock_token = null, locked_until = null
        where id = ${Number(id)} and status in ('given-up', 'retrying') returning id`,
    );
    console.log(rows.length ? `outbox #${id}: will be sent again now` : `outbox #${id}: no such message waiting or given up`);
    process.exitCode = rows.length ? 0 : 1;
  } else if (command) {
    console.error('usage: npm run outbox [-- retry <id>]');
    process.exitCode = 2;
  } else {
    const failed = await failedMessages(handle.db);
    if (failed.length === 0) console.log('No failed messages.');
    else
      console.table(
        failed.map((row) => ({
          id: row.id,
          channel: row.channel,
          event: row.event,
          status: row.status,
          attempts: row.attempts,
          'last error': row.lastError ?? '',
          created: row.createdAt.toISOString(),
          'next try': row.status === 'given-up' ? '' : row.nextAttemptAt.toISOString(),
        })),
      );
    const counts = await outboxCounts(handle.db);
    console.log(
      Object.entries(counts)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
    );
  }
} finally {
  await handle.close();
}
