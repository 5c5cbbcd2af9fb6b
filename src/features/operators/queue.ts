import type { OperatorAction } from '../members/permissions';

/** One thing waiting in a queue of the console: when it arrived and when it must be settled by. */
export interface QueueItem {
  /** Unique in its queue (the item's anchor on the page). */
  key: string;
  receivedAt: Date;
  /** Its deadline; null when it has none. */
  dueAt: Date | null;
}

/** What a queue's view is given to show. */
export interface QueueViewProps<T extends QueueItem = QueueItem> {
  items: T[];
  now: Date;
}

/**
 * A queue of the console (queues.server.ts lists them): its id (its anchor, `#queue-<id>`), the operator
 * action that opens it and decides its items, its title, what waits (oldest first) and the view that shows it.
 */
export interface OperatorQueue<T extends QueueItem = QueueItem> {
  id: string;
  action: OperatorAction;
  title: () => string;
  /** One line under the title: what the queue holds and its deadline. */
  lead: () => string;
  load: (now: Date) => Promise<T[]>;
  /** An .astro component (typed as Astro types one) that shows the items and their decisions. */
  view: (props: QueueViewProps<T>) => unknown;
}

/** Declares a queue, its items' own type kept inside it (the list holds queues of different items). */
export const defineQueue = <T extends QueueItem>(queue: OperatorQueue<T>): OperatorQueue => queue as unknown as OperatorQueue;
