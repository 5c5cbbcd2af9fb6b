import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { apiPaths, apiUrl, paths } from '../../src/paths';
import { type TestServer, startServer } from '../support/server';

/** GET a path of a started server; the JSON body (or null) with status and headers. */
async function get(server: TestServer, path: string) {
  const response = await fetch(`${server.origin}${path}`);
  const text = await response.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    // leave null: the assertions on content-type say what went wrong
  }
  return { status: response.status, headers: response.headers, body, text };
}

function expectJsonError(answer: Awaited<ReturnType<typeof get>>, status: number | number[]) {
  expect([status].flat()).toContain(answer.status);
  expect(answer.headers.get('content-type')).toContain('application/json');
  expect(typeof answer.body?.message).toBe('string');
  expect(answer.body.message.length).toBeGreaterThan(0);
  expect(answer.text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/); // no stack trace
}

describe('geo API with the built-in India provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function firstPrediction(text: string) {
    const answer = await get(server, apiUrl(apiPaths.autocomplete(text)));
    expect(answer.status).toBe(200);
    return answer.body.predictions[0] as { description: string; place_id: string };
  }

  async function pointOf(placeId: string) {
    const answer = await get(server, apiUrl(apiPaths.placeLatLng(placeId)));
    expect(answer.status).toBe(200);
    return answer.body.result.geometry.location as { lat: number; lng: number };
  }

  it("autocompletes 'salt' to Salt Lake (Kolkata) in Google's shape", async () => {
    const answer = await get(server, apiUrl(apiPaths.autocomplete('salt')));
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('OK');
    const [first] = answer.body.predictions;
    expect(first.description).toMatch(/Salt Lake.*Kolkata/);
    expect(first.place_id).toMatch(/^in:/);
    for (const prediction of answer.body.predictions) expect(Object.keys(prediction).sort()).toEqual(['description', 'place_id']);
    expect(answer.headers.get('cache-control')).toContain('public');
  });

  it("autocompletes 'howrah' to Howrah, with at most five predictions", async () => {
    const answer = await get(server, apiUrl(apiPaths.autocomplete('howrah')));
    expect(answer.body.predictions[0].description).toBe('Howrah, West Bengal, India');
    expect(answer.body.predictions.map((p: { description: string }) => p.description)).toContain('Howrah Station, Howrah, West Bengal, India');
    expect((await get(server, apiUrl(apiPaths.autocomplete('a')))).body.predictions.length).toBeLessThanOrEqual(5);
  });

  it('restricts suggestions to cities for the listing page (?types=cities)', async () => {
    const answer = await get(server, apiUrl(apiPaths.autocomplete('kol', { cities: true })));
    expect(answer.body.predictions[0].description).toBe('Kolkata, West Bengal, India');
    // The listing page keeps providers whose address holds the part before the first comma.
    expect(answer.body.predictions[0].description.split(',')[0]).toBe('Kolkata');
    const saltCities = await get(server, `${apiUrl(apiPaths.autocomplete('salt'))}?types=cities`);
    expect(saltCities.body.predictions.some((p: { description: string }) => p.description.includes('Salt Lake'))).toBe(false);
  });

  it('answers ZERO_RESULTS for text that matches nothing', async () => {
    const answer = await get(server, apiUrl(apiPaths.autocomplete('qwxzv')));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
  });

  it('resolves place ids to coordinates, cacheable for a day', async () => {
    const saltLake = await firstPrediction('salt lake');
    const answer = await get(server, apiUrl(apiPaths.placeLatLng(saltLake.place_id)));
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('OK');
    const { lat, lng } = answer.body.result.geometry.location;
    expect(lat).toBeCloseTo(22.587, 2);
    expect(lng).toBeCloseTo(88.417, 2);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');

    // An id with ':' as typed by hand (not percent-encoded) resolves too.
    const kolkata = await get(server, `/api/get-place-lat-lng/in:g1275004`);
    expect(kolkata.body.result.geometry.location.lat).toBeCloseTo(22.56, 1);
  });

  it('estimates Howrah station → Salt Lake between 6 and 20 km, in the Distance Matrix shape', async () => {
    const from = await pointOf((await firstPrediction('howrah station')).place_id);
    const to = await pointOf((await firstPrediction('salt lake')).place_id);
    const answer = await get(server, apiUrl(apiPaths.locationMatrix(`${from.lat},${from.lng}`, `${to.lat},${to.lng}`)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(answer.body.status).toBe('OK');
    const element = answer.body.rows[0].elements[0];
    expect(element.status).toBe('OK');
    expect(element.distance.value).toBeGreaterThan(6000);
    expect(element.distance.value).toBeLessThan(20000);
    expect(element.distance.text).toMatch(/^\d+\.\d km$/);
    expect(Number.parseFloat(element.distance.text)).toBeCloseTo(element.distance.value / 1000, 1);
    expect(element.duration.text).toMatch(/^\d+ mins?$/);
    expect(element.duration.value).toBeGreaterThan(600);
    expect(answer.body.origin_addresses[0]).toContain('Howrah');
    expect(answer.body.destination_addresses[0]).toContain('Salt Lake');

    // The same route with the comma percent-encoded (as encodeURIComponent sends it) gives the same answer.
    const encoded = await get(server, `/api/get_location_matrix_data/${from.lat}%2C${from.lng}/${to.lat}%2C${to.lng}`);
    expect(encoded.body).toEqual(answer.body);
  });

  it('reverse-geocodes the centre of Kolkata to Kolkata', async () => {
    const answer = await get(server, apiUrl(apiPaths.reverseGeocode(22.5726, 88.3639)));
    expect(answer.status).toBe(200);
    expect(answer.body.address.city).toBe('Kolkata');
    expect(answer.body.address.state).toBe('West Bengal');
  });

  it('answers bad input with 4xx JSON and a message, never a 500', async () => {
    expectJsonError(await get(server, apiUrl(apiPaths.autocomplete('x'.repeat(101)))), 422);
    expectJsonError(await get(server, apiUrl(apiPaths.autocomplete('   '))), 422);
    expect(await get(server, apiUrl(apiPaths.autocomplete('100%')))).toMatchObject({ status: 200, body: { status: 'ZERO_RESULTS' } });
    expectJsonError(await get(server, apiUrl(apiPaths.placeLatLng('in:g0'))), 404);
    expectJsonError(await get(server, apiUrl(apiPaths.placeLatLng('no such place'))), 422);
    expectJsonError(await get(server, apiUrl(apiPaths.locationMatrix('abc', '22.5867,88.4171'))), 422);
    expectJsonError(await get(server, apiUrl(apiPaths.locationMatrix('22.5839,88.3425', '95,88'))), 422);
    expectJsonError(await get(server, apiUrl(apiPaths.locationMatrix('22.5839,88.3425', '22.5,88.4,1'))), 422);
    expectJsonError(await get(server, '/api/reverse-geocode'), 422);
    expectJsonError(await get(server, '/api/reverse-geocode?lat=abc&lon=88'), 422);
    expectJsonError(await get(server, '/api/reverse-geocode?lat=22&lon=200'), 422);
    expectJsonError(await get(server, apiUrl(apiPaths.reverseGeocode(10, 60))), 404); // Arabian Sea
  });

  // How fast is a benchmark's question (npm run bench), not a test's: the timings are printed, not asserted.
  it('answers 200 autocomplete and 200 distance requests in a row', async () => {
    const time = async (path: (i: number) => string) => {
      const started = performance.now();
      for (let i = 0; i < 200; i++) expect((await fetch(`${server.origin}${path(i)}`)).status).toBe(200);
      return (performance.now() - started) / 200;
    };
    const words = ['salt', 'howrah', 'kol', 'park street', 'bangalore', 'andheri', 't nagar', 'del'];
    const autocompleteMs = await time((i) => apiUrl(apiPaths.autocomplete(words[i % words.length]!)));
    const matrixMs = await time((i) => apiUrl(apiPaths.locationMatrix(`22.58,88.${3400 + i}`, '22.5867,88.4171')));
    console.log(`geo API timings: autocomplete ${autocompleteMs.toFixed(2)} ms, matrix ${matrixMs.toFixed(2)} ms per request`);
  });
});

describe('geo API with Google keys for the server and for browsers, answers kept in memory', () => {
  let server: TestServer;
  let fake: Awaited<ReturnType<typeof startFakeGoogle>>;
  beforeAll(async () => {
    fake = await startFakeGoogle();
    server = await startServer({
      env: { GOOGLE_MAPS_API_KEY: 'test-key', GOOGLE_MAPS_BROWSER_KEY: 'browser-only-key', GOOGLE_MAPS_API_BASE: fake.base },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  const asked = (pathname: string, key: string, value: string) => fake.requests.filter((r) => r.path === pathname && r.query[key] === value).length;

  it('puts the browser key in the page, never the server key', async () => {
    const response = await fetch(`${server.origin}${paths.details(aListingSlug)}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('browser-only-key');
    expect(html).not.toContain('test-key');
    expect(response.headers.get('content-security-policy')).toContain('https://maps.googleapis.com');
  });

  it('asks Google once for the same autocomplete text, place and route; a failure is not kept', async () => {
    fake.state.mode = 'normal';
    for (let i = 0; i < 3; i++) {
      expect((await get(server, apiUrl(apiPaths.autocomplete('salt')))).body.status).toBe('OK');
      expect((await get(server, apiUrl(apiPaths.placeLatLng('ChIJZ_YISduC-DkRvCxsj-Yw40M')))).body.status).toBe('OK');
      expect((await get(server, apiUrl(apiPaths.locationMatrix('22.5839,88.3425', '22.5867,88.4171')))).body.status).toBe('OK');
    }
    expect(asked('/maps/api/place/autocomplete/json', 'input', 'salt')).toBe(1);
    expect(asked('/maps/api/place/details/json', 'place_id', 'ChIJZ_YISduC-DkRvCxsj-Yw40M')).toBe(1);
    expect(asked('/maps/api/distancematrix/json', 'origins', '22.5839,88.3425')).toBe(1);
    // The city search is another question than the same text unrestricted.
    await get(server, apiUrl(apiPaths.autocomplete('salt', { cities: true })));
    expect(asked('/maps/api/place/autocomplete/json', 'input', 'salt')).toBe(2);

    fake.state.mode = 'error500';
    expectJsonError(await get(server, apiUrl(apiPaths.autocomplete('howrah'))), 502);
    fake.state.mode = 'normal';
    expect((await get(server, apiUrl(apiPaths.autocomplete('howrah')))).status).toBe(200);
    expect(asked('/maps/api/place/autocomplete/json', 'input', 'howrah')).toBe(2);
  });
});

/** A listing of the demo catalogue, for a details page. */
const aListingSlug = buildDemoCatalogue().services[0]!.slug;

interface FakeRequest {
  path: string;
  query: Record<string, string>;
}

/**
 * A local stand-in for Google's Maps web services (and a LocationIQ-style reverse geocoder), answering
 * like them; `mode` makes it fail in the ways the real ones do.
 */
function startFakeGoogle() {
  const requests: FakeRequest[] = [];
  const state = { mode: 'normal' as 'normal' | 'error500' | 'denied' | 'hang' | 'html' };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') return; // never answers
    if (state.mode === 'error500') return send(500, { error_message: 'Internal error' });
    if (state.mode === 'html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>Oops</html>');
    }
    if (url.pathname === '/v1/reverse') {
      if (query.key !== 'rg-key') return send(401, { error: 'Invalid key' });
      if (Number(query.lat) < 0) return send(404, { error: 'Unable to geocode' });
      return send(200, {
        lat: query.lat,
        lon: query.lon,
        display_name: 'Sector V, Bidhannagar, North 24 Parganas, West Bengal, 700091, India',
        address: {
          suburb: 'Sector V',
          town: 'Bidhannagar',
          state_district: 'North 24 Parganas',
          state: 'West Bengal',
          postcode: '700091',
          country: 'India',
          country_code: 'in',
        },
      });
    }
    if (query.key !== 'test-key') return send(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
    if (state.mode === 'denied') return send(200, { status: 'OVER_QUERY_LIMIT', error_message: 'You have exceeded your daily request quota.' });
    switch (url.pathname) {
      case '/maps/api/place/autocomplete/json':
        if (query.input === 'nothing here') return send(200, { status: 'ZERO_RESULTS', predictions: [] });
        return send(200, {
          status: 'OK',
          predictions: [
            {
              description: 'Salt Lake City, Bidhannagar, Kolkata, West Bengal, India',
              place_id: 'ChIJZ_YISduC-DkRvCxsj-Yw40M',
              reference: 'ChIJZ_YISduC-DkRvCxsj-Yw40M',
              matched_substrings: [{ length: 4, offset: 0 }],
              structured_formatting: { main_text: 'Salt Lake City', secondary_text: 'Bidhannagar, Kolkata, West Bengal, India' },
              terms: [{ offset: 0, value: 'Salt Lake City' }],
              types: ['sublocality_level_1', 'sublocality', 'political', 'geocode'],
            },
          ],
        });
      case '/maps/api/place/details/json':
        if (query.place_id !== 'ChIJZ_YISduC-DkRvCxsj-Yw40M') return send(200, { status: 'NOT_FOUND', html_attributions: [] });
        return send(200, {
          status: 'OK',
          html_attributions: [],
          result: {
            geometry: {
              location: { lat: 22.5867, lng: 88.4171 },
              viewport: { northeast: { lat: 22.6, lng: 88.43 }, southwest: { lat: 22.57, lng: 88.4 } },
            },
          },
        });
      case '/maps/api/distancematrix/json':
        if (query.destinations === '0,0')
          return send(200, {
            status: 'OK',
            origin_addresses: ['Howrah'],
            destination_addresses: [''],
            rows: [{ elements: [{ status: 'ZERO_RESULTS' }] }],
          });
        return send(200, {
          status: 'OK',
          origin_addresses: ['Howrah Railway Station, Howrah, West Bengal 711101, India'],
          destination_addresses: ['Salt Lake City, Bidhannagar, Kolkata, West Bengal, India'],
          rows: [{ elements: [{ status: 'OK', distance: { text: '12.3 km', value: 12_345 }, duration: { text: '38 mins', value: 2280 } }] }],
        });
      default:
        return send(404, { status: 'NOT_FOUND' });
    }
  });
  return new Promise<{ base: string; requests: FakeRequest[]; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        requests,
        state,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('geo API with the Google provider (against a local fake of Google)', () => {
  let server: TestServer;
  let fake: Awaited<ReturnType<typeof startFakeGoogle>>;
  beforeAll(async () => {
    fake = await startFakeGoogle();
    server = await startServer({
      env: {
        GOOGLE_MAPS_API_KEY: 'test-key',
        GOOGLE_MAPS_API_BASE: fake.base,
        REVERSE_GEOCODE_KEY: 'rg-key',
        REVERSE_GEOCODE_API_BASE: fake.base,
        // These tests switch the fake between answers and failures for the same questions: nothing kept.
        GEO_CACHE_TTL_SECONDS: '0',
        // The provider that hangs is given up on after this, not the production 5 s: no test waits for a timer.
        GEO_TIMEOUT_MS: '300',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  const lastRequest = () => fake.requests.at(-1)!;

  it('asks Places Autocomplete, restricted to India, and answers only description and place_id', async () => {
    fake.state.mode = 'normal';
    const answer = await get(server, apiUrl(apiPaths.autocomplete('salt')));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'OK',
      predictions: [{ description: 'Salt Lake City, Bidhannagar, Kolkata, West Bengal, India', place_id: 'ChIJZ_YISduC-DkRvCxsj-Yw40M' }],
    });
    expect(lastRequest()).toEqual({
      path: '/maps/api/place/autocomplete/json',
      query: { input: 'salt', components: 'country:in', language: 'en', key: 'test-key' },
    });

    await get(server, apiUrl(apiPaths.autocomplete('kol', { cities: true })));
    expect(lastRequest().query).toMatchObject({ input: 'kol', types: '(cities)', components: 'country:in' });

    expect((await get(server, apiUrl(apiPaths.autocomplete('nothing here')))).body).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
  });

  it('asks Place Details for the geometry only', async () => {
    fake.state.mode = 'normal';
    const answer = await get(server, apiUrl(apiPaths.placeLatLng('ChIJZ_YISduC-DkRvCxsj-Yw40M')));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'OK', result: { geometry: { location: { lat: 22.5867, lng: 88.4171 } } } });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(lastRequest()).toEqual({
      path: '/maps/api/place/details/json',
      query: { place_id: 'ChIJZ_YISduC-DkRvCxsj-Yw40M', fields: 'geometry', language: 'en', key: 'test-key' },
    });
    expectJsonError(await get(server, apiUrl(apiPaths.placeLatLng('ChIJunknown'))), 404);
  });

  it('asks the Distance Matrix for a driving route and passes its answer on', async () => {
    fake.state.mode = 'normal';
    const answer = await get(server, apiUrl(apiPaths.locationMatrix('22.5839,88.3425', '22.5867,88.4171')));
    expect(answer.status).toBe(200);
    expect(answer.body.rows[0].elements[0]).toEqual({
      status: 'OK',
      distance: { text: '12.3 km', value: 12_345 },
      duration: { text: '38 mins', value: 2280 },
    });
    expect(answer.body.status).toBe('OK');
    expect(lastRequest()).toEqual({
      path: '/maps/api/distancematrix/json',
      query: {
        origins: '22.5839,88.3425',
        destinations: '22.5867,88.4171',
        mode: 'driving',
        units: 'metric',
        region: 'in',
        language: 'en',
        key: 'test-key',
      },
    });
    expectJsonError(await get(server, apiUrl(apiPaths.locationMatrix('22.5839,88.3425', '0,0'))), 422); // no route
  });

  it('reverse-geocodes with the configured service, town standing in for city', async () => {
    fake.state.mode = 'normal';
    const answer = await get(server, apiUrl(apiPaths.reverseGeocode(22.5765, 88.4331)));
    expect(answer.status).toBe(200);
    expect(answer.body.address).toEqual({ city: 'Bidhannagar', state: 'West Bengal', country: 'India', country_code: 'in' });
    expect(lastRequest()).toEqual({
      path: '/v1/reverse',
      query: { key: 'rg-key', lat: '22.5765', lon: '88.4331', format: 'json', 'accept-language': 'en' },
    });
    expectJsonError(await get(server, apiUrl(apiPaths.reverseGeocode(-10, 88))), 404);
  });

  it('turns Google failures into a clean 502 JSON, and logs them without the key', async () => {
    for (const mode of ['error500', 'denied', 'html'] as const) {
      fake.state.mode = mode;
      const autocomplete = await get(server, apiUrl(apiPaths.autocomplete('salt')));
      expectJsonError(autocomplete, 502);
      expect(autocomplete.body.message).toMatch(/maps service/i);
      expectJsonError(await get(server, apiUrl(apiPaths.placeLatLng('ChIJZ_YISduC-DkRvCxsj-Yw40M'))), 502);
      expectJsonError(await get(server, apiUrl(apiPaths.locationMatrix('22.5839,88.3425', '22.5867,88.4171'))), 502);
    }
    fake.state.mode = 'error500';
    expectJsonError(await get(server, apiUrl(apiPaths.reverseGeocode(22.5765, 88.4331))), 502);
    fake.state.mode = 'normal';
    expect((await get(server, apiUrl(apiPaths.autocomplete('salt')))).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 200)); // let the log lines arrive
    expect(server.output()).toContain('maps provider answered with an error status');
    expect(server.output()).not.toContain('test-key');
    expect(server.output()).not.toContain('rg-key');
  });

  it('never puts the server key in a page: without a browser key the map is drawn as SVG and the page policy allows no Google', async () => {
    const response = await fetch(`${server.origin}${paths.details(aListingSlug)}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('test-key');
    expect(response.headers.get('content-security-policy')).not.toContain('maps.googleapis.com');
  });

  it('gives up on a provider that does not answer (timeout → 502)', async () => {
    fake.state.mode = 'hang';
    const started = Date.now();
    expectJsonError(await get(server, apiUrl(apiPaths.autocomplete('salt'))), 502);
    expect(Date.now() - started).toBeLessThan(5_000);
    fake.state.mode = 'normal';
  });
});
