import { type Actor, nextState, type ProcessSpec, type RowOwners, refusalOf } from '../process';
import type { Database } from './db/client';
import { processEvents } from './db/schema';
import { HttpError } from './http';

/** The database inside the transaction a transition runs in. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Where a process's rows live: how one is locked and read, how its new state is written, and the 404 for none. */
export interface ProcessStore<State extends string, Row extends RowOwners<State>> {
  lock(tx: Executor, id: number): Promise<Row | undefined>;
  write(tx: Executor, id: number, state: State, set: Record<string, unknown>): Promise<void>;
  missing(): HttpError;
}

export interface TransitionOptions<State extends string, Row, Action extends string> {
  now: Date;
  /** The permission table: whether a member's role may take an action. */
  can: (role: string, action: Action) => boolean;
  /** Why the row may not take it although its state allows (409), or null. */
  guard?: (row: Row) => string | null;
  /** What the transition writes beside the state, from the locked row. */
  set?: (row: Row, to: State) => Record<string, unknown>;
  /** A 409 (a state it does not start from, a guard) answers null instead of throwing: nothing to do. */
  ifPossible?: boolean;
}

export interface Taken<State extends string, Row> {
  row: Row;
  from: State;
  to: State;
}

/**
 * Takes transition `name` of `process` for row `id`, inside `tx`: locks the row, checks the actor and the state
 * against the process's table (refusalOf) and the guard, writes the new state with what `set` adds, and records
 * the event (who, what, when). What the transition causes is the process's server module's to apply, in the
 * same transaction. A refusal is an HttpError: 404 for a row that is not the actor's (as if it did not exist).
 */
export async function transition<
  State extends string,
  Name extends string,
  Action extends string,
  Cause extends string,
  Row extends RowOwners<State>,
>(
  tx: Executor,
  process: ProcessSpec<State, Name, Action, Cause>,
  store: ProcessStore<State, Row>,
  name: Name,
  id: number,
  actor: Actor,
  options: TransitionOptions<State, Row, Action>,
): Promise<Taken<State, Row> | null> {
  const row = await store.lock(tx, id);
  if (!row) throw store.missing();
  const refusal = refusalOf(process, name, actor, row, options.can);
  const guarded = refusal ? null : (options.guard?.(row) ?? null);
  const blocked = refusal ?? (guarded === null ? null : { status: 409 as const, message: guarded });
  if (blocked) {
    if (blocked.status === 409 && options.ifPossible) return null;
    throw blocked.status === 404 ? store.missing() : new HttpError(blocked.status, blocked.message);
  }
  const to = nextState(process.transitions[name], row.state);
  await store.write(tx, id, to, options.set?.(row, to) ?? {});
  await recordEvent(tx, { process: process.name, subjectId: id, transition: name, from: row.state, to, actor, at: options.now });
  return { row, from: row.state, to };
}

/** Records what happened to a row of a process: by `transition()`, and for a row that follows another's (a booking's lead). */
export async function recordEvent(
  tx: Executor,
  event: { process: string; subjectId: number; transition: string; from: string; to: string; actor: Actor; at: Date },
): Promise<void> {
  await tx.insert(processEvents).values({
    process: event.process,
    subjectId: event.subjectId,
    transition: event.transition,
    fromState: event.from,
    toState: event.to,
    actorKind: event.actor.kind,
    actorUserId: event.actor.kind === 'system' ? null : event.actor.userId,
    createdAt: event.at,
  });
}
