import { expect, type Locator, type Page } from '@playwright/test';

/*
 * When islands start. Astro drops an island's `ssr` attribute once it has hydrated. Islands due at load
 * are client:load and client:idle; client:visible ones start when seen; client:intent ones
 * (src/lib/client/intent-directive.ts) fetch their code when the browser is idle after load and start on a
 * visitor's pointer, touch or focus, or once the page is engaged.
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
 * Records which scripts `page` asks for before and after its load event (call before `goto`). Islands on
 * a page's first screen (client:intent) fetch their code when the browser is idle after load.
 */
export function recordScripts(page: Page): { requestedAfterLoad(island: Locator): Promise<void> } {
  const scripts = new Map<string, boolean>();
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !scripts.has(path)) scripts.set(path, loaded);
  });
  return {
    /** The island's own code and its renderer (React) were asked for, and only after the load event. */
    async requestedAfterLoad(island: Locator) {
      for (const attribute of ['component-url', 'renderer-url']) {
        const path = (await island.getAttribute(attribute))!;
        await expect.poll(() => scripts.get(path), { message: `${path} asked for after load` }).toBe(true);
      }
    },
  };
}
