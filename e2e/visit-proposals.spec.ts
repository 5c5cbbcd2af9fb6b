import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addDays, formatVisitDate, visitDateRange, visitSlots } from '../src/features/bookings/visits';
import { parseDayOpen } from '../src/features/listings/hours';
import { apiPaths, paths } from '../src/paths';
import { homeServiceOf } from './home-services';
import { loadIslandsReady } from './islands';
import { watchErrors } from './page-errors';
import { signInThroughApi } from './sign-in';
import { expectSameWeight } from './same-weight';

/**
 * Another time for a booked visit, on phone and desktop: a customer's visit waits; the owner taps WhatsApp on
 * its lead (the beacon notes the business's first answer), then proposes another day and window on the
 * bookings page; the customer sees the proposal in History, accepts it, and the row shows Confirmed at the
 * new time. Each project has its own plumber and customer (one sign-in per email and minute).
 */

const owners = { desktop: 'sandipplumbingsolutionskolkata@example.com', phone: 'akashplumbingsolutions@example.com' } as const;
const shots = '/tmp/shots-i19-rest';

test('the owner proposes another time, the customer accepts it, and History shows Confirmed at the new time', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const errors = watchErrors(page);
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 360, height: 780 });
  const { email: ownerEmail, partner, listing } = homeServiceOf(owners[testInfo.project.name as keyof typeof owners]);
  const customer = `proposals.${testInfo.project.name}.${Date.now()}@example.com`;
  const hours = parseDayOpen(listing.hours);
  const { min } = visitDateRange();
  const days = Array.from({ length: 10 }, (_, n) => addDays(min, n + 1)).filter((day) => visitSlots(hours, day).length > 1);
  const [bookedDay, newDay] = days as [string, string];
  const newSlot = visitSlots(hours, newDay)[1]!;

  // The customer, with a profile (its phone reaches the lead), books a visit.
  await signInThroughApi(page.request, baseURL!, customer);
  const profile = {
    pre_name: 'Ms',
    first_name: 'Ishita',
    last_name: 'Roy',
    phone: '9830012345',
    email: customer,
    dob: '1990-06-12',
    marital_status: 'Married',
    pincode: '700019',
    city: listing.city,
    landmark: 'Near the park',
    nationality: 'Indian',
    country: 'India',
    landline_number: '',
    address: `3 Park Lane, ${listing.city}`,
  };
  const created = await page.request.post('/api/user-details-add', { headers: { origin: baseURL! }, multipart: { data: JSON.stringify(profile) } });
  expect(created.ok(), await created.text()).toBe(true);
  const booked = await page.request.post(`/api${apiPaths.bookVisit()}`, {
    headers: { origin: baseURL! },
    data: { services_id: listing.id, date: bookedDay, slot: visitSlots(hours, bookedDay)[0], address: profile.address, note: 'Bathroom tap' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).data.booking_id as number;

  // The owner, in a browser of their own, opens the visit's lead and taps WhatsApp: the beacon notes the answer.
  const ownerContext = await browser.newContext({ ...testInfo.project.use, ...(phone ? { viewport: { width: 360, height: 780 } } : {}) });
  const owner = await ownerContext.newPage();
  const ownerErrors = watchErrors(owner);
  await signInThroughApi(owner.request, baseURL!, ownerEmail);
  const leads = await owner.request.get(`/api${apiPaths.businessLeads(partner.id)}`);
  const lead = ((await leads.json()).data as { lead_id: number; kind: string; name: string }[]).find(
    (item) => item.kind === 'visit' && item.name === 'Ishita Roy',
  )!;
  await owner.goto(paths.businessLead(lead.lead_id));
  const noted = owner.waitForResponse((response) => response.url().endsWith(`/api${apiPaths.businessLeadCalled(lead.lead_id)}`));
  // The WhatsApp tab itself is not followed here (no network to wa.me in tests).
  await owner.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  const popup = owner.waitForEvent('popup');
  await owner.getByRole('link', { name: 'WhatsApp' }).click();
  expect((await noted).status()).toBe(200);
  await (await popup).close();

  // It proposes another day and window on the bookings page.
  await owner.goto(paths.businessBookings(partner.id));
  await loadIslandsReady(owner);
  const card = owner.getByRole('article', { name: `Booking #${bookingId}` });
  await expectSameWeight(
    card.getByRole('button', { name: /^Confirm booking/ }),
    card.getByRole('button', { name: /^Decline booking/ }),
    "the business's Confirm and Decline",
  );
  await card.getByRole('button', { name: new RegExp(`^Propose another time for booking #${bookingId}`) }).click();
  await card.getByLabel('Date').fill(newDay);
  await card.getByLabel('Time').selectOption(newSlot);
  if (phone) await card.screenshot({ path: `${shots}/propose-form-phone.png` });
  await card.getByRole('button', { name: 'Propose', exact: true }).click();
  await expect(card.getByRole('status')).toContainText('New time sent');
  await owner.reload();
  await expect(owner.getByRole('article', { name: `Booking #${bookingId}` })).toContainText('Waiting for the customer');
  expect(ownerErrors).toEqual([]);
  await ownerContext.close();

  // The customer sees the proposal in History and accepts it.
  await page.goto(paths.profile('History'));
  await loadIslandsReady(page);
  const row = page.getByRole('row').filter({ has: page.getByText(`#${bookingId}`, { exact: true }) });
  await expect(row).toContainText('Pending');
  const proposal = page.getByRole('row').filter({ hasText: 'proposes another time' });
  await expect(proposal).toContainText(formatVisitDate(newDay));
  if (phone) await page.screenshot({ path: `${shots}/proposal-history-phone.png`, fullPage: true });
  await expectSameWeight(
    page.getByRole('button', { name: `Accept the new time for booking #${bookingId}` }),
    page.getByRole('button', { name: `Refuse the new time for booking #${bookingId}` }),
    "the customer's Accept and Refuse",
  );
  await page.getByRole('button', { name: `Accept the new time for booking #${bookingId}` }).click();
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(`Visit on ${formatVisitDate(newDay)}`);
  await expect(page.getByRole('row').filter({ hasText: 'proposes another time' })).toHaveCount(0);
  if (phone) await page.screenshot({ path: `${shots}/proposal-accepted-phone.png`, fullPage: true });
  expect(errors).toEqual([]);
});
