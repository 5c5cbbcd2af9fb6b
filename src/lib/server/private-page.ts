import type { AstroGlobal } from 'astro';
import { PRIVATE_PAGE_HEADERS } from './security-headers';

/** A page about one signed-in person: never kept by a browser's or a proxy's cache, isolated from openers. */
export function markPrivatePage(Astro: AstroGlobal): void {
  Astro.response.headers.set('cache-control', 'private, no-store');
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) Astro.response.headers.set(name, value);
}
