import { BOOKING_STATUS } from '../../features/bookings/booking-process';
import { bookingAdded, bookingLimits, bookingSchema, type BookingAnswer } from '../../features/bookings/bookings';
import { submitBooking } from '../../features/bookings/bookings.server';
import { endpoint, json, parseInput, readBody, requireUser } from '../../lib/server/http';
import { limitCaller, limitOrRefuse } from '../../lib/server/rate-limit';

export const prerender = false;

/**
 * Books a ride (signed-in; SPEC.md section 5: booking needs a token): pickup and destination text, the
 * points as 'lat,lng', `{lat, lng}` or its JSON text, distance, duration, price, services_id. The server's
 * own distance, duration and price are stored and answered, whatever the client's were.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, bookingLimits.bookings);
  const user = requireUser(context);
  const input = parseInput(bookingSchema, await readBody(context.request));
  await limitOrRefuse(`bookings:user:${user.id}`, bookingLimits.byUser);
  const booking = await submitBooking(user.id, input);
  const answer: BookingAnswer = {
    status: 1,
    msg: bookingAdded(),
    data: { booking_id: booking.id, status: BOOKING_STATUS.pending, price: booking.price, distance: booking.distance, duration: booking.duration },
  };
  return json(answer, 201);
});
