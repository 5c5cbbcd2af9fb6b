/**
 * The process's stop (scripts/serve.ts on SIGTERM/SIGINT): once draining, /readyz answers 503 so load
 * balancers move on while the requests in flight finish, and the database is closed only after the last
 * request's handling has settled (a client that left does not stop the work it asked for).
 */
let draining = false;

export const isDraining = () => draining;

export function startDraining(): void {
  draining = true;
}

let inFlight = 0;
const settledWaiters = new Set<() => void>();

/** `handling` (one request's work), counted until it settles. */
export async function countedInFlight<T>(handling: Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await handling;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      for (const settle of settledWaiters) settle();
      settledWaiters.clear();
    }
  }
}

/** Resolves once no counted request is in flight. */
export function requestsSettled(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.add(resolve));
}
