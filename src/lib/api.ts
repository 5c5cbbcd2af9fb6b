import { FetchError, ofetch, type ResponseType } from 'ofetch';
import { API_BASE, apiPaths } from '../paths';
import { m } from './i18n';
import { currentLocale, languageTag } from './locale-path';
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

/** The islands' calls that create something (an enquiry, a booking, a visit, a review): sent with an Idempotency-Key. */
const CREATING = new Set([apiPaths.enquiry(), apiPaths.booking(), apiPaths.bookVisit(), apiPaths.submitReview()]);

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A random value for this tab (sessionStorage), so that one tab's keys are not another's. */
function tabSalt(): string {
  const fresh = () => hex(crypto.getRandomValues(new Uint8Array(16)));
  try {
    const kept = sessionStorage.getItem('seva:submit-salt') ?? fresh();
    sessionStorage.setItem('seva:submit-salt', kept);
    return kept;
  } catch {
    return fresh();
  }
}

/**
 * The Idempotency-Key of a submit: a hash of this tab's salt, the route and what is sent. The same submit sent
 * again — a retry after the connection dropped, a second tap, the page reloaded and sent again — carries the
 * same key, and the server answers what it answered the first time instead of creating a second one
 * (src/lib/server/idempotency.ts); a changed form is a new submit. Undefined where the browser has no
 * SubtleCrypto (a page not on https or localhost).
 */
async function submitKey(route: string, body: unknown): Promise<string | undefined> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return undefined;
  const text = `${tabSalt()}\n${route}\n${typeof body === 'string' ? body : JSON.stringify(submitted(body) ?? null)}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

/**
 * What a body says, for its key: a multipart body (an enquiry with photos) as its fields in order, each
 * file by its name, type and size, so that two different forms never share a key (JSON has no FormData).
 */
function submitted(body: unknown): unknown {
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return body;
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : [value.name, value.type, value.size]]);
}

/** A promise that never settles: the page is leaving for /login, so the call's island shows no error for it. */
const leavingForSignIn = () => new Promise<never>(() => undefined);

/**
 * The one way islands call the API: same-origin `/api`, the session cookie sent along (SPEC.md section 7
 * "credentials sent"), a custom header that marks the call as ours, the page's language, an Idempotency-Key on
 * every submit that creates something, and every 401 handled here (src/stores/sign-in.ts): no island checks for
 * one itself.
 */
export const api = ofetch.create({
  baseURL: API_BASE,
  credentials: 'include',
  headers: { 'x-requested-with': 'seva' },
  async onRequest({ request, options }) {
    // The language of the page, not the browser's: the answer's words and what the call sends on (a sign-in code,
    // a welcome, a message to support, a grievance's language) speak the page's (CONTRACT.md "Languages").
    if (!options.headers.has('accept-language')) options.headers.set('accept-language', languageTag(currentLocale()));
    // (ofetch calls this before it puts baseURL in front: the route as the island named it.)
    const route = typeof request === 'string' ? request : '';
    if (options.method !== 'POST' || !CREATING.has(route) || options.headers.has('idempotency-key')) return;
    const key = await submitKey(route, options.body);
    if (key) options.headers.set('idempotency-key', key);
  },
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
