import { z } from 'zod';
import { config } from '../../lib/server/config';
import { HttpError } from '../../lib/server/http';
import { logger } from '../../lib/server/log';
import type { AutocompleteAnswer, DistanceMatrixAnswer, LatLng, PlaceDetailsAnswer, ReverseGeocodeAnswer } from './geo';
import { formatLatLng } from './geo';
import { m } from '../../lib/i18n';

/**
 * The Google provider (when GOOGLE_MAPS_API_KEY is set): Places Autocomplete restricted to India, Place
 * Details (geometry only, the cheapest field set) and the Distance Matrix (driving), over HTTP from the
 * server so the key never reaches a browser through these calls. Plus LocationIQ-style reverse geocoding
 * when REVERSE_GEOCODE_KEY is set. Every upstream failure becomes a 502 with a plain message; the log
 * says which service failed and how, never the key.
 */

export const upstreamFailed = () => new HttpError(502, m['geo.refusal.upstream']());

type Service = 'places-autocomplete' | 'place-details' | 'distance-matrix' | 'reverse-geocode';

/** GET a JSON document; network errors, timeouts, non-2xx answers (except `passStatuses`) and non-JSON are 502s. */
async function getJson(service: Service, url: URL, passStatuses: number[] = []): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.GEO_TIMEOUT_MS) });
  } catch (error) {
    const reason = /* i18n-ignore: a log's reason */ error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
    logger.error({ service, reason, err: error instanceof Error ? error.message : String(error) }, 'maps provider request failed');
    throw upstreamFailed();
  }
  if (!response.ok && !passStatuses.includes(response.status)) {
    logger.error({ service, httpStatus: response.status }, 'maps provider answered with an error status');
    await response.body?.cancel();
    throw upstreamFailed();
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    logger.error({ service, httpStatus: response.status }, 'maps provider answered with something other than JSON');
    throw upstreamFailed();
  }
}

/** Parses an upstream body with a schema; a surprise shape is a 502 (and logged with Google's status, if any). */
function expectShape<T extends z.ZodType>(service: Service, schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const status = typeof body === 'object' && body && 'status' in body ? String((body as { status: unknown }).status) : undefined;
  logger.error({ service, googleStatus: status, issue: parsed.error.issues[0]?.message }, 'maps provider answered in an unexpected shape');
  throw upstreamFailed();
}

function googleUrl(pathname: string, params: Record<string, string>): URL {
  const url = new URL(pathname, config.GOOGLE_MAPS_API_BASE);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('key', config.GOOGLE_MAPS_API_KEY ?? '');
  return url;
}

const autocompleteSchema = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  predictions: z.array(z.object({ description: z.string(), place_id: z.string() })).default([]),
});

export async function googleAutocomplete(text: string, options: { cities?: boolean }): Promise<AutocompleteAnswer> {
  const url = googleUrl('/maps/api/place/autocomplete/json', {
    input: text,
    components: 'country:in',
    language: 'en',
    ...(options.cities ? { types: '(cities)' } : {}),
  });
  const { body } = await getJson('places-autocomplete', url);
  const answer = expectShape('places-autocomplete', autocompleteSchema, body);
  return {
    status: answer.status,
    predictions: answer.predictions.map(({ description, place_id }) => ({ description, place_id })),
  };
}

const detailsSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('OK'),
    result: z.object({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }),
  }),
  // Google's answers for an id it does not know (or one that is malformed or expired).
  z.object({ status: z.enum(['NOT_FOUND', 'INVALID_REQUEST', 'ZERO_RESULTS']) }),
]);

/** Coordinates of a Google place id; undefined when Google does not know the id. */
export async function googlePlaceLatLng(placeId: string): Promise<PlaceDetailsAnswer | undefined> {
  const url = googleUrl('/maps/api/place/details/json', { place_id: placeId, fields: 'geometry', language: 'en' });
  const { body } = await getJson('place-details', url);
  const answer = expectShape('place-details', detailsSchema, body);
  if (answer.status !== 'OK') return undefined;
  const { lat, lng } = answer.result.geometry.location;
  return { status: 'OK', result: { geometry: { location: { lat, lng } } } };
}

const textValue = z.object({ text: z.string(), value: z.number() });
const matrixSchema = z.object({
  status: z.literal('OK'),
  origin_addresses: z.array(z.string()).default([]),
  destination_addresses: z.array(z.string()).default([]),
  rows: z
    .array(
      z.object({
        elements: z
          .array(
            z.union([
              z.object({ status: z.literal('OK'), distance: textValue, duration: textValue }),
              z.object({ status: z.enum(['NOT_FOUND', 'ZERO_RESULTS', 'MAX_ROUTE_LENGTH_EXCEEDED']) }),
            ]),
          )
          .min(1),
      }),
    )
    .min(1),
});

export const noRoute = () => new HttpError(422, m['geo.refusal.noRoute']());

/** Google's driving distance and time; a 422 when Google finds no route between the points. */
export async function googleDistanceMatrix(from: LatLng, to: LatLng): Promise<DistanceMatrixAnswer> {
  const url = googleUrl('/maps/api/distancematrix/json', {
    origins: formatLatLng(from),
    destinations: formatLatLng(to),
    mode: 'driving',
    units: 'metric',
    region: 'in',
    language: 'en',
  });
  const { body } = await getJson('distance-matrix', url);
  const answer = expectShape('distance-matrix', matrixSchema, body);
  const element = answer.rows[0]!.elements[0]!;
  if (element.status !== 'OK') throw noRoute();
  return {
    status: 'OK',
    origin_addresses: answer.origin_addresses.slice(0, 1),
    destination_addresses: answer.destination_addresses.slice(0, 1),
    rows: [{ elements: [{ status: 'OK', distance: element.distance, duration: element.duration }] }],
  };
}

const reverseSchema = z.object({
  display_name: z.string().optional(),
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      state: z.string().optional(),
      country: z.string().optional(),
      country_code: z.string().optional(),
    })
    .default({}),
});

/**
 * Reverse geocoding by a LocationIQ-compatible service (`GET /v1/reverse?key&lat&lon&format=json`).
 * Towns and villages have no `city` there; the nearest such name stands in for it, so the client's
 * 'address.city, else address.state' rule (SPEC.md section 3) gets the most specific place.
 * Undefined when the service finds nothing at the point (it answers 404 "Unable to geocode").
 */
export async function locationIqReverseGeocode(point: LatLng): Promise<ReverseGeocodeAnswer | undefined> {
  const url = new URL('/v1/reverse', config.REVERSE_GEOCODE_API_BASE);
  url.searchParams.set('key', config.REVERSE_GEOCODE_KEY ?? '');
  url.searchParams.set('lat', String(point.lat));
  url.searchParams.set('lon', String(point.lng));
  url.searchParams.set('format', 'json');
  url.searchParams.set('accept-language', 'en');
  const { status, body } = await getJson('reverse-geocode', url, [404]);
  if (status === 404) return undefined;
  const answer = expectShape('reverse-geocode', reverseSchema, body);
  const { address } = answer;
  const city = address.city ?? address.town ?? address.village;
  return {
    lat: point.lat,
    lon: point.lng,
    display_name: answer.display_name ?? [city, address.state, address.country].filter(Boolean).join(', '),
    address: {
      ...(city ? { city } : {}),
      ...(address.state ? { state: address.state } : {}),
      ...(address.country ? { country: address.country } : {}),
      ...(address.country_code ? { country_code: address.country_code } : {}),
    },
  };
}
