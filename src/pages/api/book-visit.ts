import { BOOKING_STATUS } from '../../features/bookings/booking-process';
import { VISIT_MESSAGES, type VisitAnswer, visitLimits, visitSchema } from '../../features/bookings/visits';
import { bookVisit } from '../../features/bookings/visits.server';
import { endpoint, json, parseInput, readBody, requireUser } from '../../lib/server/http';
import { limitCaller, limitOrRefuse } from '../../lib/server/rate-limit';

export const prerender = false;

/**
 * POST /api/book-visit — a signed-in customer books a visit of a home service: services_id, date
 * (YYYY-MM-DD, today to 30 days ahead in India), slot ('10:00-12:00', within the listing's hours that
 * day), address, note. Answers the booking id; the business gets a lead of kind 'visit'.
 */
export const POST = endpoint(async (context) => {
  await limitCaller(context, visitLimits.bookings);
  const user = requireUser(context);
  const input = parseInput(visitSchema, await readBody(context.request));
  await limitOrRefuse(`visits:user:${user.id}`, visitLimits.byUser);
  const bookingId = await bookVisit(user.id, input);
  const answer: VisitAnswer = { status: 1, msg: VISIT_MESSAGES.booked, data: { booking_id: bookingId, status: BOOKING_STATUS.pending } };
  return json(answer, 201);
});
