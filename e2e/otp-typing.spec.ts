import { expect, test } from '@playwright/test';
import { paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { existingMails, mailedCode } from './outbox';

/**
 * A slow phone: the code page's island starts seconds after the page shows, and a person types the code into
 * the first box meanwhile (it has focus from the start). Every digit must end up in the boxes, those typed
 * before the island started and those typed while it did (OtpForm kept only the last two to five of the six when
 * the next key came before the render that showed the first ones). The CPU slowed tenfold makes the start slow.
 */
test('a code typed while the code page is still starting on a slow phone keeps all six digits', async ({ page, baseURL, context }, testInfo) => {
  const email = `otp-typing.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto(paths.login());
  await loadIslandsReady(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  const seen = existingMails(baseURL!);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL(/\/otp-verification$/, { waitUntil: 'commit' });
  const code = await mailedCode(baseURL!, email, seen);
  await page.getByLabel('Digit 1 of 6').pressSequentially(code, { delay: 120 });
  await loadIslandsReady(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect
    .poll(() => page.locator('input[name^="otp"]').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join('')))
    .toBe(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile/);
});
