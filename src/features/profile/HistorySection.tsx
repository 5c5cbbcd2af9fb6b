import { Fragment, useCallback, useState } from 'react';
import { History } from 'lucide-static';
import { api, errorMessage } from '../../lib/api';
import { m, segments } from '../../lib/i18n';
import { toast } from '../../stores/toasts';
import { formatSlot, formatVisitDate } from '../bookings/visits';
import { apiPaths, paths } from '../../paths';
import { formatRupees } from '../../lib/format';
import { BOOKING_STATUS, bookingStatusLabel, bookingStatusTone } from '../bookings/booking-process';
import type { HistoryItem, Person } from './types';
import { AskAgain, EmptyBrowse, LoadedSection, outlineButton, SectionTable } from './ui';
import { useLoad } from './use-load';

/** SPEC.md section 4: 6 'Pending', 1 'Confirmed'; 2 'Declined' by the business, 3 'Cancelled', 4 'Completed'; other values blank. */
export function StatusBadge({ status }: { status: number }) {
  const label = bookingStatusLabel(status);
  if (!label) return null;
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${bookingStatusTone(status)}`}>{label}</span>;
}

/** What a booking is: a visit's day, window and business; a ride's route. */
function BookingWhat({ booking }: { booking: HistoryItem }) {
  if (booking.kind === 'visit') {
    return (
      <span className="block text-muted">
        {m['profile.history.visitOn']({
          date: formatVisitDate(booking.visit_date ?? ''),
          slot: formatSlot(booking.slot ?? ''),
          business: booking.business_name,
        })}
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
    <span className="font-normal text-muted">{m['profile.history.quotedAtVisit']()}</span>
  ) : (
    <span className="whitespace-nowrap">{formatRupees(booking.booking_amount)}</span>
  );
}

const brandButton =
  'inline-flex min-h-11 items-center rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60';

/** What a pending booking's row asks once more before it acts: cancelling it, or refusing a proposed time (which cancels it too). */
type Asking = 'cancel' | 'refuse' | null;

/**
 * One booking: what it is, the amount (under it on phones), its status; a pending one has Cancel, which asks
 * once more in a row of its own (free while the business has not confirmed). A visit whose business proposed
 * another time shows it, with Accept (the visit moves there, Confirmed) and Refuse (asked once more; cancels).
 */
function BookingRow({ booking, onChanged }: { booking: HistoryItem; onChanged: () => void }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const pending = booking.booking_status === BOOKING_STATUS.pending;
  const proposal =
    pending && booking.proposed_date && booking.proposed_slot
      ? `${formatVisitDate(booking.proposed_date)}, ${formatSlot(booking.proposed_slot)}`
      : null;
  async function act(path: string, body: Record<string, unknown>) {
    setBusy(true);
    setError('');
    try {
      const answer = await api<{ msg: string }>(path, { method: 'POST', body });
      toast.success(answer.msg);
      setAsking(null);
      onChanged();
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
          {pending && !asking && !proposal && (
            <button
              type="button"
              className={`${outlineButton} mt-2`}
              aria-label={m['profile.history.cancelLabel']({ id: booking.booking_id })}
              onClick={() => setAsking('cancel')}
            >
              {m['profile.history.cancel']()}
            </button>
          )}
        </td>
      </tr>
      {proposal && !asking && (
        <tr>
          <td colSpan={3} className={`${cell} bg-amber-50`}>
            <p className="text-sm text-ink">
              {segments((business, time) => m['profile.history.proposes']({ business, time })).map(({ text, slot }) => (
                <Fragment key={`${text}${slot}`}>
                  {text}
                  {slot !== undefined && <strong>{slot === 0 ? booking.business_name : proposal}</strong>}
                </Fragment>
              ))}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy}
                className={brandButton}
                aria-label={m['profile.history.acceptLabel']({ id: booking.booking_id })}
                onClick={() => void act(apiPaths.answerProposal(booking.booking_id), { accept: true })}
              >
                {busy ? m['profile.history.saving']() : m['profile.history.accept']()}
              </button>
              <button
                type="button"
                disabled={busy}
                className={outlineButton}
                aria-label={m['profile.history.refuseLabel']({ id: booking.booking_id })}
                onClick={() => setAsking('refuse')}
              >
                {m['profile.history.refuse']()}
              </button>
            </div>
          </td>
        </tr>
      )}
      {pending && (asking || error) && (
        <tr>
          <td colSpan={3} className={`${cell} bg-surface`}>
            {asking === 'cancel' && (
              <AskAgain
                question={m['profile.history.cancelAsk']({ id: booking.booking_id })}
                yes={m['profile.history.cancelYes']()}
                busyYes={m['profile.history.cancelling']()}
                back={m['profile.history.keep']()}
                busy={busy}
                onYes={() => void act(apiPaths.cancelBooking(booking.booking_id), {})}
                onBack={() => setAsking(null)}
              />
            )}
            {asking === 'refuse' && (
              <AskAgain
                question={m['profile.history.refuseAsk']({ time: proposal ?? '', id: booking.booking_id })}
                yes={m['profile.history.refuseYes']()}
                busyYes={m['profile.history.cancelling']()}
                back={m['profile.history.back']()}
                busy={busy}
                onYes={() => void act(apiPaths.answerProposal(booking.booking_id), { accept: false })}
                onBack={() => setAsking(null)}
              />
            )}
            {error && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {error}{' '}
                <a href={paths.refund()} className="font-semibold underline">
                  {m['profile.history.refundPolicy']()}
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
  const state = useLoad(load);
  return (
    <LoadedSection person={person} title={m['profile.history.title']()} state={state}>
      {(data) =>
        data.length === 0 ? (
          <EmptyBrowse icon={History} title={m['profile.history.none']()} text={m['profile.history.noneText']()} />
        ) : (
          <SectionTable
            caption={m['profile.history.caption']()}
            heads={[
              { label: m['profile.history.bookingId']() },
              { label: m['profile.history.amount'](), className: 'hidden sm:table-cell' },
              { label: m['profile.history.status']() },
            ]}
          >
            {data.map((booking) => (
              <BookingRow key={booking.booking_id} booking={booking} onChanged={state.reload} />
            ))}
          </SectionTable>
        )
      }
    </LoadedSection>
  );
}
