/**
 * The pages prerendered in English whose other languages ('/hi/about-us') src/pages/[lang]/[...path].astro renders
 * on demand: a prerendered route cannot be the target of a rewrite in the server, and one page file each is
 * what "a language is one file" forbids. Every other public page in another language is the English route,
 * rewritten to by the middleware with the request's language set.
 */
export const STATIC_LOCALISED_PAGES = [
  '/about-us',
  '/app',
  '/offers',
  '/blog',
  '/terms-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
  '/how-results-are-ranked',
  '/review-policy',
] as const;

export type StaticLocalisedPage = (typeof STATIC_LOCALISED_PAGES)[number];

export const isStaticLocalisedPage = (path: string): path is StaticLocalisedPage => (STATIC_LOCALISED_PAGES as readonly string[]).includes(path);
