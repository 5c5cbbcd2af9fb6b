import { describe, expect, it } from 'vitest';
import { applyChange, firstErrors } from '../../lib/use-schema-form';
import { type DistanceMatrixAnswer, distanceMatrixAnswer } from '../geo/geo';
import {
  BOOKING_FOLLOWS,
  bookingFormSchema,
  bookingQuote,
  bookingPrice,
  bookingSchema,
  formatBookingPrice,
  parseDistanceKm,
  parsePrice,
  quotedKilometres,
  withinTolerance,
} from './bookings';

const ride = {
  pickup_location: 'Howrah Station',
  destination_location: 'Salt Lake Sector V',
  pickup_location_lat_lng: '22.5839,88.3426',
  destination_location_lat_lng: '22.5726,88.4312',
  distance: '10.2 km',
  duration: '28 mins',
  price: 306,
  services_id: 12,
};

describe('booking price', () => {
  it('is km × price per km to the paisa, shown as SPEC.md writes it', () => {
    expect(bookingPrice(10.2, 30)).toBe(306);
    expect(bookingPrice(9.965, 30)).toBe(298.95);
    expect(bookingPrice(7.333, 18.5)).toBe(135.66);
    expect(formatBookingPrice(1234.5)).toBe('Rs. 1234.50');
    expect(formatBookingPrice(306)).toBe('Rs. 306.00');
  });

  it('allows small rounding differences only', () => {
    expect(withinTolerance(306.4, 306, 1, 0.02)).toBe(true);
    expect(withinTolerance(300, 306, 1, 0.02)).toBe(true); // 2 % of 306 = 6.12
    expect(withinTolerance(299, 306, 1, 0.02)).toBe(false);
    expect(withinTolerance(1, 306, 1, 0.02)).toBe(false);
    expect(withinTolerance(0.5, 0, 1, 0.02)).toBe(true);
  });
});

describe('parsePrice', () => {
  it('reads rupees as a number or as the modal writes them', () => {
    expect(parsePrice(306)).toBe(306);
    expect(parsePrice('306.5')).toBe(306.5);
    expect(parsePrice('Rs. 1,234.50')).toBe(1234.5);
    for (const bad of ['', 'free', -1, NaN, null, {}]) expect(parsePrice(bad), String(bad)).toBeNull();
  });
});

describe('parseDistanceKm', () => {
  it("reads the matrix's texts and plain numbers", () => {
    expect(parseDistanceKm('10.2 km')).toBe(10.2);
    expect(parseDistanceKm('1,204 km')).toBe(1204);
    expect(parseDistanceKm('850 m')).toBe(0.85);
    expect(parseDistanceKm(' 12 ')).toBe(12);
    expect(parseDistanceKm(3.5)).toBe(3.5);
    for (const bad of ['', 'far', '-3 km', '10 miles', NaN, -1, null, {}]) expect(parseDistanceKm(bad), String(bad)).toBeNull();
  });
});

describe('bookingSchema', () => {
  it('reads a complete booking: points from text or objects, numbers from text', () => {
    const parsed = bookingSchema.parse({
      ...ride,
      destination_location_lat_lng: { lat: 22.5726, lng: 88.4312 },
      price: 'Rs. 306.00',
      services_id: '12',
    });
    expect(parsed).toMatchObject({
      pickup_location_lat_lng: { lat: 22.5839, lng: 88.3426 },
      destination_location_lat_lng: { lat: 22.5726, lng: 88.4312 },
      distance: 10.2,
      price: 306,
      services_id: 12,
    });
  });

  it('reads a point given as JSON text', () => {
    const parsed = bookingSchema.parse({ ...ride, pickup_location_lat_lng: JSON.stringify({ lat: 22.5839, lng: 88.3426 }) });
    expect(parsed.pickup_location_lat_lng).toEqual({ lat: 22.5839, lng: 88.3426 });
  });

  it("takes a booking without the client's quote (the server works out its own); the modal waits for it", () => {
    const parsed = bookingSchema.parse({ ...ride, distance: '', price: 'ask me', duration: undefined });
    expect(parsed).toMatchObject({ distance: undefined, price: undefined, services_id: 12 });
    const { distance: _distance, price: _price, duration: _duration, ...bare } = ride;
    const withoutQuote = bookingSchema.parse(bare);
    expect([withoutQuote.distance, withoutQuote.price, withoutQuote.services_id]).toEqual([undefined, undefined, 12]);
    const errors = firstErrors(bookingFormSchema.safeParse({ ...ride, distance: '', price: '' }).error!);
    expect(errors).toEqual({
      distance: 'The distance is missing: please choose the destination again',
      price: 'The price is missing: please choose the destination again',
    });
    expect(bookingFormSchema.parse(ride)).toMatchObject({ distance: 10.2, price: 306 });
  });

  it("asks for the places with SPEC.md's messages, and for points chosen from the suggestions", () => {
    const errors = firstErrors(
      bookingSchema.safeParse({
        ...ride,
        pickup_location: ' ',
        destination_location: '',
        pickup_location_lat_lng: 'here',
        destination_location_lat_lng: '91,0',
      }).error!,
    );
    expect(errors).toEqual({
      pickup_location: 'Please add pickup address',
      destination_location: 'Please add destination address',
      pickup_location_lat_lng: 'Please choose the pickup address from the suggestions',
      destination_location_lat_lng: 'Please choose the destination address from the suggestions',
    });
  });
});

describe('the booking price agrees with the distance shown', () => {
  /** A matrix answer whose distance text is `text` over `value` metres. */
  const answer = (text: string, value: number): DistanceMatrixAnswer => {
    const built = distanceMatrixAnswer('a', 'b', { meters: value, seconds: 600 });
    built.rows[0].elements[0].distance = { text, value };
    return built;
  };

  it('prices the kilometres the modal shows, not the metres behind them', () => {
    // 9,965 m is shown as '10.0 km': the visitor checks 10.0 × ₹20 = Rs. 200.00, not Rs. 199.30.
    expect(formatBookingPrice(bookingPrice(quotedKilometres(answer('10.0 km', 9965)), 20))).toBe('Rs. 200.00');
    expect(quotedKilometres(answer('1,447 km', 1_447_412))).toBe(1447);
    expect(quotedKilometres(answer('450 m', 450))).toBe(0.45);
  });

  it('for every distance text geo.ts writes, price = shown km × rate', () => {
    for (const meters of [120, 999, 1049, 9965, 12_345, 99_949, 148_951, 1_447_412]) {
      const built = distanceMatrixAnswer('a', 'b', { meters, seconds: 60 });
      const text = built.rows[0].elements[0].distance.text;
      const shownKm = text.endsWith(' m') ? Number(text.replace(/[^\d.]/g, '')) / 1000 : Number(text.replace(/[^\d.]/g, ''));
      expect(bookingPrice(quotedKilometres(built), 17.5), text).toBe(Math.round(shownKm * 17.5 * 100) / 100);
    }
  });

  it('falls back to the metres when the text cannot be read', () => {
    expect(quotedKilometres(answer('about ten', 9965))).toBe(9.965);
  });
});

describe("the modal's quote and the fields that follow", () => {
  const form: Record<keyof typeof ride, string> = { ...ride, price: '306', services_id: '12' };

  it('fills distance and duration as the matrix writes them, and the price on the km shown', () => {
    const built = distanceMatrixAnswer('a', 'b', { meters: 9965, seconds: 1680 });
    const { text } = built.rows[0].elements[0].distance;
    expect(bookingQuote(built, 20)).toEqual({ distance: text, duration: built.rows[0].elements[0].duration.text, price: '200' });
    expect(bookingFormSchema.parse({ ...form, ...bookingQuote(built, 20) })).toMatchObject({ distance: 10, price: 200 });
  });

  it('has no quote without a route', () => {
    // What a map provider answers without a route (our own geo service always has one).
    const answered = (status: string, elementStatus: string) => {
      const built = distanceMatrixAnswer('a', 'b', { meters: 9965, seconds: 600 });
      return { ...built, status, rows: [{ elements: [{ ...built.rows[0].elements[0], status: elementStatus }] }] } as unknown as DistanceMatrixAnswer;
    };
    expect(bookingQuote(answered('OK', 'ZERO_RESULTS'), 20)).toBeNull();
    expect(bookingQuote(answered('REQUEST_DENIED', 'OK'), 20)).toBeNull();
    expect(bookingQuote(answered('OK', 'OK'), 20)).not.toBeNull();
  });

  it('typing another pickup drops its point and the quote; another destination point drops the quote only', () => {
    expect(applyChange(form, { pickup_location: 'Howrah Bridge' }, BOOKING_FOLLOWS).values).toEqual({
      ...form,
      pickup_location: 'Howrah Bridge',
      pickup_location_lat_lng: '',
      distance: '',
      duration: '',
      price: '',
    });
    expect(applyChange(form, { destination_location_lat_lng: '22.6,88.4' }, BOOKING_FOLLOWS).emptied).toEqual(['distance', 'duration', 'price']);
    expect(applyChange(form, { distance: '11 km' }, BOOKING_FOLLOWS).emptied).toEqual([]);
  });
});
