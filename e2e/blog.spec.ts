import { expect, test, type Page } from '@playwright/test';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the blog lists articles and a card opens its article', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guides for getting everyday services done well');
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(8);

  const card = cards.filter({ hasText: 'How to choose a plumber you can trust' });
  await card.getByRole('link', { name: 'How to choose a plumber you can trust' }).click();
  await expect(page).toHaveURL(/\/blog\/how-to-choose-a-plumber$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to choose a plumber you can trust');
  expect(errors).toEqual([]);
});

test('an article reads well: breadcrumb, cover, body, related articles', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blog/fair-prices-for-home-services-in-indian-cities-2026');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('img', { name: /rupee symbol/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Typical price ranges by city (2026)' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Hyderabad');

  // The page never grows wider than the screen: the wide table scrolls inside its own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('article').first()).toBeVisible();
  await related.getByRole('link', { name: 'How to choose a plumber you can trust' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to choose a plumber you can trust');
  expect(errors).toEqual([]);
});

test('the content navigation leads to the blog', async ({ page, isMobile }) => {
  const errors = collectErrors(page);
  await page.goto('/blog/how-to-choose-a-plumber');
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isMobile) await nav.getByLabel('Menu').click();
  await nav.getByRole('link', { name: 'Blog', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(errors).toEqual([]);
});
