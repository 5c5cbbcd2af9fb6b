import { eq } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { openDatabase } from '../../src/lib/server/db/client';
import { appSettings } from '../../src/lib/server/db/schema';
import { VAPID_FILE } from '../../src/lib/server/vapid';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { call } from './support/client';
import { startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * "Alert me on this phone": /api/push-subscriptions keeps a browser's Web Push subscription for
 * the signed-in person only, lists and removes only their own; the workspace home offers it with the
 * server's VAPID public key (generated once into DATA_DIR when VAPID_* are unset, into the database with DATABASE_URL); the installable
 * workspace's manifest, the service worker and the offline page are served as the browser needs them.
 */

const run = `run${Date.now()}`;
const demo = buildDemoCatalogue();
const partner = demo.partners[0]!;
const ownerEmail = demoOwnerEmail(partner);
const otherEmail = `push.other.${run}@example.com`;

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const subscription = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${run}`,
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
});

describe.each(journeyEngines)('push subscriptions on %s', (engine) => {
  let workspace: WorkspaceServer;
  const route = apiPaths.pushSubscriptions();
  const list = async (token: string) => {
    const answer = await call(workspace.server, 'GET', route, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { public_key: string; subscriptions: { id: number; user_agent: string; created_at: string }[] };
  };

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async () => undefined);
  });
  afterAll(() => workspace?.stop());

  it('refuses every call signed out', async () => {
    expect((await call(workspace.server, 'GET', route)).status).toBe(401);
    expect((await call(workspace.server, 'POST', route, { json: subscription('anon') })).status).toBe(401);
    expect((await call(workspace.server, 'DELETE', route, { json: { endpoint: subscription('anon').endpoint } })).status).toBe(401);
  });

  it('answers the VAPID public key generated once (DATA_DIR, or the database with DATABASE_URL), and keeps a browser for the signed-in person with a short user agent', async () => {
    const token = await workspace.signIn(ownerEmail);
    const first = await list(token);
    const file = path.join(workspace.server.dataDir, VAPID_FILE);
    if ('url' in workspace.target) {
      // With DATABASE_URL the pair every instance shares is in the database, not one instance's disk.
      expect(existsSync(file)).toBe(false);
      const handle = await openDatabase(workspace.target);
      try {
        const [row] = await handle.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'));
        expect(JSON.parse(row!.value).publicKey).toBe(first.public_key);
      } finally {
        await handle.close();
      }
    } else {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string };
      expect(first.public_key).toBe(stored.publicKey);
    }
    expect(first.public_key).toMatch(/^B[\w-]{86}$/);
    expect(first.subscriptions).toEqual([]);

    const saved = await call(workspace.server, 'POST', route, {
      token,
      json: subscription('owner-phone'),
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Again (the browser subscribed again): the same browser, not a second one.
    expect(
      (await call(workspace.server, 'POST', route, { token, json: subscription('owner-phone'), headers: { 'user-agent': ANDROID_CHROME } })).status,
    ).toBe(200);
    const after = await list(token);
    expect(after.subscriptions).toHaveLength(1);
    expect(after.subscriptions[0]!.user_agent).toBe('Chrome · Android');
    expect(JSON.stringify(after)).not.toContain('fcm.googleapis.com');
  });

  it('refuses an endpoint that is no public https push service, and malformed keys', async () => {
    const token = await workspace.signIn(ownerEmail);
    const bad = [
      { ...subscription('x'), endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...subscription('x'), endpoint: 'https://127.0.0.1:8443/push' },
      { ...subscription('x'), endpoint: 'https://localhost/push' },
      { ...subscription('x'), endpoint: 'https://[::1]/push' },
      { ...subscription('x'), endpoint: 'not a url' },
      { ...subscription('x'), keys: { p256dh: 'short', auth: 'y'.repeat(22) } },
      { ...subscription('x'), keys: { p256dh: `B${'x'.repeat(86)}` } },
      { endpoint: subscription('x').endpoint },
    ];
    for (const json of bad) {
      const answer = await call(workspace.server, 'POST', route, { token, json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
    }
  });

  it('lists and removes only one’s own: another person can neither see nor turn off the owner’s browser', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const other = await workspace.signIn(otherEmail);
    expect((await list(other)).subscriptions).toEqual([]);
    const refused = await call(workspace.server, 'DELETE', route, { token: other, json: { endpoint: subscription('owner-phone').endpoint } });
    expect(refused.status).toBe(404);
    expect((await list(owner)).subscriptions).toHaveLength(1);

    const removed = await call(workspace.server, 'DELETE', route, { token: owner, json: { endpoint: subscription('owner-phone').endpoint } });
    expect(removed.status).toBe(200);
    expect((await list(owner)).subscriptions).toEqual([]);
    expect((await call(workspace.server, 'DELETE', route, { token: owner, json: { endpoint: subscription('owner-phone').endpoint } })).status).toBe(
      404,
    );
  });

  it('moves a browser to whoever subscribes it last (someone else signed in on that phone)', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const other = await workspace.signIn(otherEmail);
    const shared = subscription('shared-phone');
    expect((await call(workspace.server, 'POST', route, { token: owner, json: shared, headers: { 'user-agent': ANDROID_CHROME } })).status).toBe(200);
    expect((await list(owner)).subscriptions.map((s) => s.user_agent)).toEqual(['Chrome · Android']);
    expect((await call(workspace.server, 'POST', route, { token: other, json: shared })).status).toBe(200);
    expect((await list(owner)).subscriptions).toEqual([]);
    expect((await list(other)).subscriptions).toHaveLength(1);
  });

  it('a renewed subscription replaces the old for the same person, keeping their consent, on proof only: the old auth secret or their session', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const other = await workspace.signIn(otherEmail);
    // The path public/sw.js posts to (under /api).
    const renew = apiPaths.pushSubscriptionRenewal();
    expect(`/api${renew}`).toBe('/api/push-subscriptions/renew');
    const othersBefore = (await list(other)).subscriptions.length;
    const old = { ...subscription('renew-old'), keys: { p256dh: `B${'o'.repeat(86)}`, auth: 'OldAuthSecret0123456789' } };
    expect((await call(workspace.server, 'POST', route, { token: owner, json: old })).status).toBe(200);
    const pushConsent = async () =>
      (
        (await call(workspace.server, 'GET', apiPaths.messagePreferences('member'), { token: owner })).body.data as {
          channels: { channel: string; on: boolean; at: string }[];
        }
      ).channels.find((state) => state.channel === 'push');
    const consentBefore = await pushConsent();
    expect(consentBefore).toMatchObject({ on: true });
    const renewed = { ...subscription('renew-new'), keys: { p256dh: `B${'n'.repeat(86)}`, auth: 'NewAuthSecret0123456789' } };
    const body = (fields: Record<string, unknown>) => ({ old_endpoint: old.endpoint, subscription: renewed, ...fields });

    // No proof, or the wrong one: the same 404 for someone else signed in, for nobody, and for an endpoint nobody holds.
    const refusals = [
      { token: other, json: body({}) },
      { token: other, json: body({ old_auth: 'WrongAuthSecret01234567' }) },
      { token: undefined, json: body({}) },
      { token: undefined, json: body({ old_auth: 'WrongAuthSecret01234567' }) },
      { token: owner, json: body({ old_endpoint: subscription('never-held').endpoint, old_auth: old.keys.auth }) },
    ];
    for (const { token, json } of refusals)
      expect((await call(workspace.server, 'POST', renew, { token, json })).status, JSON.stringify(json)).toBe(404);
    // Malformed: a 422, as for a subscription.
    expect(
      (await call(workspace.server, 'POST', renew, { json: body({ subscription: { endpoint: 'https://127.0.0.1/x', keys: renewed.keys } }) })).status,
    ).toBe(422);
    expect((await list(other)).subscriptions).toHaveLength(othersBefore);

    // The browser itself, signed out (its worker runs with no session): the old auth secret proves it.
    const taken = await call(workspace.server, 'POST', renew, { json: body({ old_auth: old.keys.auth }) });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((await list(owner)).subscriptions).toHaveLength(1);
    // The old endpoint is gone, the new one is the owner's (only an owner's own endpoint can be turned off), consent unchanged.
    expect((await call(workspace.server, 'POST', renew, { json: body({ old_auth: old.keys.auth }) })).status).toBe(404);
    expect(await pushConsent()).toEqual(consentBefore);

    // Renewed again, proven by the owner's session this time.
    const third = subscription('renew-third');
    expect(
      (await call(workspace.server, 'POST', renew, { token: owner, json: { old_endpoint: renewed.endpoint, subscription: third } })).status,
    ).toBe(200);
    // A new endpoint another person holds is never taken over by a renewal.
    const others = subscription('others-phone');
    expect((await call(workspace.server, 'POST', route, { token: other, json: others })).status).toBe(200);
    expect((await call(workspace.server, 'POST', renew, { token: owner, json: { old_endpoint: third.endpoint, subscription: others } })).status).toBe(
      409,
    );
    expect((await list(other)).subscriptions).toHaveLength(othersBefore + 1);
    expect((await call(workspace.server, 'DELETE', route, { token: owner, json: { endpoint: third.endpoint } })).status).toBe(200);
    expect((await call(workspace.server, 'DELETE', route, { token: other, json: { endpoint: others.endpoint } })).status).toBe(200);
  });

  it('the workspace home offers "Alert me on this phone" with the key and links the workspace manifest; the manifest, the worker and the offline page are served', async () => {
    const token = await workspace.signIn(ownerEmail);
    const { public_key } = await list(token);
    const home = await workspace.page(paths.business(), token);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Alert me on this phone');
    expect(html).toContain(public_key);
    expect(html).toContain(`<link rel="manifest" href="${paths.businessManifest()}"`);
    // A public page keeps the site's manifest.
    expect(await (await workspace.page(paths.about())).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');

    const manifest = await workspace.page(paths.businessManifest());
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const app = (await manifest.json()) as Record<string, any>;
    expect(app).toMatchObject({
      name: 'Seva for Business',
      start_url: '/business',
      scope: '/business',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    const sizes = app.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of app.icons as { src: string; type: string }[]) {
      const image = await workspace.page(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }

    const worker = await workspace.page('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await worker.text()).toContain("addEventListener('push'");

    const offline = await fetch(new URL(paths.offline(), workspace.server.origin));
    expect(offline.status).toBe(200);
    const offlineHtml = await offline.text();
    expect(offlineHtml).toContain('You&#39;re offline');
    expect(offlineHtml).toContain('<meta name="robots" content="noindex"');
    expect(offlineHtml).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });
});
