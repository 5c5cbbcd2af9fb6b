import { autocompleteQuery, decodePathParam } from '../../../features/geo/geo';
import { autocomplete } from '../../../features/geo/geo.server';
import { endpoint, json, parseInput } from '../../../lib/server/http';

export const prerender = false;

/** Place suggestions (SPEC.md section 7); `?types=cities` keeps towns and cities only. */
export const GET = endpoint(async ({ params, url }) => {
  const types = url.searchParams.get('types');
  const { text, cities } = parseInput(autocompleteQuery, {
    text: decodePathParam(params.text),
    cities: types === 'cities' || types === '(cities)',
  });
  const answer = await autocomplete(text, { cities });
  return json(answer, 200, { 'Cache-Control': 'public, max-age=3600' });
});
