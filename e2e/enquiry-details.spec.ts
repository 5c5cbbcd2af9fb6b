import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { addDays, visitDateRange, visitSlots } from '../src/features/bookings/visits';
import { demoOwnerEmail } from '../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { parseDayOpen } from '../src/features/listings/hours';
import { indiaDay } from '../src/lib/india-time';
import { apiPaths, paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { signInOnLoginPage, signInThroughApi } from './sign-in';

/**
 * An enquiry a business can quote on, and the next step one tap away, on phone and desktop: the
 * customer sends "What needs doing?" (with its count), a date and a photo from the modal; the business reads
 * them on the lead's page beside its quote form and quotes; in My Enquiries only the quoted offer has Accept,
 * which asks once more naming the business and the price (Cancel keeps everything); the chosen business shows
 * Call and WhatsApp; the business's open booking card shows the customer's phone with Call and WhatsApp.
 * Each project has its own city's businesses (one sign-in per email and minute). Screenshots at 360 px on
 * the phone (SHOTS_DIR, /tmp/shots-i30 by default).
 */

const demo = buildDemoCatalogue();
const cities = { phone: 'Chennai', desktop: 'Hyderabad' } as const;
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots-i30';

function groupFor(project: string) {
  const groups = new Map<string, typeof demo.services>();
  for (const service of demo.services) {
    if (demo.categories.find((category) => category.id === service.categoryId)?.isTransport) continue;
    const key = `${service.categoryId}|${service.city}`;
    groups.set(key, [...(groups.get(key) ?? []), service]);
  }
  const city = cities[project as keyof typeof cities];
  return [...groups.values()].find((list) => list[0]!.city === city && new Set(list.map((service) => service.partnerId)).size >= 3)![0]!;
}
const ownerOf = (service: { partnerId: number }) => demoOwnerEmail(demo.partners.find((partner) => partner.id === service.partnerId)!);

const axeClean = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const axe = await (include ? builder.include(include) : builder).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('the enquiry carries details, when and a photo to the lead; Accept only on a quote, confirmed; Call and WhatsApp one tap away', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const shot = async (target: Page | ReturnType<Page['getByRole']>, name: string) => {
    if (!phone) return;
    mkdirSync(shotsDir, { recursive: true });
    await target.screenshot({ path: path.join(shotsDir, `${name}.png`) });
  };
  if (phone) await page.setViewportSize({ width: 360, height: 780 });
  const origin = groupFor(testInfo.project.name);
  const customer = `enquiry-details.${testInfo.project.name}.${Date.now()}@example.com`;
  const mobile = phone ? '9831055501' : '9831055502';

  await page.goto(paths.login(paths.details(origin.slug)));
  await signInOnLoginPage(page, baseURL!, customer);
  await expect(page).toHaveURL(new RegExp(`${paths.details(origin.slug)}$`));
  const profile = {
    pre_name: 'Ms',
    first_name: 'Lakshmi',
    last_name: 'Iyer',
    phone: mobile,
    email: customer,
    dob: '1991-03-04',
    marital_status: 'Married',
    pincode: '600001',
    city: origin.city,
    landmark: 'Temple street',
    nationality: 'Indian',
    country: 'India',
    landline_number: '',
    address: `7 Temple Street, ${origin.city}`,
  };
  const created = await page.request.post('/api/user-details-add', { headers: { origin: baseURL! }, multipart: { data: JSON.stringify(profile) } });
  expect(created.ok(), await created.text()).toBe(true);

  // The enquiry: What needs doing? (counted), On a date (from today) and a photo.
  await page.reload();
  await loadIslandsReady(page);
  await page.getByRole('button', { name: 'Enquire Now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Enquire with ${origin.serviceName}` });
  await dialog.getByLabel('Name', { exact: true }).fill('Lakshmi Iyer');
  await dialog.getByLabel('Mobile Number').fill(mobile);
  const details = 'Bathroom tap leaks and the flush does not stop running.';
  await dialog.getByLabel('What needs doing? (optional)').fill(details);
  await expect(dialog.getByText(`${details.length} of 1,000 characters`)).toBeVisible();
  await dialog.getByRole('radio', { name: 'On a date' }).check();
  const date = dialog.getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('min', indiaDay());
  const day = addDays(indiaDay(), 2);
  await date.fill(day);
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a7bd0' } })
    .jpeg()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'tap.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  // More quotes, by the customer's own tick (never ticked for them).
  await dialog.getByRole('checkbox', { name: /Also get quotes from up to 2 similar businesses nearby/ }).check();
  await axeClean(page, 'dialog[open]');
  await dialog.getByLabel('What needs doing? (optional)').focus();
  await shot(dialog, 'enquiry-form');
  await dialog.getByRole('button', { name: 'SEND BOOKING' }).scrollIntoViewIfNeeded();
  await shot(dialog, 'enquiry-form-photos');
  await dialog.getByRole('button', { name: 'SEND BOOKING' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
  const mine = await (await page.request.get(`/api${apiPaths.myEnquiries()}`)).json();
  const offers = mine.data[0].offers as { service_id: number; service_name: string }[];
  expect(offers.length).toBeGreaterThan(1);
  const first = offers[0]!;
  const firstListing = demo.services.find((service) => service.id === first.service_id)!;

  // The business reads them on the lead's page, beside its price, and quotes.
  const ownerContext = await browser.newContext({ ...testInfo.project.use, ...(phone ? { viewport: { width: 360, height: 780 } } : {}) });
  const owner = await ownerContext.newPage();
  await signInThroughApi(owner.request, baseURL!, ownerOf(firstListing));
  const list = await (await owner.request.get(`/api${apiPaths.businessLeads(firstListing.partnerId)}`)).json();
  const lead = list.data.find((item: { service_id: number; name: string }) => item.service_id === first.service_id && item.name === 'Lakshmi Iyer');
  expect(lead).toMatchObject({ details, when: day });
  expect(lead.photos).toHaveLength(1);
  await owner.goto(paths.businessLead(lead.lead_id));
  const quote = owner.getByRole('region', { name: 'Send a quote' });
  await expect(quote.getByText(details)).toBeVisible();
  await expect(quote.getByText(/When: On \w{3}, \d{1,2} \w{3}/)).toBeVisible();
  await expect(quote.getByRole('img', { name: 'Their photo 1 of the job' })).toBeVisible();
  await owner.getByLabel('Price (₹)').fill('950');
  await owner.getByLabel('Message').fill('Washer and flush valve, parts included.');
  await owner.evaluate(() => window.scrollTo(0, 0));
  if (phone) await owner.screenshot({ path: path.join(shotsDir, 'lead-details.png'), fullPage: true });
  await owner.getByRole('button', { name: 'Send quote' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Your quote was sent to the customer.' })).toBeVisible();

  // My Enquiries: Accept only on the quoted offer, confirmed in a dialog; Cancel keeps everything.
  await page.goto(paths.profile('Enquiries'));
  await loadIslandsReady(page);
  await expect(page.getByText('₹950', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept / })).toHaveCount(1);
  const accept = page.getByRole('button', { name: `Accept ${first.service_name}` });
  await accept.click();
  const confirm = page.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(confirm).toContainText(`Accept ${first.service_name}’s quote of ₹950?`);
  await axeClean(page, 'dialog[open]');
  await shot(page, 'accept-confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(accept).toBeFocused();
  expect((await (await page.request.get(`/api${apiPaths.myEnquiries()}`)).json()).data[0].status).toBe('open');
  await accept.click();
  await confirm.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  const call = page.getByRole('link', { name: `Call ${first.service_name}` });
  await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(page.getByRole('link', { name: `WhatsApp ${first.service_name}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
  await call.scrollIntoViewIfNeeded();
  await shot(page, 'chosen-business');

  // A booked visit: the business's card shows the customer's phone with Call and WhatsApp while it is open.
  const hours = parseDayOpen(firstListing.hours);
  const { min } = visitDateRange();
  const visitDay = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(min, n)).find((candidate) => visitSlots(hours, candidate).length > 0)!;
  const booked = await page.request.post(`/api${apiPaths.bookVisit()}`, {
    headers: { origin: baseURL! },
    data: { services_id: firstListing.id, date: visitDay, slot: visitSlots(hours, visitDay)[0], address: profile.address, note: details },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).data.booking_id as number;
  await owner.goto(paths.businessBookings(firstListing.partnerId));
  await loadIslandsReady(owner);
  const card = owner.getByRole('article', { name: `Booking #${bookingId}` });
  await expect(card.getByRole('link', { name: 'Call Lakshmi Iyer' })).toHaveAttribute('href', `tel:+91${mobile}`);
  await expect(card.getByRole('link', { name: 'WhatsApp Lakshmi Iyer' })).toHaveAttribute('href', `https://wa.me/91${mobile}`);
  await card.scrollIntoViewIfNeeded();
  await shot(card, 'booking-card');
  await ownerContext.close();
});
