import { expect, test } from '@playwright/test';
import { paths } from '../src/paths';

/**
 * The language switch on a details page: it keeps the page, speaks the chosen language, stays in it when a
 * link is followed, and is remembered when an English address is opened again.
 */
test('switching language on a details page stays on the page, in the chosen language', async ({ page }) => {
  await page.goto(paths.listing('driver'));
  const details = await page.locator('a[href^="/details/"]').first().getAttribute('href');
  expect(details).toBeTruthy();
  await page.goto(details!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi${details}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'भाषा' }).locator('[aria-current="true"]')).toHaveText('हिन्दी');

  // Remembered: the English address opens in Hindi.
  await page.goto(details!);
  await expect(page).toHaveURL(new RegExp(`/hi${details}$`));

  // And back to English, the same page.
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${details}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto(details!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
