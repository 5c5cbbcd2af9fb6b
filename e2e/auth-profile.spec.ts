import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { existingMails, mailedCode } from './outbox';
import { watchErrors } from './page-errors';
import { signInThroughApi } from './sign-in';

/**
 * Sign-in through the pages with the mailed code, the first-time profile with an avatar, every profile
 * section, a favourite, a notification marked seen, an invite reward and logout. The e2e server has no
 * SMTP_URL, so mails are .eml files in its DATA_DIR/outbox (playwright.config.ts: /tmp/seva-e2e-{port}).
 */
/** A user made through the API alone (an app's way: Bearer token), with a profile. */
async function userWithProfile(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  firstName: string,
): Promise<{ token: string; refCode: string }> {
  const token = await signInThroughApi(request, baseURL, email);
  const headers = { authorization: `Bearer ${token}`, origin: baseURL };
  const data = {
    pre_name: 'Mr',
    first_name: firstName,
    last_name: 'Sen',
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
  const created = await request.post('/api/user-details-add', { headers, multipart: { data: JSON.stringify(data) } });
  expect(created.ok()).toBe(true);
  const summary = await (await request.get('/api/get-user-profile-data', { headers })).json();
  return { token, refCode: summary.u_data.ref_code };
}

const openSection = async (page: Page, label: string, heading: string) => {
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
};

test('sign in with the mailed code, create the profile, use every section and log out', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const origin = baseURL!;
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `e2e-${stamp}@example.com`;
  const inviter = await userWithProfile(request, origin, `inviter-${stamp}@example.com`, 'Arjun');

  // A friend's invite link: the code is kept and the visitor sent on to sign in.
  await page.goto(`/invite/${inviter.refCode}`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  expect(await page.evaluate(() => localStorage.getItem('invite-code'))).toBe(inviter.refCode);
  await expect(page.getByRole('heading', { name: 'Login Or Sign up' })).toBeVisible();
  // The form must be React's before typing: on a cold server a click could reach the server-rendered form first.
  await loadIslandsReady(page);

  // Nothing is ticked for the person: without their own tick (18 or older, the terms) no code is asked for.
  const adult = page.getByRole('checkbox', { name: /I am 18 or older/ });
  await expect(adult).not.toBeChecked();
  // No box asks for a consent to a purpose Seva does not have (it sends no offers).
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await page.getByLabel('Email address').fill(`under-age-${email}`);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Seva is for people aged 18 or older.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // Server errors show under the field.
  await page.getByLabel('Email address').fill('not-an-email');
  await adult.check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();

  const seen = existingMails(origin);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await expect(page.getByText(`Sent to ${email}`)).toBeVisible();
  await expect(page.getByText('OTP sent to your email')).toBeVisible();
  const code = await mailedCode(origin, email, seen);

  // A wrong code: the server's message under the boxes.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Digit 1 of 6').pressSequentially(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Incorrect OTP. 4 tries left.')).toBeVisible();

  if (testInfo.project.name === 'phone') {
    // Typing: digits only, focus moves forward after each digit and back when a box is emptied.
    await page.getByLabel('Digit 6 of 6').click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
    await page.keyboard.type(`${code.slice(0, 3)}x${code.slice(3)}`);
  } else {
    // Pasting a whole code fills all six boxes.
    await page.getByLabel('Digit 3 of 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', ` ${text} `);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
  }
  for (let i = 0; i < 6; i++) await expect(page.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(code[i]!);
  await page.getByRole('button', { name: 'Continue' }).click();

  // First time: the creation form replaces the profile.
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeTruthy();
  const marker = atob((await page.evaluate(() => localStorage.getItem('user-token')))!);
  expect(marker).toMatch(/^signed-in:/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'seva_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  await page.getByLabel('Add a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
  await page.getByLabel('Title').selectOption('Ms');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Das');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Date of birth').fill('1996-08-15');
  await page.getByLabel('Marital status').selectOption('Unmarried');
  await page.getByLabel('Address').fill('22 Lake Road');
  await page.getByLabel('Landmark').fill('Near Lake Mall');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kolkata');
  await page.getByLabel('Pincode').fill('700029');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Profile created successfully')).toBeVisible();

  // The header: avatar, name, +91 phone. The stored invite code was sent and removed.
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Das' })).toBeVisible();
  await expect(page.getByText('+91 9876543210')).toBeVisible();
  await expect(page.locator('header img').first()).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('invite-code'))).toBe('');
  const wallet = await (await request.get('/api/get-wallet-data', { headers: { authorization: `Bearer ${inviter.token}` } })).json();
  expect(wallet.data.entries).toEqual([expect.objectContaining({ friend_name: 'Priya', amount: 50 })]);

  // Dashboard with real counts.
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Unread notifications/ })).toContainText('1');

  // Notifications: the welcome message, unseen; a click marks it seen.
  await openSection(page, 'Notifications', 'Notifications');
  const welcome = page.getByRole('button', { name: /Welcome to Seva!.*unread/ });
  await expect(welcome).toBeVisible();
  await welcome.click();
  await expect(page.getByText('0 unread')).toBeVisible();
  await expect(page.getByRole('button', { name: /Welcome to Seva!.*\(seen\)/ })).toBeVisible();
  await expect(page).toHaveURL(/#Notification$/);

  // The hash alone chooses the section (re-read every 500 ms).
  await page.evaluate(() => history.replaceState(null, '', '#History'));
  await expect(page.getByRole('heading', { level: 2, name: 'Your Order History' })).toBeVisible();
  await expect(page.getByText('No bookings yet')).toBeVisible();

  await openSection(page, 'My Wallet', 'My Wallet');
  await expect(page.getByText('Your wallet is empty')).toBeVisible();
  await openSection(page, 'Rewards', 'Rewards');
  await expect(page.getByText('How to earn more')).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSection(page, 'Invite Friends', 'Invite Friends');
  const link = page.getByLabel('Your invite link');
  await expect(link).toHaveValue(new RegExp(`^${origin}/invite/[A-Z0-9]{8}$`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(await link.inputValue())}`),
  );
  for (const name of ['Telegram', 'Facebook', 'X', 'Email']) await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();

  await openSection(page, 'Feedback', 'Feedback');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Please write your feedback')).toBeVisible();
  const feedback = page.getByLabel(/Tell us what you think/);
  await feedback.fill('Booking was quick and easy.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText("Feedback successfully added. We'll reach you soon")).toBeVisible();
  await expect(feedback).toHaveValue('');

  await openSection(page, 'Edit Profile', 'Edit Profile');
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Howrah');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  // Favourite a service of the demo catalogue (service 1) and find it in #Favourites. Soft: the
  // remaining steps still run if the catalogue is missing.
  // With the session cookie a state-changing GET needs the header our own pages send (src/lib/api.ts).
  const saved = await page.request.get('/api/save-to-favourite/1', { headers: { 'x-requested-with': 'seva' } });
  expect.soft(saved.status(), 'service 1 of the demo catalogue').toBe(200);
  await openSection(page, 'Favourites', 'Favourites');
  const view = page.getByRole('link', { name: /View Service/ });
  await expect.soft(view).toHaveAttribute('target', '_blank');
  await expect.soft(view).toHaveAttribute('href', /^\/details\/.+/);
  await expect.soft(view).toHaveAttribute('rel', /noopener/);

  // Policy leaves for the privacy policy.
  await expect(page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Policy' })).toHaveAttribute('href', '/privacy-policy');

  // Visitors only on /login: a signed-in user goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'seva_session')).toBeUndefined();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  expect(errors).toEqual([]);
});

test('a stale signed-in marker is cleared when the session is gone', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('user-token', btoa('signed-in:stale123')));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login Or Sign up' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token'))).toBeFalsy();
  await page.goto('/otp-verification');
  // No code was asked for in this tab: back to /login.
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign in through the pages alone: errors on each form, then on to where the visitor was going', async ({ page, baseURL }, testInfo) => {
    const origin = baseURL!;
    const email = `nojs-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(`/login?redirect=${encodeURIComponent(paths.contact())}`);
    const field = page.getByLabel('Email address');
    await field.fill('not-an-email');
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page).toHaveTitle(/^Error: Login or sign up/);
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(field).toHaveValue('not-an-email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    const seen = existingMails(origin);
    await field.fill(email);
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await page.getByRole('button', { name: 'Get OTP' }).click();
    // The address rides in a short-lived cookie for the code page only, never in the URL.
    await expect(page).toHaveURL(/\/otp-verification\?redirect=%2Fcontact-us$/);
    await expect(page.getByText(`Sent to ${email}`)).toBeVisible();
    const handedOver = (await page.context().cookies()).find((cookie) => cookie.name === 'seva_otp_email');
    expect(handedOver).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/otp-verification' });
    const code = await mailedCode(origin, email, seen);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect OTP. 4 tries left.');
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();

    // Without the island each box is its own field; a whole code in the first box is read as one.
    await page.getByLabel('Digit 1 of 6').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact()}$`));
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'seva_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((cookie) => cookie.name === 'seva_otp_email')).toBeUndefined();
    // Signed in: /profile no longer sends the visitor to /login.
    await page.goto(paths.profile());
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a code typed into the six boxes one digit each signs in and goes to /profile', async ({ page, baseURL }, testInfo) => {
    const origin = baseURL!;
    const email = `nojs-boxes-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(paths.login());
    const seen = existingMails(origin);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verification$/);
    const code = await mailedCode(origin, email, seen);
    for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
