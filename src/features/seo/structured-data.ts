/**
 * schema.org structured data (JSON-LD) for the pages crawlers must understand: LocalBusiness on
 * details and partner pages, BreadcrumbList on listings and categories, Organization and WebSite with a
 * SearchAction on the home page. Pure builders: pages pass absolute URLs and render the result with
 * JsonLd.astro (which escapes it with jsonLdText).
 */
import { formatIndianPhone, formatRupees } from '../../lib/format';
import { indiaDay } from '../../lib/india-time';
import { WEEK_DAYS, type WeeklyHours } from '../listings/hours';

const CONTEXT = 'https://schema.org';
const MINUTES_PER_DAY = 24 * 60;

export type JsonLdThing = { '@type': string } & Record<string, unknown>;
export type JsonLdDocument = { '@context': typeof CONTEXT } & JsonLdThing;

/** Drops undefined, null, empty-string and empty-list values so the output carries only what is known. */
function compact<T extends Record<string, unknown>>(thing: T): T {
  return Object.fromEntries(
    Object.entries(thing).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

/** An absolute URL of a site path (or a URL kept as it is). */
/** A page's Open Graph image: crawlers take no SVG, so the site's default image stands in for one. */
export function openGraphImage(image: string): string | undefined {
  return image.endsWith('.svg') ? undefined : image;
}

export function absoluteUrl(pathOrUrl: string, site: URL | string): string {
  return new URL(pathOrUrl, site).href;
}

// ---------------------------------------------------------------------------------------------
// Address and hours
// ---------------------------------------------------------------------------------------------

export interface PostalAddress extends JsonLdThing {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: 'IN';
}

/**
 * An Indian address as written on Seva ('12, Rashbehari Avenue, Gariahat, Kolkata, West Bengal 700019')
 * as a PostalAddress: the last part is 'State PIN', the one before it the city, the rest the street.
 * `city` is the locality when the text does not have that shape.
 */
export function postalAddress(text: string, city?: string): PostalAddress {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const statePin = /^(.*?)[\s-]*(\d{3}\s?\d{3})$/.exec(last);
  if (statePin && parts.length >= 2) {
    return compact({
      '@type': 'PostalAddress' as const,
      streetAddress: parts.slice(0, -2).join(', '),
      addressLocality: parts.at(-2)!,
      addressRegion: statePin[1]?.trim(),
      postalCode: statePin[2]!.replace(/\s/g, ''),
      addressCountry: 'IN' as const,
    });
  }
  // Not Seva's shape: the whole text is the street, the city (or the last part) the locality.
  const locality = city ?? (parts.length > 1 ? last : text.trim());
  return compact({
    '@type': 'PostalAddress' as const,
    streetAddress: parts.filter((part) => part !== locality).join(', '),
    addressLocality: locality,
    addressCountry: 'IN' as const,
  });
}

/** 'HH:MM' of minutes after midnight; an end at midnight is '23:59' (schema.org's way to say "until midnight"). */
function clock(minutes: number, isClose: boolean): string {
  if (isClose && minutes === MINUTES_PER_DAY) return '23:59';
  const inDay = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

export interface OpeningHoursSpecification extends JsonLdThing {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The week of the hours module (src/features/listings/hours.ts) as OpeningHoursSpecification entries,
 * one per distinct span with the days that share it. A span past midnight closes at the next day's time
 * (closes < opens, as schema.org allows); open all day is 00:00–23:59; closed days are left out.
 */
export function openingHoursSpecification(hours: WeeklyHours): OpeningHoursSpecification[] {
  const bySpan = new Map<string, OpeningHoursSpecification>();
  for (const day of WEEK_DAYS) {
    for (const span of hours.days[day]) {
      const allDay = span.close - span.open >= MINUTES_PER_DAY;
      const opens = allDay ? '00:00' : clock(span.open, false);
      const closes = allDay ? '23:59' : clock(span.close, true);
      const key = `${opens}-${closes}`;
      const entry = bySpan.get(key) ?? { '@type': 'OpeningHoursSpecification' as const, dayOfWeek: [], opens, closes };
      entry.dayOfWeek.push(day);
      bySpan.set(key, entry);
    }
  }
  return [...bySpan.values()];
}

// ---------------------------------------------------------------------------------------------
// LocalBusiness
// ---------------------------------------------------------------------------------------------

/** schema.org LocalBusiness subtypes of the demo catalogue's categories (by slug, any level). */
const businessTypes: Record<string, string> = {
  plumbing: 'Plumber',
  electrician: 'Electrician',
  painter: 'HousePainter',
  'car-mechanic': 'AutoRepair',
  'home-renovation': 'GeneralContractor',
  'packers-movers': 'MovingCompany',
  ambulance: 'EmergencyService',
  manicure: 'NailSalon',
  pedicure: 'NailSalon',
  'hair-care': 'HairSalon',
  facial: 'BeautySalon',
  'beauty-care': 'BeautySalon',
  gym: 'ExerciseGym',
  yoga: 'SportsActivityLocation',
  karate: 'SportsActivityLocation',
  law: 'LegalService',
  finance: 'FinancialService',
  banking: 'FinancialService',
  insurance: 'InsuranceAgency',
  'tax-filing': 'AccountingService',
  hotel: 'LodgingBusiness',
  'hotel-booking': 'LodgingBusiness',
  travel: 'TravelAgency',
  'tiffin-service': 'FoodEstablishment',
  'home-bakers': 'Bakery',
  'grocery-delivery': 'GroceryStore',
  fashion: 'ClothingStore',
  'home-services': 'HomeAndConstructionBusiness',
};

/** The most specific LocalBusiness type for a category chain (leaf first): 'Plumber', else 'LocalBusiness'. */
export function localBusinessType(categorySlugs: (string | null | undefined)[]): string {
  for (const slug of categorySlugs) if (slug && businessTypes[slug]) return businessTypes[slug];
  return 'LocalBusiness';
}

export interface ReviewInput {
  author: string;
  /** The day it was written. */
  date: Date | string;
  rating: number;
  body: string;
}

export interface LocalBusinessInput {
  /** A LocalBusiness subtype where one fits ('Plumber', 'AutoRepair', …); 'LocalBusiness' by default. */
  type?: string;
  name: string;
  description?: string;
  /** Absolute URL of the page: also the business's @id (`{url}#business`). */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  /** The phone as stored; written '+91 98310 12345'. */
  telephone: string;
  email?: string | null;
  /** The address text as the page shows it. */
  address: string;
  city?: string;
  geo?: { lat: number; lng: number } | null;
  hours?: WeeklyHours | null;
  rating?: { average: number; count: number } | null;
  reviews?: ReviewInput[];
  /** Rupee amounts the business charges from; written as '₹499 – ₹2,999'. */
  prices?: number[];
  /** Other profiles of the business (Facebook, Instagram). */
  sameAs?: (string | null | undefined)[];
}

/** '₹499' or '₹499 – ₹2,999' for a set of prices; undefined when there are none. */
export function priceRange(prices: number[]): string | undefined {
  const valid = prices.filter((price) => Number.isFinite(price) && price > 0);
  if (valid.length === 0) return undefined;
  const low = Math.min(...valid);
  const high = Math.max(...valid);
  return low === high ? formatRupees(low) : `${formatRupees(low)} – ${formatRupees(high)}`;
}

/**
 * A LocalBusiness: name, image, url, PostalAddress (country IN), telephone '+91…', geo, opening hours,
 * aggregateRating only when there are ratings (Google rejects a count of 0), a few reviews, priceRange.
 */
export function localBusiness(input: LocalBusinessInput): JsonLdDocument {
  const rating = input.rating && input.rating.count > 0 ? input.rating : null;
  return compact({
    '@context': CONTEXT,
    '@type': input.type ?? 'LocalBusiness',
    '@id': `${input.url}#business`,
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.images,
    telephone: formatIndianPhone(input.telephone),
    email: input.email ?? undefined,
    address: postalAddress(input.address, input.city),
    geo: input.geo ? { '@type': 'GeoCoordinates', latitude: input.geo.lat, longitude: input.geo.lng } : undefined,
    openingHoursSpecification: input.hours ? openingHoursSpecification(input.hours) : undefined,
    aggregateRating: rating
      ? { '@type': 'AggregateRating', ratingValue: Math.round(rating.average * 10) / 10, ratingCount: rating.count, bestRating: 5, worstRating: 1 }
      : undefined,
    review: rating
      ? (input.reviews ?? []).map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.author },
          datePublished: indiaDay(review.date),
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          reviewBody: review.body,
        }))
      : undefined,
    priceRange: priceRange(input.prices ?? []),
    sameAs: (input.sameAs ?? []).filter((url): url is string => Boolean(url)),
  });
}

// ---------------------------------------------------------------------------------------------
// Breadcrumbs, organisation, website
// ---------------------------------------------------------------------------------------------

/**
 * A BreadcrumbList from the trail as the page shows it, first (home) to last (this page); URLs absolute.
 * An item without a URL (the current page, often) is listed by name only, as schema.org allows.
 */
export function breadcrumbList(items: { name: string; url?: string }[]): JsonLdDocument {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => compact({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

export interface OrganizationInput {
  name: string;
  legalName?: string;
  /** Absolute URL of the home page. */
  url: string;
  /** Absolute URL of the logo image. */
  logo: string;
  email?: string;
  telephone?: string;
  address?: string;
  sameAs?: string[];
}

/** The company behind the site, with its customer-support contact point. */
export function organization(input: OrganizationInput): JsonLdDocument {
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${input.url}#organization`,
    name: input.name,
    legalName: input.legalName,
    url: input.url,
    logo: input.logo,
    email: input.email,
    address: input.address ? postalAddress(input.address) : undefined,
    contactPoint:
      input.email || input.telephone
        ? compact({
            '@type': 'ContactPoint',
            contactType: 'customer support',
            email: input.email,
            telephone: input.telephone,
            areaServed: 'IN',
            availableLanguage: ['en', 'hi'],
          })
        : undefined,
    sameAs: input.sameAs,
  });
}

/**
 * The site with its search box for crawlers: `searchPath` is the search page with the query placeholder,
 * e.g. '/search?q={search_term_string}' (written as given: the braces must stay unescaped).
 */
export function webSite(input: { name: string; url: string; searchPath: string; inLanguage?: string }): JsonLdDocument {
  const origin = new URL(input.url);
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${input.url}#website`,
    name: input.name,
    url: input.url,
    inLanguage: input.inLanguage ?? 'en-IN',
    publisher: { '@id': `${input.url}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin.origin}${input.searchPath}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The query placeholder of the WebSite SearchAction. */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';
