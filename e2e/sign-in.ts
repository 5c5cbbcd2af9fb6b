import { expect, type Page } from '@playwright/test';
import { loadIslandsReady } from './islands';
import { existingMails, mailedCode } from './outbox';

/**
 * Signs in on the login page the browser is on, as a visitor does: the email, on to /otp-verification,
 * the code from the outbox, Continue. The page then goes where the login page sends it (its ?redirect=).
 * The one sign-in helper of the specs that go through the pages. A new code is mailed at most once a
 * minute per email: one sign-in per email and test.
 */
export async function signInOnLoginPage(page: Page, baseURL: string, email: string): Promise<void> {
  await loadIslandsReady(page);
  const seen = existingMails(baseURL);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/otp-verification(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await mailedCode(baseURL, email, seen);
  await loadIslandsReady(page);
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}
