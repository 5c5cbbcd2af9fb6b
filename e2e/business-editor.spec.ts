import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiPaths, apiUrl, paths } from '../src/paths';
import { expectNoAxeViolations } from './axe';
import { loadIslandsReady } from './islands';
import { signInOnLoginPage } from './sign-in';

/**
 * A demo owner edits a listing: signs in on the way to the editor, sets the same hours every day, adds a
 * photo, and the details page shows both; then writes the mini-site's grid, where a brand colour white text
 * cannot be read on is refused with a clear message. One owner per project (a code is mailed at most once a
 * minute per email). Screenshots of both editors at 360 px (phone) and 1280 px (desktop).
 */
const owners = {
  desktop: { email: 'gowdaelectricalsbengaluru@example.com', slug: 'gowda-electricals-bengaluru' },
  phone: { email: 'srilakshmitiffincentrechennai@example.com', slug: 'sri-lakshmi-tiffin-centre-chennai' },
} as const;

test('an owner edits the hours and photos of a listing, and the mini-site grid', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as keyof typeof owners;
  const owner = owners[project];
  const partner = await page.request.post(apiUrl(apiPaths.partnerData()), { data: { slug: owner.slug } });
  const { details } = (await partner.json()).data as { details: { id: number; services_id: number } };
  if (project === 'phone') await page.setViewportSize({ width: 360, height: 780 });

  // The editor asks a visitor to sign in first, and comes back after.
  await page.goto(paths.businessListing(details.services_id));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInOnLoginPage(page, baseURL!, owner.email);
  await expect(page).toHaveURL(new RegExp(`/business/listing/${details.services_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your listing' })).toBeVisible();
  await loadIslandsReady(page);

  // Hours: the same every day. A wrong value first: the message shows and what was typed stays.
  await page.getByLabel('Same hours every day').check();
  const name = page.getByLabel('Name customers see');
  const typedName = `${await name.inputValue()} & Sons`;
  await name.fill(typedName);
  await page.getByLabel('Contact number').fill('12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
  await expect(name).toHaveValue(typedName);
  await page.getByLabel('Contact number').fill('9845012345');
  await page.getByLabel('Opens at').fill('08:15');
  await page.getByLabel('Closes at').fill('20:45');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. Customers see the change now.')).toBeVisible();

  // A photo of the business's own.
  const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const photos = page.locator('#photos li img');
  const before = await photos.count();
  await page.locator('#photos input[type=file]').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Photo added.')).toBeVisible();
  await expect(photos).toHaveCount(before + 1);
  const added = await photos.first().getAttribute('src');
  expect(added).toMatch(/\.webp$/);

  // Lazy images load as they come into view (the save button left the page scrolled down).
  await photos.first().scrollIntoViewIfNeeded();
  await expect.poll(() => photos.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `docs/screenshots/business-editor-${project}.png`, fullPage: true });

  // The details page shows both at once.
  await page.goto(paths.details((await (await page.request.get(apiUrl(apiPaths.businessListing(details.services_id)))).json()).data.slug));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(typedName).first()).toBeVisible();
  await expect(page.getByText(/8:15 am/).first()).toBeAttached();
  await expect(page.locator(`img[src="${added}"]`).first()).toBeAttached();

  // The mini-site: a service of the grid, and a brand colour white text cannot be read on.
  await page.goto(paths.businessSite(details.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Your mini-site' })).toBeVisible();
  await loadIslandsReady(page);
  await page.getByRole('button', { name: 'Add a service' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Home visits');
  await page.getByRole('textbox', { name: 'Starting at (₹)' }).fill('299');
  await page.getByLabel('Icon').selectOption('plug');
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#fde047');
  await page.getByRole('button', { name: 'Save mini-site' }).click();
  await expect(page.getByText(/White text on this brand colour is hard to read/).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Home visits');
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#1d4ed8');
  await page.getByRole('button', { name: 'Save mini-site' }).click();
  await expect(page.getByText('Saved. Your mini-site shows the change now.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `docs/screenshots/business-site-${project}.png`, fullPage: true });

  await page.goto(paths.partner(owner.slug));
  await expect(page.getByRole('heading', { name: 'Home visits' })).toBeAttached();
});
