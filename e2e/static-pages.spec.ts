import { expect, type Page, test } from '@playwright/test';
import { paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { mailContaining } from './outbox';
import { phoneOnly } from './widths';

/** The static pages of the site, the home page and the 404, with the h1 each must show. */
const pages = [
  { path: paths.home(), h1: 'Your One-Stop Solution for Everyday Services' },
  { path: paths.about(), h1: 'Everyday services, from people you can trust' },
  { path: paths.terms(), h1: 'Terms & Conditions' },
  { path: paths.privacy(), h1: 'Privacy Policy' },
  { path: paths.refund(), h1: 'Refund Policy' },
  { path: paths.cancellation(), h1: 'Cancellation & Refund Policy' },
  { path: paths.contact(), h1: 'Contact us' },
  { path: paths.becomePartner(), h1: 'Become a Seva partner' },
  { path: paths.app(), h1: 'Seva on your phone' },
  { path: paths.offers(), h1: 'Offers for you' },
  { path: '/no-such-page-here', h1: 'We could not find that page', status: 404 },
];

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser reports the 404 document itself as a failed resource: that status is the point of the page.
    if (page.url().includes('/no-such-page-here') && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const entry of pages) {
  test(`${entry.path} shows its h1, fits the screen and logs no errors`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(entry.status ?? 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('every page has its own title and description', phoneOnly, async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const entry of pages.filter((page) => !page.status)) {
    const html = await (await request.get(entry.path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(title, entry.path).toBeTruthy();
    expect(description?.length, entry.path).toBeGreaterThan(50);
    expect(titles.has(title!), `${entry.path} title "${title}" is used twice`).toBe(false);
    expect(descriptions.has(description!), `${entry.path} description is used twice`).toBe(false);
    titles.add(title!);
    descriptions.add(description!);
  }
});

test.describe('legal pages', () => {
  for (const [path, stamp] of [
    [paths.terms(), 'Last updated: 17-01-2025'],
    [paths.privacy(), 'Last updated: 17-01-2025'],
    [paths.refund(), 'Last updated: 17-01-2025'],
    [paths.cancellation(), 'Effective: 01-08-2024'],
  ] as const) {
    test(`${path} states its date and every contents link leads to a section`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(stamp)).toBeVisible();
      // Phones fold the contents away; desktop shows them beside the text.
      const fold = page.locator('summary', { hasText: 'On this page' });
      if (await fold.isVisible()) await fold.click();
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const targets = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(targets.length).toBeGreaterThan(3);
      for (const target of targets) await expect(page.locator(`h2${target}`)).toHaveCount(1);
    });
  }

  test('the terms name Indian law, the courts of West Bengal and the minimum age', phoneOnly, async ({ page }) => {
    await page.goto(paths.terms());
    await expect(page.getByText('governed by the laws of India')).toBeVisible();
    await expect(page.getByText('courts of West Bengal at Kolkata')).toBeVisible();
    await expect(page.getByText('18 years old')).toBeVisible();
  });

  test('the cancellation policy has the five sections of the spec', phoneOnly, async ({ page }) => {
    await page.goto(paths.cancellation());
    const headings = page.locator('article h2');
    await expect(headings).toHaveText(['Overview', 'Service Cancellation', 'Refund Policy', 'Contact Us', 'Changes to This Policy']);
  });
});

test.describe('contact form', phoneOnly, () => {
  test('an empty submit shows an error under each field and sends nothing', async ({ page }) => {
    const errors = watchErrors(page);
    let posted = 0;
    page.on('request', (request) => request.method() === 'POST' && posted++);
    await page.goto(paths.contact());
    // This test is about the island's own checks: before it starts, a submit is the page's plain POST.
    await loadIslandsReady(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter your email address');
    await expect(page.getByText('Please enter your message')).toBeVisible();

    // Errors clear as the fields are fixed.
    await name.fill('Priya Das');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Please enter your name')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill('priya@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(posted).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a valid submit shows the success message and a toast', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(paths.contact());
    // The island's answer (the toast, the reset in place); before it starts a submit is the page's plain POST.
    await loadIslandsReady(page);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Name' }).fill('Priya Das');
    await page.getByRole('textbox', { name: 'Email' }).fill('priya.e2e@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('I booked a plumber for Saturday and would like to change the time.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText('Your message has reached us');
    await expect(page.getByRole('status').filter({ hasNotText: 'Message sent' }).filter({ hasText: 'Your message has reached us' })).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('when the network fails, what was typed stays and the reason is shown', async ({ page }) => {
    await page.goto(paths.contact());
    await page.route('**/api/contact-us', (route) => route.abort('internetdisconnected'));
    await loadIslandsReady(page);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Name' }).fill('Priya Das');
    await page.getByRole('textbox', { name: 'Email' }).fill('priya.offline@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Written while the train went through a tunnel.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText('offline');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Written while the train went through a tunnel.');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

test.describe('contact form without JavaScript', phoneOnly, () => {
  test.use({ javaScriptEnabled: false });

  test('a submit with errors shows them under the fields and keeps what was typed', async ({ page }) => {
    await page.goto(paths.contact());
    await page.getByRole('textbox', { name: 'Name' }).fill('Priya Das');
    await page.getByRole('textbox', { name: 'Email' }).fill('priya@');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveTitle(/^Error: Contact us/);
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(email).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/^Please enter your message/);
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Das');
    await expect(page.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveValue('priya@');
  });

  test('a valid submit shows the success message and the mail reaches support', async ({ page, baseURL }, testInfo) => {
    const marker = `contact-no-js-${testInfo.project.name}-${Date.now()}`;
    await page.goto(paths.contact());
    await page.getByRole('textbox', { name: 'Name' }).fill('Priya Das');
    await page.getByRole('textbox', { name: 'Email' }).fill('priya.nojs@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(`I would like to change the time of my booking. Reference ${marker}.`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText('Your message has reached us');
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeFocused();
    const mail = await mailContaining(baseURL!, marker);
    expect(mail).toMatch(/^Reply-To: .*priya\.nojs@example\.com/im);
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});

test.describe('partner signup', phoneOnly, () => {
  test('a plan card opens the modal; Escape and Close close it and focus goes back', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(paths.becomePartner());
    await expect(page.getByRole('heading', { name: 'Our Plans' })).toBeVisible();
    const premium = page.getByRole('button', { name: 'Choose Premium Plan' });
    await premium.click();
    const dialog = page.getByRole('dialog', { name: 'Partner Signup Form' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Premium Plan · ₹999 a month');
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(premium).toBeFocused();

    const basic = page.getByRole('button', { name: 'Start with Basic Plan' });
    await basic.click();
    await expect(dialog).toContainText('Basic Plan · Free');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(basic).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('an invalid submit shows errors; a valid one shows success', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(paths.becomePartner());
    await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner Signup Form' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter your business name',
      'Please enter where your business is (area and city)',
      'Please enter your email address',
      'Please enter your mobile number',
      'Please enter your pincode',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Rahul Ghosh');
    await dialog.getByRole('textbox', { name: 'Business Name' }).fill('Ghosh Electricals');
    await dialog.getByRole('textbox', { name: 'Business Location' }).fill('Gariahat, Kolkata');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('rahul.e2e@example.com');
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('12345');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('7000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();

    // Closing and reopening keeps what was typed.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Business Name' })).toHaveValue('Ghosh Electricals');

    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('98300 12345');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('700019');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request received' })).toBeVisible();
    await expect(dialog).toContainText('We have your request for the Premium Plan');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('partner signup without JavaScript', phoneOnly, () => {
  test.use({ javaScriptEnabled: false });

  test('a plan card leads to the form with its plan; errors show under the fields, then the request is sent and support gets the mail', async ({
    page,
    baseURL,
  }, testInfo) => {
    const marker = `partner-no-js-${testInfo.project.name}-${Date.now()}`;
    await page.goto(paths.becomePartner());
    await page.getByRole('link', { name: 'Choose Premium Plan' }).click();
    await expect(page).toHaveURL(/\?plan=premium#partner-signup$/);
    const form = page.getByRole('form', { name: 'Partner Signup Form' });
    await expect(form.getByRole('radio', { name: /Premium Plan/ })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rahul Ghosh');
    await form.getByRole('textbox', { name: 'Business Name' }).fill(`Ghosh Electricals ${marker}`);
    await form.getByRole('textbox', { name: 'Business Location' }).fill('Gariahat, Kolkata');
    await form.getByRole('textbox', { name: 'Email' }).fill('rahul.nojs@example.com');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('12345');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveTitle(/^Error: Become a partner/);
    const phone = form.getByRole('textbox', { name: 'Phone Number' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/^Please enter a valid 10-digit mobile number/);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('12345');
    await expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription('Please enter your pincode');
    await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(form.getByRole('textbox', { name: 'Business Location' })).toHaveValue('Gariahat, Kolkata');
    await expect(form.getByRole('textbox', { name: 'Business Location' })).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('radio', { name: /Premium Plan/ })).toBeChecked();

    await phone.fill('98300 12345');
    await form.getByRole('textbox', { name: 'Pincode' }).fill('700019');
    await form.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Request received' });
    await expect(done).toContainText('We have your request for the Premium Plan');
    await expect(done).toBeFocused();
    const mail = await mailContaining(baseURL!, marker);
    expect(mail).toMatch(/^To: .*support@seva\.in/im);
    expect(mail).toMatch(/^Reply-To: .*rahul\.nojs@example\.com/im);
    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  });

  test('a form sent without a plan asks for one', async ({ page }) => {
    await page.goto(`${paths.becomePartner()}#partner-signup`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription('Please choose a plan');
    await expect(page.getByRole('radio', { name: /Basic Plan/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription('Please enter your name');
  });
});
