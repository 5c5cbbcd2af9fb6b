import { config } from '../../lib/server/config';
import { notFound } from '../../lib/server/http';
import { cached } from '../../lib/server/data-cache';
import type { AutocompleteAnswer, DistanceMatrixAnswer, LatLng, PlaceDetailsAnswer, ReverseGeocodeAnswer } from './geo';
import { googleAutocomplete, googleDistanceMatrix, googlePlaceLatLng, locationIqReverseGeocode } from './google.server';
import { builtinAutocomplete, builtinDistanceMatrix, builtinPlaceLatLng, builtinReverseGeocode } from './india-gazetteer.server';
import { m } from '../../lib/i18n';

/**
 * The geo operations of the API, answered by Google when GOOGLE_MAPS_API_KEY is set and by the built-in
 * India gazetteer otherwise (CONTRACT.md "Environment"); either way in Google's answer shapes. Reverse
 * geocoding has its own switch, REVERSE_GEOCODE_KEY.
 */

export type GeoProvider = 'google' | 'builtin';

export const geoProvider = (): GeoProvider => (config.GOOGLE_MAPS_API_KEY ? 'google' : 'builtin');

/**
 * The key for browser maps, to pass to islands as a prop (`<RouteMap googleMapsKey={browserMapsKey()} />`):
 * GOOGLE_MAPS_BROWSER_KEY only. The server key is never put in a page, even when it is the only one set
 * (it is unrestricted by referrer and pays for every Places call); without a browser key the map is drawn as SVG.
 */
export const browserMapsKey = (): string | undefined => config.GOOGLE_MAPS_BROWSER_KEY;

/**
 * Google's answers, kept in the server's data cache for GEO_CACHE_TTL_SECONDS (bounded by bytes, least
 * recently used dropped first):
 * people type the same first letters and look up the same places and routes, and each call is billed.
 * Failures and "no route" are not kept. The built-in gazetteer answers from memory already.
 */
const kept = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  const ttlMs = config.GEO_CACHE_TTL_SECONDS * 1000;
  return ttlMs > 0 ? cached(`geo:${key}`, { ttlMs, tags: ['geo'] }, load) : load();
};

/** Place suggestions for typed text; `cities` restricts them to towns and cities (the listing page's city search). */
export function autocomplete(text: string, options: { cities?: boolean } = {}): Promise<AutocompleteAnswer> {
  if (geoProvider() !== 'google') return builtinAutocomplete(text, options);
  return kept(`autocomplete:${options.cities ? 'cities' : 'all'}:${text}`, () => googleAutocomplete(text, options));
}

/** Coordinates of a place id from `autocomplete`; a 404 for an id the provider does not know. */
export async function placeLatLng(placeId: string): Promise<PlaceDetailsAnswer> {
  const answer = geoProvider() === 'google' ? await kept(`place:${placeId}`, () => googlePlaceLatLng(placeId)) : await builtinPlaceLatLng(placeId);
  if (!answer) throw notFound(m['geo.refusal.noSuchPlace']());
  return answer;
}

/** Driving distance and time from one point to another (the built-in provider estimates them). */
export function distanceMatrix(from: LatLng, to: LatLng): Promise<DistanceMatrixAnswer> {
  if (geoProvider() !== 'google') return builtinDistanceMatrix(from, to);
  return kept(`matrix:${from.lat},${from.lng}:${to.lat},${to.lng}`, () => googleDistanceMatrix(from, to));
}

/** The city (else state) of a point, for the header's current city; a 404 when no place is near it. */
export async function reverseGeocode(lat: number, lon: number): Promise<ReverseGeocodeAnswer> {
  const point = { lat, lng: lon };
  const answer = config.REVERSE_GEOCODE_KEY ? await locationIqReverseGeocode(point) : await builtinReverseGeocode(point);
  if (!answer) throw notFound(m['geo.refusal.noTownNear']());
  return answer;
}
