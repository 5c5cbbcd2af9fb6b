import { expect, test } from '@playwright/test';
import { signInThroughApi } from './sign-in';

/**
 * The profile's Messages section on a phone and a desktop: the defaults (email and SMS on, WhatsApp off until
 * the customer opts in, quiet hours on), changed with the keyboard alone, saved with its outcome said, and
 * still there after a reload.
 */
test('a customer chooses WhatsApp and turns quiet hours off, with the keyboard, and it stays chosen', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const origin = baseURL!;
  const email = `messages-${testInfo.project.name}-${Date.now()}@example.com`;
  const token = await signInThroughApi(request, origin, email);
  const profile = {
    pre_name: 'Ms',
    first_name: 'Asha',
    last_name: 'Sen',
    phone: '9123456781',
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
  const headers = { authorization: `Bearer ${token}`, origin };
  const created = await request.post('/api/user-details-add', { headers, multipart: { data: JSON.stringify(profile) } });
  expect(created.ok(), await created.text()).toBe(true);

  await page.context().addCookies([{ name: 'seva_session', value: token, url: origin }]);
  await page.goto('/profile#Messages');
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  const whatsapp = page.getByRole('checkbox', { name: 'WhatsApp', exact: true });
  const quiet = page.getByRole('checkbox', { name: /^Quiet hours, 22:00–08:00/ });
  await expect(page.getByRole('checkbox', { name: 'Email', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS', exact: true })).toBeChecked();
  await expect(whatsapp).not.toBeChecked();
  await expect(whatsapp).toHaveAccessibleDescription(/Reply STOP any time/);
  await expect(quiet).toBeChecked();

  await whatsapp.focus();
  await page.keyboard.press('Space');
  await quiet.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your message choices are saved.' })).toBeVisible();

  await page.reload();
  await expect(whatsapp).toBeChecked();
  await expect(quiet).not.toBeChecked();
  await expect(whatsapp).toHaveAccessibleDescription(/Your choice since/);
});
