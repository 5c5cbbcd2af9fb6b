import { localisedPath } from '../src/lib/locale-path';
import { apiPaths, apiUrl, paths } from '../src/paths';
import type { Target } from './throughput';

export interface BenchPage extends Target {
  name: string;
  path: string;
}

/** The showcase partner every demo catalogue holds (the partner page of the budget). */
export const BENCH_PARTNER_SLUG = 'sharma-plumbing-works-delhi';
/** Its owner on the demo catalogue (README "Businesses on Seva"): the bench opens /business as them. */
export const BENCH_OWNER_EMAIL = 'sharmaplumbingworks@example.com';

/**
 * The details page that stands for all details pages: the first one of the first details sitemap, so the
 * bench follows the catalogue instead of a slug typed here (falls back to the showcase partner's).
 */
export async function firstDetailsPath(origin: string): Promise<string> {
  const sitemap = await (await fetch(`${origin}${paths.sitemapFile('details-0')}`)).text();
  return /<loc>[^<]*(\/details\/[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? paths.details(BENCH_PARTNER_SLUG);
}

/**
 * The pages and calls `npm run bench` measures: every page type a customer lands on
 * from a search engine, and the API call the listing page makes on every load.
 */
export async function benchPages(origin: string): Promise<BenchPage[]> {
  const details = await firstDetailsPath(origin);
  return [
    { name: 'home', path: paths.home() },
    { name: 'services', path: paths.services() },
    { name: 'category', path: paths.category('fashion') },
    { name: 'listing', path: paths.listing('plumbing', 'Kolkata') },
    { name: 'details', path: details },
    { name: 'partner', path: paths.partner(BENCH_PARTNER_SLUG) },
    // The same pages in Hindi and Bengali: their bytes beside the English ones.
    ...(['hi', 'bn'] as const).flatMap((locale) => [
      { name: `${locale}-home`, path: localisedPath(paths.home(), locale) },
      { name: `${locale}-listing`, path: localisedPath(paths.listing('plumbing', 'Kolkata'), locale) },
      { name: `${locale}-details`, path: localisedPath(details, locale) },
    ]),
    {
      name: 'filtered-api',
      path: apiUrl(apiPaths.filteredServices()),
      method: 'POST',
      body: JSON.stringify({ slug: 'plumbing', location: 'Kolkata' }),
      headers: { 'content-type': 'application/json' },
    },
  ];
}

/** True for the rows that are pages (not API calls): those get page-weight and browser measurements. */
export const isPage = (page: BenchPage) => !page.path.startsWith(apiUrl('/'));
