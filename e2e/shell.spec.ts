import { expect, test } from '@playwright/test';
import { phoneOnly } from './widths';

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('marketplace header: App and Businesses strip, Offers, cart and profile go somewhere real', async ({ page, isMobile }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'App' })).toHaveAttribute('href', '/app');
  await expect(page.getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/become-a-partner');
  await expect(page.getByRole('link', { name: 'Your bookings' })).toHaveAttribute('href', '/profile#History');
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
  if (isMobile) {
    const offers = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' });
    await expect(offers).toBeHidden();
    await page.getByLabel('Menu').click();
    await expect(offers).toBeVisible();
    await page.getByLabel('Menu').click();
    await expect(offers).toBeHidden();
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).first()).toHaveAttribute('href', '/offers');
  }
  expect(errors).toEqual([]);
});

test('footer links to the policies with the 2024 copyright line', phoneOnly, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
  await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  await expect(footer).toContainText('© 2024 Seva. All rights reserved.');
});

test('an unknown address shows the 404 page', phoneOnly, async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
