/**
 * Cities and real localities for demo providers, with approximate real coordinates and PIN codes.
 * Addresses are written '12, Rashbehari Avenue, Gariahat, Kolkata, West Bengal 700019': they always
 * contain the city's name, because the listing page keeps results whose address contains it.
 */
import cityData from './cities.json' with { type: 'json' };

export type Region = 'bengal' | 'maharashtra' | 'north' | 'karnataka' | 'tamil' | 'telangana' | 'gujarat' | 'rajasthan' | 'awadh';

export interface Locality {
  name: string;
  lat: number;
  lng: number;
  pin: string;
  streets: string[];
}

export interface CitySeed {
  /** As the listing filter and the `city` column know it. */
  name: string;
  /** How the city is written in an address (always contains `name`). */
  addressCity: string;
  state: string;
  region: Region;
  /** The six cities that get the full catalogue; the others get a smaller one. */
  main: boolean;
  languages: string[];
  localities: Locality[];
}

/** The cities and their localities are data (cities.json), read here with their types. */
export const cities = cityData as CitySeed[];

/** The six cities every popular leaf must have several providers in. */
export const mainCityNames = cities.filter((city) => city.main).map((city) => city.name);

/** '12, Rashbehari Avenue, Gariahat, Kolkata, West Bengal 700019' */
export function formatAddress(city: CitySeed, locality: Locality, houseNumber: string, street: string): string {
  return `${houseNumber}, ${street}, ${locality.name}, ${city.addressCity}, ${city.state} ${locality.pin}`;
}
