import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { rankScore } from '../../src/features/listings/ranking';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { type Mail, mailTo, newMails } from '../support/mail';
import { advanceClock, type TestServer } from '../support/server';
import { call } from './support/client';
import { addStaff, startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * Leads against a real server on every engine (CONTRACT.md "Businesses and their workspace"): an enquiry
 * with also_ask 2 reaches three businesses' inboxes, each quotes, the customer sees the three quotes in
 * /api/my-enquiries and accepts one, the others are lost; withdrawing; a ride booking's lead; and every
 * refusal: a member of another business, another customer, nobody signed in.
 */

const run = `run${Date.now()}`;
const customerEmail = `leads.customer.${run}@example.com`;
const otherCustomerEmail = `leads.other.${run}@example.com`;
/** A customer who blocks a business before asking (a fresh one: nobody asked for them yet). */
const blockerEmail = `leads.blocker.${run}@example.com`;
/** Staff of the first business (added in the database before the server starts). */
const staffEmail = `leads.staff.${run}@example.com`;

const demo = buildDemoCatalogue();
const partnerOf = (service: { partnerId: number }) => demo.partners.find((partner) => partner.id === service.partnerId)!;
/** A plumber in Delhi: three more plumbers of other businesses are in the same city. */
const origin = demo.services.find((service) => service.slug === 'sharma-plumbing-works-delhi')!;
/** The two an enquiry with also_ask 2 also goes to: same category and city, best rated then quickest to reply. */
const similar = demo.services
  .filter((service) => service.categoryId === origin.categoryId && service.city === origin.city && service.partnerId !== origin.partnerId)
  .sort(
    (a, b) =>
      rankScore(b.ratingsAverage ?? 0, b.ratingCount ?? 0) - rankScore(a.ratingsAverage ?? 0, a.ratingCount ?? 0) ||
      (a.responseMinutes ?? 60) - (b.responseMinutes ?? 60) ||
      a.id - b.id,
  )
  .slice(0, 2);
const asked = [origin, ...similar];
/** A listing of another category and business, for the withdrawn enquiries. */
const elsewhere = demo.services.find((service) => service.categoryId !== origin.categoryId && !asked.some((a) => a.partnerId === service.partnerId))!;
const isTransportService = (service: { categoryId: number }) =>
  Boolean(demo.categories.find((category) => category.id === service.categoryId)?.isTransport);
const ride = demo.services.find((service) => demo.categories.find((category) => category.id === service.categoryId)?.isTransport)!;

describe.each(journeyEngines)('leads on %s', (engine) => {
  let workspace: WorkspaceServer;
  /** The workspace's server. */
  let server: TestServer;
  // One sign-in per email: a new code is mailed at most once a minute.
  const signIn = (email: string) => workspace.signIn(email);
  const owner = (service: { partnerId: number }) => signIn(demoOwnerEmail(partnerOf(service)));
  const inbox = async (service: { partnerId: number }) => {
    const answer = await call(server, 'GET', apiPaths.businessLeads(service.partnerId), { token: await owner(service) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Record<string, any>[];
  };
  const myEnquiries = async (email = customerEmail) => {
    const answer = await call(server, 'GET', apiPaths.myEnquiries(), { token: await signIn(email) });
    expect(answer.status).toBe(200);
    return answer.body.data as Record<string, any>[];
  };
  const enquire = async (serviceId: number, alsoAsk: number, token?: string, name = 'Priya Das') => {
    const answer = await call(server, 'POST', apiPaths.enquiry(), {
      token,
      json: { name, mobile: '9831012345', service_id: serviceId, also_ask: alsoAsk },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { enquiry_id: number; businesses: number };
  };

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, (handle) => addStaff(handle, origin.partnerId, staffEmail));
    server = workspace.server;
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  let enquiryId = 0;
  const leadIn = async (service: { id: number; partnerId: number }) => {
    const lead = (await inbox(service)).find((item) => item.service_id === service.id && item.name === 'Priya Das' && item.kind === 'enquiry');
    expect(lead, `a lead for ${service.id}`).toBeDefined();
    return lead!;
  };

  it('an enquiry with also_ask 2 reaches three businesses: a lead in each inbox, a mail to each', async () => {
    expect(new Set(asked.map((service) => service.partnerId)).size).toBe(3);
    const token = await signIn(customerEmail);
    let sent!: { enquiry_id: number; businesses: number };
    const mails = await newMails(
      server,
      async () => {
        sent = await enquire(origin.id, 2, token);
      },
      { until: (added) => added.filter((mail) => mail.headers.subject?.startsWith('New enquiry on Seva from Priya Das')).length >= 3 },
    );
    expect(sent.businesses).toBe(3);
    enquiryId = sent.enquiry_id;
    const toBusinesses = mails.filter((mail) => mail.headers.subject?.startsWith('New enquiry on Seva from Priya Das'));
    expect(toBusinesses.map((mail) => mail.headers.to).sort()).toEqual(asked.map((service) => demoOwnerEmail(partnerOf(service))).sort());
    for (const mail of toBusinesses) expect(mail.text).toContain('/business/leads/');

    for (const service of asked) {
      const lead = await leadIn(service);
      expect(Object.keys(lead)).toEqual(expect.arrayContaining(['lead_id', 'kind', 'service_id', 'name', 'mobile', 'created_at', 'status', 'quote']));
      expect(lead).toMatchObject({ kind: 'enquiry', service_id: service.id, name: 'Priya Das', mobile: '9831012345', status: 'new', quote: null });
    }

    const [mine] = await myEnquiries();
    expect(mine).toMatchObject({ enquiry_id: enquiryId, status: 'open' });
    expect(mine!.offers.map((offer: any) => offer.service_id)).toEqual(asked.map((service) => service.id));
    for (const offer of mine!.offers) expect(offer).toMatchObject({ status: 'new', seen_at: null, quote: null, service_name: expect.any(String) });
    // Nothing to accept before a quote.
    const early = await call(server, 'POST', apiPaths.acceptOffer(enquiryId), {
      token: await signIn(customerEmail),
      json: { service_id: origin.id },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This business has not sent a price yet. You can accept once it quotes.');
    expect((await myEnquiries())[0]!.status).toBe('open');
  });

  it('a visitor’s enquiry goes to the one business, whatever also_ask says', async () => {
    const sent = await enquire(elsewhere.id, 2, undefined, 'Ravi Kumar');
    expect(sent.businesses).toBe(1);
    const invalid = await call(server, 'POST', apiPaths.enquiry(), {
      json: { name: 'Priya', mobile: '9831012345', service_id: origin.id, also_ask: 3 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.also_ask).toBeDefined();
  });

  it('opening a lead marks it seen, for its business only; nobody else reads it', async () => {
    const lead = await leadIn(origin);
    const opened = await call(server, 'GET', apiPaths.businessLead(lead.lead_id), { token: await owner(origin) });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ lead_id: lead.lead_id, status: 'seen', seen_at: expect.any(String), request_status: 'open' });
    expect((await leadIn(origin)).status).toBe('seen');
    // Staff of the business handle leads too.
    const staff = await signIn(staffEmail);
    expect((await call(server, 'GET', apiPaths.businessLeads(origin.partnerId), { token: staff })).body.data).toContainEqual(
      expect.objectContaining({ lead_id: lead.lead_id }),
    );
    expect((await call(server, 'GET', apiPaths.businessLead(lead.lead_id), { token: staff })).status).toBe(200);
    expect((await call(server, 'GET', apiPaths.businessLeads(similar[0]!.partnerId), { token: staff })).status).toBe(404);
    // POST opens it too (a state-changing GET takes POST), and opening again changes nothing.
    const again = await call(server, 'POST', apiPaths.businessLead(lead.lead_id), { token: await owner(origin) });
    expect(again.body.data).toMatchObject({ status: 'seen', seen_at: opened.body.data.seen_at });
    const [mine] = await myEnquiries();
    expect(mine!.offers.find((offer: any) => offer.service_id === origin.id).seen_at).toEqual(expect.any(String));

    // Another business's owner, a customer, nobody: 404, 404, 401.
    const other = await call(server, 'GET', apiPaths.businessLead(lead.lead_id), { token: await owner(similar[0]!) });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Priya');
    expect((await call(server, 'GET', apiPaths.businessLead(lead.lead_id), { token: await signIn(otherCustomerEmail) })).status).toBe(404);
    expect((await call(server, 'GET', apiPaths.businessLead(lead.lead_id))).status).toBe(401);
    expect((await call(server, 'GET', apiPaths.businessLead(999_999_999), { token: await owner(origin) })).status).toBe(404);
  });

  it('GET /api/business/leads: members only (404 for another business, 401 signed out), filterable by status', async () => {
    const theirs = await call(server, 'GET', apiPaths.businessLeads(similar[0]!.partnerId), { token: await owner(origin) });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('Priya');
    expect((await call(server, 'GET', apiPaths.businessLeads(origin.partnerId), { token: await signIn(customerEmail) })).status).toBe(404);
    expect((await call(server, 'GET', apiPaths.businessLeads(origin.partnerId))).status).toBe(401);
    expect((await call(server, 'GET', apiPaths.businessLeads(origin.partnerId, 'bogus'), { token: await owner(origin) })).status).toBe(422);
    const seen = await call(server, 'GET', apiPaths.businessLeads(origin.partnerId, 'seen'), { token: await owner(origin) });
    expect(seen.body.data.length).toBeGreaterThan(0);
    for (const lead of seen.body.data) expect(lead.status).toBe('seen');
    expect((await call(server, 'GET', apiPaths.businessLeads(origin.partnerId, 'won'), { token: await owner(origin) })).body.data).toEqual([]);
  });

  it('each business quotes; the customer sees the three quotes, in the app too; a quote can be changed', async () => {
    const visit = new Date(Date.now() + 2 * 24 * 3600_000);
    visit.setUTCSeconds(0, 0);
    const amounts = [1200, 950, 1500];
    const toCustomer = (mails: Mail[]) => mails.filter((mail) => mail.headers.to === customerEmail);
    const quoted = await newMails(
      server,
      async () => {
        for (const [index, service] of asked.entries()) {
          const lead = await leadIn(service);
          const answer = await call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), {
            token: await owner(service),
            json: { amount: amounts[index], message: `Quote ${index} ${run}`, ...(index === 2 ? { visit_at: visit.toISOString() } : {}) },
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(answer.body.status).toBe(1);
        }
      },
      { until: (mails) => toCustomer(mails).length >= 3 },
    );
    // Each quote reaches the customer by mail too (the outbox sends them after the answers).
    expect(toCustomer(quoted)).toHaveLength(3);
    const [mine] = await myEnquiries();
    expect(mine!.offers.map((offer: any) => [offer.status, offer.quote])).toEqual([
      ['quoted', { amount: 1200, message: `Quote 0 ${run}`, visit_at: null }],
      ['quoted', { amount: 950, message: `Quote 1 ${run}`, visit_at: null }],
      ['quoted', { amount: 1500, message: `Quote 2 ${run}`, visit_at: visit.toISOString() }],
    ]);
    for (const offer of mine!.offers) expect(offer.seen_at).toEqual(expect.any(String));
    expect((await leadIn(asked[2]!)).quote).toEqual({ amount: 1500, message: `Quote 2 ${run}`, visit_at: visit.toISOString() });

    const notes = await call(server, 'GET', apiPaths.notifications(), { token: await signIn(customerEmail) });
    expect(notes.body.data.filter((note: any) => note.message.includes('sent you a quote'))).toHaveLength(3);

    // Changed before the customer chooses; the customer is told again, by mail too.
    const lead = await leadIn(asked[0]!);
    const mails = await newMails(
      server,
      async () => {
        const changed = await call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), {
          token: await owner(asked[0]!),
          json: { amount: '1,100', message: 'Changed' },
        });
        expect(changed.status).toBe(200);
      },
      mailTo(customerEmail),
    );
    expect(mails.filter((mail) => mail.headers.to === customerEmail)).toHaveLength(1);
    expect((await myEnquiries())[0]!.offers[0].quote).toEqual({ amount: 1100, message: 'Changed', visit_at: null });
  });

  it('a quote: checked fields, members of its business only', async () => {
    const lead = await leadIn(asked[1]!);
    const token = await owner(asked[1]!);
    const quote = (json: unknown, as = token) => call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), { token: as, json });
    const invalid = await quote({ amount: 0, message: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['amount', 'message']);
    expect((await quote({ amount: 500, message: 'x', visit_at: 'tomorrow' })).body.errors).toEqual({
      visit_at: 'Please choose a valid date and time',
    });
    const past = await quote({ amount: 500, message: 'x', visit_at: '2020-01-01T10:00' });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ visit_at: 'Please choose a visit time in the future' });
    for (const visit_at of ['9999-12-31T10:00', new Date(Date.now() + 91 * 24 * 3600_000).toISOString()]) {
      const far = await quote({ amount: 500, message: 'x', visit_at });
      expect(far.status, visit_at).toBe(422);
      expect(far.body.errors).toEqual({ visit_at: 'Please choose a visit time within the next 90 days' });
    }
    expect((await quote({ amount: 1, message: 'Cheap' }, await owner(origin))).status).toBe(404);
    expect((await quote({ amount: 1, message: 'Cheap' }, await signIn(customerEmail))).status).toBe(404);
    expect((await call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), { json: { amount: 1, message: 'Cheap' } })).status).toBe(401);
    expect((await leadIn(asked[1]!)).quote.amount).toBe(950);
  });

  it('another customer can neither see nor choose for this enquiry', async () => {
    const token = await signIn(otherCustomerEmail);
    expect(await myEnquiries(otherCustomerEmail)).toEqual([]);
    expect((await call(server, 'POST', apiPaths.acceptOffer(enquiryId), { token, json: { service_id: origin.id } })).status).toBe(404);
    expect((await call(server, 'POST', apiPaths.withdrawEnquiry(enquiryId), { token })).status).toBe(404);
    expect((await call(server, 'GET', apiPaths.myEnquiries())).status).toBe(401);
    expect((await call(server, 'POST', apiPaths.acceptOffer(enquiryId), { json: { service_id: origin.id } })).status).toBe(401);
    expect((await call(server, 'POST', apiPaths.withdrawEnquiry(enquiryId))).status).toBe(401);
    expect((await myEnquiries())[0]!.status).toBe('open');
  });

  it('the customer accepts one offer: it is won, the other two lost and their businesses told; then it is closed', async () => {
    const token = await signIn(customerEmail);
    const notAsked = await call(server, 'POST', apiPaths.acceptOffer(enquiryId), { token, json: { service_id: elsewhere.id } });
    expect(notAsked.status).toBe(404);
    let accepted!: Awaited<ReturnType<typeof call>>;
    const mails = await newMails(
      server,
      async () => {
        accepted = await call(server, 'POST', apiPaths.acceptOffer(enquiryId), { token, json: { service_id: similar[0]!.id } });
      },
      { until: (added) => added.length >= 3 },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const [mine] = await myEnquiries();
    expect(mine!.status).toBe('accepted');
    expect(mine!.offers.map((offer: any) => offer.status)).toEqual(['lost', 'won', 'lost']);
    expect((await leadIn(origin)).status).toBe('lost');
    expect((await leadIn(similar[0]!)).status).toBe('won');
    expect((await leadIn(similar[1]!)).status).toBe('lost');
    const told = mails.map((mail) => mail.headers.to).sort();
    expect(told).toEqual(asked.map((service) => demoOwnerEmail(partnerOf(service))).sort());

    // Closed: no second choice, no withdrawal, no more quotes.
    expect((await call(server, 'POST', apiPaths.acceptOffer(enquiryId), { token, json: { service_id: origin.id } })).status).toBe(409);
    expect((await call(server, 'POST', apiPaths.withdrawEnquiry(enquiryId), { token })).status).toBe(409);
    const lead = await leadIn(origin);
    const late = await call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), {
      token: await owner(origin),
      json: { amount: 10, message: 'Late' },
    });
    expect(late.status).toBe(409);
  });

  it('withdrawing closes every lead; a business that never opened it never sees it, one that did sees it withdrawn', async () => {
    const token = await signIn(customerEmail);
    const unopened = await enquire(elsewhere.id, 0, token);
    const opened = await enquire(ride.id, 0, token);
    const rideLead = (await inbox(ride)).find((lead) => lead.kind === 'enquiry' && lead.name === 'Priya Das')!;
    expect((await call(server, 'GET', apiPaths.businessLead(rideLead.lead_id), { token: await owner(ride) })).status).toBe(200);
    const elsewhereLead = (await inbox(elsewhere)).find((lead) => lead.name === 'Priya Das' && lead.status === 'new')!;

    for (const enquiry of [unopened, opened]) {
      expect((await call(server, 'POST', apiPaths.withdrawEnquiry(enquiry.enquiry_id), { token })).status).toBe(200);
      expect((await call(server, 'POST', apiPaths.withdrawEnquiry(enquiry.enquiry_id), { token })).status).toBe(409);
    }
    const mine = await myEnquiries();
    for (const enquiry of [unopened, opened]) {
      const entry = mine.find((item) => item.enquiry_id === enquiry.enquiry_id)!;
      expect(entry.status).toBe('withdrawn');
      expect(entry.offers.map((offer: any) => offer.status)).toEqual(['withdrawn']);
    }
    expect((await inbox(elsewhere)).some((lead) => lead.lead_id === elsewhereLead.lead_id)).toBe(false);
    expect((await call(server, 'GET', apiPaths.businessLead(elsewhereLead.lead_id), { token: await owner(elsewhere) })).status).toBe(404);
    expect((await inbox(ride)).find((lead) => lead.lead_id === rideLead.lead_id)?.status).toBe('withdrawn');
  });

  it('a business declines a lead with a reason the customer sees; then it is closed', async () => {
    const token = await signIn(customerEmail);
    const sent = await enquire(elsewhere.id, 0, token);
    const lead = (await inbox(elsewhere)).find((item) => item.name === 'Priya Das' && item.status === 'new')!;
    const decline = (json: unknown, as?: string) => call(server, 'POST', apiPaths.businessLeadDecline(lead.lead_id), { token: as, json });
    expect((await decline({ reason: 'Busy' })).status).toBe(401);
    expect((await decline({ reason: 'Busy' }, await owner(origin))).status).toBe(404);
    expect((await decline({ reason: 'Busy' }, token)).status).toBe(404);
    const empty = await decline({ reason: '  ' }, await owner(elsewhere));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.reason).toBeDefined();
    const mails = await newMails(
      server,
      async () => {
        expect((await decline({ reason: 'We are fully booked this week' }, await owner(elsewhere))).status).toBe(200);
      },
      mailTo(customerEmail),
    );
    expect(mails.filter((mail) => mail.headers.to === customerEmail)).toHaveLength(1);
    const offer = (await myEnquiries()).find((item) => item.enquiry_id === sent.enquiry_id)!.offers[0];
    expect(offer).toMatchObject({ status: 'declined', declined_reason: 'We are fully booked this week', seen_at: expect.any(String) });
    expect((await decline({ reason: 'Again' }, await owner(elsewhere))).status).toBe(409);
    const quoted = await call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), {
      token: await owner(elsewhere),
      json: { amount: 5, message: 'x' },
    });
    expect(quoted.status).toBe(409);
    expect((await call(server, 'POST', apiPaths.acceptOffer(sent.enquiry_id), { token, json: { service_id: elsewhere.id } })).status).toBe(409);
  });

  it('the lead pages: the inbox and a lead for members only; the decline form works as a plain form', async () => {
    const token = await signIn(customerEmail);
    await enquire(elsewhere.id, 0, token);
    const lead = (await inbox(elsewhere)).find((item) => item.name === 'Priya Das' && item.status === 'new')!;
    const ownerToken = await owner(elsewhere);
    const page = (pathname: string, as?: string, init: RequestInit = {}) =>
      fetch(`${server.origin}${pathname}`, {
        redirect: 'manual',
        ...init,
        headers: { ...(as ? { authorization: `Bearer ${as}` } : {}), ...(init.headers as Record<string, string>) },
      });
    const list = await page(paths.businessLeads(elsewhere.partnerId), ownerToken);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(paths.businessLead(lead.lead_id));
    expect((await page(paths.businessLeads(elsewhere.partnerId), await owner(origin))).status).toBe(404);
    expect((await page(paths.businessLead(lead.lead_id))).status).toBe(302);
    const theirs = await page(paths.businessLead(lead.lead_id), await owner(origin));
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain('9831012345');
    const opened = await page(paths.businessLead(lead.lead_id), ownerToken);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('tel:+919831012345');

    const form = (body: Record<string, string>) =>
      page(`${paths.businessLead(lead.lead_id)}?decline`, ownerToken, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
        body: new URLSearchParams(body).toString(),
      });
    const wrong = await form({ reason: ' ' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Please tell the customer why');
    const done = await form({ reason: 'Outside our area' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('The customer was told.');
    expect((await inbox(elsewhere)).find((item) => item.lead_id === lead.lead_id)?.status).toBe('declined');
  });

  it('a ride booking is a lead of kind booking, answered by confirming, not quoting', async () => {
    const token = await signIn(otherCustomerEmail);
    const booked = await call(server, 'POST', apiPaths.booking(), {
      token,
      json: {
        pickup_location: `Gate 2, ${run}`,
        destination_location: 'Howrah Station',
        pickup_location_lat_lng: { lat: ride.lat, lng: ride.lng },
        destination_location_lat_lng: { lat: Math.round((ride.lat + 0.05) * 1e4) / 1e4, lng: Math.round((ride.lng + 0.05) * 1e4) / 1e4 },
        services_id: ride.id,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const lead = (await inbox(ride)).find((item) => item.kind === 'booking')!;
    expect(lead).toMatchObject({ kind: 'booking', service_id: ride.id, status: 'new', quote: null });
    const quoted = await call(server, 'POST', apiPaths.businessLeadQuote(lead.lead_id), {
      token: await owner(ride),
      json: { amount: 100, message: 'x' },
    });
    expect(quoted.status).toBe(409);
  });

  it('a blocked business is never asked through also_ask; the customer can still open its page; signed out is refused', async () => {
    const blocked = similar[0]!;
    expect((await call(server, 'GET', apiPaths.myBlocks())).status).toBe(401);
    expect((await call(server, 'POST', apiPaths.myBlocks(), { json: { partner_id: blocked.partnerId } })).status).toBe(401);
    expect((await call(server, 'DELETE', apiPaths.myBlock(blocked.partnerId))).status).toBe(401);

    const token = await signIn(blockerEmail);
    expect((await call(server, 'POST', apiPaths.myBlocks(), { token, json: { partner_id: 'x' } })).status).toBe(422);
    expect((await call(server, 'POST', apiPaths.myBlocks(), { token, json: { partner_id: 999_999_999 } })).status).toBe(404);
    const block = await call(server, 'POST', apiPaths.myBlocks(), { token, json: { partner_id: blocked.partnerId } });
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    // Twice is no change.
    expect((await call(server, 'POST', apiPaths.myBlocks(), { token, json: { partner_id: blocked.partnerId } })).status).toBe(200);
    const list = await call(server, 'GET', apiPaths.myBlocks(), { token });
    expect(list.body.data).toEqual([
      { partner_id: blocked.partnerId, business_name: partnerOf(blocked).businessName, blocked_at: expect.any(String) },
    ]);
    // Another customer's list is their own.
    expect((await call(server, 'GET', apiPaths.myBlocks(), { token: await signIn(otherCustomerEmail) })).body.data).toEqual([]);

    const sent = await enquire(origin.id, 2, token, 'Blocker');
    expect(sent.businesses).toBe(3);
    const mine = (await myEnquiries(blockerEmail)).find((item) => item.enquiry_id === sent.enquiry_id)!;
    const askedPartners = mine.offers.map((offer: any) => offer.partner_id);
    expect(askedPartners).toHaveLength(3);
    expect(askedPartners).not.toContain(blocked.partnerId);
    expect(askedPartners[0]).toBe(origin.partnerId);
    expect((await fetch(new URL(paths.details(blocked.slug), server.origin))).status).toBe(200);

    const unblocked = await call(server, 'DELETE', apiPaths.myBlock(blocked.partnerId), { token });
    expect(unblocked.status).toBe(200);
    expect((await call(server, 'GET', apiPaths.myBlocks(), { token })).body.data).toEqual([]);
  });

  it('leads nobody answered in 72 hours expire and the customer is told; a quoted or called one stays (last: moves the clock 73 hours)', async () => {
    const token = await signIn(customerEmail);
    const sent = await enquire(origin.id, 2, token);
    expect(sent.businesses).toBe(3);
    const quoted = await leadIn(similar[0]!);
    expect(quoted.status).toBe('new');
    const answer = await call(server, 'POST', apiPaths.businessLeadQuote(quoted.lead_id), {
      token: await owner(similar[0]!),
      json: { amount: 700, message: 'Can do' },
    });
    expect(answer.status).toBe(200);
    // The second business called the customer from the lead's page: answered, so it does not expire.
    const called = await leadIn(similar[1]!);
    expect((await call(server, 'GET', apiPaths.businessLead(called.lead_id), { token: await owner(similar[1]!) })).status).toBe(200);
    const tapped = await call(server, 'POST', apiPaths.businessLeadCalled(called.lead_id), { token: await owner(similar[1]!) });
    expect(tapped.body).toMatchObject({ status: 1, first: true });

    // Three days and an hour pass.
    await advanceClock(server, 73 * 3600_000);

    const mine = (await myEnquiries()).find((item) => item.enquiry_id === sent.enquiry_id)!;
    expect(mine.offers.map((offer: any) => [offer.service_id, offer.status])).toEqual([
      [origin.id, 'expired'],
      [similar[0]!.id, 'quoted'],
      [similar[1]!.id, 'seen'],
    ]);
    const notes = (await call(server, 'GET', apiPaths.notifications(), { token })).body.data;
    expect(notes.filter((note: any) => note.message.includes('did not answer your enquiry in 72 hours'))).toHaveLength(1);
    const expired = (await inbox(origin)).find((item) => item.status === 'expired')!;
    const late = await call(server, 'POST', apiPaths.businessLeadQuote(expired.lead_id), {
      token: await owner(origin),
      json: { amount: 10, message: 'Late' },
    });
    expect(late.status).toBe(409);
    // A call after it expired answers nothing: no first answer is timed.
    const lateCall = await call(server, 'POST', apiPaths.businessLeadCalled(expired.lead_id), { token: await owner(origin) });
    expect(lateCall.body).toEqual({ status: 1, first: false });
    expect((await call(server, 'POST', apiPaths.acceptOffer(sent.enquiry_id), { token, json: { service_id: origin.id } })).status).toBe(409);
    expect((await call(server, 'POST', apiPaths.acceptOffer(sent.enquiry_id), { token, json: { service_id: similar[0]!.id } })).status).toBe(200);
  });

  it('hides the customer’s number once a lead is lost, withdrawn, blocked or expired, and from an also-ask business that never opened it', async () => {
    const name = 'Meera Sen';
    const mobile = '9831055555';
    const token = await signIn(`leads.hidden.${run}@example.com`);
    const ask = async (serviceId: number, alsoAsk: number) => {
      const answer = await call(server, 'POST', apiPaths.enquiry(), { token, json: { name, mobile, service_id: serviceId, also_ask: alsoAsk } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.enquiry_id as number;
    };
    const leadOf = async (service: { id: number; partnerId: number }) =>
      (await inbox(service)).find((item) => item.name === name && item.service_id === service.id)!;
    const leadPage = async (service: { id: number; partnerId: number }) =>
      (await workspace.page(paths.businessLead((await leadOf(service)).lead_id), await owner(service))).text();
    const hidden = async (service: { id: number; partnerId: number }, why: string) => {
      const lead = await leadOf(service);
      expect(lead.name).toBe(name);
      expect(lead.mobile, `${service.id} ${lead.status}`).toBeNull();
      expect(lead.mobile_note).toBe(why);
      const html = await leadPage(service);
      // No digit of the number, and no Call or WhatsApp button (the site's own support line is a tel: link too).
      for (const shown of ['55555', `tel:+91${mobile}`, `wa.me/91${mobile}`, 'data-answer-beacon']) expect(html).not.toContain(shown);
      expect(html.replace(/&#39;|&#x27;/g, "'")).toContain(why);
    };

    // Three businesses asked; the first quotes and is chosen, the second had opened it, the third never did.
    const request = await ask(origin.id, 2);
    const quoted = await call(server, 'POST', apiPaths.businessLeadQuote((await leadOf(origin)).lead_id), {
      token: await owner(origin),
      json: { amount: 700, message: 'Can come today' },
    });
    expect(quoted.status).toBe(200);
    expect(await leadPage(similar[0]!)).toContain('+91 98310 55555');
    expect((await call(server, 'POST', apiPaths.acceptOffer(request), { token, json: { service_id: origin.id } })).status).toBe(200);
    expect((await leadOf(origin)).mobile).toBe(mobile);
    expect(await leadPage(origin)).toContain('+91 98310 55555');
    await hidden(similar[0]!, 'The customer chose another business, so their number is no longer shown.');
    await hidden(similar[1]!, 'The customer chose another business, so their number is no longer shown.');

    // Withdrawn after the business opened it.
    const withdrawnRequest = await ask(elsewhere.id, 0);
    expect(await leadPage(elsewhere)).toContain('+91 98310 55555');
    expect((await call(server, 'POST', apiPaths.withdrawEnquiry(withdrawnRequest), { token })).status).toBe(200);
    await hidden(elsewhere, 'The customer withdrew this request, so their number is no longer shown.');

    // Two more businesses: the customer blocks one; nobody answers the other in time.
    const [blocked, unanswered] = demo.services
      .filter((service) => !isTransportService(service) && ![...asked, elsewhere].some((other) => other.partnerId === service.partnerId))
      .filter((service, index, all) => all.findIndex((other) => other.partnerId === service.partnerId) === index)
      .slice(0, 2);
    await ask(blocked!.id, 0);
    expect((await leadOf(blocked!)).mobile).toBe(mobile);
    expect((await call(server, 'POST', apiPaths.myBlocks(), { token, json: { partner_id: blocked!.partnerId } })).status).toBe(200);
    await hidden(blocked!, 'The customer blocked your business, so their number is no longer shown.');

    await ask(unanswered!.id, 0);
    expect((await leadOf(unanswered!)).mobile).toBe(mobile);
    await advanceClock(server, 73 * 3600_000);
    expect((await leadOf(unanswered!)).status).toBe('expired');
    await hidden(unanswered!, 'This request expired before anyone answered, so the customer’s number is no longer shown.');
  });
});
