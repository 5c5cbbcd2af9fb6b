import { expect, test } from '@playwright/test';
import { paths } from '../src/paths';
import { loadIslandsReady } from './islands';
import { signInThroughApi } from './sign-in';

/**
 * Ask only what is needed: a person who has not filled the first-time profile form (SPEC.md's 13 fields) still
 * sees their enquiries and visits; the creation form stays where the profile itself is (the dashboard).
 */
test('a new account sees My Enquiries and History without creating a profile; the dashboard offers the form', async ({ page, baseURL }, testInfo) => {
  const email = `no-profile-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInThroughApi(page.request, baseURL!, email);

  await page.goto(paths.profile('Enquiries'));
  await loadIslandsReady(page);
  await expect(page.getByRole('heading', { name: 'My Enquiries' })).toBeVisible();
  await expect(page.getByText('You can use Seva without a profile.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toHaveCount(0);

  await page.goto(paths.profile('History'));
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Create your profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toBeVisible();
});
