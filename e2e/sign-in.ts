import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiPaths, apiUrl } from '../src/paths';
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
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/otp-verification(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  const code = await mailedCode(baseURL, email, seen);
  await loadIslandsReady(page);
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Signs `email` in through the API, as an app does: generate-otp, the code from the outbox, verify-otp.
 * The session cookie lands in `request`'s jar (`page.request`: the page's browser context); answers the
 * bearer token. `headers` go with verify-otp (a user agent, to sign in as another device). The same
 * once-a-minute rule as signInOnLoginPage.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const seen = existingMails(baseURL);
  expect((await request.post(apiUrl(apiPaths.generateOtp()), { data: { email } })).ok()).toBe(true);
  const otp = await mailedCode(baseURL, email, seen);
  const verified = await request.post(apiUrl(apiPaths.verifyOtp()), { data: { email, otp }, headers });
  expect(verified.ok()).toBe(true);
  return (await verified.json()).token as string;
}
