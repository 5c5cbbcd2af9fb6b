import { describe, expect, it } from 'vitest';
import { listingOptionsSchema, parseListingQuery } from './listing-requests';
import {
  LISTING_PAGE_SIZE,
  activeFilterCount,
  addressInCity,
  categoryNameFromSlug,
  cityKeyword,
  cityListingHref,
  containsPattern,
  prefixPattern,
  listingHref,
  listingSearch,
  pageCount,
} from './listings';
import { priceLabel } from './provider-card';

describe('the city rule (SPEC.md section 4)', () => {
  it('takes the part of the city before the first comma', () => {
    expect(cityKeyword('Kolkata, West Bengal, India')).toBe('Kolkata');
    expect(cityKeyword('New Delhi, Delhi, India')).toBe('New Delhi');
    expect(cityKeyword('  Mumbai  ')).toBe('Mumbai');
    expect(cityKeyword('')).toBe('');
    expect(cityKeyword(undefined)).toBe('');
  });

  it('keeps addresses that contain it, ignoring case', () => {
    const address = '12, Rashbehari Avenue, Gariahat, Kolkata, West Bengal 700019';
    expect(addressInCity(address, 'Kolkata')).toBe(true);
    expect(addressInCity(address, 'kolkata, West Bengal, India')).toBe(true);
    expect(addressInCity(address, 'KOLKATA')).toBe(true);
    expect(addressInCity(address, 'Mumbai, Maharashtra')).toBe(false);
    expect(addressInCity('3rd Floor, Lajpat Nagar, New Delhi, Delhi 110024', 'Delhi')).toBe(true);
  });

  it('keeps everything without a city', () => {
    expect(addressInCity('anything', '')).toBe(true);
  });

  it('gives the database the same containment as an ILIKE pattern, wildcards taken literally', () => {
    expect(prefixPattern('50%_off')).toBe('50\\%\\_off%');
    expect(containsPattern('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
  });
});

describe('listing URLs', () => {
  it('turns a slug into the category name', () => {
    expect(categoryNameFromSlug('bus-booking')).toBe('bus booking');
    expect(categoryNameFromSlug('plumbing')).toBe('plumbing');
  });

  it('writes one query string per state: defaults left out, keys in a fixed order', () => {
    expect(listingSearch({ city: 'Kolkata', sort: 'relevance', page: 1, top_rated: false })).toBe('?city=Kolkata');
    expect(listingSearch({ page: 2, verified: true, sort: 'price_asc', city: 'Pune' })).toBe('?city=Pune&sort=price_asc&verified=1&page=2');
    expect(listingSearch({})).toBe('');
    expect(listingHref('plumbing', { city: 'New Delhi', quick: true })).toBe('/service/plumbing?city=New+Delhi&quick=1');
  });

  it('moves a listing to a city by its keyword, keeping the filters, from the first page', () => {
    const query = parseListingQuery(new URLSearchParams('sort=price_asc&verified=1&page=3'));
    expect(cityListingHref('plumbing', query, 'Pune, Maharashtra, India')).toBe('/service/plumbing?city=Pune&sort=price_asc&verified=1');
  });

  it('reads a URL leniently: malformed values fall back to the defaults', () => {
    const query = parseListingQuery(new URLSearchParams('city=Kolkata&sort=cheapest&page=-3&top_rated=1&min_rating=abc&max_price=500'));
    expect(query).toEqual({ city: 'Kolkata', sort: 'relevance', page: 1, top_rated: true, quick: false, verified: false, max_price: 500 });
  });

  it('reads back what it writes', () => {
    const state = {
      city: 'Chennai',
      sort: 'newest' as const,
      page: 3,
      top_rated: false,
      quick: true,
      verified: true,
      min_rating: 4.5,
      max_price: 999,
    };
    expect(parseListingQuery(new URLSearchParams(listingSearch(state)))).toEqual(state);
  });

  it('counts active filters', () => {
    expect(activeFilterCount({ top_rated: true, quick: false, verified: true, max_price: 100 })).toBe(3);
    expect(activeFilterCount({})).toBe(0);
  });
});

describe('API options', () => {
  it('accepts flags as booleans, numbers or strings and rejects unknown sorts and pages below 1', () => {
    expect(listingOptionsSchema.parse({ top_rated: '1', quick: true, verified: 0 })).toMatchObject({
      top_rated: true,
      quick: true,
      verified: false,
      page: 1,
      sort: 'relevance',
    });
    expect(listingOptionsSchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(listingOptionsSchema.safeParse({ page: 0 }).success).toBe(false);
    expect(listingOptionsSchema.safeParse({ page: 1.5 }).success).toBe(false);
    expect(listingOptionsSchema.safeParse({ min_rating: 6 }).success).toBe(false);
  });
});

describe('pages and prices', () => {
  it('has at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(LISTING_PAGE_SIZE)).toBe(1);
    expect(pageCount(LISTING_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(83)).toBe(7);
  });

  it('shows transport prices per km and others as a starting price', () => {
    const rupees = (n: number) => `₹${n}`;
    expect(priceLabel({ price: 12, is_transport: true }, rupees)).toBe('₹12 / km');
    expect(priceLabel({ price: 299, is_transport: false }, rupees)).toBe('Starts ₹299');
  });
});
