import { whenLoadedAndIdle } from './when-idle';

/** The service worker's script (public/sw.js): at the site's root, so its scope is every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker (the offline page; Web Push for the workspace's "Alert me on this
 * phone") once the page has loaded and the browser is idle: nothing of it competes with the first screen,
 * and it asks for no permission. Called by the header's script, which every page already ships.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  whenLoadedAndIdle(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  });
}
