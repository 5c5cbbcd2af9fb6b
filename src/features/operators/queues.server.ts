import { m } from '../../lib/i18n';
import { pendingClaims } from './claims.server';
import ClaimsQueue from './ClaimsQueue.astro';
import { defineQueue, type OperatorQueue } from './queue';

/**
 * The console's queues, in the order it shows them: one entry each, with the operator action that opens it
 * (members/permissions.ts), its loader and its view (an .astro file of its own). A new queue is one entry here
 * and one view; the console page, its counts and its clocks follow.
 */
export const operatorQueues: readonly OperatorQueue[] = [
  defineQueue({
    id: 'claims',
    action: 'operator.claims.decide',
    title: () => m['operator.queue.claims.title'](),
    lead: () => m['operator.queue.claims.lead'](),
    load: () => pendingClaims(),
    view: ClaimsQueue,
  }),
];
