import { config } from '../../lib/server/config';
import { notFound } from '../../lib/server/http';
import type { AutocompleteAnswer, DistanceMatrixAnswer, LatLng, PlaceDetailsAnswer, ReverseGeocodeAnswer } from './geo';
import {
  googleAutocomplete,
  googleDistanceMatrix,
  googlePlaceLatLng,
  locationIqReverseGeocode,
} from './google.server';
import {
  builtinAutocomplete,
  builtinDistanceMatrix,
  builtinPlaceLatLng,
  builtinReverseGeocode,
} from './india-gazetteer.server';

/**
 * The geo operations of the API, answered by Google when GOOGLE_MAPS_API_KEY is set and by the built-in
 * India gazetteer otherwise (CONTRACT.md "Environment"); either way in Google's answer shapes. Reverse
 * geocoding has its own switch, REVERSE_GEOCODE_KEY.
 */

export type GeoProvider = 'google' | 'builtin';

export const geoProvider = (): GeoProvider => (config.GOOGLE_MAPS_API_KEY ? 'google' : 'builtin');

/**
 * The key for browser maps, to pass to islands as a prop (`<RouteMap googleMapsKey={browserMapsKey()} />`);
 * undefined without Google, and the map is drawn as SVG. Restrict the key to the site's referrers at Google.
 */
export const browserMapsKey = (): string | undefined => config.GOOGLE_MAPS_API_KEY;

/** Place suggestions for typed text; `cities` restricts them to towns and cities (the listing page's city search). */
export function autocomplete(text: string, options: { cities?: boolean } = {}): Promise<AutocompleteAnswer> {
  return geoProvider() === 'google' ? googleAutocomplete(text, options) : builtinAutocomplete(text, options);
}

/** Coordinates of a place id from `autocomplete`; a 404 for an id the provider does not know. */
export async function placeLatLng(placeId: string): Promise<PlaceDetailsAnswer> {
  const answer = geoProvider() === 'google' ? await googlePlaceLatLng(placeId) : await builtinPlaceLatLng(placeId);
  if (!answer) throw notFound('No place has this id');
  return answer;
}

/** Driving distance and time from one point to another (the built-in provider estimates them). */
export function distanceMatrix(from: LatLng, to: LatLng): Promise<DistanceMatrixAnswer> {
  return geoProvider() === 'google' ? googleDistanceMatrix(from, to) : builtinDistanceMatrix(from, to);
}

/** The city (else state) of a point, for the header's current city; a 404 when no place is near it. */
export async function reverseGeocode(lat: number, lon: number): Promise<ReverseGeocodeAnswer> {
  const point = { lat, lng: lon };
  const answer = config.REVERSE_GEOCODE_KEY ? await locationIqReverseGeocode(point) : await builtinReverseGeocode(point);
  if (!answer) throw notFound('No town or city is known near this point');
  return answer;
}
