import { type Page, expect, test } from '@playwright/test';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { paths } from '../src/paths';
import { phoneOnly } from './widths';

/**
 * The city everywhere and "where is it": the header's city, the home page's what + where search, a details
 * page headed with its listing's own city, Directions and the small map on the details and partner pages,
 * and Share opening the share sheet. The header's picker and the partner page run at the desktop's width
 * too, the rest at the phone's (e2e/widths.ts).
 */

const demo = buildDemoCatalogue();
const kolkataListing = demo.services.find((s) => s.city === 'Kolkata')!;
const kolkataPartner = demo.partners.find((p) => p.city === 'Kolkata' && demo.services.some((s) => s.partnerId === p.id))!;
const partnerPoints = demo.services.filter((s) => s.partnerId === kolkataPartner.id).map((s) => `${+s.lat.toFixed(6)},${+s.lng.toFixed(6)}`);

const STORED = 'present-city';
const headerCity = (page: Page) => page.getByRole('button', { name: /^Your city:/ });

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Stubs the Web Share API before the page's scripts run, recording what was shared. */
async function stubShare(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
  });
}
const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { __shared: { url: string; title: string }[] }).__shared);

test('the header shows the city chosen on one page on every other, and changes it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(paths.home());
  await expect(headerCity(page)).toHaveText(/Choose city/);
  // The picker is not on the page until the visitor asks for it.
  await expect(page.getByRole('combobox', { name: 'Search your city' })).toHaveCount(0);

  await headerCity(page).click();
  const dialog = page.getByRole('dialog', { name: 'Your city' });
  await expect(dialog).toBeVisible();
  await noSideways(page);
  await dialog.getByRole('link', { name: 'Mumbai' }).click();
  await expect(dialog).toBeHidden();
  await expect(headerCity(page)).toHaveText(/Mumbai/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED)).toBe('Mumbai');

  // Another page, loaded afresh: the same city.
  await page.goto(paths.about());
  await expect(headerCity(page)).toHaveText(/Mumbai/);
  await page.goto(paths.details(kolkataListing.slug));
  await expect(headerCity(page)).toHaveText(/Mumbai/);

  // Changed again from the header, by keyboard: Escape closes without a change, then a city is typed.
  await headerCity(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Search your city' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(headerCity(page)).toHaveText(/Mumbai/);
  await headerCity(page).click();
  await dialog.getByRole('link', { name: 'Pune' }).click();
  await expect(headerCity(page)).toHaveText(/Pune/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED)).toBe('Pune');
  expect(errors).toEqual([]);
});

test('a search page names its city in its URL: changing the city from the header moves it', phoneOnly, async ({ page }) => {
  await page.goto('/search?q=plumber&city=Kolkata');
  await headerCity(page).click();
  await page.getByRole('dialog', { name: 'Your city' }).getByRole('link', { name: 'Delhi' }).click();
  await expect(page).toHaveURL(/\/search\?q=plumber&city=Delhi$/);
  await expect(headerCity(page)).toHaveText(/Delhi/);
});

test('home: what + where lands on results in that city, and the city is kept', phoneOnly, async ({ page }) => {
  await page.addInitScript((key) => localStorage.getItem(key) ?? localStorage.setItem(key, 'Mumbai'), STORED);
  await page.goto(paths.home());
  const where = page.getByRole('combobox', { name: 'Where (city)' });
  // The stored city is the where field's start.
  await expect(where).toHaveValue('Mumbai');
  await noSideways(page);
  await page.getByRole('combobox', { name: 'Search your service' }).fill('plumber');
  await where.fill('Kolkata');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=plumber&city=Kolkata$/);
  await expect(page.getByText(/providers? in Kolkata/).first()).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED)).toBe('Kolkata');
  await expect(headerCity(page)).toHaveText(/Kolkata/);
});

test('search results say "across India" only when the city has none', phoneOnly, async ({ page }) => {
  // A name only Kolkata's demo businesses have.
  expect(demo.services.filter((s) => s.serviceName.includes('Chatterjee')).every((s) => s.city === 'Kolkata')).toBe(true);
  await page.goto('/search?q=chatterjee&city=Kolkata');
  await expect(page.getByText(/providers? in Kolkata/).first()).toBeVisible();
  await expect(page.locator('[data-scope="india"]')).toHaveCount(0);
  await page.goto('/search?q=chatterjee&city=Nowhereabad');
  await expect(page.locator('[data-scope="india"]')).toContainText('across India — none in Nowhereabad yet');
});

test('a Kolkata details page says Kolkata whatever the stored city, with directions, a map and Share', phoneOnly, async ({ page }) => {
  const errors = watchErrors(page);
  await stubShare(page);
  await page.addInitScript((key) => localStorage.setItem(key, 'Bhubaneswar'), STORED);
  await page.goto(paths.details(kolkataListing.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ in Kolkata$/);
  // Once the page's islands have had their chance, still Kolkata: the visitor's city is in the header only.
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ in Kolkata$/);
  await expect(headerCity(page)).toHaveText(/Bhubaneswar/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link').first()).toHaveText('Kolkata');
  await expect(crumbs.getByRole('link').nth(1)).toHaveText(/ in Kolkata$/);

  const directions = page.getByRole('link', { name: 'Directions' });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${+kolkataListing.lat.toFixed(6)},${+kolkataListing.lng.toFixed(6)}`,
  );
  const map = page.getByRole('img', { name: `Map of India with ${kolkataListing.serviceName} marked` });
  await expect(map).toBeVisible();
  await expect(map.locator('[data-point] circle')).toHaveCount(2);
  await noSideways(page);

  await page.getByRole('article', { name: kolkataListing.serviceName }).getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => sharedData(page)).toHaveLength(1);
  expect((await sharedData(page))[0]).toMatchObject({
    url: expect.stringContaining(paths.details(kolkataListing.slug)),
    title: kolkataListing.serviceName,
  });
  expect(errors).toEqual([]);
});

test('a partner page gives directions, a map and Share through the share sheet', async ({ page }) => {
  const errors = watchErrors(page);
  await stubShare(page);
  await page.goto(paths.partner(kolkataPartner.slug));
  const directions = page.getByRole('link', { name: 'Directions' });
  const href = await directions.getAttribute('href');
  expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  expect(partnerPoints).toContain(href!.split('destination=')[1]);
  await expect(page.getByRole('img', { name: `Map of India with ${kolkataPartner.businessName} marked` }).locator('[data-point]')).toHaveCount(1);
  await noSideways(page);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => sharedData(page)).toHaveLength(1);
  expect((await sharedData(page))[0]).toMatchObject({
    url: expect.stringContaining(paths.partner(kolkataPartner.slug)),
    title: kolkataPartner.businessName,
  });
  expect(errors).toEqual([]);
});

test('without the share sheet, the partner page copies the link and says so', phoneOnly, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await page.goto(paths.partner(kolkataPartner.slug));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.locator('[data-share-status]')).toHaveText('Link copied');
});
