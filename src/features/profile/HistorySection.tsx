import { useCallback } from 'react';
import { History } from 'lucide-static';
import { api } from '../../lib/api';
import { apiPaths, paths } from '../../paths';
import { formatRupees } from '../../lib/format';
import { bookingStatusLabel } from './profile';
import type { HistoryItem, Person } from './types';
import { EmptyState, LoadError, Loading, SectionHeader } from './ui';
import { useLoad } from './use-load';

/** SPEC.md section 4: 6 'Pending', 1 'Confirmed'; 2 'Declined' by the business; other values blank. */
export function StatusBadge({ status }: { status: number }) {
  const label = bookingStatusLabel(status);
  if (!label) return null;
  const look = status === 1 ? 'bg-emerald-100 text-emerald-800' : status === 2 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900';
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{label}</span>;
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
                <th scope="col" className="px-4 py-3 font-semibold">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Service Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.map((booking) => (
                <tr key={booking.booking_id}>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-ink">#{booking.booking_id}</span>
                    <span className="block text-muted">{booking.service_name}</span>
                  </td>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap">{formatRupees(booking.booking_amount)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={booking.booking_status} />
                    {booking.decline_reason && <span className="mt-1 block text-muted">{booking.decline_reason}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
