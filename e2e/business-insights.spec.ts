import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiPaths, paths } from '../src/paths';
import { expectNoAxeViolations } from './axe';
import { signInOnLoginPage } from './sign-in';

/**
 * An owner opens the insights of their business: signs in on the way, counts a visit and a call of their
 * own page, switches to 7 days (a plain link) and reads the numbers and the charts; axe finds nothing.
 * One owner per project: a new code is mailed at most once a minute.
 */
const owners = {
  desktop: { email: 'smartelectricianshyderabad@example.com', width: 1280 },
  phone: { email: 'moumitasbeautyparlour@example.com', width: 360 },
} as const;

test('an owner reads the insights of their business for the last 7 days', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const owner = owners[testInfo.project.name as keyof typeof owners];
  await page.setViewportSize({ width: owner.width, height: 800 });

  // Without ?partner= the page opens the owner's first business.
  await page.goto(paths.businessInsights(0).split('?')[0]!);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbusiness%2Finsights$/);
  await signInOnLoginPage(page, baseURL!, owner.email);
  await expect(page).toHaveURL(/\/business\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');

  // A visit of the business's page and a tap on Call now, from this browser: today's numbers.
  const [business] = (await (await page.request.get(`/api${apiPaths.businessPartners()}`)).json()).data;
  expect((await page.request.post(`/api${apiPaths.partnerTraffic(business.partner_id)}`, { data: { visit_id: `e2e-${Date.now()}` } })).ok()).toBe(
    true,
  );
  expect((await page.request.post(`/api${apiPaths.partnerCall(business.partner_id)}`, { data: {} })).ok()).toBe(true);

  await page.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(paths.businessInsights(business.partner_id, 7));
  await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
  const total = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  expect(Number(await total('Visits').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await total('Calls').textContent())).toBeGreaterThanOrEqual(1);
  await expect(total('Quotes')).toHaveText('0');
  await expect(page.getByText('Not enough replies yet')).toBeVisible();
  const reach = page.getByRole('region', { name: 'Visits and calls per day' });
  await expect(reach.locator('svg rect').first()).toBeVisible();
  await expect(reach.getByText(/^(busiest: .+, \d+ visits?|at most \d+ visits? a day)$/)).toBeVisible();

  // The numbers behind the charts, one row a day.
  await page.getByText("Every day's numbers", { exact: true }).first().click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(8);

  await expectNoAxeViolations(page);

  await page.getByText("Every day's numbers", { exact: true }).first().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: `docs/screenshots/business-insights-${testInfo.project.name}.png`, fullPage: true });
});
