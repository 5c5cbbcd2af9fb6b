import { type APIRequestContext, expect, test } from '@playwright/test';
import { advanceServerClock } from './server-clock';
import { signInThroughApi } from './sign-in';

/** Signs in through the API as a device with this user agent; its token. */
const signIn = (request: APIRequestContext, baseURL: string, email: string, userAgent: string) =>
  signInThroughApi(request, baseURL, email, { 'user-agent': userAgent });

test('lists where the customer is signed in and signs out everywhere else', async ({ page, request, baseURL }, testInfo) => {
  const origin = baseURL!;
  const email = `sessions-${testInfo.project.name}-${Date.now()}@example.com`;
  const browserUserAgent = await page.evaluate(() => navigator.userAgent);
  const mine = await signIn(request, origin, email, browserUserAgent);
  const headers = { authorization: `Bearer ${mine}`, origin };
  const data = {
    pre_name: 'Ms',
    first_name: 'Meera',
    last_name: 'Das',
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
  expect((await request.post('/api/user-details-add', { headers, multipart: { data: JSON.stringify(data) } })).ok()).toBe(true);
  // Another device: a new code for the same email is mailed once a minute.
  await advanceServerClock(request, 61_000);
  const other = await signIn(
    request,
    origin,
    email,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  );

  await page.context().addCookies([{ name: 'seva_session', value: mine, url: origin }]);
  await page.goto('/profile#Security');
  await expect(page.getByRole('heading', { level: 2, name: 'Where you’re signed in' })).toBeVisible();
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('This device');
  await expect(devices.first()).toContainText('Active now');
  await expect(devices.nth(1)).toContainText('Chrome on Windows');
  await expect(page.getByText('Signed in on 1 other device.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sessions.png'), fullPage: true });

  const button = page.getByRole('button', { name: 'Sign out everywhere else' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed out of 1 other device')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  await expect(button).toBeDisabled();
  expect((await request.get('/api/user', { headers: { authorization: `Bearer ${other}` } })).status()).toBe(401);
  expect((await request.get('/api/user', { headers: { authorization: `Bearer ${mine}` } })).status()).toBe(200);
});
