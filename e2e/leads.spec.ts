import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoOwnerEmail } from '../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { apiPaths, paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { existingMails, mailedCode } from './outbox';

/**
 * Leads: a signed-in customer's enquiry from the details page's modal goes to three businesses (the customer
 * ticks "Also get quotes from up to 2 similar businesses"; it is never ticked for them); two owners quote
 * from their lead inbox with the plain quote form, the third through the API; the customer compares the three
 * quotes in My Enquiries and accepts one. Screenshots of the inbox, a lead with its quote form and My
 * Enquiries, at 360 px and 1280 px. Each project has its own customer and businesses (one sign-in per email
 * and minute).
 */

const demo = buildDemoCatalogue();
/**
 * The first listing and its two similar businesses: a category with four businesses in one city, Mumbai on the
 * phone and Bengaluru on the desktop, away from the owners other specs sign in as (e2e/business.spec.ts).
 */
const cities = { phone: 'Mumbai', desktop: 'Bengaluru' } as const;

function groupFor(project: string) {
  const groups = new Map<string, typeof demo.services>();
  for (const service of demo.services) {
    const key = `${service.categoryId}|${service.city}`;
    groups.set(key, [...(groups.get(key) ?? []), service]);
  }
  const city = cities[project as keyof typeof cities];
  const group = [...groups.values()].find((list) => list[0]!.city === city && new Set(list.map((service) => service.partnerId)).size >= 4)!;
  return {
    origin: group[0]!,
    email: (service: { partnerId: number }) => demoOwnerEmail(demo.partners.find((partner) => partner.id === service.partnerId)!),
  };
}

async function signIn(page: Page, baseURL: string, email: string) {
  const seen = existingMails(baseURL);
  expect((await page.request.post('/api/generate-otp', { data: { email } })).ok()).toBe(true);
  const code = await mailedCode(baseURL, email, seen);
  const verified = await page.request.post('/api/verify-otp', { data: { email, otp: code } });
  expect(verified.ok()).toBe(true);
}

const shot = async (page: Page, name: string) => {
  const project = test.info().project.name;
  // From the top, so that the sticky header sits where a visitor sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join('docs/screenshots', `business-${name}-${project}.png`), fullPage: true });
};

const axeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('an enquiry from the modal reaches three businesses: two quote from their inbox, one through the API; the customer accepts one', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 360, height: 780 });
  // The owners work in a browser of their own; the customer stays signed in on `page`.
  const ownerContext = await browser.newContext({ ...testInfo.project.use, ...(phone ? { viewport: { width: 360, height: 780 } } : {}) });
  const owner = await ownerContext.newPage();
  const { origin, email } = groupFor(testInfo.project.name);
  const customer = `leads.${testInfo.project.name}.${Date.now()}@example.com`;

  // The customer signs in on the pages, has a profile, and sends the enquiry from the details page's modal,
  // ticking "Also get quotes from up to 2 similar businesses nearby" themselves: it is never ticked in advance.
  await page.goto(paths.login(paths.details(origin.slug)));
  await loadIslandsReady(page);
  const seen = existingMails(baseURL!);
  await page.getByLabel('Email address').fill(customer);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await mailedCode(baseURL!, customer, seen);
  await loadIslandsReady(page);
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.details(origin.slug)}$`));
  const profile = {
    pre_name: 'Ms',
    first_name: 'Priya',
    last_name: 'Das',
    phone: '9831012345',
    email: customer,
    dob: '1990-01-01',
    marital_status: 'Unmarried',
    pincode: '110001',
    city: origin.city,
    landmark: 'Market',
    nationality: 'Indian',
    country: 'India',
    landline_number: '',
    address: '12 Park Street',
  };
  const created = await page.request.post('/api/user-details-add', { headers: { origin: baseURL! }, multipart: { data: JSON.stringify(profile) } });
  expect(created.ok(), await created.text()).toBe(true);

  await loadIslandsReady(page);
  await page.getByRole('button', { name: 'Enquire Now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Enquire with ${origin.serviceName}` });
  await dialog.getByLabel('Name').fill('Priya Das');
  await dialog.getByLabel('Mobile Number').fill('9831012345');
  const alsoAsk = dialog.getByRole('checkbox', { name: /Also get quotes from up to 2 similar businesses nearby/ });
  await expect(alsoAsk).not.toBeChecked();
  await alsoAsk.check();
  await dialog.getByRole('button', { name: 'SEND BOOKING' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks.getByText('Sent to 3 businesses.')).toBeVisible();
  await expect(thanks.getByRole('link', { name: 'Compare their quotes in My Enquiries' })).toHaveAttribute('href', paths.profile('Enquiries'));
  const mine = await (await page.request.get(`/api${apiPaths.myEnquiries()}`)).json();
  const offers = mine.data[0].offers as { service_id: number }[];
  expect(offers).toHaveLength(3);
  const businesses = offers.map((offer) => demo.services.find((service) => service.id === offer.service_id)!);

  // Two owners open the lead in their inbox and quote with the plain form.
  const amounts = [1800, 1450, 2100];
  for (const [index, business] of businesses.slice(0, 2).entries()) {
    await signIn(owner, baseURL!, email(business));
    await owner.goto(paths.businessLeads(business.partnerId));
    await expect(owner.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(owner.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const lead = owner.getByRole('link', { name: /Priya Das/ }).first();
    await expect(lead).toContainText('New');
    if (index === 0) {
      await shot(owner, 'leads');
      await axeClean(owner);
    }
    await lead.click();
    await expect(owner.getByRole('heading', { level: 1, name: /Priya Das/ })).toBeVisible();
    await expect(owner.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919831012345');
    await expect(owner.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919831012345');
    await owner.getByLabel('Price (₹)').fill(String(amounts[index]));
    await owner
      .getByLabel('Message')
      .fill(index === 0 ? 'Includes parts and a 30-day guarantee. I can come tomorrow morning.' : 'Labour only; parts at cost.');
    if (index === 0) {
      // A visit time must fall within the next 90 days: a fortnight from now, at 10:30.
      const visit = new Date(Date.now() + 14 * 86_400_000);
      await owner.getByLabel('Visit time (optional)').fill(`${visit.toISOString().slice(0, 10)}T10:30`);
      await shot(owner, 'lead');
      await axeClean(owner);
    }
    await owner.getByRole('button', { name: 'Send quote' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Your quote was sent to the customer.' })).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Change quote' })).toBeVisible();
  }
  // The third quotes through the API (an app's way).
  await signIn(owner, baseURL!, email(businesses[2]!));
  const list = await (await owner.request.get(`/api${apiPaths.businessLeads(businesses[2]!.partnerId)}`)).json();
  const third = list.data.find((lead: { service_id: number; name: string }) => lead.service_id === businesses[2]!.id && lead.name === 'Priya Das');
  expect(
    (await owner.request.post(`/api${apiPaths.businessLeadQuote(third.lead_id)}`, { data: { amount: amounts[2], message: 'Same-day visit.' } })).ok(),
  ).toBe(true);

  await ownerContext.close();

  // The customer compares the three quotes in My Enquiries and accepts the cheapest.
  await page.goto(paths.profile('Enquiries'));
  await loadIslandsReady(page);
  await expect(page.getByRole('heading', { level: 2, name: 'My Enquiries' })).toBeVisible();
  for (const amount of ['₹1,800', '₹1,450', '₹2,100']) await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await shot(page, 'my-enquiries');
  await axeClean(page);
  await page.getByRole('button', { name: `Accept ${businesses[1]!.serviceName}` }).click();
  // Accept asks once more, naming the business and the price.
  const confirm = page.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(confirm).toContainText(`${businesses[1]!.serviceName}’s quote of ₹1,450`);
  await confirm.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Not chosen', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Accept / })).toHaveCount(0);
});
