import type { Page } from '@playwright/test';
import { localisedPath } from '../src/lib/locale-path';
import { labelOf, type SectionKey } from '../src/features/profile/sections';
import { apiPaths, apiUrl, paths } from '../src/paths';
import { plainMessage } from '../tests/support/catalogue';
import { latestCodeFor } from '../tests/support/outbox';
import { BENCH_PARTNER_SLUG } from './pages';

/**
 * Every page type of the product in each state a visitor meets it in — modals open, the listing with
 * and without a stored city, the profile before and after it is created — and how a browser gets
 * there, for the accessibility audit (bench/axe.ts). The states run in this order in one tab per kind
 * of visitor, so a state may build on the one before it (the profile is created between its first-time
 * form and its sections).
 */
export interface PageState {
  name: string;
  /** Runs in the signed-in tab (else in a visitor's). */
  signedIn?: boolean;
  /** Brings the tab into the state; throws when the page does not get there. */
  open(page: Page, tab: Tab): Promise<void>;
}

/** Who is at the tab: the address a visitor types into /login, or the signed-in customer's. */
export interface Tab {
  origin: string;
  email: string;
}

/** The running bench server: where its pages are and where its mails land (DATA_DIR/outbox). */
export interface Site {
  origin: string;
  dataDir: string;
}

/** Pages that depend on the catalogue, looked up on the running site rather than typed here. */
export interface CatalogueTargets {
  category: string;
  subCategory: string;
  categoryStores: string;
  details: string;
  /** A details page of a transport listing: the one whose Book Now opens the booking modal. */
  transportDetails: string;
  blogPost: string;
}

export async function findCatalogueTargets(origin: string): Promise<CatalogueTargets> {
  // The catalogue's sitemap files with the category pages and the first listings' details pages.
  const files = [paths.sitemapFile('categories'), paths.sitemapFile('details-0')];
  const sitemap = (await Promise.all(files.map(async (file) => (await fetch(`${origin}${file}`)).text()))).join('\n');
  const first = (prefix: string) => {
    const found = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!).find((p) => p.startsWith(prefix));
    if (!found) throw new Error(`no ${prefix} page in the catalogue sitemap`);
    return found;
  };
  // Drivers are a transport category of the demo catalogue; the listing API says which rows are transport.
  const drivers = (await (
    await fetch(`${origin}${apiUrl(apiPaths.filteredServices())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'driver' }),
    })
  ).json()) as { data?: { slug: string; is_transport: boolean }[] };
  const transport = drivers.data?.find((row) => row.is_transport);
  if (!transport) throw new Error('no transport listing among the drivers');
  const blog = await (await fetch(`${origin}${paths.blog()}`)).text();
  const blogPost = new RegExp(`href="(${paths.blogPost('')}[^"]+)"`).exec(blog)?.[1];
  if (!blogPost) throw new Error('no article linked from the blog');
  return {
    category: first('/categories/'),
    subCategory: first('/sub-category/'),
    categoryStores: first('/category/services/'),
    details: first('/details/'),
    transportDetails: paths.details(transport.slug),
    blogPost,
  };
}

/**
 * Signs the tab's browser context in the way a customer does, through the API: the code mailed to a
 * fresh address, verified from the browser (so the httpOnly session cookie lands in its jar), then
 * the non-secret `user-token` marker the islands read (src/stores/session.ts: btoa of 'signed-in:…').
 */
export async function signInTab(page: Page, site: Site, email: string): Promise<void> {
  const asked = await page.request.post(`${site.origin}/api/generate-otp`, { data: { email } });
  if (!asked.ok()) throw new Error(`generate-otp answered ${asked.status()}`);
  let otp: string | null = null;
  for (let attempt = 0; attempt < 100 && !otp; attempt++) {
    otp = latestCodeFor(site.dataDir, email);
    if (!otp) await page.waitForTimeout(50);
  }
  if (!otp) throw new Error(`no code mailed to ${email}`);
  const verified = await page.request.post(`${site.origin}/api/verify-otp`, { data: { email, otp } });
  if (!verified.ok()) throw new Error(`verify-otp answered ${verified.status()}`);
  await page.goto(paths.home());
  await page.evaluate(() => localStorage.setItem('user-token', btoa(`signed-in:${crypto.randomUUID().slice(0, 8)}`)));
}

/** The profile of SPEC.md's creation form, made through the API, and one favourite so #Favourites has a row. */
async function createProfile(page: Page, { origin, email }: Tab): Promise<void> {
  const data = {
    pre_name: 'Ms',
    first_name: 'Priya',
    last_name: 'Das',
    phone: '9876543210',
    email,
    dob: '1996-08-15',
    marital_status: 'Unmarried',
    pincode: '700029',
    city: 'Kolkata',
    landmark: 'Near Lake Mall',
    nationality: 'Indian',
    country: 'India',
    landline_number: '',
    address: '22 Lake Road',
  };
  const created = await page.request.post(`${origin}/api/user-details-add`, { headers: { origin }, multipart: { data: JSON.stringify(data) } });
  if (!created.ok()) throw new Error(`user-details-add answered ${created.status()}: ${await created.text()}`);
  // With the session cookie a state-changing GET needs the header our own pages send (src/lib/api.ts).
  await page.request.get(`${origin}/api/save-to-favourite/1`, { headers: { 'x-requested-with': 'seva' } });
}

/** Waits for the first dialog to show. */
const dialogShown = (page: Page) => page.getByRole('dialog').first().waitFor({ state: 'visible' });

/**
 * Waits until every island has hydrated (Astro drops `ssr` from an island once it has): buttons work.
 * client:visible islands start only once seen, so each is brought into view first, then the page goes
 * back to the top; the scroll also starts the client:intent islands (src/lib/client/intent-directive.ts).
 */
export async function hydrated(page: Page, timeout = 15_000): Promise<void> {
  await page.evaluate(async () => {
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      // An island box is display: contents (no box to scroll to): its first element is what comes into view.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    // client:intent islands start once the page is engaged by a scroll; a page too short to scroll
    // (become-a-partner) gets the event a visitor's swipe would give it.
    window.dispatchEvent(new Event('scroll'));
  });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout });
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function clickThenDialog(page: Page, path: string, button: string): Promise<void> {
  await visit(page, path);
  await hydrated(page); // else the click would reach the server-rendered button before React does
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await dialogShown(page);
}

const PROFILE_SECTIONS: SectionKey[] = ['Favourites', 'EditProfile', 'Notification', 'InviteFriends', 'History', 'Feedback'];

export function pageStates(targets: CatalogueTargets): PageState[] {
  const at = (name: string, path: string): PageState => ({ name, open: (page) => visit(page, path) });
  return [
    at('home', paths.home()),
    at('services', paths.services()),
    at('category', targets.category),
    at('sub-category', targets.subCategory),
    at('category stores', targets.categoryStores),
    {
      name: 'listing, no city (prompt)',
      async open(page) {
        await page.evaluate(() => localStorage.removeItem('present-city'));
        await visit(page, paths.listing('plumbing'));
        await page.getByRole('heading', { name: 'Select your city' }).waitFor();
      },
    },
    {
      name: 'listing, city stored',
      async open(page) {
        await page.evaluate(() => localStorage.setItem('present-city', 'Kolkata'));
        await page.goto(paths.listing('plumbing'));
        // The listing reads the stored city and reloads itself with it.
        await page.waitForURL(/[?&]city=Kolkata/);
        await page.waitForLoadState('networkidle');
      },
    },
    at('details', targets.details),
    { name: 'details + enquiry modal', open: (page) => clickThenDialog(page, targets.details, 'Enquire Now') },
    { name: 'details + review modal', signedIn: true, open: (page) => clickThenDialog(page, targets.details, 'Tap to Rate') },
    { name: 'transport details + booking modal', signedIn: true, open: (page) => clickThenDialog(page, targets.transportDetails, 'Book Now') },
    at('partner', paths.partner(BENCH_PARTNER_SLUG)),
    at('search', paths.search('plumb')),
    at('login', paths.login()),
    {
      name: 'otp-verification',
      async open(page, tab) {
        // The page needs the email the login form keeps in the tab: reached the way a customer does.
        await visit(page, paths.login());
        await page.getByLabel('Email address').fill(tab.email);
        await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
        await page.getByRole('button', { name: 'Get OTP' }).click();
        await page.waitForURL(/\/otp-verification$/);
        await page.getByRole('heading', { name: 'Enter OTP' }).waitFor();
      },
    },
    {
      name: 'profile, first time (creation form)',
      signedIn: true,
      async open(page) {
        await visit(page, paths.profile());
        await page.getByRole('heading', { name: 'Create your profile' }).waitFor();
      },
    },
    {
      name: 'profile dashboard',
      signedIn: true,
      async open(page, tab) {
        await createProfile(page, tab);
        await visit(page, paths.profile());
        await page.getByRole('navigation', { name: 'Profile' }).waitFor();
      },
    },
    ...PROFILE_SECTIONS.map(
      (key): PageState => ({
        name: `profile #${key}`,
        signedIn: true,
        async open(page) {
          await page
            .getByRole('navigation', { name: 'Profile' })
            .getByRole('link', { name: labelOf(key), exact: true })
            .click();
          await page.locator(`nav[aria-label="Profile"] a[aria-current="page"][href$="#${key}"]`).waitFor();
          await page.waitForLoadState('networkidle');
        },
      }),
    ),
    at('about-us', paths.about()),
    at('contact-us', paths.contact()),
    at('become-a-partner', paths.becomePartner()),
    { name: 'become-a-partner + signup modal', open: (page) => clickThenDialog(page, paths.becomePartner(), 'Choose Premium Plan') },
    at('terms-conditions', paths.terms()),
    at('privacy-policy', paths.privacy()),
    at('refund-policy', paths.refund()),
    at('cancellation-policy', paths.cancellation()),
    at('offers', paths.offers()),
    at('app', paths.app()),
    at('blog', paths.blog()),
    at('blog article', targets.blogPost),
    at('404', '/no-such-page'),
    // Last, so that no English state comes after a Hindi or Bengali page.
    ...(['hi', 'bn'] as const).flatMap((locale) => localisedStates(targets, locale)),
  ];
}

/**
 * The pages a Hindi or Bengali reader opens most, in their language (their own fonts, longer words): the public
 * pages, the listing with a city, details with the enquiry modal open, and sign-in.
 */
function localisedStates(targets: CatalogueTargets, locale: 'hi' | 'bn'): PageState[] {
  const at = (name: string, path: string): PageState => ({ name: `${locale} ${name}`, open: (page) => visit(page, localisedPath(path, locale)) });
  return [
    at('home', paths.home()),
    at('services', paths.services()),
    at('category', targets.category),
    at('listing, city chosen', `${paths.listing('plumbing')}?city=Kolkata`),
    at('details', targets.details),
    {
      name: `${locale} details + enquiry modal`,
      open: (page) => clickThenDialog(page, localisedPath(targets.details, locale), plainMessage(locale, 'provider.actions.enquireNow')),
    },
    at('partner', paths.partner(BENCH_PARTNER_SLUG)),
    at('search', paths.search('plumb')),
    at('login', paths.login()),
    at('about-us', paths.about()),
    at('contact-us', paths.contact()),
    at('become-a-partner', paths.becomePartner()),
    at('terms-conditions', paths.terms()),
    at('privacy-policy', paths.privacy()),
    at('blog', paths.blog()),
  ];
}
