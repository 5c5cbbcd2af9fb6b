/**
 * An island's component marked as one Astro renders with @astrojs/react (the renderer's name under the symbol
 * Astro reads, `astro:renderer`). Unmarked, Astro's server asks each renderer whether it can render the
 * component, and @astrojs/react's answer is to render it once to see: every island was rendered twice on the
 * server, each favourite heart of a listing page's twelve cards among them.
 *
 * Called as `if (import.meta.env.SSR) reactIsland(Component);`: only the server renders through Astro, and in the
 * browser build the dead call goes, and this module with it. Called unguarded, it was a chunk of its own on every
 * island's way in, a request more before the first tap on slow 4G was answered (112 and 115 ms against 100).
 */
export function reactIsland<T extends object>(component: T): T {
  (component as Record<symbol, unknown>)[Symbol.for('astro:renderer')] = '@astrojs/react';
  return component;
}
