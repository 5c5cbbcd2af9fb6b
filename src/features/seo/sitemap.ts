/** Sitemaps and robots.txt (sitemaps.org protocol 0.9). Pure. */
import { baseLocale, locales } from '../../lib/i18n';
import { languageTag, localisedPath, unlocalisedPath } from '../../lib/locale-path';
import { isLocalisedPage, paths } from '../../paths';

/**
 * A page's address in each of our languages ('hi-IN': '/hi/services') and 'x-default' (English), as sitemaps
 * (xhtml:link) and the pages' `<link rel="alternate" hreflang>` name them; none for a page in English only.
 */
export function languageAlternates(path: string, site: URL | string): { lang: string; url: string }[] {
  return alternatesOn(path, urlsOn(site));
}

function alternatesOn(path: string, absolute: (path: string) => string): { lang: string; url: string }[] {
  const english = unlocalisedPath(path);
  if (!isLocalisedPage(english)) return [];
  return [
    ...locales.map((locale) => ({ lang: languageTag(locale), url: absolute(localisedPath(english, locale)) })),
    { lang: 'x-default', url: absolute(localisedPath(english, baseLocale)) },
  ];
}

/** A path that needs nothing resolved or encoded: '/' and segments of letters, digits, '_', '~' and '-' (a slug's), none empty but the last. */
const isPlainPath = (path: string) => /^\/[\w~/-]*$/.test(path) && !path.includes('//');

/**
 * Site paths as absolute URLs on `site`, as `new URL(path, site).href` writes them: a plain path joined to the
 * site's origin, anything else resolved by URL. A catalogue sitemap file has 20,000 paths, each with four
 * alternates: resolving every one by URL was a third of the file's making.
 */
function urlsOn(site: URL | string): (path: string) => string {
  const origin = new URL(site).origin;
  return (path) => (isPlainPath(path) ? `${origin}${path}` : new URL(path, site).href);
}

/** Where a category's level puts its pages (the same tree rule as the browse pages). */
export type CategoryLevel = 'main' | 'sub' | 'leaf';

/**
 * The sitemaps protocol's limits: a sitemap file holds at most 50,000 URLs and 50 MB (uncompressed). The
 * catalogue is split into files by type and primary-key range so that each file is one range query on the
 * primary key, the same file always covers the same rows, and a file can be cached on its own.
 */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * How many ids one listing or partner file covers: file n holds the rows with id in
 * [n × SITEMAP_CHUNK_IDS, (n + 1) × SITEMAP_CHUNK_IDS), one URL per row, so never more than this many URLs
 * (ids are unique) and, at about 130 bytes a URL, under 3 MB: built in a fraction of a second (bench:scale).
 */
export const SITEMAP_CHUNK_IDS = 20_000;

/** The kinds of catalogue sitemap file: category pages in one, details pages and partner sites by id range. */
export type SitemapKind = 'categories' | 'details' | 'partners';
/** A catalogue sitemap file: `chunk` is the id range's number (0 for the categories file). */
export interface SitemapFile {
  kind: SitemapKind;
  chunk: number;
}

/** The file's name in /sitemaps/<name>.xml: 'categories', 'details-3', 'partners-0'. */
export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'categories' ? 'categories' : `${file.kind}-${file.chunk}`;
}

/** The file a /sitemaps/<name>.xml names, or null ('details-03', 'details--1' and other spellings are not ours). */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'categories') return { kind: 'categories', chunk: 0 };
  const match = /^(details|partners)-(0|[1-9]\d{0,8})$/.exec(name);
  return match ? { kind: match[1] as SitemapKind, chunk: Number(match[2]) } : null;
}

/** The ids file `chunk` covers: [from, to). */
export function chunkRange(chunk: number, chunkIds: number = SITEMAP_CHUNK_IDS): { from: number; to: number } {
  return { from: chunk * chunkIds, to: (chunk + 1) * chunkIds };
}

/** The file an id belongs to. */
export const chunkOf = (id: number, chunkIds: number = SITEMAP_CHUNK_IDS) => Math.floor(id / chunkIds);

/**
 * Splits rows by id into their files (what the server does with one range query a file): stable, as a
 * row's file depends on its id alone; each file holds at most `chunkIds` rows.
 */
export function splitById<T extends { id: number }>(rows: T[], chunkIds: number = SITEMAP_CHUNK_IDS): Map<number, T[]> {
  const files = new Map<number, T[]>();
  for (const row of rows) {
    const chunk = chunkOf(row.id, chunkIds);
    files.set(chunk, [...(files.get(chunk) ?? []), row]);
  }
  return new Map([...files].sort(([a], [b]) => a - b));
}

/** One <url>: a site path (or absolute URL) and when its content last changed, if known. */
export interface SitemapUrl {
  path: string;
  lastmod?: Date | null;
}

/** A category and where its level puts its pages (the same tree rule as the browse pages). */
export interface SitemapCategory {
  slug: string;
  level: CategoryLevel;
}

/**
 * The category pages a crawler should find: each main category (/categories), each sub-category
 * (/sub-category), each leaf's stores (/category/services), and the listing page of every sub-category and
 * leaf (/service).
 */
export function categoryPaths(categories: SitemapCategory[]): string[] {
  const byLevel = (level: CategoryLevel) => categories.filter((category) => category.level === level).map((category) => category.slug);
  // Lambdas, not `.map(paths.listing)`: a path builder's optional second argument must not get the index.
  return [
    ...byLevel('main').map((slug) => paths.category(slug)),
    ...byLevel('sub').map((slug) => paths.subCategory(slug)),
    ...byLevel('leaf').map((slug) => paths.categoryStores(slug)),
    ...[...byLevel('sub'), ...byLevel('leaf')].map((slug) => paths.listing(slug)),
  ];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A W3C datetime as sitemaps take it (UTC, to the second). */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const lastmodXml = (lastmod: Date | null | undefined) =>
  lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';

/**
 * A <urlset> of absolute URLs (site paths resolved against `site`), each with its lastmod when known, in parts
 * made one URL at a time: a catalogue file of 20,000 URLs is ~13 MB of XML, which its answer streams
 * (lib/server/compression.ts streamedAnswer) instead of holding it whole. Too many URLs are refused here, as
 * the answer is made, not part way through sending it.
 */
export function urlsetXmlParts(entries: (SitemapUrl | string)[], site: URL | string): Iterable<string> {
  if (entries.length > SITEMAP_MAX_URLS) throw new Error(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs, not ${entries.length}`);
  return urlsetParts(entries, site);
}

function* urlsetParts(entries: (SitemapUrl | string)[], site: URL | string): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  const absolute = urlsOn(site);
  for (const [index, entry] of entries.entries()) {
    const { path, lastmod } = typeof entry === 'string' ? { path: entry, lastmod: null } : entry;
    const alternates = alternatesOn(path, absolute).map(
      ({ lang, url }) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`,
    );
    yield `${index ? '\n' : ''}<url><loc>${escapeXml(absolute(path))}</loc>${lastmodXml(lastmod)}${alternates.join('')}</url>`;
  }
  yield '\n</urlset>\n';
}

/** A <sitemapindex> of the sitemap files (site paths resolved against `site`). */
export function sitemapIndexXml(files: SitemapUrl[], site: URL | string): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(new URL(file.path, site).href)}</loc>${lastmodXml(file.lastmod)}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** What the sitemap index lists of the catalogue: the id ranges that hold rows, each with its newest change. */
export interface CatalogueChunks {
  details: { chunk: number; lastmod: Date | null }[];
  partners: { chunk: number; lastmod: Date | null }[];
  categoriesLastmod: Date | null;
}

/**
 * @astrojs/sitemap's file of the prerendered pages (home, legal pages, blog): its `filenameBase` and first
 * (only: it starts a second one past 45,000 pages) file. The catalogue's index lists it.
 */
export const STATIC_SITEMAP_BASE = 'sitemap-static';
export const STATIC_SITEMAP_PATH = `/${STATIC_SITEMAP_BASE}-0.xml`;

/** The sitemap index: the prerendered pages' file, the categories file, then every details and partners range that has rows. */
export function sitemapIndexFiles(chunks: CatalogueChunks): SitemapUrl[] {
  return [
    { path: STATIC_SITEMAP_PATH },
    { path: paths.sitemapFile(sitemapFileName({ kind: 'categories', chunk: 0 })), lastmod: chunks.categoriesLastmod },
    ...chunks.details.map(({ chunk, lastmod }) => ({ path: paths.sitemapFile(sitemapFileName({ kind: 'details', chunk })), lastmod })),
    ...chunks.partners.map(({ chunk, lastmod }) => ({ path: paths.sitemapFile(sitemapFileName({ kind: 'partners', chunk })), lastmod })),
  ];
}

/** Paths crawlers are asked to leave alone: the API and the pages that only make sense signed in (or signing in), the business workspace and the operators' console among them. */
/** Prerendered pages that are no destination: the service worker's offline page (noindex too). */
const NOT_LISTED = new Set([paths.offline()]);

const SIGNED_IN_PAGES = [paths.profile(), paths.login(), paths.otpVerification()].map((path) => unlocalisedPath(path));
export const DISALLOWED_PATHS = [
  '/api/',
  ...locales.flatMap((locale) => SIGNED_IN_PAGES.map((path) => localisedPath(path, locale))),
  paths.business(),
  paths.operator(),
];

/** A URL as the pages' canonical links write it: no trailing slash except on the home page. */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.length > 1) parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  return parsed.href;
}

/**
 * @astrojs/sitemap's options (astro.config.mjs): the prerendered pages' file is named STATIC_SITEMAP_BASE (the
 * index crawlers read, /sitemap-index.xml, is rendered on demand and lists it), the pages crawlers are kept
 * out of are left out, and URLs are written as the canonical links write them.
 */
export function sitemapOptions() {
  return {
    filenameBase: STATIC_SITEMAP_BASE,
    filter: (page: string) => !isDisallowed(new URL(page).pathname) && !NOT_LISTED.has(new URL(page).pathname.replace(/(.)\/+$/, '$1')),
    serialize: <T extends { url: string }>(item: T): T & { links?: { lang: string; url: string }[] } => {
      const url = canonicalUrl(item.url);
      const links = languageAlternates(new URL(url).pathname, url);
      return links.length > 0 ? { ...item, url, links } : { ...item, url };
    },
  };
}

/** Whether robots.txt keeps crawlers away from a path ('/api/…', '/login', '/login/'). */
export function isDisallowed(pathname: string): boolean {
  return DISALLOWED_PATHS.some((path) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`)));
}

/** robots.txt: everything but DISALLOWED_PATHS, and where the sitemaps are. */
export function robotsTxt(site: URL | string, sitemapPaths: string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    ...sitemapPaths.map((path) => `Sitemap: ${new URL(path, site).href}`),
    '',
  ].join('\n');
}
