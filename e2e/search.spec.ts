import { expect, test } from '@playwright/test';
import { loadIslandsReady } from './islands';

/** Search that understands the query, in the box and on the results page. */

test('search box: a Hindi query says what it understood and opens that listing', async ({ page }) => {
  await page.goto('/services');
  await loadIslandsReady(page);
  const box = page.getByRole('combobox', { name: 'Search your service' });
  await box.click();
  await box.pressSequentially('बिजली मिस्त्री दिल्ली', { delay: 20 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toContainText('Showing Electrician in Delhi');
  await expect(listbox.getByRole('option').first()).toContainText('Electrician');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/service\/electrician/);
});

test('results page: the place read out of the query, and the nearest services when nothing matches', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('plumber salt lake')}`);
  await expect(page.getByText('Showing Plumbing in Kolkata')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Providers in Kolkata' })).toBeVisible();

  await page.goto('/search?q=washng');
  await expect(page.getByRole('heading', { name: 'Nothing matches “washng”' })).toBeVisible();
  const nearest = page.getByRole('navigation', { name: 'Did you mean' });
  await nearest.getByRole('link', { name: 'Washing Machine Repair' }).click();
  await expect(page).toHaveURL(/\/service\/washing-machine-repair/);
});

test('results page: a locality in the query puts its providers first and says so; the header shows its city', async ({ page }) => {
  // The stored city is Pune; the query names Salt Lake, in Kolkata: the page is about Kolkata, and so is the header.
  await page.addInitScript(() => localStorage.setItem('present-city', 'Pune'));
  const headerCity = page.getByRole('button', { name: /^Your city:/ });
  await page.goto(`/search?q=${encodeURIComponent('ambulance salt lake')}`);
  await expect(page.getByText(/^\d+ in Salt Lake, then the rest of Kolkata$/)).toBeVisible();
  await expect(page.getByTestId('provider-card').first().locator('[data-place]')).toContainText('Salt Lake');
  await expect(headerCity).toHaveText(/Kolkata/);

  // No plumber in the demo's Salt Lake: it says so, and shows Kolkata's.
  await page.goto(`/search?q=${encodeURIComponent('plumber salt lake')}`);
  await expect(page.getByText('None in Salt Lake yet, so the best of Kolkata')).toBeVisible();
  await expect(headerCity).toHaveText(/Kolkata/);
  // A search that names no place is about the stored city.
  await page.goto('/search?q=plumber');
  await expect(headerCity).toHaveText(/Pune/);
});

test('results page: "near me" without a stored city asks for one', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('vakil near me')}`);
  const prompt = page.getByRole('navigation', { name: 'Near you — which city are you in?' });
  await prompt.getByRole('link', { name: 'Kolkata' }).click();
  await expect(page.getByText('Showing Law in Kolkata')).toBeVisible();
});
