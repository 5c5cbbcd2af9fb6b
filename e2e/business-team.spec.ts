import { expect, type Page, test } from '@playwright/test';
import { apiPaths, apiUrl, paths } from '../src/paths';
import { expectNoAxeViolations } from './axe';
import { mailContaining } from './outbox';
import { signInOnLoginPage } from './sign-in';

/**
 * A visitor sends an enquiry to the business, which waits at the top of the owner's workspace home. The
 * owner invites staff on the team page; the staff member, in a browser of their own, signs in with that email
 * and sees the workspace's Home, Leads and Bookings (the enquiry in the lead inbox), never the Mini-site or
 * the Team, and the listing's editor refuses them. One owner per project (a new code is mailed at most once a
 * minute); the staff email is new each run. Screenshots of the team page and the owner's workspace home with
 * what waits, at 360 px on the phone.
 */
const owners = {
  desktop: {
    email: 'cityenglishacademy@example.com',
    business: 'City English Academy',
    slug: 'city-english-academy-chennai',
    customer: 'Kavya Menon',
  },
  phone: { email: 'shenoytutorials@example.com', business: 'Shenoy Tutorials', slug: 'shenoy-tutorials-bengaluru', customer: 'Arjun Nair' },
} as const;

/** Signs in on the sign-in page the workspace sent the visitor to, and comes back to the workspace. */
async function signIn(page: Page, baseURL: string, email: string) {
  await page.goto(paths.business());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbusiness$/);
  await signInOnLoginPage(page, baseURL, email);
  await expect(page).toHaveURL(/\/business$/);
}

async function screenshot(page: Page, name: string, project: string) {
  if (project === 'phone') await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: `docs/screenshots/business-${name}-${project}.png`, fullPage: true });
}

test('an owner invites staff, who then see home, leads and bookings only', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const owner = owners[project as keyof typeof owners];
  const staffEmail = `staff.${project}.${Date.now()}@example.com`;

  // A visitor asks the business about one of its listings: a new lead.
  const partner = await request.post(apiUrl(apiPaths.partnerData()), { data: { slug: owner.slug } });
  const servicesId = (await partner.json()).data.details.services_id as number;
  const enquiry = await request.post(apiUrl(apiPaths.enquiry()), { data: { name: owner.customer, mobile: '9831054321', service_id: servicesId } });
  expect(enquiry.status(), await enquiry.text()).toBe(201);

  await signIn(page, baseURL!, owner.email);
  await expect(page.getByRole('heading', { level: 1, name: owner.business })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Your workspace' });
  // What waits for an answer heads the home: the visitor's enquiry, a link to the lead.
  const waiting = page.getByRole('region', { name: /^Waiting for your answer: \d+ leads?/ });
  await expect(waiting.getByRole('link', { name: new RegExp(owner.customer) })).toHaveAttribute('href', /^\/business\/leads\/\d+$/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'home', project);

  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText(owner.email)).toBeVisible();
  await expect(members.getByText('You are the only owner.')).toBeVisible();

  // A wrong address is refused on its field; a right one is invited and waits.
  const email = page.getByLabel('Their email address');
  await email.fill('not an email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await email.fill(staffEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation sent to ${staffEmail}`);
  await expect(page.getByRole('region', { name: 'Invitations waiting' }).getByText(staffEmail, { exact: true })).toBeVisible();
  expect(await mailContaining(baseURL!, `To: ${staffEmail}`)).toContain(owner.business);

  await expectNoAxeViolations(page);

  // The staff member, in a browser of their own.
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor });
  const staff = await context.newPage();
  await signIn(staff, baseURL!, staffEmail);
  await expect(staff.getByRole('heading', { level: 1, name: owner.business })).toBeVisible();
  await expect(staff.getByText('Your business · Staff')).toBeVisible();
  const staffNav = staff.getByRole('navigation', { name: 'Your workspace' });
  await expect(staffNav.getByRole('link')).toHaveText(['Home', 'Leads', 'Bookings']);
  await expect(staffNav.getByRole('link', { name: 'Mini-site' })).toHaveCount(0);
  await expect(staffNav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  // Staff see what waits too, and never a link to the editor.
  await expect(staff.getByRole('region', { name: /^Waiting for your answer/ }).getByText(owner.customer)).toBeVisible();
  await expect(staff.getByRole('link', { name: /Edit listing/ })).toHaveCount(0);
  await expect(staff.locator('a[href^="/business/listing/"]')).toHaveCount(0);

  // The lead inbox is theirs to handle.
  await staffNav.getByRole('link', { name: 'Leads' }).click();
  await expect(staffNav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await expect(staff.getByRole('link', { name: new RegExp(owner.customer) })).toBeVisible();
  await expectNoAxeViolations(staff);

  // The listing's editor is the owner's.
  const editor = await staff.goto(paths.businessListing(servicesId));
  expect(editor?.status()).toBe(403);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Only the owner');
  await context.close();

  // The owner sees them on the team now, and the invite is no longer waiting.
  // (The Team tab, not a reload: that would send the invitation form again.)
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your team' })).toBeVisible();
  await expect(members.getByText(staffEmail, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations waiting' }).getByText(staffEmail, { exact: true })).toHaveCount(0);
  const row = members.getByRole('listitem').filter({ hasText: staffEmail });
  await row.getByText('Make owner…').click();
  await expect(row.getByRole('button', { name: `Yes, hand it over to ${staffEmail}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'team', project);
  await row.getByText('Make owner…').click();

  // Removing asks first (the step opens by keyboard too), and takes effect once confirmed.
  await row.getByText('Remove…').focus();
  await page.keyboard.press('Enter');
  await row.getByRole('button', { name: `Yes, remove ${staffEmail}` }).click();
  await expect(page.getByRole('status')).toContainText(`${staffEmail} is no longer a member of your team.`);
  await expect(members.getByText(staffEmail, { exact: true })).toHaveCount(0);
});
