/**
 * A process as data: its states and its transitions, each with the states it starts from, the state it leads
 * to, who may take it and what it causes. The lead and booking processes (features/leads/lead-process.ts,
 * features/bookings/booking-process.ts) are written with these types; code asks the table (`refusalOf`)
 * instead of an if-chain, and one `transition()` (lib/server/transition.ts) takes a transition by name. Pure:
 * islands read the same states and labels.
 */
import { m, saidWhenRead, withSaidWhenRead } from './i18n';

/**
 * Who takes a transition: the customer whose request it is, a member of the business (with their role there),
 * an operator, or the system: the clock, or another process's transition that this one follows.
 */
export type Actor =
  | { kind: 'customer'; userId: number }
  | { kind: 'member'; userId: number; partnerId: number; role: string }
  | { kind: 'operator'; userId: number }
  | { kind: 'system' };
export type ActorKind = Actor['kind'];
export const ACTOR_KINDS: readonly ActorKind[] = ['customer', 'member', 'operator', 'system'];

export const SYSTEM: Actor = { kind: 'system' };

/**
 * Who may take a transition: `customer` the customer the row belongs to, `member` a member of the row's business
 * whose role may take that action of the permission table, `operator` an operator, `system` the system.
 */
export interface MayTake<Action extends string> {
  customer?: true;
  member?: Action;
  operator?: true;
  system?: true;
}

export interface TransitionSpec<State extends string, Action extends string, Cause extends string> {
  /** The states it may be taken from. */
  from: readonly State[];
  /** The state it leads to: one state, one per starting state (a state not named stays), or `null` (the state stays). */
  to: State | Partial<Record<State, State>> | null;
  by: MayTake<Action>;
  /** What it causes besides the new state, each applied by the process's server module in the same transaction. */
  causes: readonly Cause[];
  /** A timed transition: taken by the clock this many hours after the row was created. */
  afterHours?: number;
}

/**
 * Each name of a process's list by itself (`leadState.won === 'won'`), so that code names a state or a kind
 * through its process, never by a literal.
 */
export const namesOf = /* @__NO_SIDE_EFFECTS__ */ <const N extends string>(names: readonly N[]): { [K in N]: K } =>
  Object.fromEntries(names.map((name) => [name, name])) as { [K in N]: K };

export interface StateSpec {
  /** How a person reads it, and its colours (Tailwind classes) wherever it shows as a badge. */
  label: string;
  tone: string;
}

/** A state of a process table: its label read when read (in the language of the request or page reading it), and its badge's colours. */
export const stateSpec = /* @__NO_SIDE_EFFECTS__ */ (label: () => string, tone: string): StateSpec => withSaidWhenRead({ tone }, { label });

export interface ProcessSpec<
  State extends string,
  Name extends string,
  Action extends string,
  Cause extends string,
  Transition extends TransitionSpec<State, Action, Cause> = TransitionSpec<State, Action, Cause>,
> {
  name: string;
  states: Record<State, StateSpec>;
  transitions: Record<Name, Transition>;
  /** The 409 message when a transition is asked of a row in a state it does not start from. */
  closed: (state: State, transition: Name) => string;
}

/** Messages of a refused actor, the same for every process. */
export const ACTOR_MESSAGES = saidWhenRead({
  notYours: m['process.refusal.notYours'],
  notAllowed: m['process.refusal.notAllowed'],
  ownersOnly: m['process.refusal.ownersOnly'],
});

export interface Refusal {
  status: 403 | 404 | 409;
  message: string;
}

/** The row a transition is asked of, as the check needs it: its state, its customer and its business. */
export interface RowOwners<State extends string> {
  state: State;
  customerId: number | null;
  partnerId: number;
}

/**
 * Why `actor` may not take `transition` of `row` now, or null when they may. In this order: an actor of a kind
 * the transition does not name (403); a customer whose row it is not, a member of another business (404, as if
 * it did not exist); a member whose role may not take the action (403, `can` reads the permission table); a
 * state the transition does not start from (409).
 */
export function refusalOf<State extends string, Name extends string, Action extends string, Cause extends string>(
  process: ProcessSpec<State, Name, Action, Cause>,
  name: Name,
  actor: Actor,
  row: RowOwners<State>,
  can: (role: string, action: Action) => boolean,
): Refusal | null {
  const spec = process.transitions[name];
  if (!spec.by[actor.kind]) return { status: 403, message: ACTOR_MESSAGES.notAllowed };
  if (actor.kind === 'customer' && row.customerId !== actor.userId) return { status: 404, message: ACTOR_MESSAGES.notYours };
  if (actor.kind === 'member') {
    if (actor.partnerId !== row.partnerId) return { status: 404, message: ACTOR_MESSAGES.notYours };
    if (spec.by.member && !can(actor.role, spec.by.member)) return { status: 403, message: ACTOR_MESSAGES.ownersOnly };
  }
  if (!spec.from.includes(row.state)) return { status: 409, message: process.closed(row.state, name) };
  return null;
}

/** The state a transition leads to from `state`. */
export function nextState<State extends string>(spec: { to: State | Partial<Record<State, State>> | null }, state: State): State {
  if (spec.to === null) return state;
  if (typeof spec.to === 'string') return spec.to;
  return spec.to[state] ?? state;
}
