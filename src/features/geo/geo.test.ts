import { describe, expect, it } from 'vitest';
import {
  MAP_DEFAULTS,
  MAPS_SCRIPT_OPTIONS,
  ROAD_DETOUR_FACTOR,
  autocompleteQuery,
  decodePathParam,
  distanceMatrixAnswer,
  distanceMatrixQuery,
  estimateDrive,
  formatDistance,
  formatDuration,
  formatLatLng,
  haversineMeters,
  matrixKilometres,
  parseLatLng,
  parsePoint,
  placeIdQuery,
  reverseGeocodeQuery,
  scriptRetryDelay,
  withScriptRetries,
} from './geo';

const howrahStation = { lat: 22.5839, lng: 88.3425 };
const saltLake = { lat: 22.5867, lng: 88.4171 };
const kolkata = { lat: 22.5726, lng: 88.3639 };
const delhi = { lat: 28.6139, lng: 77.209 };

describe('haversineMeters', () => {
  it('measures great-circle distances', () => {
    expect(haversineMeters(howrahStation, howrahStation)).toBe(0);
    expect(haversineMeters(howrahStation, saltLake) / 1000).toBeCloseTo(7.68, 1);
    // Kolkata–Delhi is about 1,305 km as the crow flies.
    expect(haversineMeters(kolkata, delhi) / 1000).toBeGreaterThan(1295);
    expect(haversineMeters(kolkata, delhi) / 1000).toBeLessThan(1315);
    expect(haversineMeters(kolkata, delhi)).toBeCloseTo(haversineMeters(delhi, kolkata), 6);
  });
});

describe('estimateDrive', () => {
  it('applies the detour factor to the straight line', () => {
    const { meters } = estimateDrive(howrahStation, saltLake);
    expect(meters).toBe(Math.round(haversineMeters(howrahStation, saltLake) * ROAD_DETOUR_FACTOR));
    expect(meters).toBeGreaterThan(6000);
    expect(meters).toBeLessThan(20000);
  });

  it('drives the first 30 km at 22 km/h and the rest at 45 km/h', () => {
    // Points due north of each other: 1° of latitude is 111.2 km.
    const start = { lat: 20, lng: 80 };
    const at = (roadKm: number) => ({ lat: 20 + roadKm / ROAD_DETOUR_FACTOR / 111.195, lng: 80 });
    expect(estimateDrive(start, at(22)).seconds).toBeCloseTo(3600, -1);
    expect(estimateDrive(start, at(75)).seconds).toBeCloseTo((30 / 22 + 45 / 45) * 3600, -1);
    expect(estimateDrive(start, start)).toEqual({ meters: 0, seconds: 0 });
  });
});

describe('formatDistance', () => {
  it('writes distances as Google does in metric units', () => {
    const written = (meters: number[]) => meters.map((m) => formatDistance(m));
    // Whole metres under 100 m, one decimal of a kilometre under 100 km, whole kilometres grouped from there.
    expect(written([0, 45])).toEqual(['1 m', '45 m']);
    expect(written([100, 850, 8400, 9965, 99_940])).toEqual(['0.1 km', '0.9 km', '8.4 km', '10.0 km', '99.9 km']);
    expect(written([100_000, 1_447_200])).toEqual(['100 km', '1,447 km']);
  });

  it('keeps the number first so parseFloat reads kilometres from a ride', () => {
    expect(Number.parseFloat(formatDistance(12_345))).toBe(12.3);
    expect(Number.parseFloat(formatDistance(300))).toBe(0.3);
  });
});

describe('formatDuration', () => {
  it('writes durations as Google does', () => {
    const written = (seconds: number[]) => seconds.map((s) => formatDuration(s));
    const minutes = 60;
    const hours = 3600;
    const days = 86_400;
    // Whole minutes rounded, at least one; then hours and minutes; then days and hours.
    expect(written([0, 89, 90, 27 * minutes])).toEqual(['1 min', '1 min', '2 mins', '27 mins']);
    expect(written([hours, hours + minutes, 65 * minutes, 2 * hours + 30 * minutes])).toEqual([
      '1 hour',
      '1 hour 1 min',
      '1 hour 5 mins',
      '2 hours 30 mins',
    ]);
    expect(written([days, days + 3 * hours + 10 * minutes, 2 * days + hours])).toEqual(['1 day', '1 day 3 hours', '2 days 1 hour']);
  });
});

describe('distanceMatrixAnswer', () => {
  it("has Google's shape, with numeric values beside the texts", () => {
    const answer = distanceMatrixAnswer('A', 'B', { meters: 9965, seconds: 1631 });
    expect(answer).toEqual({
      status: 'OK',
      origin_addresses: ['A'],
      destination_addresses: ['B'],
      rows: [{ elements: [{ status: 'OK', distance: { text: '10.0 km', value: 9965 }, duration: { text: '27 mins', value: 1631 } }] }],
    });
    expect(matrixKilometres(answer)).toBe(9.965);
  });
});

describe('parsePoint', () => {
  it("reads SPEC.md's lat/lng pairs in each form a client sends them", () => {
    const howrah = { lat: 22.5839, lng: 88.3426 };
    expect(parsePoint('22.5839,88.3426')).toEqual(howrah);
    expect(parsePoint({ lat: 22.5839, lng: 88.3426 })).toEqual(howrah);
    expect(parsePoint({ lat: '22.5839', lng: ' 88.3426' })).toEqual(howrah);
    expect(parsePoint('{"lat":22.5839,"lng":88.3426}')).toEqual(howrah);
    expect(parsePoint(' {"lat":"22.5839","lng":"88.3426"} ')).toEqual(howrah);
    // More decimals than any map gives still name the same place.
    expect(parsePoint({ lat: 22.5839123456789, lng: 88.3426 })).toEqual({ lat: 22.5839123456789, lng: 88.3426 });
  });

  it('refuses what cannot be a point', () => {
    for (const bad of [
      '',
      'here',
      '91,0',
      { lat: 'north', lng: 88 },
      { lat: 22.5 },
      { lat: 95, lng: 88 },
      { lat: 22.5, lng: Number.NaN },
      { lat: '1e3', lng: 2 },
      [22.5, 88.3],
      '{"lat":22.5}',
      '{"lat":22.5,"lng":',
      JSON.stringify(JSON.stringify({ lat: 22.5, lng: 88.3 })),
      `{"lat":22.5,"lng":88.3,"x":"${'y'.repeat(200)}"}`,
      null,
      undefined,
      42,
    ]) {
      expect(parsePoint(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('parseLatLng', () => {
  it('reads "lat,lng"', () => {
    expect(parseLatLng('22.57,88.36')).toEqual({ lat: 22.57, lng: 88.36 });
    expect(parseLatLng(' 22.5726 , 88.3639 ')).toEqual({ lat: 22.5726, lng: 88.3639 });
    expect(parseLatLng('-33.8688,151.2093')).toEqual({ lat: -33.8688, lng: 151.2093 });
    expect(parseLatLng('+1,.5')).toEqual({ lat: 1, lng: 0.5 });
    expect(parseLatLng('90,-180')).toEqual({ lat: 90, lng: -180 });
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '22.57',
      '22.57,',
      ',88.36',
      '22.57,88.36,1',
      '22.57;88.36',
      '91,0',
      '0,181',
      '-90.0001,0',
      '1e3,2',
      'NaN,1',
      'Infinity,1',
      '0x10,1',
      '22.57,88.36abc',
      `${'1'.repeat(70)},1`,
    ]) {
      expect(parseLatLng(bad), bad).toBeNull();
    }
    expect(parseLatLng(undefined)).toBeNull();
    expect(parseLatLng(null)).toBeNull();
  });

  it('round-trips through formatLatLng', () => {
    expect(formatLatLng({ lat: 22.58390001, lng: 88.3425 })).toBe('22.5839,88.3425');
    expect(parseLatLng(formatLatLng(saltLake))).toEqual(saltLake);
  });
});

describe('input schemas', () => {
  it('validates the matrix points with a message per point', () => {
    expect(distanceMatrixQuery.parse({ origin: '22.5839,88.3425', destination: '22.5867,88.4171' })).toEqual({
      origin: howrahStation,
      destination: saltLake,
    });
    const result = distanceMatrixQuery.safeParse({ origin: 'abc', destination: '22.5867,88.4171' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['origin']);
  });

  it('trims autocomplete text and caps its length', () => {
    expect(autocompleteQuery.parse({ text: '  salt   lake ' })).toEqual({ text: 'salt lake', cities: false });
    expect(autocompleteQuery.safeParse({ text: '   ' }).success).toBe(false);
    expect(autocompleteQuery.safeParse({ text: 'x'.repeat(100) }).success).toBe(true);
    expect(autocompleteQuery.safeParse({ text: 'x'.repeat(101) }).success).toBe(false);
  });

  it('accepts our place ids and Google-like ones only', () => {
    for (const id of ['in:g1275004', 'in:l-salt-lake', 'ChIJZ_YISduC-DkRvCxsj-Yw40M']) expect(placeIdQuery.safeParse({ id }).success, id).toBe(true);
    for (const id of ['', 'a b', '<script>', 'x'.repeat(513)]) expect(placeIdQuery.safeParse({ id }).success, id).toBe(false);
  });

  it('requires numeric, in-range coordinates for reverse geocoding', () => {
    expect(reverseGeocodeQuery.parse({ lat: '22.5726', lon: '88.3639' })).toEqual({ lat: 22.5726, lon: 88.3639 });
    expect(reverseGeocodeQuery.safeParse({ lat: '', lon: '88' }).success).toBe(false);
    expect(reverseGeocodeQuery.safeParse({ lat: undefined, lon: '88' }).success).toBe(false);
    expect(reverseGeocodeQuery.safeParse({ lat: 'abc', lon: '88' }).success).toBe(false);
    expect(reverseGeocodeQuery.safeParse({ lat: '91', lon: '88' }).success).toBe(false);
    expect(reverseGeocodeQuery.safeParse({ lat: '22', lon: 'Infinity' }).success).toBe(false);
  });

  it('decodes route parameters that Astro leaves partly encoded', () => {
    expect(decodePathParam('22.5839%2C88.3425')).toBe('22.5839,88.3425');
    expect(decodePathParam('in%3Al-salt-lake')).toBe('in:l-salt-lake');
    expect(decodePathParam('100%')).toBe('100%');
    expect(decodePathParam(undefined)).toBe('');
  });
});

describe('map defaults (SPEC.md section 9)', () => {
  it('centre on Kolkata at zoom 10, min zoom 3, clusters of radius 60 up to zoom 16, driving', () => {
    expect(MAP_DEFAULTS).toEqual({
      center: { lat: 22.5726, lng: 88.3639 },
      zoom: 10,
      minZoom: 3,
      travelMode: 'DRIVING',
      clusterRadius: 60,
      maxClusterZoom: 16,
    });
    expect(MAPS_SCRIPT_OPTIONS).toEqual({ libraries: ['places'], language: 'en', region: 'IN', v: 'weekly' });
  });
});

describe('maps script retry rule', () => {
  it('waits failureCount × 2^failureCount ms, for up to 3 retries', () => {
    expect([1, 2, 3].map(scriptRetryDelay)).toEqual([2, 8, 24]);
    expect(scriptRetryDelay(0)).toBeNull();
    expect(scriptRetryDelay(4)).toBeNull();
    expect(scriptRetryDelay(1.5)).toBeNull();
  });

  it('succeeds on a retry after failures', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withScriptRetries(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error(`load ${calls} failed`);
        return 'maps';
      },
      async (ms) => void waits.push(ms),
    );
    expect(result).toBe('maps');
    expect(calls).toBe(4);
    expect(waits).toEqual([2, 8, 24]);
  });

  it('gives up with the last error after the third retry', async () => {
    const waits: number[] = [];
    let calls = 0;
    const attempt = withScriptRetries(
      async () => {
        calls += 1;
        throw new Error(`load ${calls} failed`);
      },
      async (ms) => void waits.push(ms),
    );
    await expect(attempt).rejects.toThrow('load 4 failed');
    expect(calls).toBe(4);
    expect(waits).toEqual([2, 8, 24]);
  });

  it('does not wait when the first load works, and really waits by default', async () => {
    const waits: number[] = [];
    await expect(
      withScriptRetries(
        async () => 1,
        async (ms) => void waits.push(ms),
      ),
    ).resolves.toBe(1);
    expect(waits).toEqual([]);
    let calls = 0;
    const started = performance.now();
    await withScriptRetries(async () => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(9); // 2 + 8 ms
  });
});
