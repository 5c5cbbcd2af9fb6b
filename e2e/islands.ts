import { expect, type Locator, type Page } from '@playwright/test';

/*
 * When islands start. Astro drops an island's `ssr` attribute once it has hydrated. Islands due at load
 * are client:load and client:idle; client:visible ones start when seen; client:intent ones
 * (src/lib/client/intent-directive.ts) fetch their code and start on a visitor's pointer, touch or focus,
 * or once the page is engaged (a scroll).
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

/**
 * Records which scripts `page` asks for (call before `goto`). A client:intent island's code comes neither
 * with the page nor at idle after it, but on the visitor's first sign of intent (or a scroll).
 */
export function recordScripts(page: Page): { notRequested(island: Locator): Promise<void>; requested(island: Locator): Promise<void> } {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  const codeOf = async (island: Locator) =>
    Promise.all(['component-url', 'renderer-url'].map(async (attribute) => (await island.getAttribute(attribute))!));
  return {
    /** Neither the island's own code nor its renderer (React) has been asked for. */
    async notRequested(island: Locator) {
      expect((await codeOf(island)).filter((path) => scripts.has(path))).toEqual([]);
    },
    /** The island's own code and its renderer have been asked for. */
    async requested(island: Locator) {
      for (const path of await codeOf(island)) await expect.poll(() => scripts.has(path), { message: `${path} asked for` }).toBe(true);
    },
  };
}
