import { db, tables } from '../../lib/server/db';
import { HttpError } from '../../lib/server/http';
import { logger } from '../../lib/server/log';
import { formatRupees } from '../../lib/format';
import { distanceMatrix } from '../geo/geo.server';
import { findListingRefById } from '../listings/listing-details.server';
import { BOOKING_STATUS } from './booking-process';
import { recordNewBooking } from './new-booking.server';
import {
  DISTANCE_TOLERANCE,
  PRICE_TOLERANCE,
  bookingPrice,
  formatBookingPrice,
  quotedKilometres,
  withinTolerance,
  type BookingInput,
} from './bookings';
import { m } from '../../lib/i18n';

export interface BookingResult {
  id: number;
  price: number;
  distance: string;
  duration: string;
}

/**
 * Books a ride with a transport listing for a signed-in customer. The server asks the geo service for
 * the distance itself and works out the price (km × the listing's price per km); those are stored and
 * answered whatever the client sent (another map provider, other rounding), so a client can never set
 * its own price and a booking is never lost over it. Refused (422) only when it cannot be a booking: no
 * such listing, one that takes no rides, no route, the same place twice. Stored as status 6 (Pending);
 * the booking counts in the business's insights, the customer gets a notification and the business a
 * mail when it has an address.
 */
export async function submitBooking(userId: number, input: BookingInput): Promise<BookingResult> {
  const listing = await findListingRefById(input.services_id);
  // An unknown id in the body is a bad field of this booking, not a missing page: 422 like the others.
  if (!listing) throw new HttpError(422, m['booking.refusal.unknownListing'](), { services_id: m['listing.refusal.unknownId']() });
  if (!listing.isTransport) {
    throw new HttpError(422, m['booking.refusal.noRides'](), { services_id: m['booking.refusal.noRidesField']() });
  }

  let route: Awaited<ReturnType<typeof distanceMatrix>>;
  try {
    route = await distanceMatrix(input.pickup_location_lat_lng, input.destination_location_lat_lng);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.error({ err: error }, 'distance lookup for a booking failed');
    throw new HttpError(503, m['booking.refusal.routeUnavailable']());
  }
  const element = route.rows[0].elements[0];
  if (route.status !== 'OK' || element.status !== 'OK') {
    throw new HttpError(422, m['booking.refusal.noRoute']());
  }
  const km = quotedKilometres(route);
  if (km < 0.1) {
    throw new HttpError(422, m['booking.refusal.samePlace'](), { destination_location: m['booking.refusal.samePlaceField']() });
  }
  const price = bookingPrice(km, listing.price);
  const distanceAgrees = input.distance !== undefined && withinTolerance(input.distance, km, DISTANCE_TOLERANCE.km, DISTANCE_TOLERANCE.ratio);
  const priceAgrees = input.price !== undefined && withinTolerance(input.price, price, PRICE_TOLERANCE.rupees, PRICE_TOLERANCE.ratio);
  if (!distanceAgrees || !priceAgrees) {
    // Not an error: the server's numbers win. Logged so that a client far off (a bug, a stale quote) shows.
    logger.info(
      { services_id: listing.id, sent: { km: input.distance, price: input.price }, booked: { km, price } },
      'booking quote differs from the client; booked with the server’s',
    );
  }

  const id = await (await db()).transaction(async (tx) => {
    const [row] = await tx
      .insert(tables.bookings)
      .values({
        serviceId: listing.id,
        userId,
        pickupLocation: input.pickup_location,
        destinationLocation: input.destination_location,
        pickupLat: input.pickup_location_lat_lng.lat,
        pickupLng: input.pickup_location_lat_lng.lng,
        destinationLat: input.destination_location_lat_lng.lat,
        destinationLng: input.destination_location_lat_lng.lng,
        distanceKm: km,
        distanceText: element.distance.text,
        durationText: element.duration.text,
        price,
        status: BOOKING_STATUS.pending,
      })
      .returning({ id: tables.bookings.id });
    await recordNewBooking(tx, {
      id: row!.id,
      kind: 'booking',
      userId,
      listing,
      notice: () =>
        m['notification.booking.received']({
          id: row!.id,
          business: listing.serviceName,
          pickup: input.pickup_location,
          destination: input.destination_location,
          distance: element.distance.text,
          price: formatBookingPrice(price),
        }),
      businessMail: () => ({
        subject: m['mail.booking.subject']({ business: listing.serviceName }),
        fields: [
          [m['mail.field.pickup'](), input.pickup_location],
          [m['mail.field.destination'](), input.destination_location],
          [m['mail.field.distance'](), m['mail.booking.distance']({ distance: element.distance.text, duration: element.duration.text })],
          [m['mail.field.price'](), formatRupees(price)],
        ],
      }),
    });
    return row!.id;
  });

  return { id, price, distance: element.distance.text, duration: element.duration.text };
}
