import { useStore } from '@nanostores/react';
import { LoaderCircle, MapPin, Navigation } from 'lucide-static';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Combobox } from '../../components/ui/Combobox';
import { Dialog } from '../../components/ui/Dialog';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorBody, errorMessage } from '../../lib/api';
import { retryingImport } from '../../lib/client/until-loaded';
import { firstErrors } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { formatLatLng, type DistanceMatrixAnswer, type LatLng } from '../geo/geo';
import { activeDialog, closeDialog, showBookingSuccess } from '../providers/details-store';
import { PRICE_DELAY_MS, bookingFormSchema, bookingPrice, formatBookingPrice, quotedKilometres, type BookingAnswer } from './bookings';
import { placeLocation, usePlaceSuggestions } from '../geo/use-place-suggestions';

// The map is drawn only once a route exists: its code loads with the first quote, not with the page
// (asked for again if it did not arrive, rather than failing the booking form).
const RouteMap = lazy(retryingImport(() => import('../geo/RouteMap')));

interface Place {
  text: string;
  point: LatLng | null;
}

type Quote =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'ready'; km: number; distance: string; duration: string; price: number }
  | { state: 'failed'; message: string };

type FieldErrors = Partial<Record<'pickup' | 'destination' | 'form', string>>;

interface Props {
  serviceId: number;
  serviceName: string;
  /** Rupees per km. */
  pricePerKm: number;
  googleMapsKey?: string;
}

/**
 * The booking modal of transport listings (SPEC.md section 2): PickUp and Destination with
 * suggestions, Distance, Duration and the price as 'Rs.' (distance × price per km, shown 2000 ms after
 * the destination is chosen), ADD BOOKING, and the route map at 80 % width. A booking that succeeds
 * reopens the enquiry modal in its 'Booking' success state.
 */
export function BookingModal({ serviceId, serviceName, pricePerKm, googleMapsKey }: Props) {
  const open = useStore(activeDialog) === 'booking';
  const [pickup, setPickup] = useState<Place>({ text: '', point: null });
  const [destination, setDestination] = useState<Place>({ text: '', point: null });
  const [quote, setQuote] = useState<Quote>({ state: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const pickupSuggestions = usePlaceSuggestions(pickup.text, { enabled: open && !pickup.point });
  const destinationSuggestions = usePlaceSuggestions(destination.text, { enabled: open && !destination.point });
  /** Each quote request gets a number; an answer to an older one is dropped. */
  const quoteRun = useRef(0);

  useEffect(() => {
    if (open) return;
    setPickup({ text: '', point: null });
    setDestination({ text: '', point: null });
    setQuote({ state: 'idle' });
    setErrors({});
    quoteRun.current++;
  }, [open]);

  /** Asks for the distance at once, and shows it with the price 2000 ms after the choice (SPEC.md section 9). */
  async function requestQuote(from: LatLng, to: LatLng) {
    const run = ++quoteRun.current;
    setQuote({ state: 'pending' });
    const delay = new Promise((resolve) => setTimeout(resolve, PRICE_DELAY_MS));
    try {
      const [answer] = await Promise.all([api<DistanceMatrixAnswer>(apiPaths.locationMatrix(formatLatLng(from), formatLatLng(to))), delay]);
      if (run !== quoteRun.current) return;
      const element = answer.rows?.[0]?.elements?.[0];
      if (answer.status !== 'OK' || element?.status !== 'OK') throw new Error(`no route: ${answer.status}`);
      const km = quotedKilometres(answer);
      setQuote({ state: 'ready', km, distance: element.distance.text, duration: element.duration.text, price: bookingPrice(km, pricePerKm) });
    } catch (error) {
      // SPEC.md section 8: a failed distance lookup is logged; the visitor is told what to do next.
      console.warn('Distance lookup failed', error);
      if (run === quoteRun.current) setQuote({ state: 'failed', message: 'We could not work out the route. Please choose the places again.' });
    }
  }

  async function choose(which: 'pickup' | 'destination', option: { id: string; label: string }) {
    const set = which === 'pickup' ? setPickup : setDestination;
    set({ text: option.label, point: null });
    setErrors((current) => ({ ...current, [which]: undefined, form: undefined }));
    let point: LatLng;
    try {
      point = await placeLocation(option.id);
    } catch (error) {
      console.warn('Place lookup failed', error);
      setErrors((current) => ({ ...current, [which]: 'We could not find this place. Please choose another suggestion.' }));
      return;
    }
    set({ text: option.label, point });
    const from = which === 'pickup' ? point : pickup.point;
    const to = which === 'destination' ? point : destination.point;
    if (from && to) void requestQuote(from, to);
  }

  function typed(which: 'pickup' | 'destination', text: string) {
    (which === 'pickup' ? setPickup : setDestination)({ text, point: null });
    quoteRun.current++;
    setQuote({ state: 'idle' });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const ready = quote.state === 'ready' ? quote : null;
    const payload = {
      pickup_location: pickup.text,
      destination_location: destination.text,
      pickup_location_lat_lng: pickup.point ? formatLatLng(pickup.point) : '',
      destination_location_lat_lng: destination.point ? formatLatLng(destination.point) : '',
      distance: ready?.distance ?? '',
      duration: ready?.duration ?? '',
      price: ready?.price ?? '',
      services_id: serviceId,
    };
    const checked = bookingFormSchema.safeParse(payload);
    if (!checked.success) {
      const found = firstErrors(checked.error);
      const pickupError = found.pickup_location ?? found.pickup_location_lat_lng;
      const destinationError = found.destination_location ?? found.destination_location_lat_lng;
      const waiting = quote.state === 'pending' ? 'Please wait a moment: the price is being worked out.' : undefined;
      setErrors({
        pickup: pickupError,
        destination: destinationError,
        form: pickupError || destinationError ? undefined : (waiting ?? found.distance ?? found.price),
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await api<BookingAnswer>(apiPaths.booking(), { method: 'POST', body: payload, resume: { kind: 'book', target: serviceId } });
      showBookingSuccess();
    } catch (error) {
      const fields = errorBody(error).errors ?? {};
      const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
      setErrors({
        pickup: first(fields.pickup_location) ?? first(fields.pickup_location_lat_lng),
        destination: first(fields.destination_location) ?? first(fields.destination_location_lat_lng),
        form: errorMessage(error),
      });
    } finally {
      setSending(false);
    }
  }

  const route = pickup.point && destination.point ? { from: pickup.point, to: destination.point } : null;

  return (
    <Dialog open={open} onClose={closeDialog} title={`Book ${serviceName}`} subtitle={`${formatBookingPrice(pricePerKm)} per km`} size="max-w-2xl">
      <form noValidate onSubmit={submit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Combobox
            label="PickUp Location"
            name="pickup_location"
            placeholder="Where should we pick you up?"
            icon={<SvgIcon svg={Navigation} className="size-4" />}
            value={pickup.text}
            onInputChange={(text) => typed('pickup', text)}
            options={pickup.point ? [] : pickupSuggestions.options}
            loading={pickupSuggestions.loading}
            emptyText="No matching place. Try a locality or landmark."
            onSelect={(option) => void choose('pickup', option)}
            error={errors.pickup}
          />
          <Combobox
            label="Destination Location"
            name="destination_location"
            placeholder="Where are you going?"
            icon={<SvgIcon svg={MapPin} className="size-4" />}
            value={destination.text}
            onInputChange={(text) => typed('destination', text)}
            options={destination.point ? [] : destinationSuggestions.options}
            loading={destinationSuggestions.loading}
            emptyText="No matching place. Try a locality or landmark."
            onSelect={(option) => void choose('destination', option)}
            error={errors.destination}
          />
        </div>

        <dl
          className="grid grid-cols-3 divide-x divide-line rounded-card border border-line bg-surface text-center"
          aria-live="polite"
          aria-busy={quote.state === 'pending'}
        >
          {[
            ['Distance', quote.state === 'ready' ? quote.distance : null],
            ['Duration', quote.state === 'ready' ? quote.duration : null],
            ['Price', quote.state === 'ready' ? formatBookingPrice(quote.price) : null],
          ].map(([label, value]) => (
            <div key={label} className="px-2 py-3">
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
              <dd className={`mt-1 font-bold ${label === 'Price' ? 'text-lg text-brand-dark' : 'text-ink'}`}>
                {value ?? (quote.state === 'pending' ? <span className="inline-block h-5 w-16 animate-pulse rounded bg-line align-middle" /> : '—')}
              </dd>
            </div>
          ))}
        </dl>
        {quote.state === 'pending' && (
          <p className="flex items-center justify-center gap-2 text-sm text-muted" role="status">
            <SvgIcon svg={LoaderCircle} className="size-4 animate-spin" /> Working out the distance and price…
          </p>
        )}
        {quote.state === 'idle' && !route && <p className="text-center text-sm text-muted">Choose both places to see the distance and the price.</p>}
        {quote.state === 'failed' && (
          <p role="alert" className="text-center text-sm font-medium text-red-700">
            {quote.message}
          </p>
        )}

        {route && (
          <div className="mx-auto w-4/5">
            <Suspense fallback={<div className="aspect-[16/10] w-full animate-pulse rounded-card bg-surface" />}>
              <RouteMap
                pickup={route.from}
                destination={route.to}
                pickupName={pickup.text}
                destinationName={destination.text}
                distanceText={quote.state === 'ready' ? quote.distance : undefined}
                googleMapsKey={googleMapsKey}
              />
            </Suspense>
          </div>
        )}

        <FormError message={errors.form} />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {sending ? 'ADDING…' : 'ADD BOOKING'}
        </button>
        <p className="text-center text-xs text-muted">The price is the distance × the rate per km; tolls and parking are extra.</p>
      </form>
    </Dialog>
  );
}
