import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { apiPaths, paths } from '../../src/paths';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { signInOncePerEmail } from '../support/outbox';
import { smsTo } from '../support/sms-outbox';
import type { TestServer } from '../support/server';
import { call } from './support/client';

/**
 * "Phone verified": an owner has a code sent by SMS to the listing's own number and enters it; the listing's page
 * then shows the badge and what it means. Anyone else is refused; a wrong code is refused; a new number drops it.
 */
const run = `run${Date.now()}`;
const demo = buildDemoCatalogue();
const listing = demo.services.find((row) => /^[6-9]\d{9}$/.test(row.contactNo.replace(/\D/g, '').slice(-10)))!;
const owner = demoOwnerEmail(demo.partners.find((row) => row.id === listing.partnerId)!);
const stranger = demoOwnerEmail(demo.partners.find((row) => row.id !== listing.partnerId)!);
const to = `+91${listing.contactNo.replace(/\D/g, '').slice(-10)}`;

describe('phone verified', () => {
  let demoServer: DemoServer;
  let server: TestServer;
  const signIn = signInOncePerEmail(() => server);
  const details = async () => (await fetch(`${server.origin}${paths.details(listing.slug)}`)).text();
  const codeSent = async () => {
    for (let i = 0; i < 100; i++) {
      const sms = smsTo(server.dataDir, to)
        .filter((file) => file.event === 'listing-phone-code')
        .at(-1);
      if (sms) {
        // Its own template and words: it confirms a business's number, it signs nobody in.
        expect(sms.template).toBe('listing-phone-code');
        expect(sms.text).toContain('is the code to confirm this number for a business on Seva');
        return sms.text.match(/\b(\d{6})\b/)![1]!;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no code sent');
  };

  beforeAll(async () => {
    demoServer = await startDemoServer('pglite', 'seva-phone-');
    server = demoServer.server;
  }, 240_000);
  afterAll(() => demoServer?.dispose());

  it('refuses both calls to a signed-out visitor, a customer and the owner of another business', async () => {
    for (const token of [undefined, await signIn(`customer.${run}@example.com`), await signIn(stranger)]) {
      for (const path of [apiPaths.businessListingPhoneCode(listing.id), apiPaths.businessListingPhoneVerify(listing.id)]) {
        const refused = await call(server, 'POST', path, { token, json: { code: '123456' } });
        expect(refused.status, `${path} ${token ? 'signed in' : 'signed out'}`).toBe(token ? 404 : 401);
      }
    }
    expect(smsTo(server.dataDir, to).filter((file) => file.event === 'listing-phone-code')).toEqual([]);
  });

  it("sends a code to the listing's number; a wrong code is refused; the right one shows the badge, explained", async () => {
    const token = await signIn(owner);
    expect(await details()).not.toContain('data-badge="phone"');
    expect((await call(server, 'POST', apiPaths.businessListingPhoneVerify(listing.id), { token, json: { code: '123456' } })).status).toBe(409);
    const sent = await call(server, 'POST', apiPaths.businessListingPhoneCode(listing.id), { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await call(server, 'POST', apiPaths.businessListingPhoneCode(listing.id), { token })).status).toBe(429);
    const code = await codeSent();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(server, 'POST', apiPaths.businessListingPhoneVerify(listing.id), { token, json: { code: wrong } })).status).toBe(422);
    const verified = await call(server, 'POST', apiPaths.businessListingPhoneVerify(listing.id), { token, json: { code } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const html = await details();
    expect(html).toContain('data-badge="phone"');
    expect(html).toContain('a code sent by SMS to this number was entered by the business');
    const editor = await (
      await fetch(`${server.origin}${paths.businessListing(listing.id)}`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    expect(editor).toContain('data-phone-state="verified"');
  });

  it('drops the badge when the listing gets another number (the new one needs its own code)', async () => {
    const token = await signIn(owner);
    const changed = await call(server, 'POST', apiPaths.businessListing(listing.id), { token, json: { contact_no: '9000011122' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await details()).not.toContain('data-badge="phone"');
  });

  it('works as plain forms on the listing editor: the new number gets its code and is verified', async () => {
    const token = await signIn(owner);
    const form = async (action: string, fields: Record<string, string>) => {
      const answer = await fetch(`${server.origin}${paths.businessListing(listing.id)}?do=${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: answer.status, html: await answer.text() };
    };
    const before = smsTo(server.dataDir, '+919000011122').length;
    const sent = await form('phone-code', {});
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('We sent a code to +91 90000 11122');
    expect(sent.html).toContain('name="code"');
    let code = '';
    for (let i = 0; i < 100 && !code; i++) {
      const sms = smsTo(server.dataDir, '+919000011122').filter((file) => file.event === 'listing-phone-code');
      if (sms.length > 0 && smsTo(server.dataDir, '+919000011122').length > before) code = sms.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const wrong = await form('phone-verify', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    const done = await form('phone-verify', { code });
    expect(done.status).toBe(200);
    expect(done.html).toContain('data-phone-state="verified"');
    expect(await details()).toContain('data-badge="phone"');
  });
});
