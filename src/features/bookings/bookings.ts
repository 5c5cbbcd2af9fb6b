import { rowId } from '../../lib/fields';
import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller, type Limit, perHour } from '../../lib/limit';
import { type Words, z } from '../../lib/zod';
import { type DistanceMatrixAnswer, type LatLng, matrixKilometres, parsePoint } from '../geo/geo';

/**
 * Ride bookings of transport listings (SPEC.md section 2, booking modal; section 3, Booking): the
 * schemas of the modal and of /api/order-data-submit, and the price rule both sides apply.
 * The server never trusts the client's distance or price: it asks the geo service itself and books with
 * its own numbers, which it answers so the client learns them. A client on another map provider (or
 * rounding otherwise) is not refused for it: only input that cannot be a booking is. Pure.
 */

/** The booking form's refusals, each read in the language of the request (or page) checking it. */
export const BOOKING_MESSAGES = saidWhenRead({
  pickup: m['booking.invalid.pickup'],
  destination: m['booking.invalid.destination'],
  pickupPoint: m['booking.invalid.pickupPoint'],
  destinationPoint: m['booking.invalid.destinationPoint'],
  addressTooLong: m['booking.invalid.addressTooLong'],
  distance: m['booking.invalid.distance'],
  price: m['booking.invalid.price'],
  service: m['booking.invalid.service'],
});

/**
 * A booking, a ride or a visit, reaches a business: how often per caller (counted in `bucket`), and per customer
 * (a booking needs one signed in). Rides and visits are held to the same rates, each counted apart.
 */
export const bookingLimitsIn = (bucket: string) =>
  ({
    bookings: hourlyPerCaller(bucket, 30),
    byUser: perHour(20) satisfies Limit,
  }) as const;

export const bookingLimits = bookingLimitsIn('order-data-submit');

/** SPEC.md section 9: the price is worked out 2000 ms after the destination is chosen. */
export const PRICE_DELAY_MS = 2000;

/** Client and server may round differently: differences within these are not worth a log line. */
export const DISTANCE_TOLERANCE = { km: 0.2, ratio: 0.02 } as const;
export const PRICE_TOLERANCE = { rupees: 1, ratio: 0.02 } as const;

/** Price = distance in km × the listing's price per km, rounded to paise. */
export function bookingPrice(kilometres: number, pricePerKm: number): number {
  return Math.round(kilometres * pricePerKm * 100) / 100;
}

/** SPEC.md fixes the booking modal's price text: 'Rs. 1234.50'. */
export function formatBookingPrice(price: number): string {
  return `Rs. ${price.toFixed(2)}`;
}

/** True when `value` is within `absolute` or `ratio` × `expected` of `expected`, whichever is larger. */
export function withinTolerance(value: number, expected: number, absolute: number, ratio: number): boolean {
  return Math.abs(value - expected) <= Math.max(absolute, Math.abs(expected) * ratio);
}

/**
 * Kilometres from what a client sends as the distance: a number of km, or the matrix's text
 * ('12.3 km', '1,204 km', '850 m'). Null when it cannot be read.
 */
export function parseDistanceKm(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d[\d,]*(?:\.\d+)?)\s*(km|m)?\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return null;
  return match[2]?.toLowerCase() === 'm' ? amount / 1000 : amount;
}

/**
 * The kilometres a quote is priced on: the distance the modal shows ('10.0 km', '1,447 km', '450 m'),
 * not the metres behind it — 9,965 m shown as '10.0 km' is priced as 10.0 km, so the visitor can check
 * distance × rate. The metres only when the text cannot be read. Client and server both use this.
 */
export function quotedKilometres(answer: DistanceMatrixAnswer): number {
  return parseDistanceKm(answer.rows[0]?.elements[0]?.distance?.text) ?? matrixKilometres(answer);
}

/**
 * What the modal fills in from the distance matrix's answer: the distance and duration as the matrix
 * writes them, and the price on the kilometres shown. Null when the answer has no route.
 */
export function bookingQuote(answer: DistanceMatrixAnswer, pricePerKm: number): { distance: string; duration: string; price: string } | null {
  const element = answer.rows?.[0]?.elements?.[0];
  if (answer.status !== 'OK' || element?.status !== 'OK') return null;
  return { distance: element.distance.text, duration: element.duration.text, price: String(bookingPrice(quotedKilometres(answer), pricePerKm)) };
}

const address = (empty: Words) =>
  z
    .string({ error: empty })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: empty })
    .max(300, { error: () => BOOKING_MESSAGES.addressTooLong });

/** 'lat,lng', `{lat, lng}` or that object as JSON text → a point (geo.ts `parsePoint`). */
const point = (message: Words) =>
  z.unknown().transform((value, context): LatLng => {
    const parsed = parsePoint(value);
    if (!parsed) {
      context.addIssue({ code: 'custom', message: message() });
      return z.NEVER;
    }
    return parsed;
  });

/** The distance as km, required: the modal books only once it has shown the price. */
const requiredDistance = z.unknown().transform((value, context) => {
  const km = parseDistanceKm(value);
  if (km === null) {
    context.addIssue({ code: 'custom', message: BOOKING_MESSAGES.distance });
    return z.NEVER;
  }
  return km;
});

/** Rupees from a number or text ('306', 'Rs. 306.00'); null when it cannot be read. */
export function parsePrice(value: unknown): number | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/^\s*Rs\.?\s*/i, '').replace(/,/g, '')) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

const requiredPrice = z.unknown().transform((value, context) => {
  const price = parsePrice(value);
  if (price === null) {
    context.addIssue({ code: 'custom', message: BOOKING_MESSAGES.price });
    return z.NEVER;
  }
  return price;
});

/**
 * /api/order-data-submit's payload (SPEC.md section 3, Booking). The client's distance, duration and
 * price are what it showed; the server works out its own and books with those, so a missing or
 * unreadable one is no reason to refuse the booking (it is read only to log a disagreement).
 */
export const bookingSchema = z.object({
  pickup_location: address(() => BOOKING_MESSAGES.pickup),
  destination_location: address(() => BOOKING_MESSAGES.destination),
  pickup_location_lat_lng: point(() => BOOKING_MESSAGES.pickupPoint),
  destination_location_lat_lng: point(() => BOOKING_MESSAGES.destinationPoint),
  distance: z
    .unknown()
    .transform((value) => parseDistanceKm(value) ?? undefined)
    .optional(),
  duration: z.string().trim().max(60).optional().catch(undefined),
  price: z
    .unknown()
    .transform((value) => parsePrice(value) ?? undefined)
    .optional(),
  services_id: rowId(() => BOOKING_MESSAGES.service),
});
export type BookingInput = z.infer<typeof bookingSchema>;

/** The booking modal's fields: the payload, with the quote it showed required (it waits for the price). */
export const bookingFormSchema = bookingSchema.extend({ distance: requiredDistance, price: requiredPrice });

/**
 * The modal's fields that follow others (useSchemaForm's `follows`): a place's point was chosen for its
 * text, and the quote was worked out for both points, so a change to those empties them.
 */
export const BOOKING_FOLLOWS = {
  pickup_location_lat_lng: ['pickup_location'],
  destination_location_lat_lng: ['destination_location'],
  distance: ['pickup_location_lat_lng', 'destination_location_lat_lng'],
  duration: ['pickup_location_lat_lng', 'destination_location_lat_lng'],
  price: ['pickup_location_lat_lng', 'destination_location_lat_lng'],
} as const;

/** POST /api/order-data-submit's `msg` once a booking is stored. */
export const bookingAdded = () => m['booking.added']();

export interface BookingAnswer {
  status: 1;
  msg: string;
  data: { booking_id: number; status: number; price: number; distance: string; duration: string };
}
