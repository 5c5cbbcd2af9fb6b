import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { m } from '../i18n';
import { isRowId } from '../row-id';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from './db/faults';
import { logger } from './log';

/** An error with an HTTP status whose message is safe to show (CONTRACT.md "API"). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, m['error.signInFirst']());
export const notFound = (what: string = m['error.notFound']()) => new HttpError(404, what);

/** Field errors of a zod failure, one message a field (the first), keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Whether a value holds a NUL character anywhere (in a string, a key, or nested). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * Parses input with a feature's schema; a failure is a 422 with `errors` per field. Text with a NUL
 * character is a 400 before any schema sees it: neither engine can store or compare it (PostgreSQL
 * raises an error on it in a query parameter), and no person types one.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  if (holdsNul(input)) throw new HttpError(400, m['error.characterNotAllowed']());
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw new HttpError(422, Object.values(errors)[0] ?? m['error.invalidInput'](), errors);
  }
  return result.data;
}

/**
 * Request body caps, so that no request makes the server hold more than it needs: multipart bodies carry
 * an image (at most 2 MB, src/lib/server/images.ts) plus the form; every other body is a small form or JSON object. src/middleware.ts refuses a declared
 * Content-Length above the cap before anything is read; readBody stops a body sent without one (chunked)
 * as soon as it passes the cap.
 */
export const BODY_LIMITS = { multipart: 3 * 1024 * 1024, other: 64 * 1024 } as const;

export const isMultipart = (contentType: string | null) => (contentType ?? '').toLowerCase().includes('multipart/form-data');

/** The largest body accepted with this content type. */
export const bodyLimitFor = (contentType: string | null) => (isMultipart(contentType) ? BODY_LIMITS.multipart : BODY_LIMITS.other);

export const tooLarge = () => new HttpError(413, m['error.bodyTooLarge']());

/** The whole body, refused with a 413 as soon as it passes `limit` bytes, whatever Content-Length said. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body's bytes as they came (a webhook's signature is over them), refused with a 413 past `limit` bytes
 * and with a 400 when the connection breaks.
 */
export async function readRawBody(request: Request, limit: number = BODY_LIMITS.other): Promise<Uint8Array<ArrayBuffer>> {
  try {
    if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
    return await readCapped(request, limit);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /size limit/i.test(`${error.message} ${String(error.cause ?? '')}`)) throw tooLarge();
    throw new HttpError(400, m['error.bodyUnreadable']());
  }
}

/**
 * Reads a request body as a plain object whatever its encoding: JSON, form-encoded or multipart
 * (files stay `File` values). A malformed body is a 400, an oversized one a 413, never a 500.
 * A form field named in `lists` keeps every value it was sent with, as an array (the enquiry's `photos`);
 * any other repeated field keeps its last value.
 */
export async function readBody(request: Request, { lists = [] }: { lists?: readonly string[] } = {}): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  const limit = bodyLimitFor(type);
  try {
    if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
    const bytes = await readCapped(request, limit);
    if (isMultipart(type) || type.includes('application/x-www-form-urlencoded')) {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
      const body: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        if (lists.includes(key)) body[key] = [...((body[key] as unknown[] | undefined) ?? []), value];
        else body[key] = value;
      }
      return body;
    }
    const text = new TextDecoder().decode(bytes);
    if (!text.trim()) return {};
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new HttpError(400, m['error.bodyNotObject']());
    }
    return parsed as Record<string, unknown>;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The server's own backstop (the adapter's bodySizeLimit) ends the stream with this message.
    if (error instanceof Error && /size limit/i.test(`${error.message} ${String(error.cause ?? '')}`)) throw tooLarge();
    throw new HttpError(400, m['error.bodyUnreadable']());
  }
}

/** A JSON answer. */
/**
 * A JSON answer. Its words follow `?lang=` or Accept-Language (CONTRACT.md "Languages"): it varies by the
 * latter, for the route cache and any other cache.
 */
export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(data, { status, headers });
  response.headers.append('vary', 'accept-language');
  return response;
}

/**
 * Wraps an endpoint so every failure is JSON with a `message` (and `errors` for forms), never a
 * stack trace. Unexpected errors are logged and answered with a 500 that says nothing internal.
 */
export function endpoint(handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof HttpError) {
        return json({ status: 0, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status, error.headers);
      }
      const fault = databaseUnavailable(error);
      if (fault) return databaseUnavailableAnswer(context, fault);
      logger.error({ err: error, route: context.routePattern, reqId: context.locals.requestId }, 'unhandled error in endpoint');
      return json({ status: 0, message: m['error.generic']() }, 500);
    }
  };
}

/**
 * The answer while the database cannot serve (src/lib/server/db/faults.ts): 503 with a JSON message and
 * Retry-After. What failed goes on the request's one log line (src/middleware.ts), not a stack trace.
 */
export function databaseUnavailableAnswer(context: { locals: App.Locals }, fault: string): Response {
  context.locals.databaseFault = fault;
  return json({ status: 0, message: m['error.databaseUnavailable']() }, 503, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
}

/** The signed-in user of a request, or a 401. */
export function requireUser(context: APIContext): App.SessionUser {
  const user = context.locals.user;
  if (!user) throw unauthorized();
  return user;
}

/** A positive integer id from a route parameter, or a 404. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!isRowId(id)) throw notFound();
  return id;
}
