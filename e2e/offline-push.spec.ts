import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../src/features/demo/demo-owners.server';
import { apiPaths, apiUrl, paths } from '../src/paths';
import { startedOnIntent } from './islands';
import { watchErrors } from './page-errors';
import { signInThroughApi } from './sign-in';

/**
 * The installable workspace: the workspace's manifest, the service worker at the site's root, the
 * offline page in place of the browser's error, never a personal page from a cache, and "Alert me on this
 * phone" asking for notification permission on its tap only. One demo owner per project (a new code is
 * mailed at most once a minute), owners no other spec signs in.
 */
const demo = buildDemoCatalogue();
const ownerOf = (index: number) => {
  const partner = demo.partners[index]!;
  return { email: demoOwnerEmail(partner), business: partner.businessName };
};
const owners = { desktop: ownerOf(301), phone: ownerOf(302) } as const;
const blockedOwners = { desktop: ownerOf(303), phone: ownerOf(304) } as const;
const renewingOwners = { desktop: ownerOf(305), phone: ownerOf(306) } as const;
const SHOTS = process.env.SHOTS_DIR;

/** Waits until the site's service worker controls the page (registered after load and idle by the header's script). */
async function controlledBySite(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/sw\.js$/);
}

test('the workspace installs: its manifest, icons and a service worker that controls the site', async ({ page }) => {
  const errors = watchErrors(page);
  const manifest = await page.request.get(paths.businessManifest());
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const app = await manifest.json();
  expect(app).toMatchObject({ start_url: '/business', scope: '/business', display: 'standalone', theme_color: '#0f766e' });
  expect(app.name.length).toBeGreaterThan(0);
  expect(app.short_name.length).toBeLessThanOrEqual(15);
  for (const icon of app.icons as { src: string }[]) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
  expect(app.icons.some((icon: { purpose: string; sizes: string }) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);

  await page.goto(paths.about());
  await controlledBySite(page);
  // The worker keeps the offline page and its own files, nothing else.
  const kept = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(kept).toContain('/offline');
  for (const path of kept) expect(path).toMatch(/^\/offline$|^\/_astro\//);
  // Loading the page asked for no permission.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(errors).toEqual([]);
});

test('a push delivered to the worker shows its notification, with the title, body and link the outbox sent', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto(paths.about());
  await controlledBySite(page);
  // Chromium's DevTools deliver a push message to a registration as a push service would (already decrypted).
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { title: 'New lead', body: 'Priya asked about a leaking tap.', url: '/business/leads/7', tag: 'outbox-7' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })),
    );
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
  // The same outbox row again (a retry) replaces its notification instead of showing a second one.
  const again = { ...payload, body: 'Priya asked about a leaking tap (again).' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(again) });
  await expect.poll(shown).toEqual([{ title: again.title, body: again.body, tag: again.tag, data: { url: again.url } }]);
});

test('offline, a page shows the offline page instead of the browser error, and a personal page is never served from a cache', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = owners[testInfo.project.name as keyof typeof owners];
  await page.setViewportSize({ width: 360, height: 780 });
  // Counts the permission prompts the page asks for.
  await page.addInitScript(() => {
    const asked = { count: 0 };
    (window as unknown as { permissionAsked: typeof asked }).permissionAsked = asked;
    if ('Notification' in window) {
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args: Parameters<typeof original>) => {
        asked.count++;
        return original(...args);
      };
    }
  });
  await signInThroughApi(page.request, baseURL!, owner.email);
  await page.goto(paths.business());
  await expect(page.getByRole('heading', { level: 1, name: owner.business })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', paths.businessManifest());
  const alerts = page.getByRole('button', { name: 'Alert me on this phone' });
  await expect(alerts).toBeVisible();
  await controlledBySite(page);
  await expect(page.getByRole('status').filter({ hasText: 'Get a notification the moment a customer sends you a lead' })).toBeVisible();
  if (SHOTS && testInfo.project.name === 'phone') {
    mkdirSync(SHOTS, { recursive: true });
    await alerts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/workspace-alerts-360.png` });
  }
  // Nothing asked for permission on load, not even once the island started.
  await startedOnIntent(page, alerts);
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: { count: number } }).permissionAsked.count)).toBe(0);

  // Offline: the workspace (visited a moment ago, signed in) is not shown from any cache; the offline page is.
  await context.setOffline(true);
  await page.goto(paths.business());
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText(owner.business)).toHaveCount(0);
  await expect(page).toHaveURL(/\/business$/);
  // A page never visited: the same, styled (its stylesheet came from the worker's cache).
  await page.goto(paths.services());
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  const retry = page.getByRole('link', { name: 'Try again' });
  await expect(retry).toBeVisible();
  expect(await retry.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(15, 118, 110)');
  const height = await retry.evaluate((link) => link.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(44);
  if (SHOTS && testInfo.project.name === 'phone') await page.screenshot({ path: `${SHOTS}/offline-360.png` });

  // Back online, "Try again" loads the page the person asked for.
  await context.setOffline(false);
  await retry.click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);

  // The tap on "Alert me on this phone" is what asks for permission, once.
  await page.goto(paths.business());
  await startedOnIntent(page, alerts);
  await alerts.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { permissionAsked: { count: number } }).permissionAsked.count)).toBe(1);
});

test('"Alert me on this phone" says so honestly when this browser blocked notifications for the site', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const owner = blockedOwners[testInfo.project.name as keyof typeof blockedOwners];
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: baseURL!,
    browserContextId: targetInfo.browserContextId,
  });
  await signInThroughApi(page.request, baseURL!, owner.email);
  await page.goto(paths.business());
  const alerts = page.getByRole('button', { name: 'Alert me on this phone' });
  await startedOnIntent(page, alerts);
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are blocked for Seva in this browser' })).toBeVisible();
  // A tap asks the browser again, which answers at once: still blocked, never "on".
  await alerts.click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are blocked for Seva in this browser' })).toBeVisible();
  if (SHOTS && testInfo.project.name === 'phone') {
    await page.setViewportSize({ width: 360, height: 780 });
    await alerts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/workspace-alerts-blocked-360.png` });
  }
});

test('when the browser renews a subscription, the worker hands the new one to the server in the old one’s place, by session or by the old auth secret', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const owner = renewingOwners[testInfo.project.name as keyof typeof renewingOwners];
  await signInThroughApi(page.request, baseURL!, owner.email);
  const subscriptions = apiUrl(apiPaths.pushSubscriptions());
  const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}-${testInfo.project.name}-${Date.now()}`;
  const keys = (letter: string, auth: string) => ({ p256dh: `B${letter.repeat(86)}`, auth });
  const first = { endpoint: endpoint('first'), keys: keys('f', 'FirstAuthSecret012345A') };
  expect((await page.request.post(subscriptions, { data: first })).ok()).toBe(true);

  await page.goto(paths.about());
  await controlledBySite(page);
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
  expect(worker).toBeDefined();
  /**
   * Dispatches `pushsubscriptionchange` in the real worker, as the browser does, with the old and new subscriptions
   * it would carry (Chromium here has no push service to make real ones, so they are stand-ins of the same shape),
   * and waits for what the worker's handler hands to waitUntil. Answers the renewal requests the server answered.
   */
  const renew = (old: { endpoint: string; auth: string | null }, next: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    worker!.evaluate(
      async ({ old, next }) => {
        const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer;
        const Extendable = (self as unknown as { ExtendableEvent: typeof Event }).ExtendableEvent;
        const event = new Extendable('pushsubscriptionchange');
        let pending: Promise<unknown> = Promise.resolve();
        Object.defineProperties(event, {
          oldSubscription: {
            value: {
              endpoint: old.endpoint,
              options: { applicationServerKey: null },
              getKey: (name: string) => (name === 'auth' && old.auth ? bytes(old.auth) : null),
            },
          },
          newSubscription: { value: { endpoint: next.endpoint, toJSON: () => ({ endpoint: next.endpoint, expirationTime: null, keys: next.keys }) } },
          waitUntil: { value: (promise: Promise<unknown>) => (pending = promise) },
        });
        const answers: number[] = [];
        const original = self.fetch;
        self.fetch = async (...args: Parameters<typeof fetch>) => {
          const answer = await original(...args);
          answers.push(answer.status);
          return answer;
        };
        try {
          self.dispatchEvent(event);
          await pending;
        } finally {
          self.fetch = original;
        }
        return answers;
      },
      { old, next },
    );

  // Signed in: the session cookie goes with the worker's request, and proves the person without the secret.
  const second = { endpoint: endpoint('second'), keys: keys('s', 'SecondAuthSecret01234A') };
  expect(await renew({ endpoint: first.endpoint, auth: null }, second)).toEqual([200]);
  // Signed out (the session ended): the old subscription's auth secret proves the browser.
  const cookies = await context.cookies();
  await context.clearCookies();
  const third = { endpoint: endpoint('third'), keys: keys('t', 'ThirdAuthSecret012345A') };
  expect(await renew({ endpoint: second.endpoint, auth: null }, third)).toEqual([404]);
  expect(await renew({ endpoint: second.endpoint, auth: 'NotTheAuthSecret01234A' }, third)).toEqual([404]);
  expect(await renew({ endpoint: second.endpoint, auth: second.keys.auth }, third)).toEqual([200]);

  // The person's one browser is now the third subscription: theirs to turn off, the old ones gone.
  await context.addCookies(cookies);
  const listed = await (await page.request.get(subscriptions)).json();
  expect(listed.data.subscriptions).toHaveLength(1);
  expect((await page.request.delete(subscriptions, { data: { endpoint: second.endpoint } })).status()).toBe(404);
  expect((await page.request.delete(subscriptions, { data: { endpoint: third.endpoint } })).status()).toBe(200);
});
