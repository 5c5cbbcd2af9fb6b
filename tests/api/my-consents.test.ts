import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { CLOSED_LEAD_NUMBER_DAYS } from '../../src/features/leads/lead-process';
import { NOTICE_VERSION } from '../../src/features/privacy/consents';
import { openDatabase } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { apiPaths } from '../../src/paths';
import { advanceClock, startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { type Mailbox, startMailbox } from './support/mailbox';

/**
 * Consent by purpose (CONTRACT.md "Your data": GET /api/my-consents, POST /api/my-consents/{purpose}/withdraw):
 * signing in and sending an enquiry each record the consent they give, with the notice's version; withdrawing
 * stops what it covered — the businesses no longer see the number on the leads sent before, no more mail
 * goes — and the next enquiry gives it again. The log of who saw a number, and a won lead's number hidden
 * CLOSED_LEAD_NUMBER_DAYS after it closed.
 */
const demo = buildDemoCatalogue();
const [plumber] = demo.services.filter(
  (service) => service.city === 'Kolkata' && !demo.categories.find((c) => c.id === service.categoryId)?.isTransport,
);
const partnerOf = (service: { partnerId: number }) => demo.partners.find((partner) => partner.id === service.partnerId)!;

let server: TestServer;
let mailbox: Mailbox;
const run = Date.now();
const people = {
  nila: { email: `nila.consent.${run}@example.com`, name: 'Nila Consent', mobile: '9830044444', token: '' },
  tara: { email: `tara.keeps.${run}@example.com`, name: 'Tara Keeps', mobile: '9830055555', token: '' },
};
let ownerToken = '';
/** Waits (up to 20 s) until the outbox worker has delivered what `done` looks for. */
const waitFor = async (done: () => boolean) => {
  const deadline = Date.now() + 20_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
};
let ownerEmail = '';

const consentsOf = async (token: string) => {
  const answer = await call(server, 'GET', apiPaths.myConsents(), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Object.fromEntries((answer.body.data as { purpose: string }[]).map((item) => [item.purpose, item])) as Record<string, any>;
};
const enquire = async (person: typeof people.nila) => {
  const answer = await call(server, 'POST', apiPaths.enquiry(), {
    token: person.token,
    json: { name: person.name, mobile: person.mobile, service_id: plumber!.id, price: plumber!.price },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
};
/** The plumber's inbox as its owner reads it: the lead of each person, newest first. */
const inbox = async () => {
  const answer = await call(server, 'GET', apiPaths.businessLeads(plumber!.partnerId), { token: ownerToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { lead_id: number; name: string; mobile: string | null; mobile_note: string | null }[];
};

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ env: { SMTP_URL: mailbox.url }, keepData: true });
  for (const person of Object.values(people)) person.token = await signIn(server, mailbox, person.email);
  ownerEmail = demoOwnerEmail(partnerOf(plumber!));
  ownerToken = await signIn(server, mailbox, ownerEmail);
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

describe('GET /api/my-consents', () => {
  it('is refused to a visitor, and so is withdrawing', async () => {
    expect((await call(server, 'GET', apiPaths.myConsents())).status).toBe(401);
    const refused = await call(server, 'POST', apiPaths.withdrawConsent('share-contact'));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBeTruthy();
  });

  it('lists every purpose: the account given at sign-in under the current notice, nothing shared before an enquiry', async () => {
    const consents = await consentsOf(people.nila.token);
    expect(Object.keys(consents)).toEqual(['account', 'share-contact', 'messages-email', 'messages-sms', 'messages-whatsapp']);
    expect(consents.account).toMatchObject({ given: true, source: 'sign-in', notice_version: NOTICE_VERSION, withdrawable: false });
    expect(Date.parse(consents.account.given_at)).not.toBeNaN();
    expect(consents['share-contact']).toMatchObject({ given: false, given_at: null, withdrawable: false });
    // Updates by email and SMS for one's own enquiries are on until turned off; WhatsApp only once chosen.
    expect(consents['messages-email']).toMatchObject({ given: true, withdrawable: true });
    expect(consents['messages-whatsapp']).toMatchObject({ given: false, withdrawable: false });
    for (const item of Object.values(consents)) expect(item.title && item.covers).toBeTruthy();
  });
});

describe('POST /api/my-consents/{purpose}/withdraw', () => {
  it('an enquiry gives the consent to share the number; withdrawn, the business no longer sees it on that lead', async () => {
    await enquire(people.nila);
    await enquire(people.tara);
    const given = (await consentsOf(people.nila.token))['share-contact'];
    expect(given).toMatchObject({ given: true, source: 'enquiry', notice_version: NOTICE_VERSION, withdrawable: true });

    const before = await inbox();
    expect(before.find((lead) => lead.name === people.nila.name)?.mobile).toContain(people.nila.mobile);

    const answer = await call(server, 'POST', apiPaths.withdrawConsent('share-contact'), { token: people.nila.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ purpose: 'share-contact', given: false });
    expect(Date.parse(answer.body.data.withdrawn_at)).not.toBeNaN();

    const after = await inbox();
    const nila = after.find((lead) => lead.name === people.nila.name)!;
    expect(nila.mobile).toBeNull();
    expect(nila.mobile_note).toBe('The customer withdrew their consent to share their number, so it is no longer shown.');
    // Another customer's consent is theirs: Tara's number still shows.
    expect(after.find((lead) => lead.name === people.tara.name)?.mobile).toContain(people.tara.mobile);
    // Opening the lead shows no number either.
    const opened = await call(server, 'GET', apiPaths.businessLead(nila.lead_id), { token: ownerToken });
    expect(opened.body.data.mobile).toBeNull();
    expect((await consentsOf(people.tara.token))['share-contact'].given).toBe(true);
  });

  it('the next enquiry gives it again: the new lead shows the number, the one before stays hidden', async () => {
    await enquire(people.nila);
    expect((await consentsOf(people.nila.token))['share-contact']).toMatchObject({ given: true, withdrawn_at: null });
    const leads = (await inbox()).filter((lead) => lead.name === people.nila.name);
    expect(leads).toHaveLength(2);
    expect(leads[0]!.mobile).toContain(people.nila.mobile);
    expect(leads[1]!.mobile).toBeNull();
  });

  it('withdrawn mail stops the mails: a quote reaches the one who kept it, not the one who withdrew', async () => {
    const withdrawn = await call(server, 'POST', apiPaths.withdrawConsent('messages-email'), { token: people.nila.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ given: false, source: 'my data' });
    // The profile's message choices read the same record.
    const choices = await call(server, 'GET', apiPaths.messagePreferences(), { token: people.nila.token });
    expect(JSON.stringify(choices.body)).toContain('"email"');

    const leads = await inbox();
    const nilaBefore = mailbox.mailsTo(people.nila.email).length;
    const taraBefore = mailbox.mailsTo(people.tara.email).length;
    for (const lead of [leads.find((one) => one.name === people.nila.name)!, leads.find((one) => one.name === people.tara.name)!]) {
      const quoted = await call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), {
        token: ownerToken,
        json: { amount: 650, message: 'Can come today' },
      });
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    }
    await waitFor(() => mailbox.mailsTo(people.tara.email).length > taraBefore);
    expect(mailbox.mailsTo(people.tara.email).length).toBeGreaterThan(taraBefore);
    // The outbox sends in order: Nila's quote was written first, so by now hers would have come.
    expect(mailbox.mailsTo(people.nila.email).length).toBe(nilaBefore);
  });

  it("refuses the account's consent (deleting the account withdraws it) and an unknown purpose, with a message", async () => {
    const account = await call(server, 'POST', apiPaths.withdrawConsent('account'), { token: people.nila.token });
    expect(account.status).toBe(409);
    expect(account.body.message).toContain('delete your account');
    const unknown = await call(server, 'POST', apiPaths.withdrawConsent('marketing'), { token: people.nila.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such consent.');
    expect((await consentsOf(people.nila.token)).account.given).toBe(true);
  });

  it(`a won lead's number is hidden ${CLOSED_LEAD_NUMBER_DAYS} days after the job closed`, async () => {
    const mine = await call(server, 'GET', apiPaths.myEnquiries(), { token: people.tara.token });
    const enquiryId = (mine.body.data as { enquiry_id: number }[])[0]!.enquiry_id;
    const ownerMails = mailbox.mailsTo(ownerEmail).length;
    const accepted = await call(server, 'POST', apiPaths.acceptOffer(enquiryId), { token: people.tara.token, json: { service_id: plumber!.id } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // The owner is told by mail; the sign-in below reads the mail after it.
    await waitFor(() => mailbox.mailsTo(ownerEmail).length > ownerMails);
    const won = (await inbox()).find((lead) => lead.name === people.tara.name)!;
    expect(won.mobile).toContain(people.tara.mobile);

    await advanceClock(server, (CLOSED_LEAD_NUMBER_DAYS + 1) * 24 * 60 * 60 * 1000);
    // Sessions ended long ago: the owner signs in again.
    ownerToken = await signIn(server, mailbox, ownerEmail);
    const later = (await inbox()).find((lead) => lead.lead_id === won.lead_id)!;
    expect(later.mobile).toBeNull();
    expect(later.mobile_note).toBe(`This job closed more than ${CLOSED_LEAD_NUMBER_DAYS} days ago, so the customer’s number is no longer shown.`);
  });
});

describe('who saw a number', () => {
  it("logs each member's reading of a lead that showed the number, once a day, and never one that hid it", async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'db') });
    try {
      const views = await queryRows<{ name: string; viewer: string; views: number }>(
        handle.db,
        sql`select l.name, u.email as viewer, count(*)::int as views
            from contact_views v join leads l on l.id = v.lead_id join users u on u.id = v.viewer_id
            where l.partner_id = ${plumber!.partnerId} and l.name in (${people.nila.name}, ${people.tara.name})
            group by l.id, l.name, u.email order by l.id`,
      );
      // Nila's first lead was seen on the first day, before she withdrew, and not after; her second (quoted,
      // still open) on the first day and again 91 days later; Tara's on the first day, not after its number was
      // hidden. All by the owner, one row a day however often the inbox was read.
      expect(views.map((view) => [view.name, view.views])).toEqual([
        [people.nila.name, 1],
        [people.tara.name, 1],
        [people.nila.name, 2],
      ]);
      for (const view of views) expect(view.viewer).toBe(ownerEmail);
    } finally {
      await handle.close();
    }
  });
});
