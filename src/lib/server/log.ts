import pino from 'pino';
import { config } from './config';

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/**
 * Text of an error as it may be logged: a failed query's parameters (which carry what the user sent:
 * emails, codes, addresses) cut off, and any email address left masked.
 */
export function scrubErrorText(text: string): string {
  return text.replace(/\bparams: [^\n]*/g, 'params: [redacted]').replace(EMAIL, '[email]');
}

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubErrorText(error) : error;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrubErrorText(error.message),
    stack: error.stack ? scrubErrorText(error.stack) : undefined,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.cause ? { cause: serializeError(error.cause) } : {}),
  };
}

/**
 * Structured JSON logs, one line an event (src/middleware.ts writes one for every request: id, method,
 * route pattern, status, milliseconds). Personal data (emails, codes, tokens) is never passed to the
 * logger; the redact list and the error serializer are a second line of defence.
 */
export const logger = pino({
  level: config.LOG_LEVEL,
  base: undefined,
  serializers: { err: serializeError, error: serializeError },
  redact: {
    paths: ['email', 'otp', 'code', 'token', 'authorization', 'cookie', '*.email', '*.otp', '*.token', '*.authorization', '*.cookie'],
    censor: '[redacted]',
  },
});

/**
 * The one line logged for every request answered (src/middleware.ts, and scripts/serve.ts's kept answers):
 * id, method, route pattern (/api/notification-seen/[id] rather than the path: no ids, codes or search
 * text), status and milliseconds; a warning, with what failed, when the database could not serve it.
 */
export function logRequest(line: { reqId: string; method: string; route: string; status: number; ms: number; databaseFault?: string }): void {
  // A request the database could not serve says what failed, on this one line (src/lib/server/db/faults.ts).
  if (line.databaseFault) logger.warn(line, 'request');
  else logger.info(line, 'request');
}
