import { expect, test } from '@playwright/test';
import { paths } from '../src/paths';
import { expectNoAxeViolations } from './axe';
import { signInOnLoginPage } from './sign-in';

/**
 * A demo owner signs in with the email the listing has on file (README "Businesses on Seva") and reaches
 * the workspace: the business, what waits for an answer and the listing's health, each gap a link. The
 * header then offers "Business". One owner per project: a new code is mailed at most once a minute.
 */
const owners = {
  desktop: { email: 'sharmaplumbingworks@example.com', business: 'Sharma Plumbing Works' },
  phone: { email: 'dasautogaragekolkata@example.com', business: 'Das Auto Garage' },
} as const;

test('a demo owner signs in and reaches their workspace and its listing health', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const owner = owners[testInfo.project.name as keyof typeof owners];

  // The workspace asks a visitor to sign in first, and comes back after.
  await page.goto(paths.business());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbusiness$/);
  await signInOnLoginPage(page, baseURL!, owner.email);

  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByRole('heading', { level: 1, name: owner.business })).toBeVisible();
  await expect(page.getByText('Your business · Owner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for your answer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Your listing's health" })).toBeVisible();
  const listings = page.getByRole('heading', { level: 3 });
  expect(await listings.count()).toBeGreaterThan(0);

  // Each gap links to the part of the listing that fixes it (the listing page, at that part).
  const gap = page
    .getByRole('list', { name: /^Missing from / })
    .getByRole('link')
    .first();
  if (await gap.count()) {
    const href = await gap.getAttribute('href');
    expect(href).toMatch(/^\/business\/listing\/\d+#(photos|hours|description|whatsapp)$/);
    await gap.click();
    await expect(page.locator(':target')).toBeVisible();
    await page.goBack();
  }

  await expectNoAxeViolations(page);

  // The header offers the workspace to a member, on every page.
  await page.goto(paths.home());
  if (testInfo.project.name === 'phone') await page.getByLabel('Menu').click();
  const entry = page.getByRole('link', { name: /^(Your business|Business)$/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: owner.business })).toBeVisible();
});
