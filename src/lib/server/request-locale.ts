import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage } from '../../paraglide/runtime.js';
import type { Locale } from '../i18n';
import { readRequestLocaleWith } from '../locale-path';

/**
 * The language of the request being answered, for every message the server renders in it (pages, islands'
 * first render, endpoints' messages, mails sent while answering). Paraglide's messages read it from this store;
 * outside a request (start-up, the clock's jobs) they speak English unless given `{ locale }`.
 */
const requests = new AsyncLocalStorage<{ locale?: Locale; origin?: string; messageCalls?: Set<string> }>();
overwriteServerAsyncLocalStorage(requests);
readRequestLocaleWith(() => requests.getStore()?.locale);

/** Runs `answer` (and everything it awaits) with its messages in `locale`. */
export function inLocale<T>(locale: Locale, answer: () => T): T {
  return requests.run({ ...requests.getStore(), locale }, answer);
}
