/**
 * When the database cannot answer in time (unreachable, restarting, out of connections, too slow), a request
 * is answered 503 with a Retry-After within a few seconds and logged in one short line, never a 500 with a
 * stack trace (CONTRACT.md "Many instances, one truth"); the pool (client.ts) reconnects by itself once the
 * database is back. This module says which errors are such a fault; src/lib/server/http.ts, src/middleware.ts
 * and scripts/serve.ts answer them.
 */

/** Seconds a client is asked to wait before trying again (the Retry-After of a 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** More requests are already waiting for a database connection than the pool lets wait (client.ts). */
export class DatabaseBusyError extends Error {
  constructor(waiting: number) {
    super(`${waiting} requests already wait for a database connection`);
    this.name = 'DatabaseBusyError';
  }
}

/** Socket errors of a database that cannot be reached (refused, reset, no route, no name). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a database that is there but cannot serve now: connection exceptions (08…), insufficient
 * resources (53…: too many clients, out of memory, disk full), the server shutting down or starting (57P…),
 * a statement cancelled by statement_timeout (57014: too slow) and a lock not had in time (55P03).
 */
const isUnavailableState = (code: string) => /^(08|53|57P)/.test(code) || code === '57014' || code === '55P03';

/** What node-postgres and its pool say when a connection is lost, or not had in time. */
const NODE_POSTGRES_ERROR_TEXTS = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** The error and its causes (drizzle wraps the driver's error in a DrizzleQueryError's `cause`). */
function* chain(error: unknown): Generator<unknown> {
  for (let depth = 0, current = error; current && depth < 6; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function faultOf(error: unknown): string | null {
  if (error instanceof DatabaseBusyError) return 'pool wait queue full';
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return code;
  const message = error instanceof Error ? error.message : '';
  return NODE_POSTGRES_ERROR_TEXTS.find((text) => message.startsWith(text)) ?? null;
}

/**
 * What went wrong, in a few words for the log line ("Query read timeout", "ECONNREFUSED", "57014"), when
 * `error` (or one of its causes) says the database is unavailable; null for any other error.
 */
export function databaseUnavailable(error: unknown): string | null {
  for (const link of chain(error)) {
    const fault = faultOf(link);
    if (fault) return fault;
  }
  return null;
}
