import { reverseGeocodeQuery } from '../../features/geo/geo';
import { reverseGeocode } from '../../features/geo/geo.server';
import { endpoint, json, parseInput } from '../../lib/server/http';

export const prerender = false;

/**
 * The city of a point (`?lat=&lon=`): `address.city`, else `address.state` (SPEC.md section 3). The
 * server asks the third-party service, so its key stays on the server.
 */
export const GET = endpoint(async ({ url }) => {
  const { lat, lon } = parseInput(reverseGeocodeQuery, {
    lat: url.searchParams.get('lat') ?? undefined,
    lon: url.searchParams.get('lon') ?? undefined,
  });
  const answer = await reverseGeocode(lat, lon);
  return json(answer, 200, { 'Cache-Control': 'public, max-age=86400' });
});
