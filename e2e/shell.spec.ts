import { expect, test } from '@playwright/test';

test('home page renders its headline without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your One-Stop Solution for Everyday Services');
  expect(errors).toEqual([]);
});
