import { decodePathParam, distanceMatrixQuery } from '../../../../features/geo/geo';
import { distanceMatrix } from '../../../../features/geo/geo.server';
import { endpoint, json, parseInput } from '../../../../lib/server/http';

export const prerender = false;

/** Driving distance and duration between two 'lat,lng' points, in the Distance Matrix shape (SPEC.md section 7). */
export const GET = endpoint(async ({ params }) => {
  const { origin, destination } = parseInput(distanceMatrixQuery, {
    origin: decodePathParam(params.a),
    destination: decodePathParam(params.b),
  });
  const answer = await distanceMatrix(origin, destination);
  return json(answer, 200, { 'Cache-Control': 'public, max-age=86400' });
});
