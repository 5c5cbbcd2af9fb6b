import { expect, test } from '@playwright/test';
import { paths } from '../src/paths';
import { watchErrors } from './page-errors';

/**
 * The details page of a demo business with a measured response time and a quote record (the demo history of
 * leads and final bills, leads/track-record.server.ts), at 360 px: both lines show under its phone number.
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
