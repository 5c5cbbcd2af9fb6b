/**
 * What the process does when it is asked to stop (scripts/serve.ts on SIGTERM/SIGINT): the server stops
 * taking requests, lets the ones in flight finish, then runs these hooks (close the database) and exits.
 *
 * The state sits on a global symbol, not in module scope: scripts/serve.ts loads this file through tsx
 * while the server code loads its own bundled copy in dist/, and both must see the same hooks.
 */
interface LifecycleState {
  draining: boolean;
  hooks: Array<{ name: string; run: () => Promise<void> | void }>;
}

const KEY = Symbol.for('seva.lifecycle');
const holder = globalThis as typeof globalThis & { [KEY]?: LifecycleState };
const state = (holder[KEY] ??= { draining: false, hooks: [] });

/** Registers work to do once no request is in flight any more (e.g. closing the database). */
export function onShutdown(name: string, run: () => Promise<void> | void): void {
  state.hooks.push({ name, run });
}

/** True once the process has been asked to stop: /readyz answers 503 so load balancers move on. */
export const isDraining = () => state.draining;

export function startDraining(): void {
  state.draining = true;
}

/** Runs the shutdown hooks, newest first; a failing hook does not stop the others. Returns the failures. */
export async function runShutdownHooks(): Promise<string[]> {
  const failures: string[] = [];
  for (const hook of [...state.hooks].reverse()) {
    try {
      await hook.run();
    } catch (error) {
      failures.push(`${hook.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  state.hooks.length = 0;
  return failures;
}
