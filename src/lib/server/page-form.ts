import type { z } from 'zod';
import { FIELD_ERRORS_SUMMARY, type FormState } from '../form-state';
import { fieldErrors, HttpError, readBody } from './http';
import { logger } from './log';

/**
 * A form sent to its own page as a plain HTML POST (issue 15, item 8: every form works before its island
 * starts). It is checked with the SAME schema as its API twin and sent by the SAME feature function, so
 * the visitor sees the same messages; what was typed comes back with them. The write rate limit of the
 * API twin applies too (src/lib/server/write-policy.ts, PAGE_FORM_ROUTES). Answers the state to render
 * and the status to answer with (422 when something must be corrected, as the API). `fields` are the
 * form's named fields; `context.input` makes the schema's input of them when they differ (the six OTP boxes).
 */
export async function handlePageForm<S extends z.ZodObject, K extends string>(
  request: Request,
  schema: S,
  fields: readonly K[],
  send: (data: z.output<S>) => Promise<string>,
  context: { route: string; reqId?: string; input?: (values: Record<K, string>) => unknown },
): Promise<{ state: FormState<K>; status: number }> {
  const values = Object.fromEntries(fields.map((field) => [field, ''])) as Record<K, string>;
  const state: FormState<K> = { values, errors: {}, formError: '', success: '' };
  try {
    const body = await readBody(request);
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') values[field] = value;
    }
    const parsed = schema.safeParse(context.input ? context.input(values) : values);
    if (!parsed.success) {
      state.errors = fieldErrors(parsed.error) as Partial<Record<K, string>>;
      state.formError = FIELD_ERRORS_SUMMARY;
      return { state, status: 422 };
    }
    state.success = await send(parsed.data);
    return { state, status: 200 };
  } catch (error) {
    if (error instanceof HttpError) {
      state.errors = (error.errors ?? {}) as Partial<Record<K, string>>;
      state.formError = error.errors && Object.keys(error.errors).length > 0 ? FIELD_ERRORS_SUMMARY : error.message;
      return { state, status: error.status };
    }
    logger.error({ err: error, route: context.route, reqId: context.reqId }, 'unhandled error in a page form');
    state.formError = 'Something went wrong. Please try again.';
    return { state, status: 500 };
  }
}

/** What answerPageForm needs of a page's `Astro`. */
interface FormPage {
  request: Request;
  routePattern: string;
  locals: { requestId?: string };
  response: { status?: number; headers: Headers };
}

/**
 * handlePageForm from a page's frontmatter: answers with its status, and the page (which shows what this
 * visitor typed) is never kept by a cache. Answers the state the page renders its form with.
 */
export async function answerPageForm<S extends z.ZodObject, K extends string>(
  page: FormPage,
  schema: S,
  fields: readonly K[],
  send: (data: z.output<S>) => Promise<string>,
): Promise<FormState<K>> {
  const { state, status } = await handlePageForm(page.request, schema, fields, send, { route: page.routePattern, reqId: page.locals.requestId });
  page.response.status = status;
  page.response.headers.set('cache-control', 'no-store');
  return state;
}
