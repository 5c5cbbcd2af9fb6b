import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { SITEMAP_CHUNK_IDS } from '../../src/features/seo/sitemap';
import { apiPaths, paths } from '../../src/paths';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { signInOncePerEmail } from '../support/outbox';
import type { TestServer } from '../support/server';
import { smsTo } from '../support/sms-outbox';
import { call } from './support/client';

/**
 * A business joins by itself (/become-a-partner) against a real server: a signed-in sender's form makes a draft
 * business with its first listing, hidden from every public page and answer; its owner proves the phone with the
 * code sent by SMS; an operator approves it from the "New businesses" queue (live at once) or turns it down with a
 * reason the owner reads at /business; every decision is in the audit log; no one but an operator may decide.
 */
const run = `run${Date.now()}`;
const operatorEmail = `ops.${run}@example.com`;
const ownerEmail = `owner.${run}@example.com`;
const secondOwnerEmail = `second.${run}@example.com`;
const customerEmail = `customer.${run}@example.com`;
const demo = buildDemoCatalogue();
const memberEmail = demoOwnerEmail(demo.partners[0]!);
const parents = new Set(demo.categories.map((row) => row.parentId));
const leaf = demo.categories.find((row) => row.parentId !== null && !parents.has(row.id))!;
const main = demo.categories.find((row) => row.parentId === null)!;
/** A name search finds in Kolkata and nothing else does. */
const businessName = `Joinwala ${run} Electricals`;

const form = (overrides: Record<string, unknown> = {}) => ({
  plan: 'basic',
  name: 'Rahul Ghosh',
  business_name: businessName,
  business_location: 'Gariahat, Kolkata',
  email: `shop.${run}@example.com`,
  phone: '98300 54321',
  pincode: '700019',
  category_id: leaf.id,
  ...overrides,
});

interface AuditRow {
  operator: string | null;
  action: string;
  subject_kind: string;
  subject_id: string;
  reason: string;
}

describe('a business joins by itself', () => {
  let demoServer: DemoServer;
  let server: TestServer;
  const signIn = signInOncePerEmail(() => server);
  const page = (pathname: string, token?: string) =>
    fetch(`${server.origin}${pathname}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const search = async () => {
    const response = await fetch(`${server.origin}/api${apiPaths.search()}?${new URLSearchParams({ q: `Joinwala ${run}`, city: 'Kolkata' })}`);
    return ((await response.json()) as { providers: { slug?: string; service_name: string }[] }).providers.map((row) => row.service_name);
  };
  const sitemapHas = async (servicesId: number, slug: string) => {
    const response = await fetch(`${server.origin}${paths.sitemapFile(`details-${Math.floor(servicesId / SITEMAP_CHUNK_IDS)}`)}`);
    return response.status === 200 && (await response.text()).includes(paths.details(slug));
  };
  const codeTo = async (to: string) => {
    for (let i = 0; i < 100; i++) {
      const sms = smsTo(server.dataDir, to)
        .filter((file) => file.event === 'listing-phone-code')
        .at(-1);
      if (sms) return sms.text.match(/\b(\d{6})\b/)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no code sent to ${to}`);
  };
  const audit = async () => (await call(server, 'GET', apiPaths.operatorAudit(100), { token: await signIn(operatorEmail) })).body.data as AuditRow[];
  const queue = async () =>
    (await call(server, 'GET', apiPaths.operatorBusinesses(), { token: await signIn(operatorEmail) })).body.data as { partner_id: number }[];

  let joined: { partner_id: number; services_id: number; slug: string; partner_slug: string };

  beforeAll(async () => {
    demoServer = await startDemoServer('pglite', 'seva-joining-', undefined, { OPERATOR_EMAILS: operatorEmail });
    server = demoServer.server;
  }, 240_000);
  afterAll(() => demoServer?.dispose());

  it('refuses bad input with a JSON message: an unreadable body 400, a missing or non-leaf category 422', async () => {
    const token = await signIn(ownerEmail);
    const unreadable = await fetch(`${server.origin}/api${apiPaths.becomePartner()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"name": "Rahul"',
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.headers.get('content-type')).toContain('application/json');
    expect(await unreadable.json()).toMatchObject({ status: 0, message: expect.any(String) });
    for (const category_id of ['', main.id]) {
      const refused = await call(server, 'POST', apiPaths.becomePartner(), { token, json: form({ category_id }) });
      expect(refused.status, String(category_id)).toBe(422);
      expect(refused.body.message).toEqual(expect.any(String));
      expect(refused.body.errors).toEqual({ category_id: 'Please choose what your business does' });
    }
    const wrong = await call(server, 'POST', apiPaths.becomePartner(), { token, json: form({ phone: '123', category_id: 'x' }) });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['category_id', 'phone']);
  });

  it("makes a signed-in sender's business a draft with its first listing, and texts the code to its phone", async () => {
    const token = await signIn(ownerEmail);
    const answer = await call(server, 'POST', apiPaths.becomePartner(), { token, json: form() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ partner_id: expect.any(Number), services_id: expect.any(Number), state: 'draft' });
    expect(answer.body.msg).toBe(
      'Your business is saved as a draft. We sent a code by SMS to +91 98300 54321: enter it in Your business within 15 minutes, then we check your business within 2 working days.',
    );
    joined = answer.body.data;
    expect(await codeTo('+919830054321')).toMatch(/^\d{6}$/);
    // The owner is its member, an owner.
    const partners = await call(server, 'GET', apiPaths.businessPartners(), { token });
    expect(partners.body.data).toEqual([expect.objectContaining({ partner_id: joined.partner_id, role: 'owner' })]);
    // One draft at a time.
    const again = await call(server, 'POST', apiPaths.becomePartner(), { token, json: form() });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already have a business waiting');
    const home = await (await page(paths.business(), token)).text();
    expect(home).toContain('data-join-step="phone"');
    expect(home).toContain('Waiting for your phone code');
  });

  it('hides the draft from search, its details and partner pages, the sitemap and favourites', async () => {
    expect(await search()).toEqual([]);
    expect((await page(paths.details(joined.slug))).status).toBe(404);
    expect((await page(paths.partner(joined.partner_slug))).status).toBe(404);
    expect((await call(server, 'POST', apiPaths.partnerData(), { json: { slug: joined.partner_slug } })).body).not.toMatchObject({ status: 1 });
    expect(await sitemapHas(joined.services_id, joined.slug)).toBe(false);
    const saved = await call(server, 'POST', apiPaths.saveFavourite(joined.services_id), { token: await signIn(customerEmail) });
    expect(saved.status).toBe(404);
    const contact = await call(server, 'POST', apiPaths.partnerContact(joined.partner_id), {
      json: { name: 'Priya Das', email: `priya.${run}@example.com`, subject: 'A question', message: 'Do you repair fans on Sundays?' },
    });
    expect(contact.status).toBe(404);
  });

  it('waits for the phone code before an operator may decide; the code moves it to the queue', async () => {
    const operator = await signIn(operatorEmail);
    expect((await queue()).map((row) => row.partner_id)).not.toContain(joined.partner_id);
    const early = await call(server, 'POST', apiPaths.operatorBusinessApprove(joined.partner_id), { token: operator, json: {} });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Its owner has not entered the phone code yet.');

    const token = await signIn(ownerEmail);
    const code = await codeTo('+919830054321');
    const verified = await call(server, 'POST', apiPaths.businessListingPhoneVerify(joined.services_id), { token, json: { code } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(await (await page(paths.business(), token)).text()).toContain('data-join-step="review"');
    const waiting = await call(server, 'GET', apiPaths.operatorBusinesses(), { token: operator });
    expect(waiting.status).toBe(200);
    const item = waiting.body.data.find((row: { partner_id: number }) => row.partner_id === joined.partner_id);
    expect(item).toMatchObject({ service_name: businessName, owner: ownerEmail, phone: '9830054321', category: leaf.name });
    expect(Date.parse(item.due_at) - Date.parse(item.created_at)).toBe(48 * 3_600_000);
    const console = await (await page(paths.operator(), operator)).text();
    expect(console).toContain('New businesses · 1');
    expect(console).toContain(businessName);
    // Still hidden while it waits.
    expect((await page(paths.details(joined.slug))).status).toBe(404);
  });

  it('refuses every new operator call to a signed-out visitor (401), a customer and a business member (404)', async () => {
    const calls = [
      ['GET', apiPaths.operatorBusinesses()],
      ['POST', apiPaths.operatorBusinessApprove(joined.partner_id)],
      ['POST', apiPaths.operatorBusinessReject(joined.partner_id)],
    ] as const;
    for (const [method, path] of calls) {
      const json = method === 'POST' ? { reason: 'not allowed here' } : undefined;
      const anonymous = await call(server, method, path, { json });
      expect(anonymous.status, `${path} signed out`).toBe(401);
      expect(anonymous.body.message).toEqual(expect.any(String));
      for (const email of [customerEmail, memberEmail, ownerEmail]) {
        const refused = await call(server, method, path, { token: await signIn(email), json });
        expect(refused.status, `${path} as ${email}`).toBe(404);
        expect(JSON.stringify(refused.body)).not.toContain(businessName);
      }
    }
    expect((await queue()).map((row) => row.partner_id)).toContain(joined.partner_id);
  });

  it('answers a bad decision with a JSON message: no reason to reject, an unknown business, a business that never was a draft', async () => {
    const operator = await signIn(operatorEmail);
    const noReason = await call(server, 'POST', apiPaths.operatorBusinessReject(joined.partner_id), { token: operator, json: { reason: ' ' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toEqual(expect.any(String));
    expect(noReason.body.errors.reason).toEqual(expect.any(String));
    const badId = await call(server, 'POST', '/operator/businesses/abc/approve', { token: operator, json: {} });
    expect([400, 404]).toContain(badId.status);
    expect(badId.body.message).toEqual(expect.any(String));
    for (const partnerId of [2_000_000_000, demo.partners[0]!.id]) {
      const unknown = await call(server, 'POST', apiPaths.operatorBusinessApprove(partnerId), { token: operator, json: {} });
      expect(unknown.status, String(partnerId)).toBe(404);
      expect(unknown.body.message).toBe('There is no such new business.');
    }
  });

  it('approved, the business is live at once: search, details, partner page, sitemap; audited; the owner reads it', async () => {
    const operator = await signIn(operatorEmail);
    const approved = await call(server, 'POST', apiPaths.operatorBusinessApprove(joined.partner_id), {
      token: operator,
      json: { reason: `called the shop ${run}` },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.msg).toBe(`${businessName} is approved and live.`);
    expect(await search()).toEqual([businessName]);
    expect((await page(paths.details(joined.slug))).status).toBe(200);
    expect((await page(paths.partner(joined.partner_slug))).status).toBe(200);
    expect(await sitemapHas(joined.services_id, joined.slug)).toBe(true);
    expect((await queue()).map((row) => row.partner_id)).not.toContain(joined.partner_id);
    expect((await audit())[0]).toMatchObject({
      operator: operatorEmail,
      action: 'operator.businesses.approve',
      subject_kind: 'partner',
      subject_id: String(joined.partner_id),
      reason: `called the shop ${run}`,
    });
    const twice = await call(server, 'POST', apiPaths.operatorBusinessApprove(joined.partner_id), { token: operator, json: {} });
    expect(twice.status).toBe(409);
    const home = await (await page(paths.business(), await signIn(ownerEmail))).text();
    expect(home).toContain('data-join-step="approved"');
  });

  it('turned down, it stays hidden and its owner reads the reason at /business; audited', async () => {
    const token = await signIn(secondOwnerEmail);
    const name = `Joinwala ${run} Tailors`;
    const answer = await call(server, 'POST', apiPaths.becomePartner(), {
      token,
      json: form({ business_name: name, phone: '9830054322', email: `tailor.${run}@example.com` }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const second = answer.body.data as typeof joined;
    const code = await codeTo('+919830054322');
    expect((await call(server, 'POST', apiPaths.businessListingPhoneVerify(second.services_id), { token, json: { code } })).status).toBe(200);
    const operator = await signIn(operatorEmail);
    const reason = `No such shop at this address ${run}`;
    const rejected = await call(server, 'POST', apiPaths.operatorBusinessReject(second.partner_id), { token: operator, json: { reason } });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await page(paths.details(second.slug))).status).toBe(404);
    expect(await search()).toEqual([businessName]);
    const home = await (await page(paths.business(), token)).text();
    expect(home).toContain('data-join-step="rejected"');
    expect(home).toContain(reason);
    expect((await audit())[0]).toMatchObject({
      operator: operatorEmail,
      action: 'operator.businesses.approve',
      subject_kind: 'partner',
      subject_id: String(second.partner_id),
      reason: `Turned down: ${reason}`,
    });
  });

  it('a signed-out sender still reaches support, and is asked to sign in to join by themselves', async () => {
    const answer = await call(server, 'POST', apiPaths.becomePartner(), { json: form({ business_name: `Joinwala ${run} Visitor` }) });
    expect(answer.status).toBe(201);
    expect(answer.body.msg).toContain('Sign in with your email');
    expect(answer.body.data).toBeUndefined();
  });
});
