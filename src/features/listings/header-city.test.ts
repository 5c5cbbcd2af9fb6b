import { describe, expect, it } from 'vitest';
import { cityChangedHref, headerCityLabel, pageCityOf } from './header-city';

const NO_CITY = 'Choose city';

describe('headerCityLabel', () => {
  it('names the stored city, short', () => {
    expect(headerCityLabel('Kolkata, West Bengal, India', NO_CITY)).toBe('Kolkata');
    expect(headerCityLabel('Pune', NO_CITY)).toBe('Pune');
  });
  it('asks for one when none is stored', () => {
    for (const stored of ['', null, undefined, 'undefined', 'null']) expect(headerCityLabel(stored, NO_CITY)).toBe(NO_CITY);
  });
});

describe('cityChangedHref', () => {
  it('moves a page that names its city to the new one, from its first page', () => {
    expect(cityChangedHref(new URL('https://seva.test/service/plumber?city=Pune&page=3&sort=rating'), 'Kolkata, West Bengal')).toBe(
      '/service/plumber?city=Kolkata&sort=rating',
    );
    expect(cityChangedHref(new URL('https://seva.test/search?q=plumber&city=Pune'), 'Delhi')).toBe('/search?q=plumber&city=Delhi');
  });
  it('leaves other pages where they are', () => {
    expect(cityChangedHref(new URL('https://seva.test/details/sharma-plumbing'), 'Delhi')).toBeNull();
    expect(cityChangedHref(new URL('https://seva.test/'), 'Delhi')).toBeNull();
  });
});

describe('pageCityOf', () => {
  it('reads the city a listing or search URL names', () => {
    expect(pageCityOf(new URL('https://seva.test/service/plumbing?city=Kolkata'))).toBe('Kolkata');
    expect(headerCityLabel(pageCityOf(new URL('https://seva.test/search?q=plumber&city=New%20Delhi')), NO_CITY)).toBe('New Delhi');
  });
  it('is null on pages that name none', () => {
    expect(pageCityOf(new URL('https://seva.test/service/plumbing'))).toBeNull();
    expect(pageCityOf(new URL('https://seva.test/search?q=plumber&city=%20'))).toBeNull();
  });
});
