import { expect, type Page, test } from '@playwright/test';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { signInThroughApi } from './sign-in';

/**
 * No consent or add-on box is ticked for a person (docs/dark-patterns.md, "pre-ticked consent" and "basket
 * sneaking"): every form where a person is asked for data or offered more, as a visitor and signed in, starts
 * with each checkbox empty.
 */
const demo = buildDemoCatalogue();
const listing = demo.services.find((service) => service.city === 'Kolkata')!;

async function expectNoTickedBox(page: Page, where: string) {
  const ticked = await page.locator('input[type="checkbox"]:checked').evaluateAll((boxes) => boxes.map((box) => box.outerHTML));
  expect(ticked, where).toEqual([]);
}

test('every form starts with its boxes empty, for a visitor and for a signed-in customer', async ({ page, baseURL }, testInfo) => {
  for (const path of [paths.login(), paths.becomePartner(), paths.contact(), paths.grievanceForm()]) {
    await page.goto(path);
    await loadIslandsReady(page);
    await expectNoTickedBox(page, path);
  }
  await signInThroughApi(page.request, baseURL!, `boxes-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.goto(paths.details(listing.slug));
  await loadIslandsReady(page);
  await page.getByRole('button', { name: 'Enquire Now', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Enquire with ${listing.serviceName}` })).toBeVisible();
  await expectNoTickedBox(page, 'the enquiry, signed in');
});
