import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { apiPaths, apiUrl, paths } from '../src/paths';
import { loadIslandsReady, startedOnIntent } from './islands';
import { watchErrors } from './page-errors';
import { signInOnLoginPage } from './sign-in';

/**
 * Continuity after sign-in: an action that needs a signed-in customer (the heart, Tap to Rate, Book Now,
 * Add Photo) says 'Please login first', goes to /login, and after signing in through the pages with the
 * mailed code the visitor is back on the same page with the action resumed; the header names them.
 */

const demo = buildDemoCatalogue();
const categoryOf = new Map(demo.categories.map((c) => [c.id, c]));
const transport = demo.services.find((s) => categoryOf.get(s.categoryId)!.isTransport)!;

const newEmail = (what: string) => `continuity-${what}-${test.info().project.name}-${Date.now()}@example.com`;

/** The notice shows on the page the visitor tapped, before it leaves for /login. */
async function askedToSignIn(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: 'Please login first' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** The header's account entry names the signed-in user (a screenshot of the page to $SCREENSHOTS_DIR when set). */
async function headerNames(page: Page, email: string) {
  await expect(page.getByRole('banner').getByRole('link', { name: `Signed in as ${email}: your profile` })).toBeVisible();
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${test.info().project.name}-signed-in-${test.info().title.slice(4, 20).replace(/\W+/g, '-')}.png`) });
}

async function openDetails(page: Page, slug: string) {
  await page.goto(paths.details(slug));
  await loadIslandsReady(page);
}

/** A visitor taps `button` on the transport listing's page, is asked to sign in, signs in, and is back on that page. */
async function tapThenSignIn(page: Page, baseURL: string, button: string, what: string) {
  await openDetails(page, transport.slug);
  await page.getByRole('button', { name: button, exact: true }).click();
  await askedToSignIn(page);
  await signInOnLoginPage(page, baseURL, newEmail(what));
  await expect(page).toHaveURL(new RegExp(`${paths.details(transport.slug)}$`));
}

test('the heart on a details page: Please login first, sign in, back on the page with it saved', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const email = newEmail('save');
  await openDetails(page, transport.slug);
  await page.getByRole('button', { name: 'Save to favourites' }).click();
  await askedToSignIn(page);
  await signInOnLoginPage(page, baseURL!, email);

  await expect(page).toHaveURL(new RegExp(`${paths.details(transport.slug)}$`));
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute('aria-pressed', 'true');
  const ids = await (await page.request.get(apiUrl(apiPaths.favouriteIds()))).json();
  expect(ids.data).toEqual([transport.id]);
  await headerNames(page, email);

  // Resumed once: a reload does not toggle it off again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute('aria-pressed', 'true');
  expect((await (await page.request.get(apiUrl(apiPaths.favouriteIds()))).json()).data).toEqual([transport.id]);
  expect(errors).toEqual([]);
});

test('the heart on a listing: back on the same listing page with that heart saved', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const email = newEmail('listing');
  const listingPath = paths.listing('plumbing', 'Kolkata');
  await page.goto(listingPath);
  await loadIslandsReady(page);
  // The second card's heart, by its own name (the card's island holds only it).
  const name = (await page
    .getByRole('button', { name: /^Save .+ to favourites$/ })
    .nth(1)
    .getAttribute('aria-label'))!;
  const heart = page.getByRole('button', { name, exact: true });
  await startedOnIntent(page, heart);
  await heart.click();
  await askedToSignIn(page);
  await signInOnLoginPage(page, baseURL!, email);

  await expect(page).toHaveURL(new RegExp(`${listingPath.replace('?', '\\?')}$`));
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const ids = (await (await page.request.get(apiUrl(apiPaths.favouriteIds()))).json()).data as number[];
  expect(ids).toHaveLength(1);
  await headerNames(page, email);
  expect(errors).toEqual([]);
});

test('Tap to Rate: back on the page with the rating form open', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await tapThenSignIn(page, baseURL!, 'Tap to Rate', 'rate');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Rate ${transport.serviceName}`)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^1 star/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Book Now: back on the page with the booking form open', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await tapThenSignIn(page, baseURL!, 'Book Now', 'book');
  const dialog = page.getByRole('dialog', { name: `Book ${transport.serviceName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'PickUp Location' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Add Photo: back on the page with the photo picker offered', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await tapThenSignIn(page, baseURL!, 'Add Photo', 'photo');
  const choose = page.getByRole('button', { name: 'Choose a photo' });
  await expect(choose).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await choose.click();
  await chooser;
  expect(errors).toEqual([]);
});

test('a session that ended since the page loaded: the 401 asks to sign in, and the heart is saved after', async ({ page, baseURL, context }) => {
  const errors = watchErrors(page);
  const email = newEmail('expired');
  await openDetails(page, transport.slug);
  await page.getByRole('button', { name: 'Save to favourites' }).click();
  await askedToSignIn(page);
  await signInOnLoginPage(page, baseURL!, email);
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute('aria-pressed', 'true');

  // The session cookie goes (expired, revoked elsewhere) while the page still says signed in.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Saved to favourites' }).click();
  await askedToSignIn(page);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBe('');
  // Another address (a new code for the first one waits a minute): the tap is resumed for whoever signs in.
  await signInOnLoginPage(page, baseURL!, newEmail('expired-again'));
  await expect(page).toHaveURL(new RegExp(`${paths.details(transport.slug)}$`));
  // The tap that met the 401 is resumed as a save, not a toggle: the heart is saved.
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute('aria-pressed', 'true');
  expect((await (await page.request.get(apiUrl(apiPaths.favouriteIds()))).json()).data).toEqual([transport.id]);
  expect(errors).toEqual([]);
});

test('a pending action kept on another page is not resumed here', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const other = demo.services.find((s) => s.id !== transport.id && categoryOf.get(s.categoryId)!.isTransport)!;
  await openDetails(page, transport.slug);
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await askedToSignIn(page);
  // The visitor comes back to another page after signing in: nothing opens there.
  await page.evaluate((path) => localStorage.setItem('redirect_to', path), paths.details(other.slug));
  await signInOnLoginPage(page, baseURL!, newEmail('elsewhere'));
  await expect(page).toHaveURL(new RegExp(`${paths.details(other.slug)}$`));
  // The provider's buttons start once the browser is idle (signed in) and drop the foreign action unused.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pending-action'))).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});
