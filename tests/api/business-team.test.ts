import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { mailTo, newMails } from '../support/mail';
import { signInOncePerEmail, signInThroughOutbox } from '../support/outbox';
import { advanceClock, type TestServer } from '../support/server';
import { type Answer, call } from './support/client';

/**
 * A business's team against a real server on every engine: an owner invites staff by email (mailed a link
 * to sign in; they join as they sign in with that email, or as a signed-in user opens the workspace),
 * cancels an invite, removes a member and hands the business to a staff member. Staff see the workspace's
 * home and bookings, never the team or the listing's editor; every team call refuses the signed-out (401),
 * non-members (404) and staff (403).
 */

const OWNED = 'sharma-plumbing-works-delhi';
const OTHER = 'das-auto-garage-kolkata';
const run = `run${Date.now()}`;
const staffEmail = `staff.${run}@example.com`;
const helperEmail = `helper.${run}@example.com`;
const laterEmail = `later.${run}@example.com`;
const pageEmail = `page.${run}@example.com`;
const strangerEmail = `stranger.${run}@example.com`;

interface Details {
  id: number;
  slug: string;
  services_id: number;
  service_name: string;
  email: string;
}

describe.each(journeyEngines)('the team of a business on %s', (engine) => {
  let demo: DemoServer;
  let server: TestServer;
  let owned: Details;
  let other: Details;

  // One sign-in per email: a new code is mailed at most once a minute.
  const signIn = signInOncePerEmail(() => server);
  const page = (pathname: string, token?: string, init: RequestInit = {}) =>
    fetch(`${server.origin}${pathname}`, {
      redirect: 'manual',
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
    });
  const partnersOf = async (token: string) =>
    (await call(server, 'GET', apiPaths.businessPartners(), { token })).body.data as { partner_id: number; role: string }[];
  const team = async (token: string) => {
    const answer = await call(server, 'GET', apiPaths.businessTeam(owned.id), { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as {
      members: { user_id: number; email: string; role: string; since: string }[];
      invites: { invite_id: number; email: string; role: string; invited_at: string; expires_at: string; expired: boolean }[];
    };
  };
  /** Sends one of the team page's forms (`?do=action`) as a browser does without JavaScript. */
  const pageForm = (token: string, action: string, body: Record<string, string>) =>
    page(`${paths.businessTeam(owned.id)}&do=${action}`, token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
      body: new URLSearchParams(body).toString(),
    });
  const memberId = async (owner: string, email: string) => (await team(owner)).members.find((member) => member.email === email)!.user_id;
  const invite = (token: string | undefined, email: string, partnerId = owned.id) =>
    call(server, 'POST', apiPaths.businessTeamInvite(), { token, json: { partner_id: partnerId, email } });

  /** Every team call of the business, as `token` makes it (`ids` name an invite and a member). */
  const everyCall = (token: string | undefined, ids: { invite: number; member: number }): Promise<Answer>[] => [
    call(server, 'GET', apiPaths.businessTeam(owned.id), { token }),
    call(server, 'POST', apiPaths.businessTeamInvite(), { token, json: { partner_id: owned.id, email: `x.${run}@example.com` } }),
    call(server, 'POST', apiPaths.businessTeamCancelInvite(ids.invite), { token }),
    call(server, 'POST', apiPaths.businessTeamRemove(ids.member), { token, json: { partner_id: owned.id } }),
    call(server, 'POST', apiPaths.businessTeamTransfer(), { token, json: { partner_id: owned.id, user_id: ids.member } }),
  ];
  const statuses = async (answers: Promise<Answer>[]) => (await Promise.all(answers)).map((answer) => answer.status);

  beforeAll(async () => {
    demo = await startDemoServer(engine, 'seva-team-');
    server = demo.server;
    const details = async (slug: string) => (await call(server, 'POST', apiPaths.partnerData(), { json: { slug } })).body.data.details as Details;
    owned = await details(OWNED);
    other = await details(OTHER);
  }, 240_000);
  afterAll(() => demo?.dispose());

  it('an owner invites a new email: mailed a link to sign in, naming the business; the invite waits', async () => {
    const owner = await signIn(owned.email);
    expect((await invite(owner, 'not an email')).status).toBe(422);
    let answer!: Answer;
    const mails = await newMails(
      server,
      async () => {
        answer = await invite(owner, `  ${staffEmail.toUpperCase()} `);
      },
      mailTo(staffEmail),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      status: 1,
      msg: expect.stringContaining(staffEmail),
      data: { invite_id: expect.any(Number), outcome: 'invited' },
    });
    const toStaff = mails.filter((mail) => mail.headers.to === staffEmail);
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.headers.subject).toContain(owned.service_name);
    expect(toStaff[0]!.text).toContain(owned.email);
    expect(toStaff[0]!.text).toContain(`/login?redirect=${encodeURIComponent(paths.business())}`);
    expect(toStaff[0]!.html).toContain(`/login?redirect=${encodeURIComponent(paths.business())}`);

    const { members, invites } = await team(owner);
    expect(members).toEqual([{ user_id: expect.any(Number), email: owned.email, role: 'owner', since: expect.any(String) }]);
    expect(invites).toEqual([
      {
        invite_id: answer.body.data.invite_id,
        email: staffEmail,
        role: 'staff',
        invited_at: expect.any(String),
        expires_at: expect.any(String),
        expired: false,
      },
    ]);
    expect(Date.parse(invites[0]!.expires_at) - Date.parse(invites[0]!.invited_at)).toBe(7 * 24 * 3600_000);
  });

  it('signed out, a non-member and the owner of another business are refused every team call', async () => {
    const owner = await signIn(owned.email);
    const ids = { invite: (await team(owner)).invites[0]!.invite_id, member: await memberId(owner, owned.email) };
    expect(await statuses(everyCall(undefined, ids))).toEqual([401, 401, 401, 401, 401]);
    for (const email of [strangerEmail, other.email]) {
      const token = await signIn(email);
      const answers = await Promise.all(everyCall(token, ids));
      expect(
        answers.map((answer) => answer.status),
        email,
      ).toEqual([404, 404, 404, 404, 404]);
      for (const refused of answers) expect(JSON.stringify(refused.body)).not.toContain(staffEmail);
    }
    // An owner's calls about another business: the same 404.
    expect((await invite(owner, `y.${run}@example.com`, other.id)).status).toBe(404);
    expect((await team(owner)).invites.map((pending) => pending.email)).toEqual([staffEmail]);
  });

  it('the invitee signs in with that email and is staff: home and bookings, never the team or the editor', async () => {
    const staff = await signIn(staffEmail);
    expect(await partnersOf(staff)).toEqual([{ partner_id: owned.id, slug: OWNED, service_name: owned.service_name, role: 'staff' }]);
    const owner = await signIn(owned.email);
    const { members, invites } = await team(owner);
    expect(members.map((member) => [member.email, member.role])).toEqual([
      [owned.email, 'owner'],
      [staffEmail, 'staff'],
    ]);
    expect(invites).toEqual([]);
    expect((await invite(owner, staffEmail)).status).toBe(409);

    const home = await page(paths.business(owned.id), staff);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain(owned.service_name);
    expect(html).toContain('Your business · Staff');
    expect(html).toContain(paths.businessBookings(owned.id).replace('&', '&amp;'));
    expect(html).not.toContain('/business/listing/');
    expect(html).not.toContain('/business/team');
    expect(html).not.toContain('/business/site');
    expect((await page(paths.businessTeam(owned.id), staff)).status).toBe(403);
    expect((await page(paths.businessListing(owned.services_id), staff)).status).toBe(403);

    const helper = await invite(owner, helperEmail);
    const ids = { invite: helper.body.data.invite_id, member: await memberId(owner, owned.email) };
    expect(await statuses(everyCall(staff, ids))).toEqual([403, 403, 403, 403, 403]);
    expect((await team(owner)).members.find((member) => member.email === owned.email)!.role).toBe('owner');
  });

  it('an owner cancels an invite: it is gone, and signing in with its email joins nothing', async () => {
    const owner = await signIn(owned.email);
    const pending = (await team(owner)).invites.find((entry) => entry.email === helperEmail)!;
    const cancelled = await call(server, 'POST', apiPaths.businessTeamCancelInvite(pending.invite_id), { token: owner });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 1 });
    expect((await team(owner)).invites).toEqual([]);
    expect((await call(server, 'POST', apiPaths.businessTeamCancelInvite(pending.invite_id), { token: owner })).status).toBe(404);
    expect(await partnersOf(await signIn(helperEmail))).toEqual([]);
  });

  it('someone already signed in when invited joins as they open the workspace', async () => {
    const later = await signIn(laterEmail);
    expect(await partnersOf(later)).toEqual([]);
    const owner = await signIn(owned.email);
    expect((await invite(owner, laterEmail)).status).toBe(201);
    const home = await page(paths.business(), later);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(owned.service_name);
    expect(await partnersOf(later)).toEqual([expect.objectContaining({ partner_id: owned.id, role: 'staff' })]);
  });

  it('the team page works as plain forms: the members, an invite with its errors, then sent and cancelled', async () => {
    const owner = await signIn(owned.email);
    const get = await page(paths.businessTeam(owned.id), owner);
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toContain('no-store');
    const html = await get.text();
    for (const email of [owned.email, staffEmail, laterEmail]) expect(html).toContain(email);
    const form = (body: Record<string, string>) => pageForm(owner, 'invite', body);
    const wrong = await form({ email: `nope ${run}` });
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Please enter a valid email address');
    expect(wrongHtml).toContain(`nope ${run}`);
    expect((await form({ email: staffEmail })).status).toBe(409);
    const sent = await form({ email: pageEmail });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`Invitation sent to ${pageEmail}`);
    const invites = (await team(owner)).invites;
    expect(invites.map((pending) => pending.email)).toEqual([pageEmail]);

    const cancelled = await pageForm(owner, 'cancel', { invite_id: String(invites[0]!.invite_id) });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('The invitation is cancelled.');
    expect((await team(owner)).invites).toEqual([]);
    const self = await pageForm(owner, 'remove', { user_id: String(await memberId(owner, owned.email)) });
    expect(self.status).toBe(409);
    expect(await self.text()).toContain('You are the only owner of this business.');
  });

  it('the only owner cannot remove themselves; removing a member takes the workspace from them at once', async () => {
    const owner = await signIn(owned.email);
    const self = await call(server, 'POST', apiPaths.businessTeamRemove(await memberId(owner, owned.email)), {
      token: owner,
      json: { partner_id: owned.id },
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/only owner/);
    expect((await call(server, 'POST', apiPaths.businessTeamRemove(999_999), { token: owner, json: { partner_id: owned.id } })).status).toBe(404);
    expect((await call(server, 'POST', apiPaths.businessTeamRemove(1), { token: owner, json: {} })).status).toBe(422);

    const later = await signIn(laterEmail);
    const removed = await call(server, 'POST', apiPaths.businessTeamRemove(await memberId(owner, laterEmail)), {
      token: owner,
      json: { partner_id: owned.id },
    });
    expect(removed.status).toBe(200);
    expect(await partnersOf(later)).toEqual([]);
    expect((await page(paths.business(owned.id), later)).status).toBe(404);
    // Their accepted invite does not bring them back as they open the workspace again; a new invite does.
    expect((await page(paths.business(owned.id), later)).status).toBe(404);
    expect((await invite(owner, laterEmail)).status).toBe(201);
    expect((await page(paths.business(owned.id), later)).status).toBe(200);
    expect(await partnersOf(later)).toEqual([expect.objectContaining({ partner_id: owned.id, role: 'staff' })]);
    const again = await call(server, 'POST', apiPaths.businessTeamRemove(await memberId(owner, laterEmail)), {
      token: owner,
      json: { partner_id: owned.id },
    });
    expect(again.status).toBe(200);
  });

  it('the owner hands the business to a staff member: their roles swap together', async () => {
    const owner = await signIn(owned.email);
    const staff = await signIn(staffEmail);
    const ownerId = await memberId(owner, owned.email);
    const staffId = await memberId(owner, staffEmail);
    const transfer = (token: string, userId: number) =>
      call(server, 'POST', apiPaths.businessTeamTransfer(), { token, json: { partner_id: owned.id, user_id: userId } });
    expect((await transfer(owner, ownerId)).status).toBe(409);
    expect((await transfer(owner, 999_999)).status).toBe(404);

    const handed = await transfer(owner, staffId);
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(await partnersOf(staff)).toEqual([expect.objectContaining({ partner_id: owned.id, role: 'owner' })]);
    expect(await partnersOf(owner)).toContainEqual(expect.objectContaining({ partner_id: owned.id, role: 'staff' }));
    expect((await call(server, 'GET', apiPaths.businessTeam(owned.id), { token: owner })).status).toBe(403);
    expect((await team(staff)).members.map((member) => [member.email, member.role])).toEqual([
      [staffEmail, 'owner'],
      [owned.email, 'staff'],
    ]);
    expect((await page(paths.businessTeam(owned.id), owner)).status).toBe(403);
    expect((await page(paths.businessTeam(owned.id), staff)).status).toBe(200);
    expect((await page(paths.businessListing(owned.services_id), staff)).status).toBe(200);

    // And back through the team page's form, which then opens the workspace, so the demo owner owns their business again.
    const back = await pageForm(staff, 'transfer', { user_id: String(ownerId) });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(paths.business(owned.id));
    expect((await team(owner)).members.map((member) => member.role)).toEqual(['owner', 'staff']);
  });

  it('an invite expires after 7 days: shown expired on the team page, and signing in with its email then joins nothing', async () => {
    // Fresh sign-ins: a week on the clock ends sessions unused for 7 days.
    const freshSignIn = async (email: string) => (await signInThroughOutbox(server.origin, server.dataDir, email)).token;
    const inTime = `in.time.${run}@example.com`;
    const tooLate = `too.late.${run}@example.com`;
    // A minute on, so the owner's sign-in in the test before is past the wait between two codes.
    await advanceClock(server, 61_000);
    let owner = await freshSignIn(owned.email);
    expect((await invite(owner, inTime)).status).toBe(201);
    expect((await invite(owner, tooLate)).status).toBe(201);

    await advanceClock(server, 7 * 24 * 3600_000 - 3600_000);
    expect(await partnersOf(await freshSignIn(inTime))).toEqual([expect.objectContaining({ partner_id: owned.id, role: 'staff' })]);

    await advanceClock(server, 2 * 3600_000);
    owner = await freshSignIn(owned.email);
    const expired = (await team(owner)).invites.find((entry) => entry.email === tooLate);
    expect(expired).toMatchObject({ expired: true });
    const teamPage = await (await page(paths.businessTeam(owned.id), owner)).text();
    expect(teamPage).toContain('Expired: invitations last 7 days. Invite this email again to send a new one.');

    const late = await freshSignIn(tooLate);
    expect(await partnersOf(late)).toEqual([]);
    const home = await page(paths.business(), late);
    expect(home.status).toBe(200);
    const homeText = (await home.text()).replace(/&#39;|&#x27;/g, "'");
    expect(homeText).toContain(`Your invitation to join ${owned.service_name}`);
    expect(homeText).toContain('has expired (invitations last 7 days). Ask its owner to invite you again.');
    expect(await partnersOf(late)).toEqual([]);

    // Sent again, it is live for another 7 days: opening the workspace joins.
    expect((await invite(owner, tooLate)).status).toBe(201);
    expect((await team(owner)).invites.find((entry) => entry.email === tooLate)).toMatchObject({ expired: false });
    expect((await page(paths.business(), late)).status).toBe(200);
    expect(await partnersOf(late)).toEqual([expect.objectContaining({ partner_id: owned.id, role: 'staff' })]);
  });
});
