import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, highlightParts, localitySummary, normaliseQuery, searchOptions, understoodSummary } from './search';
import { searchRequestSchema } from './search-request';

/** A provider as the search answer lists it, blank but for its id. */
const providerOption = (services_id: number) => ({
  services_id,
  service_name: '',
  slug: '',
  service_address: '',
  city: '',
  category_name: '',
  ratings_average: 0,
  rating_count: 0,
  featured_image: '',
  href: '',
});

/** What search understood of 'plumber salt lake' with Kolkata as the city. */
const understood = {
  category: 'plumbing',
  category_label: 'Plumbing',
  city: 'Kolkata',
  place: 'Salt Lake',
  locality: 'Salt Lake',
  near_me: false,
  needs_city: false,
};

describe('search text', () => {
  it('collapses spaces', () => {
    expect(normaliseQuery('  hair    care ')).toBe('hair care');
  });

  it('requires some text and at most the maximum', () => {
    expect(searchRequestSchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({}).success).toBe(false);
    expect(searchRequestSchema.safeParse({ q: 'x'.repeat(MAX_QUERY_LENGTH + 1) }).success).toBe(false);
    expect(searchRequestSchema.parse({ q: ' plumb ' })).toEqual({ q: 'plumb', city: '' });
  });

  it('finds the part of a label to bold, ignoring case', () => {
    expect(highlightParts('Drain Cleaning', 'clean')).toEqual(['Drain ', 'Clean', 'ing']);
    expect(highlightParts('Plumbing', 'plumbr')).toEqual(['Plumbing', '', '']);
  });

  it('orders options categories first, then providers', () => {
    const category = {
      id: 1,
      name: 'Plumbing',
      label: 'Plumbing',
      slug: 'plumbing',
      icon: '',
      price: 99,
      level: 'sub' as const,
      href: '',
      parent_label: '',
    };
    const provider = { ...providerOption(9), service_name: 'A', slug: 'a' };
    expect(searchOptions({ categories: [category], providers: [provider] }).map((o) => o.kind)).toEqual(['category', 'provider']);
  });

  it('says what a search understood, and where its providers come from', () => {
    expect(understoodSummary({ understood, scope: 'city' })).toBe('Plumbing in Kolkata');
    expect(understoodSummary({ understood: { ...understood, city: 'Goa' }, scope: 'india' })).toBe('Plumbing across India (none in Goa yet)');
    expect(understoodSummary({ understood: { ...understood, city: null }, scope: 'india' })).toBe('Plumbing');
    expect(understoodSummary({ understood: { ...understood, category: null, category_label: null }, scope: 'city' })).toBe('Kolkata');
  });

  it('says that the providers of the locality the query named come first', () => {
    const providers = [1, 2, 3].map(providerOption);
    expect(localitySummary({ understood, scope: 'city', providers, in_locality: 2 })).toBe('2 in Salt Lake, then the rest of Kolkata');
    expect(localitySummary({ understood, scope: 'city', providers, in_locality: 3 })).toBe('3 in Salt Lake');
    expect(localitySummary({ understood, scope: 'city', providers, in_locality: 0 })).toBe('None in Salt Lake yet, so the best of Kolkata');
    expect(localitySummary({ understood, scope: 'india', providers, in_locality: 0 })).toBeNull();
    expect(localitySummary({ understood: { ...understood, locality: null }, scope: 'city', providers, in_locality: 0 })).toBeNull();
  });
});
