import { FetchError, ofetch } from 'ofetch';

/**
 * The one way islands call the API: same-origin `/api`, the session cookie sent along
 * (SPEC.md section 7 "credentials sent"), and a custom header that marks the call as ours.
 */
export const api = ofetch.create({
  baseURL: '/api',
  credentials: 'include',
  headers: { 'x-requested-with': 'seva' },
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
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const body = errorBody(error);
  if (body.message) return body.message;
  if (body.msg) return body.msg;
  if (error instanceof FetchError && !error.response) return 'You seem to be offline. Check your connection and try again.';
  return fallback;
}

/** The server's error for one form field, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  const value = errorBody(error).errors?.[field];
  return Array.isArray(value) ? value[0] : value;
}
