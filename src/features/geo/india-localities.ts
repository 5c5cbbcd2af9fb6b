/**
 * Well-known neighbourhoods, stations and airports of the six big metros (and a few more), which the
 * GeoNames city list does not hold: it stops at towns. Coordinates are the commonly published centre
 * points (good to about half a kilometre), enough for autocomplete and a road-distance estimate.
 * `slug` becomes the place id `in:l-<slug>`: never change one, clients may have stored it.
 */
import localityData from './india-localities.json' with { type: 'json' };

export interface Locality {
  slug: string;
  name: string;
  /** A sub-area shown between name and city in the description ('Salt Lake City, Bidhannagar, Kolkata'). */
  area?: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Other names people type ('Bidhannagar', 'CST', 'BKC'). */
  aliases?: string[];
}

/** The places themselves are data (india-localities.json, grouped by city), read here with their type. */
export const INDIA_LOCALITIES = localityData as Locality[];
