import type { Page } from '@playwright/test';

/**
 * The page's script errors and console errors, collected as they happen: a spec ends with
 * `expect(errors).toEqual([])`. A 4xx answer the page handles (wrong input, a refused call, the 401 of a
 * stale session) is logged by Chromium as a failed resource and is not one.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
