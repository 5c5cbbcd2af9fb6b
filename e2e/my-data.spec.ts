import { expect, test } from '@playwright/test';
import { buildDemoCatalogue } from '../src/features/catalog/demo/build';
import { apiPaths, paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { watchErrors } from './page-errors';
import { signInThroughApi } from './sign-in';

/**
 * "My data" as a person uses it: the business that got their number is named, withdrawing the consent to share
 * it takes one tap and shows at once, and deleting the account says what happens, asks for the word, and
 * leaves them signed out with the account gone.
 */
const demo = buildDemoCatalogue();
const listing = demo.services.find(
  (service) => service.city === 'Kolkata' && !demo.categories.find((c) => c.id === service.categoryId)?.isTransport,
)!;

test('My data names who got the number, withdraws a consent in one tap, and deletes the account after the word', async ({
  page,
  baseURL,
}, testInfo) => {
  const errors = watchErrors(page);
  const email = `my-data-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInThroughApi(page.request, baseURL!, email);
  const sent = await page.request.post(`/api${apiPaths.enquiry()}`, {
    headers: { origin: baseURL! },
    data: { name: 'Rupa Sen', mobile: '9830066666', service_id: listing.id, price: listing.price },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto(paths.profile('MyData'));
  await loadIslandsReady(page);
  await expect(page.getByRole('heading', { name: 'My data', level: 2 })).toBeVisible();
  const shared = page.getByRole('region', { name: 'Businesses that got your number' });
  await expect(shared).toContainText(listing.serviceName);
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', `/api${apiPaths.myData()}`);

  const consents = page.getByRole('region', { name: 'What you agreed to' });
  const sharing = consents.getByRole('listitem').filter({ hasText: 'Sharing your name and number with businesses' });
  await expect(sharing).toContainText('Given on');
  await sharing.getByRole('button', { name: /^Withdraw/ }).click();
  await expect(sharing).toContainText('Withdrawn on');
  await expect(sharing.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  // Deleting: what happens is said first; without the word, nothing is deleted.
  const deletion = page.getByRole('region', { name: 'Delete my account' });
  await expect(deletion).toContainText('Your reviews stay, shown by “Former user”');
  await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(deletion.getByRole('alert')).toHaveText('Type DELETE to delete your account.');
  expect((await page.request.get(`/api${apiPaths.myConsents()}`)).status()).toBe(200);
  await deletion.getByLabel('Type DELETE to confirm').fill('DELETE');
  await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL((url) => url.pathname === paths.home());
  expect((await page.request.get(`/api${apiPaths.myConsents()}`)).status()).toBe(401);
  expect(errors).toEqual([]);
});

test("an enquiry's notice says who gets the number, beside the send button, with the full notice a tap away", async ({ page }) => {
  await page.goto(paths.details(listing.slug));
  await loadIslandsReady(page);
  await page.getByRole('button', { name: 'Enquire Now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Enquire with ${listing.serviceName}` });
  await expect(dialog.locator('[data-notice="enquiry"]')).toContainText('Your name and mobile number go only to this business');
  await expect(dialog.getByRole('link', { name: 'How we use your data' })).toHaveAttribute('href', paths.privacy());
});
