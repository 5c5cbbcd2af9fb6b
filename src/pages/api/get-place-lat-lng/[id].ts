import { decodePathParam, placeIdQuery } from '../../../features/geo/geo';
import { placeLatLng } from '../../../features/geo/geo.server';
import { endpoint, json, parseInput } from '../../../lib/server/http';

export const prerender = false;

/** Coordinates of a place id from autocomplete: `result.geometry.location` (SPEC.md section 7). */
export const GET = endpoint(async ({ params }) => {
  const { id } = parseInput(placeIdQuery, { id: decodePathParam(params.id) });
  const answer = await placeLatLng(id);
  return json(answer, 200, { 'Cache-Control': 'public, max-age=86400' });
});
