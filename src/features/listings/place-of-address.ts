/**
 * A listing's place as data: the city and locality its address names, derived once when the listing is
 * written (demo seed, scripts, the start-up backfill of places.server.ts), so that the listing and
 * search queries filter on an indexed column instead of searching every address (docs/ARCHITECTURE.md).
 *
 * Addresses are written small to large: '169, Central Park Road, Salt Lake, Kolkata, West Bengal 700091'.
 * The city is the part before the state; a part that is another name of a known city ('New Delhi') means
 * that city ('Delhi'), as the search places (places.ts) know it.
 */
import { CITY_NAMES, INDIC_CITY_NAMES, type PlaceName } from './places';

export interface AddressPlace {
  city: string;
  /** The locality's name as the places list writes it, or '' when the address names none we know. */
  locality: string;
}

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Every name of a known city (its own, old names, spellings) to the name listings know it by: CITY_NAMES and the
 * English names the cities it lacks bring in city-names-indic.json ('Tanjore' → 'Thanjavur', as search reads it).
 */
const CITY_BY_NAME = new Map<string, string>(
  [
    ...CITY_NAMES.map((entry) => ({ city: entry.city, names: entry.names })),
    ...Object.entries(INDIC_CITY_NAMES).map(([city, names]) => ({ city, names: names.en ?? '' })),
  ]
    .flatMap((entry) => [entry.city, ...entry.names.split(',')].map((name) => [normal(name), entry.city] as [string, string]))
    .filter(([name]) => name),
);

/** The comma-separated parts of an address, without the PIN code and empty parts. */
function addressParts(address: string): string[] {
  return address
    .split(',')
    .map((part) => part.replace(/\b\d{6}\b/g, '').trim())
    .filter(Boolean);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Where the last whole-word occurrence of `name` in `text` ends (case already folded), or -1. */
function wordMatchEnd(text: string, name: string): number {
  for (let at = text.lastIndexOf(name); at >= 0; at = at > 0 ? text.lastIndexOf(name, at - 1) : -1) {
    if (!WORD_CHAR.test(text[at - 1] ?? ' ') && !WORD_CHAR.test(text[at + name.length] ?? ' ')) return at + name.length;
  }
  return -1;
}

/**
 * The city an address names: its last or second-last part when that is a city we know; else the part
 * before its state when that is a plain name (a town we do not know); else the known city named latest
 * in the address; else ''.
 */
export function cityOfAddress(address: string): string {
  const parts = addressParts(address);
  const tail = parts.slice(-2).reverse();
  for (const part of tail) {
    const known = CITY_BY_NAME.get(normal(part));
    if (known) return known;
  }
  const beforeState = parts.length >= 3 ? parts[parts.length - 2]! : '';
  if (/\p{L}/u.test(beforeState) && !/\d/.test(beforeState)) return beforeState;
  const text = normal(address);
  let best: { city: string; end: number; length: number } | undefined;
  for (const [name, city] of CITY_BY_NAME) {
    const end = wordMatchEnd(text, name);
    if (end < 0) continue;
    if (!best || end > best.end || (end === best.end && name.length > best.length)) best = { city, end, length: name.length };
  }
  return best?.city ?? '';
}

/** The place of an address: its city, and the first locality of that city it names (by any of its address names). */
export function placeOfAddress(address: string, places: readonly PlaceName[]): AddressPlace {
  const city = cityOfAddress(address);
  const text = normal(address);
  for (const place of places) {
    if (place.kind !== 'locality' || place.city !== city) continue;
    if ((place.addresses ?? [place.name]).some((name) => wordMatchEnd(text, normal(name)) >= 0))
      return { city, locality: place.addresses?.[0] ?? place.name };
  }
  return { city, locality: '' };
}
