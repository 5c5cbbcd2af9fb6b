import { reactIsland } from '../../lib/react-island';
import { CalendarClock, Check, X } from 'lucide-static';
import { useEffect, useMemo, useState } from 'react';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { m } from '../../lib/i18n';
import { postForMessage, useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { proposalSchema } from './visit-proposals';
import { firstVisitWindow, formatSlot, formatVisitDate, preferredSlot, visitDateRange, visitSlots } from './visits';
import { VisitTimeFields } from './VisitTimeFields';
import type { HoursResult } from '../listings/hours';
import { DECLINE_REASON_MAX, declineSchema } from './booking-decisions';
import { usePostAction } from './use-post-action';

interface Props {
  bookingId: number;
  /** 'Pickup → destination', for the buttons' accessible names (several bookings share a page). */
  ride: string;
  /** A visit's listing hours: the business may propose another time within them. Absent for a ride. */
  visitHours?: HoursResult;
}

const button =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none';

/** The "Another time" form of a pending visit: a day and window within the listing's hours (visitSchema's fields). */
function ProposeTimeForm({
  bookingId,
  hours,
  onSent,
  onBack,
}: {
  bookingId: number;
  hours: HoursResult;
  onSent: (when: string) => void;
  onBack: () => void;
}) {
  const [range] = useState(() => visitDateRange());
  const form = useSchemaForm(proposalSchema, firstVisitWindow(hours), async (data) => {
    const message = await postForMessage(apiPaths.businessBookingPropose(bookingId))(data);
    onSent(`${formatVisitDate(data.date)}, ${formatSlot(data.slot)}`);
    return message;
  });
  const slots = useMemo(() => (form.values.date ? visitSlots(hours, form.values.date) : []), [hours, form.values.date]);
  // A window that the chosen day does not have is dropped; the first one is offered (as in the visit booking form).
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the day's windows only.
  useEffect(() => {
    if (!slots.includes(form.values.slot)) form.setValue('slot', preferredSlot(slots));
  }, [slots]);
  return (
    <form ref={form.formRef} onSubmit={(event) => void form.onSubmit(event)} noValidate className="space-y-3">
      <p className="text-sm text-muted">{m['booking.decide.proposeLead']()}</p>
      <VisitTimeFields
        formId={`propose-${bookingId}`}
        range={range}
        date={form.values.date}
        slot={form.values.slot}
        slots={slots}
        errors={form.errors}
        onDate={(date) => form.setValue('date', date)}
        onSlot={(value) => form.setValue('slot', value)}
        slotHint={m['booking.decide.yourHours']()}
      />
      <FormError message={form.formError} />
      <div className="flex gap-2">
        <button type="submit" disabled={form.status === 'pending'} className={`${button} bg-brand text-white hover:bg-brand-dark`}>
          {form.status === 'pending' ? m['ui.form.sending']() : m['booking.decide.propose']()}
        </button>
        <button type="button" onClick={onBack} className={`${button} border border-line bg-white text-ink hover:bg-surface`}>
          {m['booking.decide.back']()}
        </button>
      </div>
    </form>
  );
}

/**
 * Confirm or Decline (with a reason the customer reads) under one pending booking in the workspace; for a
 * visit also "Another time", which proposes a new day and window. The answer replaces the buttons and is
 * announced; the buttons wait for the island.
 */
export default function BookingDecisionButtons({ bookingId, ride, visitHours }: Props) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [proposing, setProposing] = useState(false);
  const {
    run: confirm,
    pending: confirming,
    error,
  } = usePostAction(apiPaths.businessBookingConfirm(bookingId), () => setOutcome(m['booking.state.confirmed']()));
  const decline = useSchemaForm(declineSchema, { reason: '' }, async (data) => {
    const message = await postForMessage(apiPaths.businessBookingDecline(bookingId))(data);
    setOutcome(m['booking.decide.declined']({ reason: data.reason }));
    return message;
  });

  return (
    <div className="mt-3">
      <p role="status" className="text-sm font-semibold text-ink empty:hidden">
        {outcome}
      </p>
      {outcome === null && proposing && visitHours && (
        <ProposeTimeForm
          bookingId={bookingId}
          hours={visitHours}
          onSent={(when) => setOutcome(m['booking.decide.newTimeSent']({ when }))}
          onBack={() => setProposing(false)}
        />
      )}
      {outcome === null && !declining && !proposing && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-label={m['booking.decide.confirmLabel']({ ride })}
            disabled={!decline.ready || confirming}
            onClick={() => void confirm()}
            className={`${button} bg-brand text-white hover:bg-brand-dark`}
          >
            <SvgIcon svg={Check} className="size-4" /> {confirming ? m['booking.decide.confirming']() : m['booking.decide.confirm']()}
          </button>
          <button
            type="button"
            aria-label={m['booking.decide.declineLabel']({ ride })}
            disabled={!decline.ready || confirming}
            onClick={() => setDeclining(true)}
            className={`${button} border border-line bg-white text-ink hover:bg-surface`}
          >
            <SvgIcon svg={X} className="size-4" /> {m['booking.decide.decline']()}
          </button>
          {visitHours && (
            <button
              type="button"
              aria-label={m['booking.decide.proposeLabel']({ ride })}
              disabled={!decline.ready || confirming}
              onClick={() => setProposing(true)}
              className={`${button} border border-line bg-white text-ink hover:bg-surface`}
            >
              <SvgIcon svg={CalendarClock} className="size-4" /> {m['booking.decide.anotherTime']()}
            </button>
          )}
        </div>
      )}
      {outcome === null && declining && (
        <form ref={decline.formRef} onSubmit={(event) => void decline.onSubmit(event)} noValidate className="space-y-2">
          <TextField
            {...decline.field('reason', `decline-${bookingId}`)}
            label={m['booking.decide.reason']()}
            hint={m['booking.decide.reasonHint']()}
            maxLength={DECLINE_REASON_MAX}
          />
          <FormError message={decline.formError} />
          <div className="flex gap-2">
            <button type="submit" disabled={decline.status === 'pending'} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
              {decline.status === 'pending' ? m['booking.decide.declining']() : m['booking.decide.declineBooking']()}
            </button>
            <button type="button" onClick={() => setDeclining(false)} className={`${button} border border-line bg-white text-ink hover:bg-surface`}>
              {m['booking.decide.cancel']()}
            </button>
          </div>
        </form>
      )}
      <FormError message={error} />
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(BookingDecisionButtons);
