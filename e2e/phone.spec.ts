import { type Page, expect, test } from '@playwright/test';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { SECTIONS } from '../src/features/profile/sections';
import { apiPaths, paths } from '../src/paths';
import { STORAGE_KEYS } from '../src/stores/storage-keys';
import { loadIslandsReady } from './islands';
import { existingMails, mailedCode } from './outbox';
import { signInThroughApi } from './sign-in';

/**
 * A phone's first screen at 360×780, a small Android phone: providers above the fold on a listing, short
 * cards, no page that scrolls sideways (every page type and every profile section), the OTP step whole with
 * a wrong code said under the boxes, a search field kept above the keyboard, and the header saying the
 * listing's own city. The phone project only: every test sets this viewport, so the desktop project would
 * check the same layout again (e2e/widths.ts).
 */
const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });

const demo = buildDemoCatalogue();
const kolkataListing = demo.services.find((s) => s.city === 'Kolkata')!;
const partner = demo.partners.find((p) => demo.services.some((s) => s.partnerId === p.id))!;
const transportIds = new Set(demo.categories.filter((c) => c.isTransport).map((c) => c.id));
/** The ride listing with the longest name: a booking of it is the widest line of the dashboard and History. */
const longestRide = demo.services.filter((s) => transportIds.has(s.categoryId)).sort((a, b) => b.serviceName.length - a.serviceName.length)[0]!;
const LISTING = '/service/plumbing?city=Kolkata';
const headerCity = (page: Page) => page.getByRole('button', { name: /^Your city:/ });

/** How far the page scrolls sideways (0 when it fits), once its islands have started. */
async function sidewaysOverflow(page: Page): Promise<number> {
  await loadIslandsReady(page);
  return page.evaluate(() => {
    const scroller = document.scrollingElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

test('a listing shows two whole providers on the first screen, each card at most 200 px tall', async ({ page }) => {
  await page.goto(LISTING);
  const cards = page.getByTestId('provider-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  for (const index of [0, 1]) {
    const box = (await cards.nth(index).boundingBox())!;
    expect(box.y, `card ${index + 1} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `card ${index + 1} ends above the fold`).toBeLessThanOrEqual(PHONE.height);
  }
  for (const card of await cards.all()) expect((await card.boundingBox())!.height).toBeLessThanOrEqual(200);

  // The filters are one row that scrolls sideways, not a block of wrapped chips.
  const row = page.locator('[data-filter-row]');
  const chips = row.locator(':scope > a, :scope > details > summary');
  const tops = new Set(await chips.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top))));
  expect(tops.size).toBe(1);
  expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // The last chip, off the screen at first, is reached by scrolling the row and still opens its panel.
  await row.getByText('All Filters').click();
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  await page.getByLabel('Verified', { exact: true }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/verified=1/);
  await expect(page.getByTestId('provider-card').first()).toBeVisible();
});

test('results for "plumber salt lake" show a provider on the first screen', async ({ page }) => {
  await page.goto(paths.search('plumber salt lake'));
  const first = (await page.getByTestId('provider-card').first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test("the header says the listing's own city, whatever is stored", async ({ page }) => {
  // Nothing stored: the page's city, from the first paint.
  await page.goto(LISTING);
  await expect(headerCity(page)).toHaveText(/Kolkata/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.presentCity)).toBeNull();

  // Another city stored: the listing still says its own; a page without a city says the stored one.
  await page.evaluate(([key]) => localStorage.setItem(key!, 'Bhubaneswar'), [STORAGE_KEYS.presentCity]);
  await page.reload();
  await expect(headerCity(page)).toHaveText(/Kolkata/);
  await page.goto(paths.about());
  await expect(headerCity(page)).toHaveText(/Bhubaneswar/);
});

test('no page scrolls sideways at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(paths.blog());
  const post = await page.locator('a[href^="/blog/"]').first().getAttribute('href');
  const pages = [
    paths.home(),
    paths.services(),
    paths.category('repairs-service'),
    LISTING,
    paths.categoryStores('plumbing'),
    paths.details(kolkataListing.slug),
    paths.partner(partner.slug),
    paths.search('plumber salt lake'),
    paths.blog(),
    post!,
    paths.about(),
    paths.contact(),
    paths.terms(),
    paths.privacy(),
    paths.becomePartner(),
    paths.offers(),
    paths.app(),
    paths.login(),
    paths.profile(),
    '/no-such-page',
  ];
  for (const path of pages) {
    await page.goto(path);
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

test('every profile section fits the width of the phone', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // Signed in through the API in the page's own cookie jar: the session cookie is the browser's.
  const email = `phone-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInThroughApi(page.request, baseURL!, email);
  // A long name and address, as real profiles have; a saved favourite and a booking, so that no list is empty.
  const headers = { origin: baseURL!, 'x-requested-with': 'seva' };
  const profile = {
    pre_name: 'Mrs',
    first_name: 'Anindita',
    last_name: 'Bandyopadhyay-Chattopadhyay',
    phone: '9123456780',
    email,
    dob: '1990-01-01',
    marital_status: 'Married',
    pincode: '700019',
    city: 'Kolkata',
    landmark: 'Opposite Gariahat Market',
    nationality: 'Indian',
    country: 'India',
    landline_number: '',
    address: '12/1B Hindustan Park, Ballygunge',
  };
  expect((await page.request.post('/api/user-details-add', { headers, multipart: { data: JSON.stringify(profile) } })).ok()).toBe(true);
  expect((await page.request.get('/api/save-to-favourite/1', { headers })).ok()).toBe(true);
  const ride = {
    pickup_location: 'Howrah Station, Howrah',
    destination_location: 'Salt Lake Sector V, Kolkata',
    pickup_location_lat_lng: '22.5839,88.3426',
    destination_location_lat_lng: '22.5726,88.4312',
    services_id: longestRide.id,
  };
  const booked = await page.request.post(`/api${apiPaths.booking()}`, { headers, data: ride });
  expect(booked.ok(), await booked.text()).toBe(true);

  await page.goto(paths.profile());
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  expect(await sidewaysOverflow(page), 'Dashboard').toBeLessThanOrEqual(0);
  const nav = page.getByRole('navigation', { name: 'Profile' });
  // Policy leaves the profile for the privacy policy (a page checked above).
  for (const section of SECTIONS.filter((s) => s.key !== 'Dashboard' && s.key !== 'Policy')) {
    await nav.getByRole('link', { name: section.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.key}$`));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page), section.label).toBeLessThanOrEqual(0);
  }
});

test('the OTP step fits at 360 px and says a wrong code under the boxes', async ({ page, baseURL }, testInfo) => {
  const email = `phone-otp-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(paths.login());
  await loadIslandsReady(page);
  const seen = existingMails(baseURL!);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await loadIslandsReady(page);
  const code = await mailedCode(baseURL!, email, seen);

  const boxes = Array.from({ length: 6 }, (_, index) => page.getByLabel(`Digit ${index + 1} of 6`));
  const continueButton = page.getByRole('button', { name: 'Continue' });
  for (const control of [...boxes, page.getByText(email), continueButton]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await boxes[0]!.pressSequentially(code === '000000' ? '111111' : '000000');
  await continueButton.click();
  const alert = page.locator('form').getByRole('alert');
  await expect(alert).toHaveText('Incorrect OTP. 4 tries left.');
  const lastBox = (await boxes[5]!.boundingBox())!;
  expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual(lastBox.y + lastBox.height);
  const alertId = await alert.getAttribute('id');
  for (const box of boxes) {
    await expect(box).toHaveAttribute('aria-describedby', alertId!);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  }
});

test('a focused search field moves above the on-screen keyboard', async ({ page }) => {
  await page.goto(paths.home());
  const field = page.getByRole('combobox', { name: 'Search your service' });
  // The keyboard will leave the top 400 px visible, and the hero's field is below that.
  const keyboardTop = 400;
  expect((await field.boundingBox())!.y).toBeGreaterThan(keyboardTop);
  await field.focus();
  await page.setViewportSize({ width: PHONE.width, height: keyboardTop });
  await expect
    .poll(async () => {
      const box = (await field.boundingBox())!;
      return box.y + box.height;
    })
    .toBeLessThanOrEqual(keyboardTop);
  // Not hidden under the sticky header either.
  const headerHeight = await page.locator('header').evaluate((header) => header.getBoundingClientRect().height);
  expect((await field.boundingBox())!.y).toBeGreaterThanOrEqual(headerHeight);
  await expect(field).toBeFocused();
});
