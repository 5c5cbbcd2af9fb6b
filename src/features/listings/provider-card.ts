/**
 * The one provider card of search results, listings and store lists (ProviderCard.astro): what it shows,
 * worked out once. Pure; the card's data comes from provider-card.server.ts.
 */
import { m } from '../../lib/i18n';
import type { QuoteRecord } from '../track-record/track-record';
import type { OpenState } from './hours';
import type { ListingSummary } from './listing-shape';
import { cityKeyword, type ListingItem } from './listings';

export interface ProviderCardData extends ListingSummary {
  contact_no: string;
  price: number;
  is_transport: boolean;
  is_verified: boolean;
  /** Open or closed at the moment the page was rendered; null when the listing has no readable hours. */
  open: OpenState | null;
  /** The business's measured response time (track-record/track-record.ts), null when not measured. */
  reply_minutes: number | null;
  /** Its record of keeping to its quotes, null with too few final bills told. */
  quote_record: QuoteRecord | null;
}

/**
 * 'Locality, City' from a listing's address and its city column: the part of the address before the
 * city, then the city — so a narrow card never cuts the address before the city it is in.
 * '12, Park Street, Park Circus, Kolkata, West Bengal 700017' + 'Kolkata' → { locality: 'Park Circus', city: 'Kolkata' }.
 */
export function localityAndCity(address: string, city: string): { locality: string; city: string } {
  const cityName = cityKeyword(city);
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const key = cityName.toLowerCase();
  const at = key ? parts.findIndex((part) => part.toLowerCase().includes(key)) : -1;
  if (at > 0) return { locality: parts[at - 1]!, city: cityName };
  if (at === 0) return { locality: '', city: cityName };
  // The address does not name the city: its last part without digits (house numbers, PIN codes) is the locality.
  const named = parts.filter((part) => !/\d/.test(part));
  return { locality: named.at(-1) ?? '', city: cityName };
}

/** The price line of a card: per km for transport, else a starting price. */
export function priceLabel(item: Pick<ListingItem, 'price' | 'is_transport'>, format: (amount: number) => string): string {
  return item.is_transport ? m['listing.card.perKm']({ price: format(item.price) }) : m['search.results.starts']({ price: format(item.price) });
}

/** The details page of a listing with its enquiry form open (ProviderActions reads the hash). */
export const ENQUIRE_HASH = 'enquire';
