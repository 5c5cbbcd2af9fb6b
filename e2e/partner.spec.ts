import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PARTNER_CAROUSEL_MS, TRAFFIC_DELAY_MS } from '../src/features/partners/partners';
import { apiPaths, paths } from '../src/paths';
import { mailContaining } from './outbox';

/**
 * Partner mini-sites in Chromium, phone and desktop: the photo carousel moves, the hours show with an
 * open/closed state, the contact form shows its errors and then sends, Call Now dials and is counted,
 * a visit is counted once. Each counting test has partners of its own (per project, since both
 * projects share one server), so that no other test's visit or tap changes its numbers.
 */

const partnersFor = (project: string) =>
  project === 'phone'
    ? { visits: 'jeevan-deep-ambulance-service-kolkata', calls: 'sri-lakshmi-tiffin-centre-chennai' }
    : { visits: 'deccan-packers-and-movers-hyderabad', calls: 'shree-ganesh-tours-and-travels-delhi' };

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A form sent before its island started comes back as the page with its errors, status 422, which
    // the browser reports as a failed resource: that status is the point of the answer.
    if (/status of 422/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const contactForm = (page: Page, businessName: string) => page.getByRole('form', { name: `Send a message to ${businessName}` });

/** The partner's details as /api/get-partner-data answers them (with the traffic and call counts). */
async function partnerDetails(request: APIRequestContext, baseURL: string, slug: string) {
  const response = await request.post(`/api${apiPaths.partnerData()}`, { data: { slug }, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.details as { id: number; mobile: string; traffic_count: number; call_count: number; service_name: string };
}

test('the photo carousel moves by itself and with its Next button', async ({ page }) => {
  const errors = watchErrors(page);
  // The page's timers run on the test's clock: a slide's time passes when the test says, not in real time.
  await page.clock.install();
  await page.goto(paths.partner('sharma-plumbing-works-delhi'));
  const photos = page.getByRole('region', { name: 'Photos of Sharma Plumbing Works' });
  await expect(photos.locator('.swiper')).toHaveClass(/swiper-initialized/);
  const active = () => photos.locator('.swiper-slide-active img').getAttribute('src');
  const first = await active();
  expect(first).toMatch(/^\/images\//);
  // Autoplay: a slide every PARTNER_CAROUSEL_MS.
  await page.clock.runFor(PARTNER_CAROUSEL_MS);
  await expect.poll(active).not.toBe(first);
  const before = await active();
  await photos.getByRole('button', { name: 'Next' }).click();
  await expect.poll(active).not.toBe(before);
  // Pause stops it: the same photo stays for longer than a slide's time, even once focus and pointer
  // have left the carousel (either of which pauses it on its own).
  await photos.getByRole('button', { name: 'Pause' }).click();
  await expect(photos.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
  const paused = await active();
  await page.clock.runFor(PARTNER_CAROUSEL_MS + 500);
  expect(await active()).toBe(paused);
  expect(errors).toEqual([]);
});

test('business hours show in both day_open forms with an open or closed state', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(paths.partner('sharma-plumbing-works-delhi'));
  const hours = page.getByRole('region', { name: 'Business hours' });
  await hours.scrollIntoViewIfNeeded();
  await expect(hours.getByText('Monday - Sunday')).toBeVisible();
  await expect(hours.getByText('8:00 am – 9:00 pm')).toBeVisible();
  await expect(hours.locator('[data-open-label]')).toHaveText(/^(Open now|Closed)$/);
  await expect(hours.getByText(/^(Closes|Opens) /)).toBeVisible();

  await page.goto(paths.partner('glow-and-grace-beauty-studio-mumbai'));
  const week = page.getByRole('region', { name: 'Business hours' });
  await week.scrollIntoViewIfNeeded();
  await expect(week.getByRole('row', { name: /Monday/ })).toContainText('10:30 am – 8:30 pm');
  await expect(week.getByRole('row', { name: /Tuesday/ })).toContainText('Closed');
  await expect(week.locator('[data-open-label]')).toHaveText(/^(Open now|Closed)$/);
  await expect(week.locator('tr[aria-current="date"]')).toHaveCount(1);

  await page.goto(paths.partner('das-auto-garage-kolkata'));
  await expect(page.getByRole('heading', { name: 'Das Auto Garage', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Business hours' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the contact form shows what is missing, then sends', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(paths.partner('gowda-electricals-bengaluru'));
  await page.getByRole('link', { name: 'Enquire' }).first().click();
  const form = page.getByRole('form', { name: 'Send a message to Gowda Electricals' });
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please enter your email address')).toBeVisible();
  await expect(form.getByText('Please enter a subject')).toBeVisible();
  await expect(form.getByText('Please enter your message')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('Kiran Kumar');
  await form.getByLabel('Email').fill('kiran.e2e@example');
  await form.getByLabel('Subject').fill('Inverter for a 2BHK');
  await form.getByLabel('Message').fill('Which inverter would you fit for a 2BHK flat in Jayanagar? Please call after 6 pm.');
  await expect(form.getByText('Please enter your name')).toHaveCount(0);
  await send.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill('kiran.e2e@example.com');
  await send.click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(page.getByText('Thank you! Your message has been sent to Gowda Electricals.').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("Send works at once after load, before the contact form's island has started", async ({ page, baseURL }, testInfo) => {
  const errors = watchErrors(page);
  // The island's code does not arrive while the visitor fills the form: what they use is the page's own form.
  await page.route(/\/_astro\/PartnerContactForm\.[^/]*\.js$/, () => new Promise<void>(() => undefined));
  await page.goto(paths.partner('gowda-electricals-bengaluru'), { waitUntil: 'domcontentloaded' });
  const form = contactForm(page, 'Gowda Electricals');
  const send = form.getByRole('button', { name: 'Send Message' });
  expect(await send.isDisabled()).toBe(false);
  const marker = `before-hydration-${testInfo.project.name}-${Date.now()}`;
  await form.getByLabel('Name').fill('Kiran Kumar');
  await form.getByLabel('Email').fill('kiran.early@example.com');
  await form.getByLabel('Subject').fill('Inverter for a 2BHK');
  await form.getByLabel('Message').fill(`Sent before the page had started its scripts. Reference ${marker}.`);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(page.getByText('Thank you! Your message has been sent to Gowda Electricals.')).toBeVisible();
  expect(await mailContaining(baseURL!, marker)).toContain('Kiran Kumar');
  expect(errors).toEqual([]);
});

test("what was typed before the contact form's island started is kept when it starts", async ({ page }) => {
  const errors = watchErrors(page);
  // The island's code arrives late: the visitor types into the server's form meanwhile.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/PartnerContactForm\.[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(paths.partner('gowda-electricals-bengaluru'));
  const form = contactForm(page, 'Gowda Electricals');
  await form.getByLabel('Name').fill('Kiran Kumar');
  await form.getByLabel('Email').fill('kiran.typed@example.com');
  await form.getByLabel('Subject').fill('Inverter for a 2BHK');
  const message = 'Typed while the page was still loading its scripts.';
  await form.getByLabel('Message').fill(message);
  release();
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  await expect(form.getByLabel('Name')).toHaveValue('Kiran Kumar');
  await expect(form.getByLabel('Message')).toHaveValue(message);
  // The island counts what it took over.
  await expect(form.getByText(`${message.length} / 2,000 characters`)).toBeVisible();
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  expect(navigated).toBe(false);
  expect(errors).toEqual([]);
});

test('Call Now dials the partner on +91 and counts the call', async ({ page, request, baseURL }, testInfo) => {
  const errors = watchErrors(page);
  const slug = partnersFor(testInfo.project.name).calls;
  const before = await partnerDetails(request, baseURL!, slug);
  await page.goto(paths.partner(slug));
  const callNow = page.locator('#home').getByRole('link', { name: 'Call Now' });
  await expect(callNow).toHaveAttribute('href', `tel:+91${before.mobile}`);
  // Headless Chromium has no dialler for tel: (it would log an error): the test stops the navigation
  // itself, after the page's own click handler has sent the count.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  await callNow.click();
  await expect.poll(async () => (await partnerDetails(request, baseURL!, slug)).call_count).toBe(before.call_count + 1);
  expect(errors).toEqual([]);
});

test('a visit is counted once, 1 s after load, and not again on reload', async ({ page, request, baseURL }, testInfo) => {
  const errors = watchErrors(page);
  const slug = partnersFor(testInfo.project.name).visits;
  const before = await partnerDetails(request, baseURL!, slug);
  await page.clock.install();
  const counted = () =>
    page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/get_traffic_data_add\//.test(response.url()));
  await page.goto(paths.partner(slug));
  const first = counted();
  await page.clock.runFor(TRAFFIC_DELAY_MS);
  await first;
  expect((await partnerDetails(request, baseURL!, slug)).traffic_count).toBe(before.traffic_count + 1);
  // The reload sends the same visit again, a second after load; the server does not count it twice.
  await page.reload();
  const again = counted();
  await page.clock.runFor(TRAFFIC_DELAY_MS);
  await again;
  expect((await partnerDetails(request, baseURL!, slug)).traffic_count).toBe(before.traffic_count + 1);
  expect(errors).toEqual([]);
});

test('the page is branded with the partner colours and fits the screen', async ({ page }) => {
  await page.goto(paths.partner('glow-and-grace-beauty-studio-mumbai'));
  const brand = await page.locator('.partner-site').evaluate((element) => getComputedStyle(element).getPropertyValue('--color-brand').trim());
  expect(brand).toBe('#166534');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const anchor of ['About', 'Services', 'Contact']) {
    await expect(
      page.getByRole('navigation', { name: 'Glow & Grace Beauty Studio' }).getByRole('link', { name: anchor, exact: true }).first(),
    ).toHaveAttribute('href', `#${anchor.toLowerCase()}`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form shows its errors with what was typed, then sends the mail', async ({ page, baseURL }, testInfo) => {
    await page.goto(paths.partner('gowda-electricals-bengaluru'));
    const form = contactForm(page, 'Gowda Electricals');
    const send = form.getByRole('button', { name: 'Send Message' });
    await form.getByLabel('Name').fill('Kiran Kumar');
    await form.getByLabel('Email').fill('kiran.nojs@example');
    await form.getByLabel('Message').fill('Too short');
    await send.click();
    await expect(page).toHaveTitle(/^Error: Gowda Electricals/);
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Subject')).toHaveAccessibleDescription('Please enter a subject');
    await expect(form.getByText('Please write a little more (at least 10 characters)')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    // What was typed is kept.
    await expect(form.getByLabel('Name')).toHaveValue('Kiran Kumar');
    await expect(form.getByLabel('Email')).toHaveValue('kiran.nojs@example');
    await expect(form.getByLabel('Message')).toHaveValue('Too short');

    const marker = `no-js-${testInfo.project.name}-${Date.now()}`;
    await form.getByLabel('Email').fill('kiran.nojs@example.com');
    await form.getByLabel('Subject').fill('Inverter for a 2BHK');
    await form.getByLabel('Message').fill(`Which inverter would you fit for a 2BHK flat? Reference ${marker}.`);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Thank you! Your message has been sent to Gowda Electricals.');
    const mail = await mailContaining(baseURL!, marker);
    expect(mail).toMatch(/^Reply-To: .*kiran\.nojs@example\.com/im);
    // Back to an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(contactForm(page, 'Gowda Electricals').getByLabel('Name')).toHaveValue('');
  });

  test('everything is readable: name, rating, hours, services, reviews, photos as a strip', async ({ page }) => {
    await page.goto(paths.partner('glow-and-grace-beauty-studio-mumbai'));
    await expect(page.getByRole('heading', { level: 1, name: 'Glow & Grace Beauty Studio' })).toBeVisible();
    await expect(page.getByText(/\(\d+ Ratings\)/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Business hours' }).getByRole('row', { name: /Monday/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What our clients say' })).toBeVisible();
    const strip = page.getByRole('region', { name: /^Photos of/ }).locator('.swiper');
    const scrollable = await strip.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === 'auto');
    expect(scrollable).toBe(true);
  });
});
