import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { m } from '../../src/lib/i18n';
import { scanWordLiterals } from '../support/word-literals';

/**
 * The message catalogues (docs/ARCHITECTURE.md, "Words"): what the compiler must have understood, the words
 * SPEC.md quotes (which come out of the English catalogue exactly as quoted), no word written as a literal in
 * a converted component, and islands that ship only the messages they call.
 */

type Variant = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
const english = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string | Variant[]>;
const ids = Object.keys(english).filter((key) => key !== '$schema');
const texts = (message: string | Variant[]) => (typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match)));

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)));
}

describe('the English catalogue', () => {
  it('is compiled, every message of it', () => {
    const compiled = new Set(Object.keys(m));
    expect(ids.filter((id) => !compiled.has(id))).toEqual([]);
  });

  it('names its messages by id: lower-case area, then parts, dot-separated', () => {
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(id))).toEqual([]);
    const byCase = new Map<string, string[]>();
    for (const id of ids) byCase.set(id.toLowerCase(), [...(byCase.get(id.toLowerCase()) ?? []), id]);
    expect([...byCase.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('writes plurals as variants, never in the ICU shorthand this format does not parse', () => {
    const icu = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/;
    expect(ids.filter((id) => texts(english[id]!).some((text) => icu.test(text)))).toEqual([]);
  });

  it('picks the plural form by count', () => {
    expect(m['home.forYou.listings']({ count: 1 })).toBe('1 listing');
    expect(m['home.forYou.listings']({ count: 0 })).toBe('0 listings');
    expect(m['home.hero.fromReviews']({ count: 11_989, shown: '11,989' })).toBe('from 11,989 reviews');
    expect(m['search.box.suggestionCount']({ count: 1 })).toBe('1 suggestion. Use the arrow keys to choose.');
  });

  it('is read by literal id only: a computed m[…] would put every message into the bundle that does it', () => {
    const computed = filesUnder('src')
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !file.startsWith(`src${path.sep}paraglide${path.sep}`))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bm\[(?!')/g)].map(() => file));
    expect(computed).toEqual([]);
  });
});

/** Words SPEC.md quotes, by the message that says them: byte for byte, as quoted. */
const SPEC_WORDS: Record<string, string> = {
  'home.hero.title': 'Your One-Stop Solution for Everyday Services',
  'search.box.placeholder': 'Search your service',
  'search.box.listingPlaceholder': 'Search Booking Services',
  'search.box.button': 'Search',
  'home.hero.badge': '100% Customer Satisfaction',
  'home.featured.title': 'Featured Services',
  'home.steps.title': 'How It Works',
  'home.forYou.title': 'Service For You',
  'home.travel.title': 'Travel And Booking',
  'home.proof.title': 'Proof of Excellence',
  // The customer side: the profile, the details page and its modals, the static pages (SPEC.md sections 2, 5, 8).
  'profile.section.dashboard': 'Dashboard',
  'profile.section.favourites': 'Favourites',
  'profile.section.editProfile': 'Edit Profile',
  'profile.section.myWallet': 'My Wallet',
  'profile.section.history': 'History',
  'profile.section.notifications': 'Notifications',
  'profile.section.inviteFriends': 'Invite Friends',
  'profile.section.rewards': 'Rewards',
  'profile.section.policy': 'Policy',
  'profile.section.feedback': 'Feedback',
  'profile.nav.logout': 'Logout',
  'profile.favourites.image': 'Image',
  'profile.favourites.name': 'Name',
  'profile.favourites.view': 'View Service',
  'profile.history.title': 'Your Order History',
  'profile.history.bookingId': 'Service Booking ID',
  'profile.history.amount': 'Amount',
  'profile.history.status': 'Service Status',
  'profile.feedback.submit': 'Submit Feedback',
  'profile.feedback.sent': "Feedback successfully added. We'll reach you soon",
  'profile.invite.copied': 'Link copied',
  'profile.app.loadFailedToast': 'Something wrong.',
  'provider.actions.chat': 'Chat',
  'provider.actions.rate': 'Tap to Rate',
  'provider.actions.addPhoto': 'Add Photo',
  'provider.actions.share': 'Share',
  'provider.actions.enquireNow': 'Enquire Now',
  'provider.actions.bookNow': 'Book Now',
  'provider.photos.title': 'Photos',
  'provider.quick.title': 'Quick Information',
  'provider.timings.title': 'Timings',
  'provider.timings.suggest': 'Suggest new hours',
  'provider.about.title': 'About US',
  'review.section.title': 'Reviews & Ratings',
  'review.sort.relevant': 'Relevant',
  'review.sort.latest': 'Latest',
  'review.sort.high': 'High to Low',
  'review.section.helpful': 'Helpful',
  'review.modal.submit': 'Submit Review',
  'enquiry.modal.name': 'Name',
  'enquiry.modal.mobile': 'Mobile Number',
  'enquiry.modal.send': 'SEND BOOKING',
  'enquiry.success.enquiry': 'Enquiry successfully added',
  'enquiry.success.booking': 'Booking successfully added',
  'enquiry.success.enquiryText': "Your enquiry details is successfully received us. We'll Contact you very soon.",
  'enquiry.success.bookingText': "Your booking details is successfully received us. We'll Contact you very soon.",
  'booking.ride.pickup': 'PickUp Location',
  'booking.ride.destination': 'Destination Location',
  'booking.ride.distance': 'Distance',
  'booking.ride.duration': 'Duration',
  'booking.ride.price': 'Price',
  'booking.ride.add': 'ADD BOOKING',
  'auth.page.loginHeading': 'Login Or Sign up',
  'auth.page.otpTitle': 'Enter OTP',
  'services.page.heading': 'Trusted, On-Demand Services at Your Fingertips!',
  'offers.from49.title': 'Service Starts from ₹49 Only',
  'stores.page.promiseTitle': 'What we Promise?',
  'stores.promise.excellent': 'Excellent Service',
  'stores.promise.genuine': 'Genuine Products',
  'stores.promise.value': 'Value for Money',
  'becomePartner.page.plans': 'Our Plans',
  'becomePartner.plan.basic.name': 'Basic Plan',
  'becomePartner.plan.premium.name': 'Premium Plan',
  'becomePartner.signup.formTitle': 'Partner Signup Form',
  'about.benefit.quality': 'Quality Service',
  'about.benefit.genuine': 'Genuine Products',
  'about.benefit.value': 'Value For Money',
  'about.promise.explore': 'Explore Services',
  'contact.form.name': 'Name',
  'contact.form.email': 'Email',
  'contact.form.message': 'Message',
  'contact.form.submit': 'Submit',
  'legal.cancellation.overview.title': 'Overview',
  'legal.cancellation.service.title': 'Service Cancellation',
  'legal.cancellation.refund.title': 'Refund Policy',
  'legal.cancellation.contact.title': 'Contact Us',
  'legal.cancellation.changes.title': 'Changes to This Policy',
  'shell.nav.home': 'Home',
  'shell.nav.about': 'About',
  'shell.nav.aboutUs': 'About Us',
  'shell.nav.services': 'Services',
  'shell.nav.service': 'Service',
  'shell.nav.blog': 'Blog',
  'shell.nav.contact': 'Contact',
  'shell.nav.offers': 'Offers',
  'shell.nav.app': 'App',
  'shell.nav.businesses': 'Businesses',
  'booking.state.pending': 'Pending',
  'booking.state.confirmed': 'Confirmed',
};

describe("SPEC.md's words", () => {
  it('come out of the catalogue exactly as quoted', () => {
    const said = Object.fromEntries(Object.keys(SPEC_WORDS).map((id) => [id, (m as unknown as Record<string, () => string>)[id]?.()]));
    expect(said).toEqual(SPEC_WORDS);
    expect(m['catalog.startsAt']({ price: 49 })).toBe('Starts ₹49');
    expect(m['stores.page.found']({ count: 12 })).toBe('We found 12 result(s) around you.');
    expect(m['legal.doc.lastUpdated']({ date: '17-01-2025' })).toBe('Last updated: 17-01-2025');
  });
});

/**
 * The folders (or files) whose components read every word from the catalogue: every component of src/ is in
 * one of them (a test below), and a word written as a literal in one of them fails here.
 */
const CONVERTED = [
  'src/components',
  'src/layouts',
  'src/features/home',
  'src/pages/index.astro',
  'src/pages/[lang]',
  'src/features/profile',
  'src/features/providers',
  'src/features/reviews',
  'src/features/bookings',
  'src/features/content',
  'src/features/grievances',
  'src/features/privacy',
  'src/features/operators',
  'src/pages/operator',
  'src/pages/grievance',
  'src/pages/grievance-officer.astro',
  'src/pages/how-results-are-ranked.astro',
  'src/pages/review-policy.astro',
  'src/features/blog',
  'src/features/geo',
  'src/features/enquiries',
  'src/features/leads',
  'src/features/seo',
  'src/features/favourites',
  'src/pages/404.astro',
  'src/pages/about-us.astro',
  'src/pages/app.astro',
  'src/pages/become-a-partner.astro',
  'src/pages/blog/index.astro',
  'src/pages/blog/[slug].astro',
  'src/pages/cancellation-policy.astro',
  'src/pages/categories/[slug].astro',
  'src/pages/category/services/[slug].astro',
  'src/pages/contact-us.astro',
  'src/pages/login.astro',
  'src/pages/offers.astro',
  'src/pages/otp-verification.astro',
  'src/pages/privacy-policy.astro',
  'src/pages/profile.astro',
  'src/pages/refund-policy.astro',
  'src/pages/search.astro',
  'src/pages/services.astro',
  'src/pages/sub-category/[slug].astro',
  'src/pages/terms-conditions.astro',
  'src/features/search',
  'src/features/auth',
  'src/features/catalog',
  'src/features/questions',
  'src/features/workspace',
  'src/features/partners',
  'src/features/listings',
  'src/features/members',
  'src/features/invites',
  'src/features/insights',
  'src/pages/business',
  'src/pages/invite',
  'src/pages/partner',
  'src/pages/details/[slug].astro',
  'src/pages/service/[slug].astro',
  'src/features/consent',
  'src/features/notifications',
  'src/pages/offline.astro',
];
/** Names that stay as they are in every language. */
const NAMES = ['GeoNames'];

describe('components of converted folders', () => {
  const components = CONVERTED.flatMap(filesUnder).filter((file) => /\.(astro|tsx)$/.test(file));

  it('are there to check, and read as TSX', () => {
    expect(components.length).toBeGreaterThan(20);
    // Every component of src/ is in a converted folder: a new folder or page is checked from its first word.
    expect(filesUnder('src').filter((file) => /\.(astro|tsx)$/.test(file) && !components.includes(file))).toEqual([]);
    expect(components.flatMap((file) => scanWordLiterals(file, readFileSync(file, 'utf8')).parseErrors.map((e) => `${file}: ${e}`))).toEqual([]);
  });

  it('write no word a person reads as a literal', () => {
    const offenders = components.flatMap((file) =>
      scanWordLiterals(file, readFileSync(file, 'utf8'), NAMES).literals.map((found) => `${file}:${found}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would be caught writing one (the scan itself)', () => {
    const astro = `---\nconst links = [{ href: '/', label: 'Home' }];\n---\n<nav aria-label="Main"><a title={'Go'}>{m['x.y']()}</a>{open && <span>Menu</span>}<p>{failed ? 'Try again' : m['x.z']()}</p><img alt="" src={src} /></nav>\n<script>const a = 'ignored';</script>`;
    expect(scanWordLiterals('Nav.astro', astro).literals.map((found) => found.replace(/^\d+: /, ''))).toEqual([
      'Home',
      'Main',
      'Go',
      'Menu',
      'Try again',
    ]);
    const tsx = `export function Box({ placeholder = 'Type here', label }: Props) {\n  return <input placeholder={placeholder} aria-label={\`\${label} field\`} />;\n}`;
    expect(scanWordLiterals('Box.tsx', tsx).literals.map((found) => found.replace(/^\d+: /, ''))).toEqual(['Type here', 'field']);
    expect(scanWordLiterals('Credit.astro', '<a href="https://www.geonames.org/">GeoNames</a>', NAMES).literals).toEqual([]);
    const quiet = `const look = { label: 'mb-1.5 block text-sm' };\nlog({ /* i18n-ignore: a log's */ label: 'search failed' });\nconst x = { label: 'Shown' };`;
    expect(scanWordLiterals('Quiet.tsx', quiet).literals.map((found) => found.replace(/^\d+: /, ''))).toEqual(['Shown']);
  });
});

/** Relative static imports of a built chunk (`from"./x.js"`, `import"./x.js"`). */
const chunkImports = (code: string) => [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]!);

/** A built chunk and every chunk it imports statically: what the browser loads with it. */
function loadedWith(chunk: string, dir: string, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk)) return seen;
  seen.add(chunk);
  for (const next of chunkImports(readFileSync(path.join(dir, chunk), 'utf8'))) loadedWith(next, dir, seen);
  return seen;
}

/**
 * Our source modules a module reaches through its relative imports (as tests/architecture.test.ts reads them);
 * not the compiled catalogue (src/paraglide), which holds every message and is shaken to the ones called.
 */
function reachableSources(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || file.startsWith(`src${path.sep}paraglide${path.sep}`)) return seen;
  seen.add(file);
  const pattern = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\s+['"](\.[^'"]+)['"]/g;
  for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
    const base = path.join(path.dirname(file), (match[1] ?? match[2])!);
    const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (target) reachableSources(path.normalize(target), seen);
  }
  return seen;
}

/** Words a library writes itself, which a message of ours says too: zod's default refusal (parseInput's fallback, error.invalidInput). */
const LIBRARY_WORDS = ['Invalid input'];

/** The longest run of a message's English between its {parameters}: what a bundle holding the message contains. */
const signature = (text: string) => text.split(/\{[^}]*\}/).reduce((longest, part) => (part.length > longest.length ? part : longest), '');

describe('built islands', () => {
  const dir = 'dist/client/_astro';
  const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'));
  const codeOf = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  const sources = filesUnder('src').filter((file) => file.endsWith('.tsx'));
  /** Each built chunk named after an island or component (SearchBox.Ab12.js ← SearchBox.tsx), when the name is unique. */
  const islands = chunks.flatMap((chunk) => {
    const named = sources.filter((file) => path.basename(file, '.tsx') === chunk.split('.')[0]);
    return named.length === 1 ? [{ chunk, source: named[0]! }] : [];
  });

  it('are found beside their sources', () => {
    expect(islands.map((island) => island.chunk.split('.')[0])).toEqual(expect.arrayContaining(['SearchBox', 'Dialog', 'FormParts', 'Stars']));
  });

  it('ship only the messages they call', () => {
    const offenders: string[] = [];
    for (const { chunk, source } of islands) {
      // (JSX text as the bundle has it: '&amp;' is '&'.)
      const reached = [...reachableSources(source)].map((file) => readFileSync(file, 'utf8').replaceAll('&amp;', '&'));
      const called = new Set(reached.flatMap((text) => [...text.matchAll(/\bm\['([^']+)'\]/g)].map((match) => match[1]!)));
      // What explains a message's words in a bundle: a message the island calls, a literal of a module not converted
      // yet, or the words of a library the island ships.
      const explained = [...[...called].flatMap((id) => (english[id] ? texts(english[id]) : [])), ...reached, ...LIBRARY_WORDS];
      // A chunk loaded on demand by another (the route map, by the booking form) finds that one's chunks loaded
      // already: they are checked as that island's. A page script's chunk that an island shares (the header's
      // city helpers) is checked below: it holds no message.
      const parents = chunks.filter((other) => other !== chunk && codeOf(other).includes(chunk) && !chunkImports(codeOf(other)).includes(chunk));
      const loadedBefore = new Set(parents.flatMap((parent) => [...loadedWith(parent, dir)]));
      const code = [...loadedWith(chunk, dir)]
        .filter((name) => !loadedBefore.has(name) && !name.includes('.astro_astro_type_script'))
        .map((name) => readFileSync(path.join(dir, name), 'utf8'))
        .join('\n');
      for (const id of ids) {
        if (called.has(id)) continue;
        // Distinctive words only, and not words that something the island holds says too ('Searching…' in two messages).
        for (const words of texts(english[id]!).map(signature)) {
          if (words.trim().length < 12 || explained.some((text) => text.includes(words))) continue;
          if (code.includes(words)) offenders.push(`${chunk} holds ${id} ("${words}")`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('carry words the server alone renders nowhere, and page scripts carry no catalogue', () => {
    const clientCode = chunks.map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
    expect(clientCode).toContain(SPEC_WORDS['search.box.placeholder']);
    for (const id of [
      'home.hero.title',
      'home.proof.lead',
      'shell.footer.about',
      'lead.closedNote.won',
      'workspace.waiting.none',
      'partner.services.lead',
    ])
      expect(clientCode).not.toContain(signature(texts(english[id]!)[0]!));
    for (const script of chunks.filter((name) => name.includes('.astro_astro_type_script'))) {
      const loaded = [...loadedWith(script, dir)].map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
      expect(loaded, script).not.toContain('PARAGLIDE_LOCALE');
    }
  });
});
