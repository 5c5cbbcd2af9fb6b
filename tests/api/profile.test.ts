import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAdultBirthDate } from '../../src/features/profile/profile';
import { startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { createFixtureDataDir, type Fixtures } from './support/fixtures';
import { type Mailbox, startMailbox } from './support/mailbox';
import { profileData as profile, profileForm } from './support/profile';

let server: TestServer;
let mailbox: Mailbox;
let fixtures: Fixtures;
/** Bearer tokens of the two users; `revoked` is a token that was logged out. */
const tokens = { asha: '', ravi: '', revoked: '' };

beforeAll(async () => {
  fixtures = await createFixtureDataDir();
  mailbox = await startMailbox();
  // The fixtures are all these tests read: the server does not load the demo catalogue into them (with it, the
  // start took ~20 s of CPU more).
  server = await startServer({ dataDir: fixtures.dataDir, env: { SMTP_URL: mailbox.url, SEED_DEMO: '0' } });
  tokens.asha = await signIn(server, mailbox, fixtures.users.asha.email);
  tokens.ravi = await signIn(server, mailbox, fixtures.users.ravi.email);
  tokens.revoked = await signIn(server, mailbox, 'gone@example.com');
  expect((await call(server, 'POST', '/logout', { token: tokens.revoked })).status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
  if (fixtures) rmSync(fixtures.dataDir, { recursive: true, force: true });
});

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

const userCalls: Array<[string, string]> = [
  ['GET', '/user'],
  ['POST', '/logout'],
  ['GET', '/get-user-profile-data'],
  ['POST', '/user-details-add'],
  ['GET', '/get-user-full-details'],
  ['POST', '/user-details-update'],
  ['GET', '/get-notifications'],
  ['GET', '/notification-seen/1'],
  ['GET', '/invite-user/ASHA2345'],
  ['GET', '/get_user_history_data'],
  ['POST', '/web-feedback-submit'],
  ['GET', '/get-favourite-saved-services'],
  ['GET', '/get-your-favourite-service'],
  ['GET', '/save-to-favourite/1'],
  ['GET', '/get-dashboard-data'],
  ['GET', '/get-wallet-data'],
];

describe('every user call', () => {
  it.each(userCalls)('%s %s refuses no token, a garbage token and a revoked token with 401 JSON', async (method, path) => {
    const attempts = [
      await call(server, method, path),
      await call(server, method, path, { token: 'garbage-token' }),
      await call(server, method, path, { headers: { cookie: 'seva_session=garbage' } }),
      await call(server, method, path, { token: tokens.revoked }),
      await call(server, method, path, { headers: { cookie: `seva_session=${tokens.revoked}` } }),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.body).toEqual({ status: 0, message: 'Please login first' });
    }
  });
});

describe('profile', () => {
  it('answers status 2 with the invite code while there is no profile', async () => {
    const summary = await call(server, 'GET', '/get-user-profile-data', { token: tokens.asha });
    expect(summary.body).toEqual({ status: 2, u_data: { ref_code: 'ASHA2345' } });
    expect((await call(server, 'GET', '/get-user-full-details', { token: tokens.asha })).status).toBe(404);
  });

  it('applies the form rules on the server: required fields, mobile, pincode, adult, choices', async () => {
    const tooYoung = new Date(`${latestAdultBirthDate()}T00:00:00Z`);
    tooYoung.setUTCDate(tooYoung.getUTCDate() + 1);
    const bad = await call(server, 'POST', '/user-details-add', {
      token: tokens.asha,
      form: profileForm(
        profile({
          first_name: '',
          phone: '5876543210',
          pincode: '7000',
          dob: tooYoung.toISOString().slice(0, 10),
          marital_status: 'Single',
          country: 'Atlantis',
          landline_number: 'call me',
        }),
      ),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.status).toBe(0);
    expect(bad.body.errors).toMatchObject({
      first_name: 'Please enter your first name',
      phone: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
      pincode: 'Please enter a valid 6-digit pincode',
      dob: 'You must be at least 18 years old to use Seva',
      marital_status: 'Please choose your marital status',
      country: 'Please choose your country',
      landline_number: 'Please enter a valid landline number',
    });
    const adultToday = await call(server, 'POST', '/user-details-add', {
      token: tokens.asha,
      form: profileForm(profile({ dob: latestAdultBirthDate(), first_name: '' })),
    });
    expect(adultToday.body.errors.dob).toBeUndefined();
    const broken = new FormData();
    broken.set('data', '{not json');
    expect((await call(server, 'POST', '/user-details-add', { token: tokens.asha, form: broken })).status).toBe(400);
  });

  it('checks the avatar by its bytes and size', async () => {
    const text = await call(server, 'POST', '/user-details-add', {
      token: tokens.asha,
      form: profileForm(profile(), { bytes: Buffer.from('GIF89a or a script, anything'), name: 'me.png', type: 'image/png' }),
    });
    expect(text.status).toBe(422);
    expect(text.body.errors.profile_image).toBe('Please choose a PNG or JPG image.');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const tooBig = await call(server, 'POST', '/user-details-add', {
      token: tokens.asha,
      form: profileForm(profile(), { bytes: big, name: 'big.png', type: 'image/png' }),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toContain('2 MB');
    expect((await call(server, 'GET', '/get-user-profile-data', { token: tokens.asha })).body.status).toBe(2);
  });

  it('creates the profile with an avatar, re-encoded and served safely; a second creation is refused', async () => {
    const created = await call(server, 'POST', '/user-details-add', {
      token: tokens.asha,
      form: profileForm(profile(), { bytes: await png(), name: 'asha.png', type: 'image/png' }),
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ status: 1, msg: 'Profile created successfully' });
    const summary = await call(server, 'GET', '/get-user-profile-data', { token: tokens.asha });
    expect(summary.body).toMatchObject({ status: 1, u_data: { name: 'Asha Verma', phone: '9876543210', ref_code: 'ASHA2345' } });
    const pic = summary.body.u_data.profile_pic as string;
    expect(pic).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    const image = await fetch(server.origin + pic);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);

    const again = await call(server, 'POST', '/user-details-add', { token: tokens.asha, form: profileForm(profile()) });
    expect(again.status).toBe(409);
    const details = await call(server, 'GET', '/get-user-full-details', { token: tokens.asha });
    expect(details.body).toMatchObject({
      status: 1,
      data: { ...profile({ landline_number: undefined as never }), landline_number: null, profile_pic: pic },
    });
  });

  it('updates the profile; a new picture replaces the old one, p_image is never trusted', async () => {
    const ravi = await call(server, 'POST', '/user-details-add', {
      token: tokens.ravi,
      form: profileForm(profile({ pre_name: 'Mr', first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.com', phone: '7012345678' }), {
        bytes: await jpeg(),
        name: 'r.jpg',
        type: 'image/jpeg',
      }),
    });
    expect(ravi.status).toBe(200);
    const raviPic = (await call(server, 'GET', '/get-user-profile-data', { token: tokens.ravi })).body.u_data.profile_pic as string;
    const before = (await call(server, 'GET', '/get-user-profile-data', { token: tokens.asha })).body.u_data.profile_pic as string;

    const keep = await call(server, 'POST', '/user-details-update', {
      token: tokens.asha,
      form: profileForm(profile({ city: 'Howrah', landline_number: '033 2345 6789' }), undefined, { p_image: raviPic }),
    });
    expect(keep.body).toEqual({ status: 1, msg: 'Profile updated successfully' });
    const kept = (await call(server, 'GET', '/get-user-full-details', { token: tokens.asha })).body.data;
    expect(kept).toMatchObject({ city: 'Howrah', landline_number: '033 2345 6789', profile_pic: before });

    const replaced = await call(server, 'POST', '/user-details-update', {
      token: tokens.asha,
      form: profileForm(profile({ city: 'Howrah' }), { bytes: await jpeg(), name: 'new.jpeg', type: 'image/jpeg' }, { p_image: before }),
    });
    expect(replaced.status).toBe(200);
    const after = (await call(server, 'GET', '/get-user-profile-data', { token: tokens.asha })).body.u_data.profile_pic as string;
    expect(after).not.toBe(before);
    expect((await fetch(server.origin + after)).status).toBe(200);
    expect((await fetch(server.origin + before)).status).toBe(404);
    expect((await fetch(server.origin + raviPic)).status).toBe(200);
    // Ravi's own profile is untouched by Asha's edits.
    expect((await call(server, 'GET', '/get-user-full-details', { token: tokens.ravi })).body.data).toMatchObject({
      first_name: 'Ravi',
      city: 'Kolkata',
    });
  });

  it('refuses an edit before a profile exists', async () => {
    const newcomer = await signIn(server, mailbox, 'newcomer@example.com');
    const answer = await call(server, 'POST', '/user-details-update', { token: newcomer, form: profileForm(profile()) });
    expect(answer.status).toBe(404);
  });
});

describe('notifications', () => {
  it('lists only the user’s own, and only the owner can mark one seen', async () => {
    const list = await call(server, 'GET', '/get-notifications', { token: tokens.asha });
    expect(list.body.status).toBe(1);
    const ids = (list.body.data as Array<{ notification_id: number }>).map((n) => n.notification_id);
    expect(ids.sort()).toEqual([...fixtures.notificationIds.asha].sort());
    const item = list.body.data[0];
    expect(Object.keys(item).sort()).toEqual(['created_at', 'is_seen', 'message', 'notification_id']);

    const target = fixtures.notificationIds.asha[0]!;
    const byRavi = await call(server, 'GET', `/notification-seen/${target}`, { token: tokens.ravi });
    expect(byRavi.status).toBe(404);
    const stillUnseen = (await call(server, 'GET', '/get-notifications', { token: tokens.asha })).body.data.find(
      (n: { notification_id: number }) => n.notification_id === target,
    );
    expect(stillUnseen.is_seen).toBe(0);

    const seen = await call(server, 'GET', `/notification-seen/${target}`, { token: tokens.asha });
    expect(seen.body).toEqual({ status: 1, msg: 'Notification marked as seen' });
    const now = (await call(server, 'GET', '/get-notifications', { token: tokens.asha })).body.data.find(
      (n: { notification_id: number }) => n.notification_id === target,
    );
    expect(now.is_seen).toBe(1);
    expect((await call(server, 'GET', '/notification-seen/abc', { token: tokens.asha })).status).toBe(404);
    expect((await call(server, 'GET', '/notification-seen/99999999', { token: tokens.asha })).status).toBe(404);
  });

  it('refuses a change that another site triggers', async () => {
    const target = fixtures.notificationIds.asha[1]!;
    const crossSite = await call(server, 'GET', `/notification-seen/${target}`, {
      headers: { cookie: `seva_session=${tokens.asha}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBeTruthy();
  });
});

describe('favourites', () => {
  it('toggles per user and lists ids and services; an unknown service is a 404', async () => {
    const [first, second] = fixtures.serviceIds as [number, number];
    expect((await call(server, 'GET', `/save-to-favourite/${first}`, { token: tokens.asha })).body).toEqual({
      status: 1,
      msg: 'Added to favourites',
    });
    expect((await call(server, 'POST', `/save-to-favourite/${second}`, { token: tokens.asha })).body.msg).toBe('Added to favourites');
    expect((await call(server, 'GET', '/get-your-favourite-service', { token: tokens.asha })).body).toEqual({ status: 1, data: [second, first] });
    expect((await call(server, 'GET', '/get-your-favourite-service', { token: tokens.ravi })).body).toEqual({ status: 1, data: [] });

    expect((await call(server, 'GET', `/save-to-favourite/${first}`, { token: tokens.ravi })).body.msg).toBe('Added to favourites');
    expect((await call(server, 'GET', `/save-to-favourite/${first}`, { token: tokens.asha })).body).toEqual({
      status: 1,
      msg: 'Removed from favourites',
    });
    expect((await call(server, 'GET', '/get-your-favourite-service', { token: tokens.ravi })).body.data).toEqual([first]);
    const saved = await call(server, 'GET', '/get-favourite-saved-services', { token: tokens.asha });
    expect(saved.body).toEqual({
      status: 1,
      data: [{ services_id: second, featured_image: '/images/fixture.webp', service_name: 'Fixture Pipes Howrah', slug: 'fixture-pipes-1' }],
    });

    const unknown = await call(server, 'GET', '/save-to-favourite/99999999', { token: tokens.asha });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: 'Service not found' });
    expect((await call(server, 'GET', '/save-to-favourite/-1', { token: tokens.asha })).status).toBe(404);
  });
});

describe('history, feedback, invites, wallet and dashboard', () => {
  it('history is a list of the user’s own bookings', async () => {
    const asha = await call(server, 'GET', '/get_user_history_data', { token: tokens.asha });
    expect(Array.isArray(asha.body)).toBe(true);
    expect(asha.body.map((b: { booking_status: number; booking_amount: number }) => [b.booking_status, b.booking_amount]).sort()).toEqual([
      [1, 499],
      [6, 2228.8],
    ]);
    expect(asha.body[0]).toHaveProperty('booking_id');
    expect((await call(server, 'GET', '/get_user_history_data', { token: tokens.ravi })).body).toEqual([]);
  });

  it('feedback is required and answers 1 when saved', async () => {
    const empty = await call(server, 'POST', '/web-feedback-submit', { token: tokens.ravi, json: { feedback: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.feedback).toBe('Please write your feedback');
    const saved = await call(server, 'POST', '/web-feedback-submit', { token: tokens.ravi, json: { feedback: 'Quick plumber, thanks!' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toBe(1);
  });

  it('an invite rewards the inviter once, with the rules on who may use which code', async () => {
    const newcomer = await signIn(server, mailbox, 'no-profile-yet@example.com');
    expect((await call(server, 'GET', '/invite-user/ASHA2345', { token: newcomer })).body).toEqual({
      status: 0,
      message: 'Please complete your profile first.',
    });
    expect((await call(server, 'GET', '/invite-user/ASHA2345', { token: tokens.asha })).status).toBe(400);
    expect((await call(server, 'GET', '/invite-user/NOSUCHCODE', { token: tokens.ravi })).status).toBe(404);
    expect((await call(server, 'GET', '/invite-user/RAVI2345', { token: tokens.asha })).status).toBe(409);

    const joined = await call(server, 'GET', '/invite-user/asha2345', { token: tokens.ravi });
    expect(joined.status).toBe(200);
    expect(joined.body.status).toBe(1);
    expect(typeof joined.body.msg).toBe('string');
    const twice = await call(server, 'GET', '/invite-user/ASHA2345', { token: tokens.ravi });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already joined through an invite.');

    const wallet = await call(server, 'GET', '/get-wallet-data', { token: tokens.asha });
    expect(wallet.body.data).toMatchObject({ balance: 50, reward_per_friend: 50, entries: [{ friend_name: 'Ravi', amount: 50 }] });
    expect((await call(server, 'GET', '/get-wallet-data', { token: tokens.ravi })).body.data).toMatchObject({ balance: 0, entries: [] });
    const told = (await call(server, 'GET', '/get-notifications', { token: tokens.asha })).body.data as Array<{ message: string }>;
    expect(told.map((n) => n.message)).toContain('Ravi joined Seva through your invite. ₹50 has been added to your wallet.');
  });

  it('the dashboard counts the user’s own things', async () => {
    const dashboard = await call(server, 'GET', '/get-dashboard-data', { token: tokens.asha });
    expect(dashboard.body.data).toMatchObject({ bookings: 2, favourites: 1, unread_notifications: 2, wallet_balance: 50, friends_invited: 1 });
    expect(dashboard.body.data.recent_bookings).toHaveLength(2);
    const ravi = await call(server, 'GET', '/get-dashboard-data', { token: tokens.ravi });
    expect(ravi.body.data).toMatchObject({ bookings: 0, favourites: 1, wallet_balance: 0 });
  });
});
