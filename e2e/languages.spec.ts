import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiPaths, apiUrl, paths } from '../src/paths';
import { plainMessage } from '../tests/support/catalogue';
import { loadIslandsReady } from './islands';
import { existingMails, mailContaining, mailedCode } from './outbox';

/**
 * A page in Hindi or Bengali on a phone. The language switch on a details page: it keeps the page, speaks the
 * chosen language, stays in it when a link is followed, and is remembered when an English address is opened
 * again. At 360 px: a provider card shows a long name whole on two lines within its height budget, and the
 * buttons and tabs of the listing, details and enquiry wrap their longer words instead of clipping them, and so do
 * the categories of /search (popular, found, suggested), in English too. And
 * what a Hindi page sends on (a sign-in code, the welcome, a message to support) is in Hindi, whatever the
 * browser's own language.
 */
test('switching language on a details page stays on the page, in the chosen language', async ({ page }) => {
  await page.goto(paths.listing('driver'));
  const details = await page.locator('a[href^="/details/"]').first().getAttribute('href');
  expect(details).toBeTruthy();
  await page.goto(details!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi${details}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'भाषा' }).locator('[aria-current="true"]')).toHaveText('हिन्दी');

  // Remembered: the English address opens in Hindi.
  await page.goto(details!);
  await expect(page).toHaveURL(new RegExp(`/hi${details}$`));

  // And back to English, the same page.
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${details}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto(details!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

const PHONE = { width: 360, height: 780 };
/** The tallest a provider card may be on a phone (two whole cards on the first screen, e2e/phone.spec.ts). */
const CARD_BUDGET = 200;
/** The tallest card with a one-line name before names took two lines: such a card is no taller now. */
const ONE_LINE_CARD_BEFORE = 188;
/** A listing whose business's name took one line cut short ("Shyambazar Sanit…"), even in English. */
const LONG_NAME = 'Shyambazar Sanitary & Plumbing';
const LISTING = '/service/plumbing?city=Kolkata';

/**
 * Opens `path` as a returning visitor sees it: the page's Devanagari or Bengali face (font-display: optional) is
 * fetched on the first visit and drawn from the next, the face Android's own fonts have too. (This machine has no
 * font of those scripts: without it their words are drawn as wider empty boxes.)
 */
async function openWithItsFont(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))));
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
}

/** What each card's name measures: its lines (its height over its line height), whether its text runs past its box. */
const cardNames = (page: Page) =>
  page.getByTestId('provider-card').evaluateAll((cards) =>
    cards.map((card) => {
      const name = card.querySelector<HTMLElement>('[data-card-name]')!;
      return {
        text: name.textContent?.trim() ?? '',
        lines: name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
        cut: name.scrollHeight > name.clientHeight + 1,
        sideways: name.scrollWidth > name.clientWidth + 1,
        card: card.getBoundingClientRect().height,
      };
    }),
  );

for (const locale of ['en', 'hi', 'bn'] as const) {
  test(`at 360 px a card shows a long business name whole on two lines, within ${CARD_BUDGET} px (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openWithItsFont(page, locale === 'en' ? LISTING : `/${locale}${LISTING}`);
    const card = page.getByTestId('provider-card').filter({ has: page.getByRole('link', { name: LONG_NAME, exact: true }) });
    const name = card.locator('[data-card-name]');
    await expect(name).toHaveText(LONG_NAME);
    await expect(name).toHaveAttribute('title', LONG_NAME);
    const measured = (await cardNames(page)).find((each) => each.text === LONG_NAME)!;
    expect(measured.lines).toBeCloseTo(2, 1);
    expect(measured.cut, 'the whole name shows').toBe(false);
    expect(measured.card).toBeLessThanOrEqual(CARD_BUDGET);

    // Every card: no name runs out sideways, one cut after two lines is two lines tall, and the budget holds.
    for (const each of await cardNames(page)) {
      expect(each.sideways, each.text).toBe(false);
      expect(Math.round(each.lines), each.text).toBeLessThanOrEqual(2);
      if (each.cut) expect(Math.round(each.lines), each.text).toBe(2);
      expect(each.card, each.text).toBeLessThanOrEqual(Math.round(each.lines) === 1 ? ONE_LINE_CARD_BEFORE : CARD_BUDGET);
    }
    await page.screenshot({ path: `docs/screenshots/phone/listing-${locale}.png` });
  });
}

/**
 * The buttons, tabs and links of a page (and of its open dialog) whose words run out of their box, at 360 px:
 * none should (a label longer than its button wraps inside it). Screen-reader-only text and rows that scroll
 * sideways on purpose are left out.
 */
const clippedControls = (page: Page) =>
  page.evaluate(() => {
    const scrolls = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('button, a, [role="tab"], summary, label')) {
      const box = control.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2 || !control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || scrolls(control))
        continue;
      for (const part of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
        if (part.clientWidth > 2 && part.scrollWidth > part.clientWidth + 1 && part.tagName !== 'INPUT' && part.tagName !== 'TEXTAREA') {
          found.push(`${control.tagName} "${control.textContent?.trim()}" ${part.clientWidth}/${part.scrollWidth}`);
          break;
        }
      }
      if (box.right > innerWidth + 1) found.push(`${control.tagName} "${control.textContent?.trim()}" past the screen's edge`);
    }
    return found;
  });

for (const locale of ['hi', 'bn'] as const) {
  test(`at 360 px the listing, details and enquiry's buttons and tabs wrap instead of clipping (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openWithItsFont(page, `/${locale}${LISTING}`);
    expect(await clippedControls(page), 'listing').toEqual([]);
    const details = await page.locator(`a[href^="/${locale}/details/"]`).first().getAttribute('href');
    await page.goto(details!);
    await page.evaluate(() => document.fonts.ready);
    await loadIslandsReady(page);
    expect(await clippedControls(page), 'details').toEqual([]);
    await page.locator('#provider-cta button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await clippedControls(page), 'enquiry').toEqual([]);
  });
}

/**
 * The words of `links` (and of every element inside them) that run out of their box, sideways or below: a
 * category's name or its "in … · Starts ₹…" line cut short by an ellipsis or a clamp, or a pill past the
 * screen's edge (a row that scrolls sideways on purpose may go past it). None should be: each wraps.
 */
const cutWords = (links: Locator) =>
  links.evaluateAll((elements) =>
    elements.flatMap((link) => {
      const cut = [link, ...link.querySelectorAll<HTMLElement>('*')]
        .filter((part) => part instanceof HTMLElement && part.clientWidth > 2)
        .filter((part) => part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1)
        .map((part) => `"${part.textContent?.trim()}" ${part.clientWidth}x${part.clientHeight}/${part.scrollWidth}x${part.scrollHeight}`);
      let scrolls = false;
      for (let up = link.parentElement; up && !scrolls; up = up.parentElement) scrolls = /auto|scroll/.test(getComputedStyle(up).overflowX);
      if (!scrolls && link.getBoundingClientRect().right > innerWidth + 1) cut.push(`"${link.textContent?.trim()}" past the screen's edge`);
      return cut;
    }),
  );

for (const locale of ['en', 'hi', 'bn'] as const) {
  test(`at 360 px no category on /search is cut short: the popular ones, the services found, the suggestions (${locale})`, async ({ page }) => {
    const search = (query?: string) => (locale === 'en' ? paths.search(query) : `/${locale}${paths.search(query)}`);
    await page.setViewportSize(PHONE);
    await openWithItsFont(page, search());
    const popular = page.locator('section[aria-labelledby="popular-heading"] a');
    expect(await popular.count()).toBeGreaterThan(0);
    expect(await cutWords(popular), 'popular').toEqual([]);

    // "plumber" finds five services, each with its parent category and price under its name.
    await page.goto(search('plumber'));
    await page.evaluate(() => document.fonts.ready);
    const found = page.locator('[data-category-hit]');
    await expect(found).toHaveCount(5);
    expect(await cutWords(found), 'services found').toEqual([]);
    await page.screenshot({ path: `docs/screenshots/phone/search-plumber-${locale}.png` });

    await page.goto(search());
    await page.evaluate(() => document.fonts.ready);
    await loadIslandsReady(page);
    const box = page.getByRole('combobox').first();
    await box.click();
    await box.pressSequentially('repair', { delay: 20 });
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await cutWords(options), 'suggestions').toEqual([]);
  });
}

test('from a Hindi page, in a browser set to English: the sign-in code, the welcome and a contact message to support are in Hindi', async ({
  page,
  baseURL,
}) => {
  const email = `hindi-page-${Date.now()}@example.com`;
  await page.goto(`/hi${paths.login()}`);
  await loadIslandsReady(page);
  let seen = existingMails(baseURL!);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="adult"]').check();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/hi\/otp-verification(\?|$)/);
  const code = await mailedCode(baseURL!, email, seen);
  expect(await mailContaining(baseURL!, `${plainMessage('hi', 'mail.signInCode.intro')} ${code}`, seen)).toContain('Content-Language: hi-IN');
  await loadIslandsReady(page);
  await page.locator('input[autocomplete="one-time-code"]').pressSequentially(code);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/otp-verification/);
  // The new account's welcome, in the language of the page it signed up from.
  const notes = (await (await page.request.get(apiUrl(apiPaths.notifications()))).json()) as { data: { message: string }[] };
  expect(notes.data.map((note) => note.message)).toContain(plainMessage('hi', 'notification.welcome'));

  const sender = `hindi-contact-${Date.now()}@example.com`;
  await page.goto(`/hi${paths.contact()}`);
  await loadIslandsReady(page);
  seen = existingMails(baseURL!);
  await page.locator('input[name="name"]').fill('Meera Sharma');
  await page.locator('input[name="email"]').fill(sender);
  await page.locator('textarea[name="message"]').fill('मेरी पूछताछ का जवाब अभी तक नहीं आया।');
  await page.locator('form button[type="submit"]').click();
  const mail = await mailContaining(baseURL!, `Reply-To: ${sender}`, seen);
  expect(mail).toContain('Content-Language: hi-IN');
  expect(mail).toContain(`${plainMessage('hi', 'mail.field.message')}:`);
});
