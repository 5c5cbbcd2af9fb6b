/*
 * Seva's service worker, at the site's root so that its scope is the whole site (registered after load and
 * idle by the header's script: src/lib/client/service-worker.ts). It does three things and no more:
 *
 * 1. A page that cannot load (the phone is offline) shows /offline, a static page with no personal data,
 *    instead of the browser's error. Navigations always go to the network first; their answers are never
 *    stored, so a personal page (the workspace, a profile, My Enquiries) is never shown from a cache.
 * 2. It keeps exactly the offline page and the hashed /_astro/ files that page links (its stylesheet):
 *    nothing else is cached, and no API answer passes through it.
 * 3. Web Push: shows the notification a push carries ({ title, body, url, tag }, sent by
 *    src/lib/server/outbox/push.ts) and opens its url, on this site only, when tapped. When the browser renews or
 *    drops the subscription (`pushsubscriptionchange`), it subscribes again with the same VAPID key and tells the
 *    server, which puts the new one in the old one's place: the member keeps their alerts without tapping again.
 *
 * A change to this file is a new worker: bump VERSION when the offline page should be fetched again.
 */
const VERSION = 1;
const CACHE = `seva-offline-v${VERSION}`;
const OFFLINE = '/offline';
const ICON = '/icons/icon-192.png';
/** apiPaths.pushSubscriptionRenewal() and apiPaths.pushSubscriptions() (src/paths.ts), under /api. */
const RENEWAL = '/api/push-subscriptions/renew';
const SUBSCRIPTIONS = '/api/push-subscriptions';

/** The paths this worker keeps (the offline page's own files), read again when the browser restarts the worker. */
let kept = new Set();
const keptReady = caches
  .open(CACHE)
  .then((cache) => cache.keys())
  .then((requests) => {
    for (const request of requests) kept.add(new URL(request.url).pathname);
  })
  .catch(() => undefined);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(OFFLINE, { cache: 'no-cache', credentials: 'omit' });
      if (!response.ok) throw new Error(`offline page answered ${response.status}`);
      const html = await response.text();
      const files = [...new Set(html.match(/\/_astro\/[\w.-]+\.(?:css|woff2?|svg|png|webp|avif)/g) ?? [])];
      const cache = await caches.open(CACHE);
      await cache.addAll(files);
      // Stored as a fresh answer (not the fetched one, which may carry a redirect from /offline to /offline/).
      await cache.put(OFFLINE, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
      kept = new Set([OFFLINE, ...files]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('seva-') && name !== CACHE) await caches.delete(name);
      // The page's request starts while the worker wakes up, instead of after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

async function offlinePage() {
  return (await caches.match(OFFLINE, { cacheName: CACHE })) ?? Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const preloaded = await event.preloadResponse;
          return preloaded ?? (await fetch(request));
        } catch {
          await keptReady;
          return offlinePage();
        }
      })(),
    );
    return;
  }
  // Only the offline page's own files; every other request goes to the network untouched.
  if (kept.has(url.pathname) && url.pathname.startsWith('/_astro/')) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
  }
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const text = (value) => (typeof value === 'string' ? value : '');
  event.waitUntil(
    self.registration.showNotification(text(data.title) || self.location.hostname, {
      body: text(data.body),
      tag: text(data.tag) || undefined,
      icon: ICON,
      badge: ICON,
      data: { url: text(data.url) || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let target;
  try {
    target = new URL(event.notification.data?.url || '/', self.location.origin);
  } catch {
    return;
  }
  // A push names a page of this site; anything else is not opened.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target.href);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});

/** base64url of a key's bytes, as PushSubscription.toJSON() writes keys. */
function base64url(buffer) {
  if (!buffer) return undefined;
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The VAPID public key the site signs with, when the old subscription does not say it (asked with the session). */
async function siteKey() {
  const answer = await fetch(SUBSCRIPTIONS, { credentials: 'include' });
  if (!answer.ok) return null;
  const key = (await answer.json())?.data?.public_key;
  if (typeof key !== 'string') return null;
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Puts the browser's new subscription in the place of the one it replaced: the browser's new one when it gave it,
 * else a new one with the same VAPID key. The old one's endpoint and auth secret prove to the server which
 * subscription this browser held (the session cookie goes too); without the old one nothing says which it was,
 * and the member turns alerts on again.
 */
async function renewSubscription(old, renewed) {
  if (!old) return;
  const manager = self.registration.pushManager;
  let next = renewed;
  if (!next) {
    const current = await manager.getSubscription();
    if (current && current.endpoint !== old.endpoint) next = current;
  }
  if (!next) {
    const key = old.options?.applicationServerKey ?? (await siteKey());
    if (!key) return;
    next = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  const auth = typeof old.getKey === 'function' ? base64url(old.getKey('auth')) : undefined;
  await fetch(RENEWAL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ old_endpoint: old.endpoint, old_auth: auth, subscription: next.toJSON() }),
  });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event.oldSubscription ?? null, event.newSubscription ?? null));
});
