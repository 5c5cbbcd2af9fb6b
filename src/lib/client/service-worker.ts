import { paths } from '../../paths';
import { whenLoadedAndIdle } from './when-idle';

/**
 * Registers the site's service worker (the offline page; Web Push for the workspace's "Alert me on this
 * phone") once the page has loaded and the browser is idle: nothing of it competes with the first screen,
 * and it asks for no permission. Called by the header's script, which every page already ships (nothing
 * else imports this module, so it stays inside that script instead of a chunk of its own).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  whenLoadedAndIdle(() => {
    navigator.serviceWorker.register(paths.serviceWorker()).catch(() => undefined);
  });
}
