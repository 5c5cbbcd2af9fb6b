import { db, tables } from '../../lib/server/db';
import { HttpError, notFound } from '../../lib/server/http';
import { logger } from '../../lib/server/log';
import { sendMail } from '../../lib/server/mail';
import { formatRupees } from '../../lib/format';
import { renderSupportMail } from '../content/support-mail.server';
import { distanceMatrix } from '../geo/geo.server';
import { matrixKilometres } from '../geo/geo';
import { notify } from '../notifications/notifications.server';
import { findListingRefById } from '../providers/providers.server';
import {
  BOOKING_STATUS,
  DISTANCE_TOLERANCE,
  PRICE_TOLERANCE,
  bookingPrice,
  formatBookingPrice,
  withinTolerance,
  type BookingInput,
} from './bookings';

export interface BookingResult {
  id: number;
  price: number;
  distance: string;
  duration: string;
}

/**
 * Books a ride with a transport listing for a signed-in customer. The server asks the geo service for
 * the distance itself and works out the price (km × the listing's price per km); a booking whose
 * distance or price differs from that beyond a small tolerance is refused with a 422, so a client can
 * never set its own price. Stored as status 6 (Pending); the customer gets a notification and the
 * business a mail when it has an address.
 */
export async function submitBooking(userId: number, input: BookingInput): Promise<BookingResult> {
  const listing = await findListingRefById(input.services_id);
  if (!listing) throw notFound('No service has this id');
  if (!listing.isTransport) {
    throw new HttpError(422, 'This service does not take ride bookings. Please send an enquiry instead.', {
      services_id: 'This service does not take ride bookings',
    });
  }

  let route;
  try {
    route = await distanceMatrix(input.pickup_location_lat_lng, input.destination_location_lat_lng);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.error({ err: error }, 'distance lookup for a booking failed');
    throw new HttpError(503, 'We could not work out the route just now. Please try again in a minute.');
  }
  const element = route.rows[0].elements[0];
  if (route.status !== 'OK' || element.status !== 'OK') {
    throw new HttpError(422, 'No driving route was found between these places. Please choose other places.');
  }
  const km = matrixKilometres(route);
  if (km < 0.1) {
    throw new HttpError(422, 'Pickup and destination are the same place. Please choose another destination.', {
      destination_location: 'Pickup and destination are the same place',
    });
  }
  const price = bookingPrice(km, listing.price);
  if (!withinTolerance(input.distance, km, DISTANCE_TOLERANCE.km, DISTANCE_TOLERANCE.ratio)) {
    throw new HttpError(422, `The distance has changed: it is ${element.distance.text}. Please choose the destination again to see the new price.`, {
      distance: `The distance is ${element.distance.text}`,
    });
  }
  if (!withinTolerance(input.price, price, PRICE_TOLERANCE.rupees, PRICE_TOLERANCE.ratio)) {
    throw new HttpError(422, `The price has changed: it is ${formatBookingPrice(price)}. Please choose the destination again to see it.`, {
      price: `The price is ${formatBookingPrice(price)}`,
    });
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
    await notify(
      tx,
      userId,
      `Your booking #${row!.id} with ${listing.serviceName} is received: ${input.pickup_location} to ${input.destination_location}, ${element.distance.text}, ${formatBookingPrice(price)}. Status: Pending.`,
    );
    return row!.id;
  });

  if (listing.partnerEmail) {
    const subject = `New ride booking on Seva for ${listing.serviceName}`;
    const fields: [string, string][] = [
      ['Pickup', input.pickup_location],
      ['Destination', input.destination_location],
      ['Distance', `${element.distance.text} (about ${element.duration.text})`],
      ['Price', formatRupees(price)],
      ['Reference', `Booking #${id}`],
    ];
    try {
      await sendMail({ kind: 'booking', to: listing.partnerEmail, subject, ...renderSupportMail({ subject, fields }) });
    } catch (error) {
      logger.error({ err: error, booking: id }, 'booking mail to the business failed; the booking is stored');
    }
  }
  return { id, price, distance: element.distance.text, duration: element.duration.text };
}
