import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { outboxDir } from './outbox';
import { watchErrors } from './page-errors';
import { signInThroughApi } from './sign-in';

/**
 * Sign-in by mobile through the pages (CONTRACT.md "Messages"): 'Mobile number' on the login page, the code
 * by SMS (the e2e server has no SMS provider: a JSON file in DATA_DIR/outbox/sms), the six boxes, signed in
 * to a new account that has no email, named by its mobile in the header.
 */
const smsDir = (baseURL: string) => path.join(outboxDir(baseURL), 'sms');

async function smsCode(baseURL: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const dir = smsDir(baseURL);
    if (existsSync(dir)) {
      for (const name of readdirSync(dir).sort().reverse()) {
        const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string; event: string; text: string };
        if (file.to === to && file.event === 'sign-in-code') return /\b(\d{6})\b/.exec(file.text)![1]!;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS to ${to}`);
}

test('a visitor signs in with a mobile number on a 360 px phone, by keyboard', async ({ page, baseURL }, testInfo) => {
  // Both projects run it at 360 px, each with a number of its own (one code a minute per number).
  const last = testInfo.project.name === 'phone' ? '4' : '5';
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(paths.login());
  await loadIslandsReady(page);

  const byEmail = page.getByRole('button', { name: 'Email', exact: true });
  const byMobile = page.getByRole('button', { name: 'Mobile number' });
  await expect(byEmail).toHaveAttribute('aria-pressed', 'true');
  // By keyboard: the switch is two buttons in the tab order.
  await byEmail.focus();
  await page.keyboard.press('Tab');
  await expect(byMobile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(byMobile).toHaveAttribute('aria-pressed', 'true');
  const field = page.getByLabel('Mobile number');
  await expect(field).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveCount(0);
  for (const button of [byEmail, byMobile]) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // A wrong number is refused under the field, before anything is sent.
  await field.fill('12345');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();

  await field.fill(`98311 2233${last}`);
  await page.screenshot({ path: '/tmp/shots-i30/mobile-signin-360.png', fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/otp-verification(\?|$)/);
  await expect(page.getByText(`+91 98311 2233${last}`)).toBeVisible();
  await expect(page.getByText('OTP sent to your mobile')).toBeVisible();
  await expect(page.getByText('Didn’t get the SMS?')).toBeVisible();
  const code = await smsCode(baseURL!, `+91983112233${last}`);
  await loadIslandsReady(page);
  await page.screenshot({ path: '/tmp/shots-i30/mobile-otp-360.png', fullPage: true });
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile/);
  // A new account made by mobile: the first-time profile, and the header names its mobile.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`[data-account][aria-label*="+91 98311 2233${last}"]`).first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('a signed-in customer adds a mobile on the profile with the code sent to it', async ({ page, baseURL }, testInfo) => {
  const last = testInfo.project.name === 'phone' ? '6' : '7';
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  const email = `mobile.add-${testInfo.project.name}@example.com`;
  await signInThroughApi(page.request, baseURL!, email);
  const data = {
    pre_name: 'Ms',
    first_name: 'Mita',
    last_name: 'Roy',
    phone: '9123456780',
    email,
    dob: '1990-01-01',
    marital_status: 'Married',
    pincode: '700019',
    city: 'Kolkata',
    landmark: 'Gariahat',
    nationality: 'Indian',
    country: 'India',
    landline_number: '',
    address: '12 Hindustan Park',
  };
  expect((await page.request.post('/api/user-details-add', { headers: { origin: baseURL! }, multipart: { data: JSON.stringify(data) } })).ok()).toBe(
    true,
  );

  await page.goto(`${paths.profile()}#EditProfile`);
  await loadIslandsReady(page);
  const card = page.locator('[data-account-mobile]');
  await expect(card.getByText('No verified mobile number yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add a mobile number' }).click();
  await card.getByLabel('Mobile number').fill(`98311 4455${last}`);
  await card.getByRole('button', { name: 'Send code' }).click();
  const code = await smsCode(baseURL!, `+91983114455${last}`);
  await card.getByLabel(`Code sent by SMS to +91 98311 4455${last}`).fill(code);
  await page.screenshot({ path: '/tmp/shots-i30/profile-add-mobile-360.png' });
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText(`+91 98311 4455${last}`)).toBeVisible();
  await expect(card.getByText('Verified')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change' })).toBeVisible();
  await card.screenshot({ path: '/tmp/shots-i30/profile-mobile-verified-360.png' });
  expect(errors).toEqual([]);
});
