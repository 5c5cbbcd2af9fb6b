import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, visitDateRange, visitSlots } from '../../src/features/bookings/visits';
import { ENQUIRY_DETAILS_MAX, ENQUIRY_MESSAGES, ENQUIRY_PHOTOS_MAX } from '../../src/features/enquiries/enquiries';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { parseDayOpen } from '../../src/features/listings/hours';
import { indiaDay } from '../../src/lib/india-time';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { newMails } from '../support/mail';
import { call } from './support/client';
import { profileData, profileForm } from './support/profile';
import { addStaff, startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * An enquiry a business can quote on, on every engine: `details` (up to 1,000 characters), when
 * and up to three photos reach the lead (its answer, its page, the business's mail); too long, a past date
 * or a fourth photo is refused with a clear message. The business's booking card shows the customer's phone
 * with Call and WhatsApp while the booking is open, never once it is declined, and never to another business.
 */

const run = `run${Date.now()}`;
const staffEmail = `enquiry.staff.${run}@example.com`;
const openCustomerEmail = `enquiry.open.${run}@example.com`;
const declinedCustomerEmail = `enquiry.declined.${run}@example.com`;
const openPhone = '9876512301';
const declinedPhone = '9876512302';

const demo = buildDemoCatalogue();
const isTransport = (categoryId: number) => demo.categories.find((category) => category.id === categoryId)?.isTransport;
const plumberPartner = demo.partners.find((partner) => partner.slug === 'more-plumbing-works-mumbai')!;
const plumber = demo.services.find((service) => service.partnerId === plumberPartner.id && !isTransport(service.categoryId))!;
const ownerEmail = demoOwnerEmail(plumberPartner);
const strangerEmail = demoOwnerEmail(demo.partners.find((partner) => partner.id !== plumberPartner.id)!);

const hours = parseDayOpen(plumber.hours);
const { min } = visitDateRange();
const openDay = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(min, n)).find((day) => visitSlots(hours, day).length > 0)!;

const photo = (colour: string, width = 2400) =>
  sharp({ create: { width, height: 1800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe.each(journeyEngines)('an enquiry a business can quote on, on %s', (engine) => {
  let workspace: WorkspaceServer;
  const enquiryForm = (fields: Record<string, string>, photos: Buffer[] = []) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Kavya Rao', mobile: '9831012399', service_id: String(plumber.id), ...fields })) {
      form.set(name, value);
    }
    for (const [index, bytes] of photos.entries()) {
      form.append('photos', new File([new Uint8Array(bytes)], `tap-${index + 1}.jpg`, { type: 'image/jpeg' }));
    }
    return form;
  };
  const enquire = (json: Record<string, unknown>) =>
    call(workspace.server, 'POST', apiPaths.enquiry(), { json: { name: 'Kavya Rao', mobile: '9831012399', service_id: plumber.id, ...json } });
  const lead = async (leadId: number, email = ownerEmail) =>
    call(workspace.server, 'GET', apiPaths.businessLead(leadId), { token: await workspace.signIn(email) });
  const newestLead = async (name: string) => {
    const inbox = await call(workspace.server, 'GET', apiPaths.businessLeads(plumberPartner.id), { token: await workspace.signIn(ownerEmail) });
    expect(inbox.status).toBe(200);
    return (inbox.body.data as { lead_id: number; name: string }[]).find((item) => item.name === name)!;
  };
  const bookingsPage = async (email: string) => {
    const response = await workspace.page(paths.businessBookings(plumberPartner.id), await workspace.signIn(email));
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, (handle) => addStaff(handle, plumberPartner.id, staffEmail));
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  it('takes details and when; the lead answer carries them, its page shows them beside the quote, the mail lists them', async () => {
    const details = `Kitchen tap drips all night; the washer needs changing. ${run}`;
    let sent!: Awaited<ReturnType<typeof enquire>>;
    const mails = await newMails(workspace.server, async () => {
      sent = await enquire({ name: 'Kavya Rao', details, when: 'today' });
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const mail = mails.find((item) => item.headers.to === ownerEmail);
    expect(mail?.text).toContain(details);
    expect(mail?.text).toContain('Today');

    const item = await newestLead('Kavya Rao');
    expect(item).toMatchObject({ details, when: 'today', photos: [] });
    const opened = await lead(item.lead_id);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ details, when: 'today', photos: [] });
    const page = await (await workspace.page(paths.businessLead(item.lead_id), await workspace.signIn(ownerEmail))).text();
    expect(page).toContain('What they need');
    expect(page).toContain(details);
    expect(page).toContain('When: Today');
    // Beside the price: the request comes before the quote form's price field.
    expect(page.indexOf(details)).toBeLessThan(page.indexOf('name="amount"'));
  });

  it('takes exactly 1,000 characters and refuses 1,001 with a clear message', async () => {
    const longest = await enquire({ name: 'Long Writer', details: 'a'.repeat(ENQUIRY_DETAILS_MAX) });
    expect(longest.status, JSON.stringify(longest.body)).toBe(201);
    const tooLong = await enquire({ name: 'Long Writer', details: 'a'.repeat(ENQUIRY_DETAILS_MAX + 1) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.details).toBe('Please keep “What needs doing?” to 1,000 characters or fewer');
    expect(tooLong.body.message).toBe(ENQUIRY_MESSAGES.detailsTooLong);
  });

  it('takes a date from today on and refuses a past date or an unknown when', async () => {
    const today = indiaDay();
    expect((await enquire({ name: 'Date Person', when: addDays(today, 3) })).status).toBe(201);
    expect(((await newestLead('Date Person')) as unknown as { when: string }).when).toBe(addDays(today, 3));
    const past = await enquire({ name: 'Date Person', when: addDays(today, -1) });
    expect(past.status).toBe(422);
    expect(past.body.errors.when).toBe(ENQUIRY_MESSAGES.whenPast);
    expect((await enquire({ name: 'Date Person', when: 'someday' })).body.errors.when).toBe(ENQUIRY_MESSAGES.when);
    expect((await enquire({ name: 'Date Person', when: 'date' })).body.errors.when).toBe(ENQUIRY_MESSAGES.whenDate);
  });

  it('takes up to three photos, re-encoded small as WebP, and refuses a fourth or a file that is no image', async () => {
    const photos = await Promise.all(['#c33', '#3c3', '#33c'].map((colour) => photo(colour)));
    const sent = await call(workspace.server, 'POST', apiPaths.enquiry(), {
      form: enquiryForm({ name: 'Photo Sender', details: 'See the photos', when: 'week' }, photos),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const item = (await newestLead('Photo Sender')) as unknown as { lead_id: number; photos: string[]; when: string };
    expect(item.when).toBe('week');
    expect(item.photos).toHaveLength(ENQUIRY_PHOTOS_MAX);
    for (const url of item.photos) {
      const served = await fetch(new URL(url, workspace.server.origin));
      expect(served.status).toBe(200);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(1600);
    }
    const page = await (await workspace.page(paths.businessLead(item.lead_id), await workspace.signIn(ownerEmail))).text();
    for (const url of item.photos) expect(page).toContain(url);

    const small = await photo('#999', 200);
    const four = await call(workspace.server, 'POST', apiPaths.enquiry(), {
      form: enquiryForm({ name: 'Four Photos' }, [small, small, small, small]),
    });
    expect(four.status).toBe(422);
    expect(four.body.errors.photos).toBe('Add at most 3 photos');
    const notImage = enquiryForm({ name: 'Not Image' });
    notImage.append('photos', new File([new TextEncoder().encode('hello')], 'a.jpg', { type: 'image/jpeg' }));
    const refused = await call(workspace.server, 'POST', apiPaths.enquiry(), { form: notImage });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.photos).toBeDefined();
    const inbox = await call(workspace.server, 'GET', apiPaths.businessLeads(plumberPartner.id), { token: await workspace.signIn(ownerEmail) });
    expect(JSON.stringify(inbox.body)).not.toContain('Four Photos');
    expect(JSON.stringify(inbox.body)).not.toContain('Not Image');
  });

  it("a booking card shows the customer's phone with Call and WhatsApp while open, never once declined, never to another business", async () => {
    const bookings: Record<string, number> = {};
    for (const [email, phone, first] of [
      [openCustomerEmail, openPhone, 'Open'],
      [declinedCustomerEmail, declinedPhone, 'Declined'],
    ] as const) {
      const token = await workspace.signIn(email);
      const made = await call(workspace.server, 'POST', apiPaths.createProfile(), {
        token,
        form: profileForm(profileData({ email, first_name: first, last_name: 'Customer', phone })),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const booked = await call(workspace.server, 'POST', apiPaths.bookVisit(), {
        token,
        json: { services_id: plumber.id, date: openDay, slot: visitSlots(hours, openDay)[0], address: `1 Hill Road, ${run}`, note: 'Tap' },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      bookings[first] = booked.body.data.booking_id;
    }
    const declined = await call(workspace.server, 'POST', apiPaths.businessBookingDecline(bookings.Declined!), {
      token: await workspace.signIn(ownerEmail),
      json: { reason: 'No plumber free that day' },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);

    for (const email of [ownerEmail, staffEmail]) {
      const { status, html } = await bookingsPage(email);
      expect(status, email).toBe(200);
      expect(html).toContain(`href="tel:+91${openPhone}"`);
      expect(html).toContain(`href="https://wa.me/91${openPhone}"`);
      expect(html).toContain('Call Open Customer');
      // The declined booking's customer: no number at all.
      expect(html).not.toContain(declinedPhone);
    }
    // Confirmed is still open: the phone stays (under "Mark completed").
    expect(
      (await call(workspace.server, 'POST', apiPaths.businessBookingConfirm(bookings.Open!), { token: await workspace.signIn(ownerEmail) })).status,
    ).toBe(200);
    expect((await bookingsPage(ownerEmail)).html).toContain(`href="tel:+91${openPhone}"`);

    // Another business's owner: refused, and no phone.
    const stranger = await bookingsPage(strangerEmail);
    expect(stranger.html).not.toContain(openPhone);
    expect(stranger.html).not.toContain('1 Hill Road');
    // Signed out: no phone either.
    const signedOut = await workspace.page(paths.businessBookings(plumberPartner.id));
    expect(await signedOut.text()).not.toContain(openPhone);
  });
});
