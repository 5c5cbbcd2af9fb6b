import type { z } from 'zod';
import type { CallerLimit } from '../limit';
import { fieldErrorsSummary, type FormState } from '../form-state';
import { m } from '../i18n';
import { fieldErrors, HttpError, readBody } from './http';
import { logger } from './log';
import { limitCaller, type LimitedRequest } from './rate-limit';

/** What answerPageForm needs of a page (Astro's global in its frontmatter). */
export interface FormPage extends LimitedRequest {
  routePattern: string;
  response: ResponseInit & { headers: Headers };
}

export interface PageFormOptions<K extends string> {
  /** The API twin's own limit (its feature's), counted in the same bucket; null when it has only the default. */
  limit: CallerLimit | null;
  /** The schema's input made of the form's fields, when they differ (the six OTP boxes). */
  input?: (values: Record<K, string>) => unknown;
}

/**
 * A form sent to its own page as a plain HTML POST (every form works before its island starts). It is
 * checked with the SAME schema as its API twin and sent by the SAME feature function, so the visitor sees
 * the same messages; what was typed comes back with them. The twin's own limit (`limit`, with the same
 * bucket as the endpoint) is counted first, and the default write limit applies in the middleware
 * (write-policy.ts PAGE_FORM_ROUTES). Sets the page's status (422 when something must be corrected, as
 * the API; 429 with Retry-After over a limit) and answers the state to render. `fields` are the form's
 * named fields.
 */
export async function answerPageForm<S extends z.ZodObject, K extends string>(
  page: FormPage,
  schema: S,
  fields: readonly K[],
  send: (data: z.output<S>) => Promise<string>,
  options: PageFormOptions<K>,
): Promise<FormState<K>> {
  const { state, status, headers } = await handlePageForm(page, schema, fields, send, options);
  page.response.status = status;
  page.response.headers.set('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers ?? {})) page.response.headers.set(name, value);
  return state;
}

async function handlePageForm<S extends z.ZodObject, K extends string>(
  page: FormPage,
  schema: S,
  fields: readonly K[],
  send: (data: z.output<S>) => Promise<string>,
  options: PageFormOptions<K>,
): Promise<{ state: FormState<K>; status: number; headers?: Record<string, string> }> {
  const values = Object.fromEntries(fields.map((field) => [field, ''])) as Record<K, string>;
  const state: FormState<K> = { values, errors: {}, formError: '', success: '' };
  try {
    if (options.limit) await limitCaller(page, options.limit);
    const body = await readBody(page.request);
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') values[field] = value;
    }
    const parsed = schema.safeParse(options.input ? options.input(values) : values);
    if (!parsed.success) {
      state.errors = fieldErrors(parsed.error) as Partial<Record<K, string>>;
      state.formError = fieldErrorsSummary();
      return { state, status: 422 };
    }
    state.success = await send(parsed.data);
    return { state, status: 200 };
  } catch (error) {
    if (error instanceof HttpError) {
      state.errors = (error.errors ?? {}) as Partial<Record<K, string>>;
      state.formError = error.errors && Object.keys(error.errors).length > 0 ? fieldErrorsSummary() : error.message;
      return { state, status: error.status, headers: error.headers };
    }
    logger.error({ err: error, route: page.routePattern, reqId: page.locals.requestId }, 'unhandled error in a page form');
    state.formError = m['error.generic']();
    return { state, status: 500 };
  }
}
