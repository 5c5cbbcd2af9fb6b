import { z } from '../../lib/zod';
import { m } from '../../lib/i18n';

/**
 * Geo rules shared by the server providers and the islands: the answer shapes the client reads
 * (Google's, whichever provider answers), the built-in road estimate, Google-like texts and the map
 * defaults of SPEC.md section 9. Pure: no I/O, importable anywhere.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** One autocomplete suggestion, as Google's Places Autocomplete gives it (the fields the client reads). */
export interface Prediction {
  description: string;
  place_id: string;
}

export type GoogleStatus = 'OK' | 'ZERO_RESULTS' | 'NOT_FOUND';

export interface AutocompleteAnswer {
  status: 'OK' | 'ZERO_RESULTS';
  predictions: Prediction[];
}

export interface PlaceDetailsAnswer {
  status: 'OK';
  result: { geometry: { location: LatLng } };
}

export interface TextValue {
  text: string;
  value: number;
}

export interface MatrixElement {
  status: 'OK';
  /** metres */
  distance: TextValue;
  /** seconds */
  duration: TextValue;
}

/** Google's Distance Matrix answer for one origin and one destination. */
export interface DistanceMatrixAnswer {
  status: 'OK';
  origin_addresses: string[];
  destination_addresses: string[];
  rows: [{ elements: [MatrixElement] }];
}

/** The reverse-geocoding answer the client reads: `address.city`, else `address.state` (SPEC.md section 3). */
export interface ReverseGeocodeAnswer {
  lat: number;
  lon: number;
  display_name: string;
  address: { city?: string; state?: string; country?: string; country_code?: string };
}

/** Map defaults of SPEC.md section 9. */
export const MAP_DEFAULTS = {
  center: { lat: 22.5726, lng: 88.3639 } satisfies LatLng,
  zoom: 10,
  minZoom: 3,
  travelMode: 'DRIVING',
  /** Marker clustering on a map of listing results. */
  clusterRadius: 60,
  maxClusterZoom: 16,
} as const;

/** Loader options of the browser maps script (SPEC.md section 7: key, libraries, language, region, version). */
export const MAPS_SCRIPT_OPTIONS = {
  libraries: ['places'],
  language: 'en',
  region: 'IN',
  v: 'weekly',
} as const;

/** Longest autocomplete text accepted; longer input is a 422, not a request to the provider. */
export const MAX_AUTOCOMPLETE_TEXT = 100;
/** Google returns at most five predictions; the built-in provider does the same. */
export const MAX_PREDICTIONS = 5;

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Road distance ÷ straight-line distance used without Google. Circuity studies put road networks at
 * 1.2–1.4 times the great-circle distance (Ballou et al. 2002, Boeing 2019); Indian city trips sit at the
 * upper end — one-way streets, few river and railway crossings (Howrah Bridge, Vidyasagar Setu) and
 * irregular street grids — so 1.3 is used, e.g. Howrah station → Salt Lake: 7.7 km straight, ~10 km by road.
 */
export const ROAD_DETOUR_FACTOR = 1.3;
/** Average urban driving speed in Indian metros, congestion included (peak-hour surveys give 17–25 km/h). */
export const URBAN_SPEED_KMH = 22;
/** Road distance driven at the urban speed before the rest counts as highway driving. */
export const URBAN_STRETCH_KM = 30;
/** Average speed beyond the urban stretch: national/state highways with towns, tolls and trucks. */
export const HIGHWAY_SPEED_KMH = 45;

/** The built-in estimate of a drive: road metres and seconds (rounded to whole units, like Google's values). */
export function estimateDrive(from: LatLng, to: LatLng): { meters: number; seconds: number } {
  const meters = Math.round(haversineMeters(from, to) * ROAD_DETOUR_FACTOR);
  const km = meters / 1000;
  const urbanKm = Math.min(km, URBAN_STRETCH_KM);
  const highwayKm = Math.max(0, km - URBAN_STRETCH_KM);
  const hours = urbanKm / URBAN_SPEED_KMH + highwayKm / HIGHWAY_SPEED_KMH;
  return { meters, seconds: Math.round(hours * 3600) };
}

const groupedKm = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Google-like distance text in metric units: '45 m', '8.4 km', '1,447 km' (Indian digit grouping
 * above 1,00,000). Short distances stay in km from 100 m up so that a client taking `parseFloat(text)`
 * as kilometres (SPEC.md: price = numeric distance × price) is never off by a factor of 1000 for a ride.
 */
export function formatDistance(meters: number): string {
  if (meters < 100) return `${Math.max(1, Math.round(meters))} m`;
  // Round on whole metres (850 m → 0.9 km), not on a binary fraction of a kilometre (0.85 → '0.8').
  if (meters < 99_950) return `${(Math.round(meters / 100) / 10).toFixed(1)} km`;
  return `${groupedKm.format(Math.round(meters / 1000))} km`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Google-like duration text: '1 min', '27 mins', '1 hour 5 mins', '2 hours', '1 day 3 hours'. */
export function formatDuration(seconds: number): string {
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'min')}` : plural(hours, 'hour');
  return plural(minutes, 'min');
}

/** Kilometres of a matrix answer from its numeric value (never from the display text). */
export function matrixKilometres(answer: DistanceMatrixAnswer): number {
  return answer.rows[0].elements[0].distance.value / 1000;
}

/** A Distance Matrix answer in Google's shape for one origin and destination. */
export function distanceMatrixAnswer(origin: string, destination: string, drive: { meters: number; seconds: number }): DistanceMatrixAnswer {
  return {
    status: 'OK',
    origin_addresses: [origin],
    destination_addresses: [destination],
    rows: [
      {
        elements: [
          {
            status: 'OK',
            distance: { text: formatDistance(drive.meters), value: drive.meters },
            duration: { text: formatDuration(drive.seconds), value: drive.seconds },
          },
        ],
      },
    ],
  };
}

const NUMBER = String.raw`[-+]?(?:\d{1,3}(?:\.\d{1,12})?|\.\d{1,12})`;
const LAT_LNG = new RegExp(`^\\s*(${NUMBER})\\s*,\\s*(${NUMBER})\\s*$`);

/** 'lat,lng' (as the booking form sends it) → a point, or null when malformed or out of range. */
export function parseLatLng(value: string | null | undefined): LatLng | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const match = LAT_LNG.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const COORDINATE_TEXT = /^\s*[-+]?(?:\d{1,3}(?:\.\d{1,20})?|\.\d{1,20})\s*$/;

/** One coordinate of a `{lat, lng}` object: a number, or a number written as text. */
function coordinateOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && COORDINATE_TEXT.test(value) ? Number(value) : Number.NaN;
}

/**
 * A point in any form a client sends SPEC.md's 'lat/lng pairs' in: 'lat,lng', an object `{lat, lng}`
 * (numbers or numeric text, as a maps SDK gives them), or that object written as JSON text (a client that
 * stringified it). Null when it is none of these or out of range.
 */
export function parsePoint(value: unknown): LatLng | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{')) return parseLatLng(value);
    if (text.length > 200) return null;
    let decoded: unknown;
    try {
      decoded = JSON.parse(text);
    } catch {
      return null;
    }
    // Only an object may follow: JSON text inside JSON text is not a point.
    return typeof decoded === 'object' ? parsePoint(decoded) : null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const lat = coordinateOf((value as Record<string, unknown>).lat);
  const lng = coordinateOf((value as Record<string, unknown>).lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A point as 'lat,lng' with at most 6 decimals (about 10 cm), the form the matrix route takes. */
export const formatLatLng = (point: LatLng) => `${+point.lat.toFixed(6)},${+point.lng.toFixed(6)}`;

export const latLngParam = z.string({ error: () => m['geo.invalid.point']() }).transform((value, context) => {
  const point = parseLatLng(value);
  if (!point) {
    context.addIssue({ code: 'custom', message: m['geo.invalid.pointRange']() });
    return z.NEVER;
  }
  return point;
});

export const distanceMatrixQuery = z.object({ origin: latLngParam, destination: latLngParam });

export const autocompleteQuery = z.object({
  text: z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: () => m['geo.invalid.placeText']() })
        .max(MAX_AUTOCOMPLETE_TEXT, { error: () => m['geo.invalid.placeTextTooLong']({ max: MAX_AUTOCOMPLETE_TEXT }) }),
    ),
  cities: z.boolean().default(false),
});

/**
 * A route parameter fully decoded: Astro decodes params like decodeURI, which leaves reserved characters
 * such as %2C (',') and %3A (':') encoded, while clients encode them with encodeURIComponent.
 */
export function decodePathParam(value: string | undefined): string {
  if (value === undefined) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a lone '%' in typed text
  }
}

/** Place ids: ours (`in:…`) and Google's (URL-safe base64-like strings). */
export const placeIdQuery = z.object({
  id: z
    .string()
    .min(1, { error: () => m['geo.invalid.placeIdMissing']() })
    .max(512, { error: () => m['geo.invalid.placeIdTooLong']() })
    .regex(/^[A-Za-z0-9_:.-]+$/, { error: () => m['geo.invalid.placeIdMalformed']() }),
});

/** A coordinate from a query string: required, numeric, within ±limit. */
const coordinate = (name: string, limit: number) =>
  z
    .string({ error: () => m['geo.invalid.coordinateMissing']({ name }) })
    .trim()
    .min(1, { error: () => m['geo.invalid.coordinateMissing']({ name }) })
    .transform(Number)
    .pipe(
      z
        .number({ error: () => m['geo.invalid.coordinateNumber']({ name }) })
        .min(-limit, { error: () => m['geo.invalid.coordinateRange']({ name, limit }) })
        .max(limit, { error: () => m['geo.invalid.coordinateRange']({ name, limit }) }),
    );

export const reverseGeocodeQuery = z.object({ lat: coordinate('lat', 90), lon: coordinate('lon', 180) });

/** The maps script is retried up to this many times after a failed load (SPEC.md section 7). */
export const MAX_SCRIPT_RETRIES = 3;

/**
 * How long to wait before retrying the maps script after its `failureCount`-th failed load:
 * failureCount × 2^failureCount ms (2, 8, 24 ms), or null when no retry is left.
 */
export function scriptRetryDelay(failureCount: number): number | null {
  if (!Number.isInteger(failureCount) || failureCount < 1 || failureCount > MAX_SCRIPT_RETRIES) return null;
  return failureCount * 2 ** failureCount;
}

/**
 * Runs `load` and retries it by the maps-script rule; rejects with the last error after the last retry.
 * `sleep` is injectable so the rule can be tested without timers.
 */
export async function withScriptRetries<T>(
  load: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let failures = 0; ; ) {
    try {
      return await load();
    } catch (error) {
      failures += 1;
      const delay = scriptRetryDelay(failures);
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}
