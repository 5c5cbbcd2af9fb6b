/**
 * Whether the process has been asked to stop (scripts/serve.ts on SIGTERM/SIGINT): /readyz then answers
 * 503 so load balancers move on while the requests in flight finish.
 */
let draining = false;

export const isDraining = () => draining;

export function startDraining(): void {
  draining = true;
}
