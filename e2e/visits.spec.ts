import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addDays, visitDateRange, visitSlots } from '../src/features/bookings/visits';
import { parseDayOpen } from '../src/features/listings/hours';
import { apiPaths, paths } from '../src/paths';
import { homeServiceOf } from './home-services';
import { loadIslandsReady } from './islands';
import { watchErrors } from './page-errors';
import { signInOnLoginPage, signInThroughApi } from './sign-in';

/**
 * Booked visits on phone and desktop: a customer books a plumber's visit with Book Now (date, a time
 * window from the listing's hours, the address from their profile, a note); the owner confirms it on the
 * workspace's bookings page; the customer's History then shows it Confirmed. Each project has its own
 * plumber and customer (one sign-in per email and minute).
 */

const owners = { desktop: 'moreplumbingworksmumbai@example.com', phone: 'shivakumarplumbingsolutions@example.com' } as const;

test('a customer books a plumber’s visit, the owner confirms it, and the customer’s History shows Confirmed', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 360, height: 780 });
  const { email: ownerEmail, partner, listing } = homeServiceOf(owners[testInfo.project.name as keyof typeof owners]);
  const customer = `visits.${testInfo.project.name}.${Date.now()}@example.com`;
  const address = `14 Lake View Road, ${listing.city}`;

  // The customer signs in and has a profile with an address.
  await page.goto(paths.login(paths.details(listing.slug)));
  await signInOnLoginPage(page, baseURL!, customer);
  await expect(page).toHaveURL(new RegExp(`${paths.details(listing.slug)}$`));
  const profile = {
    pre_name: 'Mr',
    first_name: 'Arjun',
    last_name: 'Menon',
    phone: '9845012345',
    email: customer,
    dob: '1988-04-02',
    marital_status: 'Married',
    pincode: '560001',
    city: listing.city,
    landmark: 'Near the lake',
    nationality: 'Indian',
    country: 'India',
    landline_number: '',
    address,
  };
  const created = await page.request.post('/api/user-details-add', { headers: { origin: baseURL! }, multipart: { data: JSON.stringify(profile) } });
  expect(created.ok(), await created.text()).toBe(true);

  // Book Now on a home service opens the visit form: today's date, windows from the listing's hours, the profile's address.
  await page.reload();
  await loadIslandsReady(page);
  await page.getByRole('button', { name: 'Book Now', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: `Book a visit from ${listing.serviceName}` });
  await expect(dialog).toBeVisible();
  const date = dialog.getByLabel('Date');
  const { min, max } = visitDateRange();
  await expect(date).toHaveAttribute('min', min);
  await expect(date).toHaveAttribute('max', max);
  await expect(dialog.getByLabel(/^Address to visit/)).toHaveValue(address);
  const hours = parseDayOpen(listing.hours);
  const day = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(min, n)).find((candidate) => visitSlots(hours, candidate).length > 0)!;
  await date.fill(day);
  const time = dialog.getByLabel('Time');
  await expect(time.locator('option')).toHaveCount(visitSlots(hours, day).length);
  await time.selectOption({ index: 1 });
  await dialog.getByLabel('What needs doing (optional)').fill('The kitchen tap leaks under the sink.');
  const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  if (phone) await dialog.screenshot({ path: 'docs/screenshots/visit-booking-phone.png' });
  await dialog.getByRole('button', { name: 'Book visit' }).click();
  const done = dialog.getByRole('status').filter({ hasText: 'Visit requested' });
  await expect(done).toBeVisible();
  const bookingId = Number((await done.textContent())!.match(/Booking #(\d+)/)![1]);

  // The owner, in a browser of their own, confirms it on the bookings page.
  const ownerContext = await browser.newContext({ ...testInfo.project.use, ...(phone ? { viewport: { width: 360, height: 780 } } : {}) });
  const owner = await ownerContext.newPage();
  await signInThroughApi(owner.request, baseURL!, ownerEmail);
  await owner.goto(paths.businessBookings(partner.id));
  await loadIslandsReady(owner);
  const card = owner.getByRole('article', { name: `Booking #${bookingId}` });
  await expect(card).toContainText(address);
  await expect(card).toContainText('The kitchen tap leaks under the sink.');
  await card.getByRole('button', { name: new RegExp(`^Confirm booking #${bookingId}`) }).click();
  await expect(card.getByRole('status')).toHaveText('Confirmed');
  await owner.reload();
  await loadIslandsReady(owner);
  await expect(owner.getByRole('heading', { name: 'Confirmed visits' })).toBeVisible();
  if (phone) await owner.screenshot({ path: 'docs/screenshots/business-visits-phone.png', fullPage: true });
  await expect(owner.getByRole('button', { name: new RegExp(`^Mark booking #${bookingId}.* completed$`) })).toBeVisible();
  await ownerContext.close();

  // A second visit, booked through the API, is still pending: the customer cancels it from History.
  const second = await page.request.post(`/api${apiPaths.bookVisit()}`, {
    headers: { origin: baseURL! },
    data: { services_id: listing.id, date: day, slot: visitSlots(hours, day)[0], address, note: '' },
  });
  expect(second.status(), await second.text()).toBe(201);
  const secondId = (await second.json()).data.booking_id as number;

  // The customer's History shows the first Confirmed, with its day, window and business, and no Cancel any more.
  await page.goto(paths.profile('History'));
  await loadIslandsReady(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Order History' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByText(`#${bookingId}`, { exact: true }) });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(partner.businessName);
  await expect(row).toContainText('Visit on');
  await expect(row.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  const pending = page.getByRole('row').filter({ has: page.getByText(`#${secondId}`, { exact: true }) });
  await expect(pending).toContainText('Pending');
  await pending.getByRole('button', { name: `Cancel booking #${secondId}` }).click();
  await page
    .getByRole('group', { name: `Cancel booking #${secondId}?` })
    .getByRole('button', { name: 'Yes, cancel booking' })
    .click();
  await expect(pending).toContainText('Cancelled');
  await expect(pending.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  if (phone) await page.screenshot({ path: 'docs/screenshots/visit-history-phone.png', fullPage: true });
  expect(errors).toEqual([]);
});
