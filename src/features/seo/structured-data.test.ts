import { describe, expect, it } from 'vitest';
import { parseDayOpen, type WeeklyHours } from '../listings/hours';
import {
  breadcrumbList,
  localBusiness,
  localBusinessType,
  openingHoursSpecification,
  organization,
  postalAddress,
  priceRange,
  webSite,
} from './structured-data';

function hoursOf(input: unknown): WeeklyHours {
  const result = parseDayOpen(input);
  if (result.status !== 'ok') throw new Error(`expected hours, got ${JSON.stringify(result)}`);
  return result.hours;
}

describe('postalAddress', () => {
  it("splits Seva's address form into street, city, state and PIN", () => {
    expect(postalAddress('12, Rashbehari Avenue, Gariahat, Kolkata, West Bengal 700019')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12, Rashbehari Avenue, Gariahat',
      addressLocality: 'Kolkata',
      addressRegion: 'West Bengal',
      postalCode: '700019',
      addressCountry: 'IN',
    });
    expect(postalAddress('Shop 4, Hill Road, Bandra West, Mumbai, Maharashtra - 400 050')).toMatchObject({
      addressLocality: 'Mumbai',
      addressRegion: 'Maharashtra',
      postalCode: '400050',
    });
  });

  it('falls back to the given city when the text has another shape', () => {
    expect(postalAddress('Near the clock tower', 'Lucknow')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Near the clock tower',
      addressLocality: 'Lucknow',
      addressCountry: 'IN',
    });
    expect(postalAddress('Sector 17, Chandigarh')).toMatchObject({ streetAddress: 'Sector 17', addressLocality: 'Chandigarh' });
  });
});

describe('openingHoursSpecification', () => {
  it("writes 'everyday' as one entry for all seven days", () => {
    expect(openingHoursSpecification(hoursOf({ type: 'everyday', everyday_start_time: '09:30', everyday_end_time: '21:00' }))).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:30',
        closes: '21:00',
      },
    ]);
  });

  it('groups days that share a span, leaves closed days out, keeps a lunch break as two spans', () => {
    const hours = hoursOf({
      type: 'perday',
      data: [
        { day: 'Monday', weekday_start_time: '10:00', weekday_end_time: '13:00' },
        { day: 'Monday', weekday_start_time: '14:00', weekday_end_time: '19:00' },
        { day: 'Tuesday', weekday_start_time: '10:00', weekday_end_time: '13:00' },
        { day: 'Saturday', weekday_start_time: '18:00', weekday_end_time: '02:00' },
      ],
    });
    expect(openingHoursSpecification(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '10:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '14:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '18:00', closes: '02:00' },
    ]);
  });

  it('writes open all day as 00:00–23:59 and an end at midnight as 23:59', () => {
    expect(openingHoursSpecification(hoursOf({ type: 'everyday', everyday_start_time: '00:00', everyday_end_time: '23:59' }))[0]).toMatchObject({
      opens: '00:00',
      closes: '23:59',
    });
    expect(openingHoursSpecification(hoursOf({ type: 'everyday', everyday_start_time: '18:00', everyday_end_time: '24:00' }))[0]).toMatchObject({
      opens: '18:00',
      closes: '23:59',
    });
  });
});

describe('localBusiness', () => {
  const base = {
    name: 'Sharma Plumbing Works',
    url: 'http://localhost:4321/partner/sharma-plumbing-works-delhi',
    images: ['http://localhost:4321/images/providers/art-3.svg'],
    telephone: '9810012345',
    address: '21, Ring Road, Lajpat Nagar, New Delhi, Delhi 110024',
    city: 'Delhi',
    geo: { lat: 28.5677, lng: 77.2433 },
    hours: hoursOf({ type: 'everyday', everyday_start_time: '08:00', everyday_end_time: '21:00' }),
    prices: [299, 1499, 599],
  };

  it('carries name, url, image, +91 telephone, address, geo, hours and price range', () => {
    const data = localBusiness({ ...base, type: 'Plumber', email: 'sharma@example.com', sameAs: ['https://www.facebook.com/sharma', null] });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Plumber',
      '@id': `${base.url}#business`,
      name: 'Sharma Plumbing Works',
      url: base.url,
      image: base.images,
      telephone: '+91 98100 12345',
      email: 'sharma@example.com',
      address: { '@type': 'PostalAddress', addressLocality: 'New Delhi', addressRegion: 'Delhi', postalCode: '110024', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 28.5677, longitude: 77.2433 },
      openingHoursSpecification: [{ opens: '08:00', closes: '21:00' }],
      priceRange: '₹299 – ₹1,499',
      sameAs: ['https://www.facebook.com/sharma'],
    });
  });

  it('has aggregateRating and reviews only when there are ratings', () => {
    const reviews = [{ author: 'Anita', date: '2025-03-04T20:00:00Z', rating: 5, body: 'Fixed the leak in an hour.' }];
    const none = localBusiness({ ...base, rating: { average: 0, count: 0 }, reviews });
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
    const rated = localBusiness({ ...base, rating: { average: 4.46, count: 37 }, reviews });
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 37, bestRating: 5, worstRating: 1 });
    expect(rated.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Anita' },
        // 20:00 UTC on the 4th is already the 5th in India.
        datePublished: '2025-03-05',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Fixed the leak in an hour.',
      },
    ]);
  });

  it('leaves out what is unknown (no hours, no email, no geo, no prices)', () => {
    const data = localBusiness({ ...base, hours: null, geo: null, prices: [], email: null });
    for (const key of ['openingHoursSpecification', 'email', 'geo', 'priceRange', 'sameAs', 'description']) expect(data).not.toHaveProperty(key);
    expect(data['@type']).toBe('LocalBusiness');
  });
});

describe('priceRange', () => {
  it('writes one price or the lowest and highest', () => {
    expect(priceRange([499])).toBe('₹499');
    expect(priceRange([2999, 499, 0, Number.NaN])).toBe('₹499 – ₹2,999');
    expect(priceRange([])).toBeUndefined();
  });
});

describe('breadcrumbList, organization, webSite', () => {
  it('numbers breadcrumb items from 1 in trail order', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'http://localhost:4321/' },
        { name: 'Plumbing', url: 'http://localhost:4321/service/plumbing' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:4321/' },
        { '@type': 'ListItem', position: 2, name: 'Plumbing', item: 'http://localhost:4321/service/plumbing' },
      ],
    });
  });

  it('lists a breadcrumb without a URL (the current page) by name only', () => {
    expect(breadcrumbList([{ name: 'Home', url: 'http://localhost:4321/' }, { name: '12 Listings' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:4321/' },
      { '@type': 'ListItem', position: 2, name: '12 Listings' },
    ]);
  });

  it('describes the organisation with its support contact', () => {
    const data = organization({
      name: 'Seva',
      url: 'http://localhost:4321/',
      logo: 'http://localhost:4321/favicon.svg',
      email: 'support@seva.in',
      telephone: '+91 33 4000 1234',
      address: '4th Floor, Infinity Benchmark, Sector V, Salt Lake, Kolkata, West Bengal 700091',
    });
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Seva',
      url: 'http://localhost:4321/',
      logo: 'http://localhost:4321/favicon.svg',
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: 'support@seva.in', telephone: '+91 33 4000 1234' },
      address: { addressLocality: 'Kolkata', postalCode: '700091', addressCountry: 'IN' },
    });
  });

  it('gives the website a SearchAction on /search?q={search_term_string}', () => {
    const data = webSite({ name: 'Seva', url: 'http://localhost:4321/', searchPath: '/search?q={search_term_string}' });
    expect(data.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'http://localhost:4321/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('localBusinessType', () => {
  it('takes the most specific known type of a category chain', () => {
    expect(localBusinessType(['tap-and-leak-repair', 'plumbing', 'home-services'])).toBe('Plumber');
    expect(localBusinessType(['icu-ambulance', 'ambulance', 'transportation'])).toBe('EmergencyService');
    expect(localBusinessType(['something-new', null])).toBe('LocalBusiness');
  });
});
