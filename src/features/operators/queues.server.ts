import { m } from '../../lib/i18n';
import { pendingClaims } from './claims.server';
import ClaimsQueue from './ClaimsQueue.astro';
import { listGrievances } from '../grievances/grievances.server';
import GrievancesQueue from './GrievancesQueue.astro';
import { recentTakedowns } from './takedowns.server';
import TakedownsLog from './TakedownsLog.astro';
import { defineQueue, type OperatorQueue } from './queue';
import { pendingBusinesses } from './new-businesses.server';
import NewBusinessesQueue from './NewBusinessesQueue.astro';
import { pendingReports } from './reports.server';
import ReportsQueue from './ReportsQueue.astro';

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
  defineQueue({
    id: 'businesses',
    action: 'operator.businesses.approve',
    title: () => m['operator.queue.businesses.title'](),
    lead: () => m['operator.queue.businesses.lead'](),
    load: () => pendingBusinesses(),
    view: NewBusinessesQueue,
  }),
  defineQueue({
    id: 'reports',
    action: 'operator.reports.decide',
    title: () => m['operator.queue.reports.title'](),
    lead: () => m['operator.queue.reports.lead'](),
    load: () => pendingReports(),
    view: ReportsQueue,
  }),
  defineQueue({
    id: 'grievances',
    action: 'operator.grievances.read',
    title: () => m['operator.queue.grievances.title'](),
    lead: () => m['operator.queue.grievances.lead'](),
    // Its clock is the nearer open deadline: acknowledging until it is acknowledged, then resolving.
    load: async () =>
      (await listGrievances()).map((item) => ({
        ...item,
        key: `grievance-${item.ticket}`,
        receivedAt: item.filedAt,
        dueAt: item.acknowledgedAt ? item.resolveBy : item.acknowledgeBy,
      })),
    view: GrievancesQueue,
  }),
  defineQueue({
    id: 'takedowns',
    action: 'operator.takedown',
    title: () => m['operator.queue.takedowns.title'](),
    lead: () => m['operator.queue.takedowns.lead'](),
    load: async () => (await recentTakedowns(20)).map((row) => ({ ...row, key: `takedown-${row.id}`, receivedAt: row.at, dueAt: null })),
    view: TakedownsLog,
  }),
];
