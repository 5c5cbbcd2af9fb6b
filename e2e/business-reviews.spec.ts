import { expect, type Page, test } from '@playwright/test';
import { apiPaths, paths } from '../src/paths';
import { expectNoAxeViolations } from './axe';
import { loadIslandsReady } from './islands';
import { watchErrors } from './page-errors';
import { signInOnLoginPage, signInThroughApi } from './sign-in';

/**
 * The workspace's reviews and bookings: a demo owner replies to their newest review on /business/reviews
 * and the details page shows it as "Response from the owner"; a transport business's owner sees a
 * customer's ride booking waiting on /business/bookings. Each project signs in its own owners (a new code
 * is mailed at most once a minute per email).
 */
const reviewOwners = {
  desktop: 'parthacarclinic@example.com',
  phone: 'newnatarajansanitarystore@example.com',
} as const;
/** Owners of a listing that takes ride bookings, where it is and its listing's id in the demo catalogue. */
const rideOwners = {
  desktop: { email: 'jeevandeepambulanceservice@example.com', slug: 'jeevan-deep-ambulance-service-kolkata', at: { lat: 22.5804, lng: 88.4116 } },
  phone: { email: 'tambaramdriverpoint@example.com', slug: 'tambaram-driver-point-chennai', at: { lat: 12.9153, lng: 80.0967 } },
} as const;

type Project = keyof typeof reviewOwners;
const screenshot = (name: string) => `docs/screenshots/${name}-${test.info().project.name}.png`;

/** Signs in through the login page (the workspace sends a visitor there and back); phones at 360 px, the narrowest we design for. */
async function signIn(page: Page, baseURL: string, email: string) {
  if (test.info().project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(paths.business());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbusiness$/);
  await signInOnLoginPage(page, baseURL, email);
  await expect(page).toHaveURL(/\/business$/);
}

test('an owner replies to a review in the workspace and the details page shows "Response from the owner"', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const email = reviewOwners[testInfo.project.name as Project];
  await signIn(page, baseURL!, email);

  await page.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await loadIslandsReady(page);
  const review = page.locator('article[id^="review-"]').first();
  const reviewId = (await review.getAttribute('id'))!;
  const text = 'Thank you for writing. We have spoken to our team and will call you this week to set it right.';
  await review.getByRole('textbox', { name: /^Your public reply to / }).fill(text);
  await review.getByRole('button', { name: /^(Publish|Save) reply$/ }).click();
  await expect(review.getByText('Response from the owner')).toBeVisible();
  await expect(review.getByText(text)).toBeVisible();
  await expect(review.getByRole('button', { name: 'Edit reply' })).toBeVisible();
  await expectNoAxeViolations(page);
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshot('business-reviews') });

  // The review's listing, newest first: the reply is under it at once.
  await review.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/details/[^#]+#${reviewId}$`));
  const reviews = page.getByRole('heading', { name: /Reviews/ }).first();
  await reviews.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Latest', exact: true }).click();
  const shown = page.locator(`#${reviewId}`);
  await expect(shown.getByText('Response from the owner')).toBeVisible();
  await expect(shown.getByText(text)).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshot('details-reply') });

  // Back in the workspace the owner deletes the reply (after a confirmation) and may write a new one.
  await page.goBack();
  await loadIslandsReady(page);
  const again = page.locator(`#${reviewId}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await again.getByRole('button', { name: 'Delete reply' }).click();
  await expect(again.getByRole('button', { name: 'Publish reply' })).toBeVisible();
  await expect(again.getByText(text)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a customer's ride booking waits on the bookings page with Confirm and Decline", async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const owner = rideOwners[testInfo.project.name as Project];
  // A customer books a ride with the business through the API.
  const customer = `rider.${testInfo.project.name}.${Date.now()}@example.com`;
  const token = await signInThroughApi(request, baseURL!, customer);
  const partner = await (await request.post(`/api${apiPaths.partnerData()}`, { data: { slug: owner.slug } })).json();
  const pickup = 'Gate 3, Main Road bus stop';
  const booked = await request.post(`/api${apiPaths.booking()}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      pickup_location: pickup,
      destination_location: 'City Railway Station',
      pickup_location_lat_lng: owner.at,
      destination_location_lat_lng: { lat: owner.at.lat + 0.05, lng: owner.at.lng + 0.05 },
      services_id: partner.data.details.services_id,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const errors = watchErrors(page);
  await signIn(page, baseURL!, owner.email);
  await page.getByRole('link', { name: new RegExp(pickup) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await loadIslandsReady(page);
  const booking = page.getByRole('article').filter({ hasText: pickup });
  await expect(booking.getByRole('button', { name: /^Confirm booking / })).toBeEnabled();
  await expect(booking.getByRole('button', { name: /^Decline booking / })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: screenshot('business-bookings') });

  // Declining asks for the reason the customer reads.
  await booking.getByRole('button', { name: /^Decline booking / }).click();
  await booking.getByRole('textbox', { name: 'Why can you not take it?' }).fill('No vehicle free at that hour');
  await booking.getByRole('button', { name: 'Decline booking' }).click();
  await expect(booking.getByRole('status')).toHaveText('Declined: No vehicle free at that hour');
  expect(errors).toEqual([]);
});
