import { m } from '../../lib/i18n';
import type { QuoteRecord } from '../track-record/track-record';
import { type Limit, perDay } from '../../lib/limit';

/** Photos customers add show at once on the details page: so many a day per customer. */
export const photoLimits = {
  byUser: perDay(20),
} as const satisfies Record<string, Limit>;

/**
 * A provider's listing as the /details/{slug} page and /api/get-specific-product-data/{id} show it.
 * Pure: types and display rules shared by the page, its islands and the endpoints.
 */
import type { ListingCore, ListingName } from './listing-shape';

export interface PhotoItem {
  id: number;
  url: string;
  /** True for photos customers added (the partner's own are false). */
  by_customer: boolean;
  created_at: string;
}

export interface CategoryCrumb {
  slug: string;
  name: string;
  /** The display label (categoryLabel): 'Lorry' for 'Transport'. */
  label: string;
}

/** Everything the details page shows about one listing. */
export interface ListingDetails extends ListingCore {
  basicInfo: string;
  otherInfo: string;
  /** day_open text as stored (may be malformed: see hours.ts). */
  hours: string | null;
  isVerified: boolean;
  /** The business's measured response time in minutes (track-record/track-record.ts), null when not measured. */
  replyMinutes: number | null;
  /** Its record of keeping to its quotes, null with too few final bills told. */
  quoteRecord: QuoteRecord | null;
  /** The leaf category the listing is in. */
  category: CategoryCrumb & { id: number; isTransport: boolean };
  /** Main category first, the listing's own category last. */
  categoryChain: CategoryCrumb[];
  partner: { id: number; slug: string; businessName: string; whatsapp: string | null; mobile: string };
  /** What an operator checked (operators/badges.ts): the confirmed GSTIN, and whether the address was checked. */
  badges: ListingBadges;
  photos: PhotoItem[];
}

/** SPEC.md section 3's service/store detail, plus what a client needs to show and book it. */
export interface ProductData extends ListingName {
  /** The category name (SPEC.md: "name (category name)"). */
  name: string;
  /** Per km for transport listings (is_transport). */
  price: number;
  ratings_average: number;
  rating_count: number;
  service_address: string;
  contact_no: string;
  basic_info: string;
  other_info: string;
  is_transport: boolean;
  /** day_open text, null when unknown or unreadable. */
  hours: string | null;
  year_established: number | null;
  lat: number;
  lng: number;
  category_slug: string;
  partner_slug: string;
  photos: PhotoItem[];
}

/** SPEC.md's Quick Information: the year is the listing's own (2015 when unknown). */
export const FALLBACK_YEAR_ESTABLISHED = 2015;

/** SPEC.md's static Timings text, shown only when a provider has no hours at all. */
export const STATIC_TIMINGS = 'MON-SUN 9.30am-9.00pm';

/**
 * The payment modes a listing states in its own text ('Payment: Cash, UPI and cards.' in other_info):
 * ['Cash', 'UPI', 'Cards']. Quick Information shows only what the listing says, never a fixed
 * 'Cash, BHIM, UPI' that the same page's About US may contradict. Empty when it says nothing.
 */
export function paymentModes(otherInfo: string): string[] {
  const match = /\bpayments?(?: modes?)?\s*:\s*([^.\n]+)/i.exec(otherInfo);
  if (!match) return [];
  return match[1]!
    .split(/,|\band\b|\bor\b|\//i)
    .map((mode) => mode.trim())
    .filter(Boolean)
    .map((mode) => (/^(upi|bhim|neft|imps)$/i.test(mode) ? mode.toUpperCase() : mode.charAt(0).toUpperCase() + mode.slice(1)));
}

/** The city of a stored city text: the part before the first comma ('Kolkata, West Bengal, India' → 'Kolkata'). */
export function cityName(text: string | null | undefined): string {
  return (text ?? '').split(',')[0]!.trim();
}

/**
 * The Chat button: a WhatsApp chat with the provider's WhatsApp number (only that one: the partner page
 * offers WhatsApp only for it too, and a contact number need not be on WhatsApp), with
 * a first message already written so the provider knows where the customer came from.
 */
export function whatsappHref(number: string, serviceName: string): string {
  const digits = number.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  const text = m['listing.whatsapp.hello']({ name: serviceName });
  return `https://wa.me/91${digits}?text=${encodeURIComponent(text)}`;
}

/** Text paragraphs of partner-written text (About US): split on blank lines or line breaks, never HTML. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The share text of a listing. */
export function shareText(serviceName: string, city: string): string {
  return m['listing.share.text']({ name: serviceName, city });
}

/**
 * The route-cache tag of a listing's /details page. The page is cached for seconds (its HTML is the
 * same for every visitor: personal state loads in the islands), and a review, photo or question on the
 * listing forgets it at once, so the writer sees their change on reload.
 */
export const detailsPageTag = (serviceId: number) => `details-${serviceId}`;

/** The route-cache tag of a partner's page, forgotten like detailsPageTag when one of its listings changes. */
export const partnerPageTag = (partnerId: number) => `partner-${partnerId}`;

/** How long a /details page is kept (s), and served stale while it is made again. */
export const DETAILS_PAGE_CACHE = { maxAge: 15, swr: 15 } as const;

/**
 * A listing's confirmed badges, as its page shows them: what an operator checked (operators/badges.ts) and
 * whether the phone was proved.
 */
export interface ListingBadges {
  gstin: string | null;
  addressChecked: boolean;
  /** A code sent by SMS to the listing's current number was entered (partners/listing-phone.server.ts). */
  phoneVerified: boolean;
}
