/**
 * The background jobs the server runs (src/lib/server/jobs.ts), wired here by the composition root: each
 * feature defines its jobs, this list names them, and scripts/serve.ts starts a runner over it once the
 * server listens. Nothing here runs before `listen()`: a start never waits for background work.
 *
 * To add a job: define a JobDefinition beside the code it runs (its feature's `*.server.ts`), add it to
 * `backgroundJobs` below, and either give it `everyMs` (periodic: each turn run by one instance) or
 * enqueue it (`enqueueJob`) where the work arises.
 */
import { signInRetentionJob } from '../src/features/auth/auth.server';
import { LISTINGS_TAG } from '../src/features/catalog/cache-tags';
import { leadExpiryJob } from '../src/features/leads/inbox.server';
import { askForListingPlaces, askForNewSearchTextShape, BACKFILL_BATCH, listingPlacesJob } from '../src/features/listings/places.server';
import { trackRecordJobs } from '../src/features/track-record/track-record.server';
import type { DatabaseHandle } from '../src/lib/server/db/client';
import { invalidate } from '../src/lib/server/invalidation';
import { idempotencyRetentionJob } from '../src/lib/server/idempotency';
import { createJobRunner, type JobRunner } from '../src/lib/server/jobs';
import { rateLimitRetentionJob } from '../src/lib/server/rate-limit';
import { contactViewsRetentionJob } from '../src/features/leads/contact-views.server';
import { logger } from '../src/lib/server/log';
import { configuredChannels } from '../src/lib/server/outbox/channels';
import { isOptedOut } from '../src/features/consent/opt-outs.server';
import { createOutboxWorker, outboxRetentionJob } from '../src/lib/server/outbox/worker';

/**
 * Every job the server runs. Changed reply-time and quote figures show on listing cards, details and partner
 * pages (all tagged `catalog`): every instance forgets them (src/lib/server/invalidation.ts).
 */
export const backgroundJobs = [
  listingPlacesJob,
  ...trackRecordJobs(() => invalidate(['catalog', LISTINGS_TAG])),
  leadExpiryJob,
  signInRetentionJob,
  rateLimitRetentionJob,
  idempotencyRetentionJob,
  outboxRetentionJob,
  contactViewsRetentionJob,
];

/**
 * How the jobs run on each engine. PGlite runs each statement on the server's own thread, one at a time, so
 * there a step is smaller and followed by a rest in which the requests that waited meanwhile are answered
 * (measured on 20,000 listings: 2,000 a step took 2–4 s of PGlite each, and with no rest /readyz waited
 * 34 s, behind the whole backfill). PostgreSQL runs them beside the requests, and its outbox sends four
 * messages at once.
 */
const PACE = {
  pglite: { restMs: 250, backfillBatch: 250, outboxLanes: 1 },
  postgres: { restMs: 0, backfillBatch: BACKFILL_BATCH, outboxLanes: 4 },
} as const;

/**
 * Starts this instance's runner (called once the server listens) and asks for the start's one-off work: the
 * places and search text of listings written without them, and every search text when its shape is new. Also starts the outbox worker, which delivers
 * every message to a person (src/lib/server/outbox/worker.ts): at once, beside the jobs, as a sign-in code
 * must not wait behind a backfill. Answers the runner, stopped (with the outbox worker) at shutdown.
 */
export function startBackgroundJobs(database: DatabaseHandle): JobRunner {
  const pace = PACE[database.kind];
  const runner = createJobRunner({ db: database.db, jobs: backgroundJobs, restMs: pace.restMs });
  const outbox = createOutboxWorker({ db: database.db, channels: configuredChannels(isOptedOut), lanes: pace.outboxLanes });
  outbox.start();
  askForListingPlaces(database.db, pace.backfillBatch)
    .then(() => askForNewSearchTextShape(database.db, pace.backfillBatch))
    .catch((error: unknown) => logger.warn({ err: error }, 'jobs: the listings backfill could not be asked for'))
    .finally(() => runner.start());
  return {
    ...runner,
    async stop() {
      await Promise.all([runner.stop(), outbox.stop()]);
    },
  };
}
