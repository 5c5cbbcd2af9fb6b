import { FetchError, ofetch, type ResponseType } from 'ofetch';
import { API_BASE } from '../paths';
import { m } from './i18n';
import type { ResumableAction } from '../stores/pending-action';
import { sessionRefused } from '../stores/sign-in';

declare module 'ofetch' {
  // biome-ignore lint/suspicious/noExplicitAny: an augmentation repeats ofetch's own type parameters exactly, `any` default included.
  interface FetchOptions<R extends ResponseType = ResponseType, T = any> {
    /**
     * What a 401 means for this call. 'ask' (the default): the visitor did something that needs sign-in,
     * so they are asked to; 'optional': a background read (the hearts' ids, the header's name) that
     * simply finds the visitor signed out.
     */
    signIn?: 'ask' | 'optional';
    /** The action to resume on this page after signing in, when a 401 asks for it (src/stores/pending-action.ts). */
    resume?: ResumableAction;
  }
}

/** A promise that never settles: the page is leaving for /login, so the call's island shows no error for it. */
const leavingForSignIn = () => new Promise<never>(() => undefined);

/**
 * The one way islands call the API: same-origin `/api`, the session cookie sent along (SPEC.md section 7
 * "credentials sent"), a custom header that marks the call as ours, and every 401 handled here
 * (src/stores/sign-in.ts): no island checks for one itself.
 */
export const api = ofetch.create({
  baseURL: API_BASE,
  credentials: 'include',
  headers: { 'x-requested-with': 'seva' },
  async onResponseError({ options, response }) {
    if (response.status !== 401) return;
    const signIn = options.signIn ?? 'ask';
    sessionRefused(signIn, options.resume);
    if (signIn === 'ask') await leavingForSignIn();
  },
});

export interface ApiErrorBody {
  message?: string;
  msg?: string;
  errors?: Record<string, string | string[]>;
}

/** The body of a failed call, when the server sent one. */
export function errorBody(error: unknown): ApiErrorBody {
  if (error instanceof FetchError && error.data && typeof error.data === 'object') return error.data as ApiErrorBody;
  return {};
}

/** The message to show for a failed call: the server's wording, or a plain fallback. */
export function errorMessage(error: unknown, fallback: string = m['error.generic']()): string {
  const body = errorBody(error);
  if (body.message) return body.message;
  if (body.msg) return body.msg;
  if (error instanceof FetchError && !error.response) return m['error.offline']();
  return fallback;
}

/** The server's error for one form field, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  const value = errorBody(error).errors?.[field];
  return Array.isArray(value) ? value[0] : value;
}
