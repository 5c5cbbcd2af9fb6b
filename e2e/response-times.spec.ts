import { expect, test } from '@playwright/test';
import { paths } from '../src/paths';
import { watchErrors } from './page-errors';

/**
 * The details page of a demo business with a measured response time and a quote record (the demo history of
 * leads and final bills, track-record/track-record.server.ts), at 360 px: both lines show under its phone number.
 */
test('the details page says how quickly the business replies and how it kept to its quotes', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(paths.details('sparkle-home-park-street-kolkata'));
  await expect(page.locator('[data-reply-time]')).toHaveText(/Usually replies in about \d+ (min|h)/);
  await expect(page.locator('[data-quote-record]')).toHaveText(/Final bill matched the quote in \d+ of \d+ jobs/);
  await page.locator('[data-reply-time]').evaluate((line) => line.scrollIntoView({ block: 'center' }));
  // Both projects render it at 360 px here; one file is enough.
  if (testInfo.project.name === 'phone') await page.screenshot({ path: 'docs/screenshots/details-response-phone.png' });
  expect(errors).toEqual([]);
});

test('the provider card says it in short on a phone and stays under 200 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${paths.listing('deep-home-cleaning', 'Kolkata')}`);
  const card = page
    .getByTestId('provider-card')
    .filter({ has: page.locator('[data-quote-record]') })
    .first();
  await expect(card.locator('[data-reply-time]')).toContainText(/Replies in ~\d+ (min|h)/);
  await expect(card.locator('[data-quote-record]')).toContainText(/Bill = quote \d+\/\d+/);
  expect((await card.boundingBox())!.height).toBeLessThanOrEqual(200);
  if (testInfo.project.name === 'phone') await card.screenshot({ path: 'docs/screenshots/listing-response-phone.png' });
});
