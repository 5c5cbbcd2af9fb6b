/**
 * The home page's own content: what it shows beside the catalogue (the category tiles, steps and sample
 * testimonials are catalog.ts's; the figures are counted by catalog.server.ts).
 */
import { paths } from '../../paths';
import { organization, SEARCH_TERM_PLACEHOLDER, webSite } from '../seo/structured-data';
import { site as company } from '../../lib/site';

/** The popular searches under the hero's search box, as category slugs (one left out when missing). */
export const QUICK_SEARCH_SLUGS = ['plumbing', 'electrician', 'hair-care', 'driver', 'tution'];

/** The hero's four pictures (drawn by scripts/generate-art.ts): repairs, beauty, transport, training. */
export const HERO_PICTURES = [
  '/images/providers/art-5.svg',
  '/images/providers/art-19.svg',
  '/images/providers/art-14.svg',
  '/images/providers/art-25.svg',
];

/** The Travel And Booking tiles' pictures, in the tiles' order: a hotel, a bus, hills for stays, a plane for tours. */
export const TRAVEL_PICTURES = [
  '/images/providers/art-46.svg',
  '/images/providers/art-48.svg',
  '/images/providers/art-47.svg',
  '/images/providers/art-45.svg',
];

/** The catalogue's figures the hero and 'Proof of Excellence' show. */
export interface HomeStats {
  providers: number;
  cities: number;
  reviews: number;
  averageRating: number;
  categories: number;
}

/** schema.org Organization and WebSite with its search box (src/features/seo/structured-data.ts). */
export function homeStructuredData(site: URL) {
  const home = new URL(paths.home(), site).href;
  return [
    organization({
      name: company.name,
      legalName: company.legalName,
      url: home,
      logo: new URL('/favicon.svg', home).href,
      email: company.supportEmail,
      telephone: company.supportPhone,
      address: company.address,
    }),
    webSite({ name: company.name, url: home, searchPath: `${paths.search()}?q=${SEARCH_TERM_PLACEHOLDER}` }),
  ];
}
