import { useStore } from '@nanostores/react';
import { LoaderCircle, MapPin, Navigation } from 'lucide-static';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Combobox } from '../../components/ui/Combobox';
import { Dialog } from '../../components/ui/Dialog';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { retryingImport } from '../../lib/client/until-loaded';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { formatLatLng, parsePoint, type DistanceMatrixAnswer } from '../geo/geo';
import { activeDialog, closeDialog, showBookingSuccess } from '../listings/details-store';
import { BOOKING_FOLLOWS, PRICE_DELAY_MS, bookingFormSchema, bookingQuote, formatBookingPrice, type BookingAnswer } from './bookings';
import { placeLocation, usePlaceSuggestions } from '../geo/use-place-suggestions';
import { DataNotice } from '../privacy/DataNotice';

// The map is drawn only once a route exists: its code loads with the first quote, not with the page
// (asked for again if it did not arrive, rather than failing the booking form).
const RouteMap = lazy(retryingImport(() => import('../geo/RouteMap')));

/** Each place: the text in its box, and the point chosen from the suggestions ('lat,lng'); its words read when shown. */
const PLACES = {
  pickup: {
    /* i18n-ignore: a field's name, not a word */ text: 'pickup_location',
    point: 'pickup_location_lat_lng',
    label: () => m['booking.ride.pickup'](),
    placeholder: () => m['booking.ride.pickupPlaceholder'](),
    icon: Navigation,
  },
  destination: {
    /* i18n-ignore: a field's name, not a word */ text: 'destination_location',
    point: 'destination_location_lat_lng',
    label: () => m['booking.ride.destination'](),
    placeholder: () => m['booking.ride.destinationPlaceholder'](),
    icon: MapPin,
  },
} as const;
const POINTS = [PLACES.pickup.point, PLACES.destination.point] as const;

/** The route the points make ('from|to'), or '' until both are chosen. */
const routeOf = (values: Record<(typeof POINTS)[number], string>) =>
  values.pickup_location_lat_lng && values.destination_location_lat_lng
    ? `${values.pickup_location_lat_lng}|${values.destination_location_lat_lng}`
    : '';

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
  const form = useSchemaForm(
    bookingFormSchema,
    {
      pickup_location: '',
      destination_location: '',
      pickup_location_lat_lng: '',
      destination_location_lat_lng: '',
      distance: '',
      duration: '',
      price: '',
      services_id: String(serviceId),
    },
    async (data) => {
      const answer = await api<BookingAnswer>(apiPaths.booking(), { method: 'POST', body: data, resume: { kind: 'book', target: serviceId } });
      showBookingSuccess();
      return answer.msg;
    },
    undefined,
    { toastSuccess: false, follows: BOOKING_FOLLOWS },
  );
  const { values, errors } = form;
  /** The route whose quote was asked for last, and whether that failed. */
  const [asked, setAsked] = useState<{ route: string; failed: boolean } | null>(null);
  const suggestions = {
    pickup: usePlaceSuggestions(values.pickup_location, { enabled: open && !values.pickup_location_lat_lng }),
    destination: usePlaceSuggestions(values.destination_location, { enabled: open && !values.destination_location_lat_lng }),
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: empties the form when the dialog closes; form.clear is new on every render.
  useEffect(() => {
    if (!open) form.clear();
  }, [open]);

  /** Asks for the distance at once, and shows it with the price PRICE_DELAY_MS after the choice (SPEC.md section 9). */
  function askQuote(now: typeof values) {
    const route = routeOf(now);
    if (!route) return;
    setAsked({ route, failed: false });
    const delay = new Promise((resolve) => setTimeout(resolve, PRICE_DELAY_MS));
    const quote = Promise.all([
      api<DistanceMatrixAnswer>(apiPaths.locationMatrix(now.pickup_location_lat_lng, now.destination_location_lat_lng)),
      delay,
    ]).then(([answer]) => bookingQuote(answer, pricePerKm) ?? Promise.reject(new Error(`no route: ${answer.status}`)));
    form.fill(POINTS, quote).catch((error) => {
      // SPEC.md section 8: a failed distance lookup is logged; the visitor is told what to do next.
      console.warn('Distance lookup failed', error);
      setAsked((current) => (current?.route === route ? { route, failed: true } : current));
    });
  }

  async function choose(which: keyof typeof PLACES, option: { id: string; label: string }) {
    const { text, point } = PLACES[which];
    form.update({ [text]: option.label });
    try {
      const now = await form.fill(
        [text],
        placeLocation(option.id).then((found) => ({ [point]: formatLatLng(found) })),
      );
      if (now) askQuote(now);
    } catch (error) {
      console.warn('Place lookup failed', error);
      form.setError(point, m['booking.ride.placeNotFound']());
    }
  }

  const route = routeOf(values);
  const quote = values.price ? 'ready' : route && asked?.route === route ? (asked.failed ? 'failed' : 'pending') : 'idle';
  const from = parsePoint(values.pickup_location_lat_lng);
  const to = parsePoint(values.destination_location_lat_lng);
  const placeError = (which: keyof typeof PLACES) => errors[PLACES[which].text] ?? errors[PLACES[which].point];
  const quoteError = placeError('pickup') || placeError('destination') ? undefined : (errors.distance ?? errors.price);

  return (
    <Dialog
      open={open}
      onClose={closeDialog}
      title={m['booking.ride.title']({ name: serviceName })}
      subtitle={m['booking.ride.perKm']({ price: formatBookingPrice(pricePerKm) })}
      size="max-w-2xl"
    >
      <form noValidate onSubmit={form.onSubmit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {(['pickup', 'destination'] as const).map((which) => {
            const { text, point, label, placeholder, icon } = PLACES[which];
            return (
              <Combobox
                key={which}
                label={label()}
                name={text}
                placeholder={placeholder()}
                icon={<SvgIcon svg={icon} className="size-4" />}
                value={values[text]}
                onInputChange={(typed) => form.setValue(text, typed)}
                options={values[point] ? [] : suggestions[which].options}
                loading={suggestions[which].loading}
                emptyText={m['booking.ride.noPlace']()}
                onSelect={(option) => void choose(which, option)}
                error={placeError(which)}
              />
            );
          })}
        </div>

        <dl
          className="grid grid-cols-3 divide-x divide-line rounded-card border border-line bg-surface text-center"
          aria-live="polite"
          aria-busy={quote === 'pending'}
        >
          {[
            { key: 'distance', label: m['booking.ride.distance'](), value: values.distance },
            { key: 'duration', label: m['booking.ride.duration'](), value: values.duration },
            { key: 'price', label: m['booking.ride.price'](), value: values.price && formatBookingPrice(Number(values.price)) },
          ].map(({ key, label, value }) => (
            <div key={key} className="px-2 py-3">
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
              <dd className={`mt-1 font-bold ${key === 'price' ? 'text-lg text-brand-dark' : 'text-ink'}`}>
                {value || (quote === 'pending' ? <span className="inline-block h-5 w-16 animate-pulse rounded bg-line align-middle" /> : '—')}
              </dd>
            </div>
          ))}
        </dl>
        {quote === 'pending' && (
          <p className="flex items-center justify-center gap-2 text-sm text-muted" role="status">
            <SvgIcon svg={LoaderCircle} className="size-4 animate-spin" /> {m['booking.ride.workingOut']()}
          </p>
        )}
        {quote === 'idle' && !route && <p className="text-center text-sm text-muted">{m['booking.ride.chooseBoth']()}</p>}
        {quote === 'failed' && (
          <p role="alert" className="text-center text-sm font-medium text-red-700">
            {m['booking.ride.noRoute']()}
          </p>
        )}

        {from && to && (
          <div className="mx-auto w-4/5">
            <Suspense fallback={<div className="aspect-[16/10] w-full animate-pulse rounded-card bg-surface" />}>
              <RouteMap
                pickup={from}
                destination={to}
                pickupName={values.pickup_location}
                destinationName={values.destination_location}
                distanceText={values.distance || undefined}
                googleMapsKey={googleMapsKey}
              />
            </Suspense>
          </div>
        )}

        <DataNotice kind="ride" />
        <FormError message={form.formError || (quoteError && quote === 'pending' ? m['booking.ride.waiting']() : quoteError)} />
        <button
          type="submit"
          disabled={form.status === 'pending'}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {form.status === 'pending' ? m['booking.ride.adding']() : m['booking.ride.add']()}
        </button>
        <p className="text-center text-xs text-muted">{m['booking.ride.priceNote']()}</p>
      </form>
    </Dialog>
  );
}
