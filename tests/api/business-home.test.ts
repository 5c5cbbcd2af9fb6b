import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { WAITING_SHOWN } from '../../src/features/workspace/workspace.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { partners } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { mailTo, newMails } from '../support/mail';
import { advanceClock } from '../support/server';
import { call } from './support/client';
import { profileData, profileForm } from './support/profile';
import { addStaff, startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * The workspace's home, on every engine: what waits for the business's answer (leads nobody answered, ride
 * bookings pending) for its members, owner and staff alike, never for anyone else; a lead leaves once
 * answered, the list is capped with an honest "and N more". And every message to the customer goes by mail
 * too: a booking confirmed or declined, a lead that expired.
 */

const run = `run${Date.now()}`;
const customerEmail = `home.customer.${run}@example.com`;
const staffEmail = `home.staff.${run}@example.com`;

const demo = buildDemoCatalogue();
/** A listing that takes ride bookings (and enquiries), its business's owner, and the owner of another business. */
const ride = demo.services.find((service) => demo.categories.find((category) => category.id === service.categoryId)?.isTransport)!;
const ridePartner = demo.partners.find((partner) => partner.id === ride.partnerId)!;
const ownerEmail = demoOwnerEmail(ridePartner);
const strangerEmail = demoOwnerEmail(demo.partners.find((partner) => partner.id !== ride.partnerId)!);

describe.each(journeyEngines)('the workspace home on %s', (engine) => {
  let workspace: WorkspaceServer;
  let partnerId = 0;
  const bookingIds: number[] = [];

  const home = async (email: string) => {
    const answer = await workspace.page(paths.business(partnerId), await workspace.signIn(email));
    return { status: answer.status, html: await answer.text() };
  };
  const inbox = async () => {
    const answer = await call(workspace.server, 'GET', apiPaths.businessLeads(partnerId), { token: await workspace.signIn(ownerEmail) });
    expect(answer.status).toBe(200);
    return answer.body.data as { lead_id: number; name: string; kind: string; status: string }[];
  };
  const enquire = async (name: string, mobile: string, token?: string) => {
    const answer = await call(workspace.server, 'POST', apiPaths.enquiry(), { token, json: { name, mobile, service_id: ride.id, also_ask: 0 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  };
  const book = async (pickup: string) => {
    const answer = await call(workspace.server, 'POST', apiPaths.booking(), {
      token: await workspace.signIn(customerEmail),
      json: {
        pickup_location: pickup,
        destination_location: 'Howrah Station',
        pickup_location_lat_lng: { lat: ride.lat, lng: ride.lng },
        destination_location_lat_lng: { lat: Math.round((ride.lat + 0.05) * 1e4) / 1e4, lng: Math.round((ride.lng + 0.05) * 1e4) / 1e4 },
        services_id: ride.id,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    bookingIds.push(answer.body.data.booking_id as number);
  };
  const leadOf = async (name: string) => (await inbox()).find((lead) => lead.name === name && lead.kind === 'enquiry')!;

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async (handle) => {
      const [partner] = await handle.db.select({ id: partners.id }).from(partners).where(eq(partners.slug, ridePartner.slug));
      partnerId = partner!.id;
      await addStaff(handle, partnerId, staffEmail);
    });
    const customer = await workspace.signIn(customerEmail);
    const profile = profileForm(profileData({ email: customerEmail, first_name: 'Meera', last_name: 'Iyer', phone: '9876501234' }));
    const made = await call(workspace.server, 'POST', apiPaths.createProfile(), { token: customer, form: profile });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // A signed-in customer's enquiry, a visitor's, and two ride bookings.
    await enquire('Meera Iyer', '9876501234', customer);
    await enquire('Ravi Kapoor', '9831000001');
    await book(`Gate 1, ${run}`);
    await book(`Gate 2, ${run}`);
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  it('owner and staff see the new leads and the pending bookings, each a link, with the customer, what and when', async () => {
    const meera = await leadOf('Meera Iyer');
    const ravi = await leadOf('Ravi Kapoor');
    for (const email of [ownerEmail, staffEmail]) {
      const { status, html } = await home(email);
      expect(status, email).toBe(200);
      // Ride bookings wait on the bookings page, not twice as leads.
      expect(html).toContain('Waiting for your answer<span class="font-semibold text-muted">: 2 leads and 2 bookings</span>');
      expect(html).toContain('New leads · 2');
      expect(html).toContain('Bookings to confirm · 2');
      expect(html).toContain(`href="${paths.businessLead(meera.lead_id)}"`);
      expect(html).toContain(`href="${paths.businessLead(ravi.lead_id)}"`);
      expect(html).toContain('Ravi Kapoor');
      // Newest first: the visitor's enquiry came after Meera's.
      expect(html.indexOf(paths.businessLead(ravi.lead_id))).toBeLessThan(html.indexOf(paths.businessLead(meera.lead_id)));
      expect(html).toContain('Enquiry · ');
      expect(html).toContain(`Gate 2, ${run} → Howrah Station`);
      expect(html).toContain('Meera Iyer');
      expect(html).toContain(`href="${paths.businessBookings(partnerId).replace('&', '&amp;')}"`);
      expect(html).toMatch(/<time datetime="[^"]+Z">\w{3}, \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m<\/time>/);
    }
    // Staff never see the owner's links: the editor, the mini-site, the team.
    const staff = (await home(staffEmail)).html;
    expect(staff).not.toContain('/business/listing/');
    expect(staff).not.toContain(paths.businessSite(partnerId).replace('&', '&amp;'));
    expect(staff).not.toContain(paths.businessTeam(partnerId).replace('&', '&amp;'));
    expect(staff).toContain(paths.businessLeads(partnerId).replace('&', '&amp;'));
    expect((await home(ownerEmail)).html).toContain('/business/listing/');
  });

  it('nobody else sees them: another business’s owner and the customer get 404, a visitor signs in first', async () => {
    for (const email of [strangerEmail, customerEmail]) {
      const { status, html } = await home(email);
      expect(status, email).toBe(404);
      expect(html).not.toContain('Ravi Kapoor');
      expect(html).not.toContain(`Gate 1, ${run}`);
    }
    expect((await workspace.page(paths.business(partnerId))).status).toBe(302);
  });

  it('an answered lead leaves the list; beyond the first few, an honest "and N more" links to the inbox', async () => {
    const ravi = await leadOf('Ravi Kapoor');
    const quoted = await call(workspace.server, 'POST', apiPaths.businessLeadQuote(ravi.lead_id), {
      token: await workspace.signIn(staffEmail),
      json: { amount: 450, message: 'Can pick you up at 6' },
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    let { html } = await home(ownerEmail);
    expect(html).not.toContain(`href="${paths.businessLead(ravi.lead_id)}"`);
    expect(html).toContain(': 1 lead and 2 bookings');

    const visitors = ['Asha', 'Bina', 'Chitra', 'Deepa', 'Esha', 'Farah', 'Gita', 'Hema'].slice(0, WAITING_SHOWN + 1);
    for (const [n, name] of visitors.entries()) await enquire(`${name} Rao`, `98310000${10 + n}`);
    html = (await home(ownerEmail)).html;
    const total = WAITING_SHOWN + 2;
    expect(html).toContain(`: ${total} leads and 2 bookings`);
    expect(html.match(/href="\/business\/leads\/\d+"/g)).toHaveLength(WAITING_SHOWN);
    expect(html).toContain(`and ${total - WAITING_SHOWN} more in your leads`);
    expect(html).not.toContain(`href="${paths.businessLead((await leadOf('Meera Iyer')).lead_id)}"`);
  });

  it('a booking confirmed or declined: the customer is told in the app and by mail, with a link to their history', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const [first, second] = bookingIds;
    const confirmed = await newMails(
      workspace.server,
      async () => {
        expect((await call(workspace.server, 'POST', apiPaths.businessBookingConfirm(first!), { token: owner })).status).toBe(200);
      },
      mailTo(customerEmail),
    );
    const toCustomer = confirmed.filter((mail) => mail.headers.to === customerEmail);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.headers.subject).toContain(`confirmed your booking #${first}`);
    expect(toCustomer[0]!.text).toContain('Status: Confirmed');
    expect(toCustomer[0]!.text).toContain(`${paths.profile('History')}`);

    const declined = await newMails(
      workspace.server,
      async () => {
        const answer = await call(workspace.server, 'POST', apiPaths.businessBookingDecline(second!), {
          token: await workspace.signIn(staffEmail),
          json: { reason: `No car free then ${run}` },
        });
        expect(answer.status).toBe(200);
      },
      mailTo(customerEmail),
    );
    const told = declined.filter((mail) => mail.headers.to === customerEmail);
    expect(told).toHaveLength(1);
    expect(told[0]!.headers.subject).toContain(`declined your booking #${second}`);
    expect(told[0]!.text).toContain(`No car free then ${run}`);
    expect(told[0]!.text).toContain(`${paths.profile('History')}`);
    const notes = await call(workspace.server, 'GET', apiPaths.notifications(), { token: await workspace.signIn(customerEmail) });
    expect(JSON.stringify(notes.body)).toContain(`confirmed your booking #${first}`);

    const { html } = await home(ownerEmail);
    expect(html).not.toContain('Bookings to confirm');
    expect(html).not.toContain(`Gate 1, ${run}`);
  });

  it('leads nobody answered expire: the customer is told by mail too, and the home says nothing waits (last: moves the clock)', async () => {
    // Three days and an hour pass.
    await advanceClock(workspace.server, 73 * 3600_000);
    let page!: Awaited<ReturnType<typeof home>>;
    const mails = await newMails(
      workspace.server,
      async () => {
        page = await home(ownerEmail);
      },
      mailTo(customerEmail),
    );
    // Only Meera has an account to mail; the visitors' leads expire quietly.
    const toCustomer = mails.filter((mail) => mail.headers.to === customerEmail);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.headers.subject).toContain('did not answer your enquiry');
    expect(toCustomer[0]!.text).toContain(`${paths.profile('Enquiries')}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Nothing is waiting');
    expect(page.html).not.toContain('New leads ·');
    const notes = await call(workspace.server, 'GET', apiPaths.notifications(), { token: await workspace.signIn(customerEmail) });
    expect(JSON.stringify(notes.body)).toContain('did not answer your enquiry in 72 hours');
    expect((await leadOf('Meera Iyer')).status).toBe('expired');
  });
});
