import { expect, type Page } from '@playwright/test';
import { loadIslandsReady } from './islands';
import { existingMails, mailedCode } from './outbox';

/**
 * Signs in on the login page the browser is on: the email, the code from the outbox, Continue. The page
 * then goes where the login page sends it (its ?redirect=). A new code is mailed at most once a minute
 * per email: one sign-in per email and test.
 */
export async function signInOnLoginPage(page: Page, baseURL: string, email: string): Promise<void> {
  await loadIslandsReady(page);
  const seen = existingMails(baseURL);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await mailedCode(baseURL, email, seen);
  await loadIslandsReady(page);
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs a page's browser context in through the API (the code from the outbox): for a second actor, such as a business owner. */
export async function signInByApi(page: Page, baseURL: string, email: string): Promise<void> {
  const seen = existingMails(baseURL);
  expect((await page.request.post('/api/generate-otp', { data: { email } })).ok()).toBe(true);
  const code = await mailedCode(baseURL, email, seen);
  expect((await page.request.post('/api/verify-otp', { data: { email, otp: code } })).ok()).toBe(true);
}
