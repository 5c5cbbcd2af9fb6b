import { Check, X } from 'lucide-static';
import { useState } from 'react';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api, errorMessage } from '../../lib/api';
import { postForMessage, useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { toast } from '../../stores/toasts';
import { DECLINE_REASON_MAX, declineSchema } from './booking-decisions';

interface Props {
  bookingId: number;
  /** 'Pickup → destination', for the buttons' accessible names (several bookings share a page). */
  ride: string;
}

const button =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none';

/**
 * Confirm or Decline (with a reason the customer reads) under one pending booking in the workspace. The
 * answer replaces the buttons and is announced; the buttons wait for the island.
 */
export default function BookingDecisionButtons({ bookingId, ride }: Props) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const decline = useSchemaForm(declineSchema, { reason: '' }, async (data) => {
    const message = await postForMessage(apiPaths.businessBookingDecline(bookingId))(data);
    setOutcome(`Declined: ${data.reason}`);
    return message;
  });

  async function confirm() {
    setConfirming(true);
    setError('');
    try {
      const answer = await api<{ msg: string }>(apiPaths.businessBookingConfirm(bookingId), { method: 'POST' });
      setOutcome('Confirmed');
      toast.success(answer.msg);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="mt-3">
      <p role="status" className="text-sm font-semibold text-ink empty:hidden">
        {outcome}
      </p>
      {outcome === null && !declining && (
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={`Confirm booking ${ride}`}
            disabled={!decline.ready || confirming}
            onClick={() => void confirm()}
            className={`${button} bg-brand text-white hover:bg-brand-dark`}
          >
            <SvgIcon svg={Check} className="size-4" /> {confirming ? 'Confirming…' : 'Confirm'}
          </button>
          <button
            type="button"
            aria-label={`Decline booking ${ride}`}
            disabled={!decline.ready || confirming}
            onClick={() => setDeclining(true)}
            className={`${button} border border-line bg-white text-ink hover:bg-surface`}
          >
            <SvgIcon svg={X} className="size-4" /> Decline
          </button>
        </div>
      )}
      {outcome === null && declining && (
        <form ref={decline.formRef} onSubmit={(event) => void decline.onSubmit(event)} noValidate className="space-y-2">
          <TextField
            {...decline.field('reason', `decline-${bookingId}`)}
            label="Why can you not take it?"
            hint="The customer reads this, e.g. “No vehicle free at that time”."
            maxLength={DECLINE_REASON_MAX}
          />
          <FormError message={decline.formError} />
          <div className="flex gap-2">
            <button type="submit" disabled={decline.status === 'pending'} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
              {decline.status === 'pending' ? 'Declining…' : 'Decline booking'}
            </button>
            <button type="button" onClick={() => setDeclining(false)} className={`${button} border border-line bg-white text-ink hover:bg-surface`}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <FormError message={error} />
    </div>
  );
}
