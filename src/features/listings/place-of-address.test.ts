import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../catalog/demo/build';
import { placeNames } from './places';
import { cityOfAddress, placeOfAddress } from './place-of-address';

const places = placeNames();

describe('the place of an address', () => {
  it('is the city before the state, by the name listings know it', () => {
    expect(cityOfAddress('169, Central Park Road, Salt Lake, Kolkata, West Bengal 700091')).toBe('Kolkata');
    expect(cityOfAddress('D-92, Barakhamba Road, Connaught Place, New Delhi, Delhi 110001')).toBe('Delhi');
    expect(cityOfAddress('12, Palm Beach Road, Vashi, Navi Mumbai, Maharashtra 400703')).toBe('Navi Mumbai');
    // A city of the 200 largest that CITY_NAMES lacks, by its old name too, as search reads it.
    expect(cityOfAddress('7, South Main Street, Tanjore, Tamil Nadu 613001')).toBe('Thanjavur');
    expect(cityOfAddress('3, Gokul Road, Hubli, Karnataka 580030')).toBe('Hubballi');
  });

  it('is a plain name it does not know, and never a city a street is named after', () => {
    expect(cityOfAddress('4, Delhi Road, Shastri Nagar, Meerut, Uttar Pradesh 250004')).toBe('Meerut');
  });

  it('finds a known city named anywhere when the address has no state', () => {
    expect(cityOfAddress('Near the clock tower, Pune')).toBe('Pune');
    expect(cityOfAddress('12')).toBe('');
  });

  it('names the locality of its city, by any name addresses give it', () => {
    expect(placeOfAddress('169, Central Park Road, Salt Lake, Kolkata, West Bengal 700091', places)).toEqual({
      city: 'Kolkata',
      locality: 'Salt Lake',
    });
    expect(placeOfAddress('9, Some Road, Unknownpur, Kolkata, West Bengal 700001', places)).toEqual({ city: 'Kolkata', locality: '' });
  });

  it('gives every demo listing the city the demo catalogue wrote for it, and the locality its address names', () => {
    const catalogue = buildDemoCatalogue();
    for (const listing of catalogue.services) {
      const place = placeOfAddress(listing.serviceAddress, places);
      expect(place.city, listing.serviceAddress).toBe(listing.city);
      expect(place.locality, listing.serviceAddress).not.toBe('');
    }
  });
});
