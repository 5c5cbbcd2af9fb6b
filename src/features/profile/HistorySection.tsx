import { useCallback, useState } from 'react';
import { History } from 'lucide-static';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { formatSlot, formatVisitDate } from '../bookings/visits';
import { apiPaths, paths } from '../../paths';
import { formatRupees } from '../../lib/format';
import { BOOKING_STATUS } from '../bookings/bookings';
import { bookingStatusLabel } from './profile';
import type { HistoryItem, Person } from './types';
import { EmptyState, LoadError, Loading, outlineButton, SectionHeader } from './ui';
import { useLoad } from './use-load';

const badgeLook: Record<number, string> = {
  1: 'bg-emerald-100 text-emerald-800',
  2: 'bg-red-100 text-red-800',
  3: 'bg-slate-100 text-slate-700',
  4: 'bg-sky-100 text-sky-900',
};

/** SPEC.md section 4: 6 'Pending', 1 'Confirmed'; 2 'Declined' by the business, 3 'Cancelled', 4 'Completed'; other values blank. */
export function StatusBadge({ status }: { status: number }) {
  const label = bookingStatusLabel(status);
  if (!label) return null;
  const look = badgeLook[status] ?? 'bg-amber-100 text-amber-900';
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{label}</span>;
}

/** What a booking is: a visit's day, window and business; a ride's route. */
function BookingWhat({ booking }: { booking: HistoryItem }) {
  if (booking.kind === 'visit') {
    return (
      <span className="block text-muted">
        Visit on {formatVisitDate(booking.visit_date ?? '')}, {formatSlot(booking.slot ?? '')} · {booking.business_name}
      </span>
    );
  }
  return (
    <span className="block text-muted">
      {booking.service_name}
      {booking.pickup_location && ` · ${booking.pickup_location} → ${booking.destination_location}`}
    </span>
  );
}

const cell = 'px-4 py-3';

/** The amount: a ride's price; a visit is quoted by the business at the visit. */
function Amount({ booking }: { booking: HistoryItem }) {
  return booking.kind === 'visit' ? (
    <span className="font-normal text-muted">Quoted at visit</span>
  ) : (
    <span className="whitespace-nowrap">{formatRupees(booking.booking_amount)}</span>
  );
}

/**
 * One booking: what it is, the amount (under it on phones), its status; a pending one has Cancel, which asks
 * once more in a row of its own (free while the business has not confirmed).
 */
function BookingRow({ booking, onCancelled }: { booking: HistoryItem; onCancelled: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const pending = booking.booking_status === BOOKING_STATUS.pending;
  async function cancel() {
    setBusy(true);
    setError('');
    try {
      const answer = await api<{ msg: string }>(apiPaths.cancelBooking(booking.booking_id), { method: 'POST', body: {} });
      toast.success(answer.msg);
      setAsking(false);
      onCancelled();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <tr>
        <td className={cell}>
          <span className="font-semibold text-ink">#{booking.booking_id}</span>
          <BookingWhat booking={booking} />
          <span className="mt-1 block font-semibold sm:hidden">
            <Amount booking={booking} />
          </span>
        </td>
        <td className={`${cell} hidden font-semibold sm:table-cell`}>
          <Amount booking={booking} />
        </td>
        <td className={cell}>
          <StatusBadge status={booking.booking_status} />
          {booking.decline_reason && <span className="mt-1 block text-muted">{booking.decline_reason}</span>}
          {pending && !asking && (
            <button
              type="button"
              className={`${outlineButton} mt-2`}
              aria-label={`Cancel booking #${booking.booking_id}`}
              onClick={() => setAsking(true)}
            >
              Cancel
            </button>
          )}
        </td>
      </tr>
      {pending && (asking || error) && (
        <tr>
          <td colSpan={3} className={`${cell} bg-surface`}>
            {asking && (
              <fieldset className="space-y-2">
                <legend className="text-sm text-ink">Cancel booking #{booking.booking_id}? It is free until the business confirms it.</legend>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void cancel()}
                    className="inline-flex min-h-11 items-center rounded-full bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                  >
                    {busy ? 'Cancelling…' : 'Yes, cancel booking'}
                  </button>
                  <button type="button" className={outlineButton} onClick={() => setAsking(false)}>
                    Keep it
                  </button>
                </div>
              </fieldset>
            )}
            {error && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {error}{' '}
                <a href={paths.refund()} className="font-semibold underline">
                  Refund policy
                </a>
              </p>
            )}
          </td>
        </tr>
      )}
    </>
  );
}

/** 'Your Order History': Service Booking ID, Amount (rupee sign), Service Status. */
export default function HistorySection({ person }: { person: Person }) {
  const load = useCallback(() => api<HistoryItem[]>(apiPaths.history()), []);
  const { data, error, loading, reload } = useLoad(load);
  return (
    <section>
      <SectionHeader person={person} title="Your Order History" />
      {loading && !data && <Loading />}
      {error !== undefined && <LoadError error={error} retry={reload} />}
      {data && data.length === 0 && (
        <EmptyState icon={History} title="No bookings yet">
          Your bookings will be listed here.{' '}
          <a href={paths.services()} className="font-semibold text-brand hover:underline">
            Browse services
          </a>
        </EmptyState>
      )}
      {data && data.length > 0 && (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your order history</caption>
            <thead className="bg-surface text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Service Booking ID
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Service Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.map((booking) => (
                <BookingRow key={booking.booking_id} booking={booking} onCancelled={reload} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
