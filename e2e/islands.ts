import { expect, type Locator, type Page } from '@playwright/test';

/*
 * When islands start. Astro drops an island's `ssr` attribute once it has hydrated. Islands due at load
 * are client:load and client:idle; client:visible ones start when seen; client:intent ones
 * (src/lib/client/intent-directive.ts) on a visitor's pointer, touch or focus, or once the page is engaged.
 */

/** Waits until every island due at load has hydrated. */
export async function loadIslandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"]):not([client="intent"])')).toHaveCount(0);
}

/** Brings `control` into view and puts the pointer on it, as a visitor does, then waits until its island has started. */
export async function startedOnIntent(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.hover();
  await expect(page.locator('astro-island', { has: control }).first()).not.toHaveAttribute('ssr');
}
