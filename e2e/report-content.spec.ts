import { expect, test } from '@playwright/test';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { paths } from '../src/paths';
import { loadIslandsReady } from './islands';

/**
 * Anyone can report a photo or a question on a listing: its "Report" link opens the grievance form with the
 * topic and the address filled in (IT Rules 2021: content complaints on the 24-hour and 15-day clocks).
 */
const demo = buildDemoCatalogue();
const listing = demo.services.find(
  (service) => demo.photos.some((photo) => photo.serviceId === service.id) && demo.questions.some((question) => question.serviceId === service.id),
)!;

test("a photo's and a question's Report open the grievance form filled in", async ({ page }) => {
  await page.goto(paths.details(listing.slug));
  await loadIslandsReady(page);
  await page
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  await page.getByRole('link', { name: 'Report this photo' }).click();
  await expect(page).toHaveURL(/\/grievance\?about=photo&url=/);
  await loadIslandsReady(page);
  await expect(page.getByLabel(/What is it about/)).toHaveValue('photo');
  await expect(page.getByLabel('Link to the page')).toHaveValue(/^https?:\/\/\S+\.(svg|webp|jpe?g|png)$/);

  await page.goto(paths.details(listing.slug));
  await loadIslandsReady(page);
  const report = page.getByRole('link', { name: /^Report\s*:/ }).first();
  await report.scrollIntoViewIfNeeded();
  await report.click();
  await expect(page).toHaveURL(/\/grievance\?about=question&url=/);
  await loadIslandsReady(page);
  await expect(page.getByLabel(/What is it about/)).toHaveValue('question');
  await expect(page.getByLabel('Link to the page')).toHaveValue(/#question-\d+$/);
});
