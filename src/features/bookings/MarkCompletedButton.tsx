import { reactIsland } from '../../lib/react-island';
import { CircleCheck } from 'lucide-static';
import { useEffect, useState } from 'react';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { m } from '../../lib/i18n';
import { apiPaths } from '../../paths';
import { usePostAction } from './use-post-action';

interface Props {
  bookingId: number;
  /** What the booking is, for the button's accessible name (several share a page). */
  label: string;
}

/** "Mark completed" under a confirmed visit in the workspace; the answer replaces the button and is announced. */
export default function MarkCompletedButton({ bookingId, label }: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [done, setDone] = useState(false);
  const { run: complete, pending, error } = usePostAction(apiPaths.businessBookingComplete(bookingId), () => setDone(true));

  return (
    <div className="mt-3">
      <p role="status" className="text-sm font-semibold text-ink empty:hidden">
        {done ? m['booking.state.completed']() : ''}
      </p>
      {!done && (
        <button
          type="button"
          aria-label={m['booking.complete.label']({ label })}
          disabled={!ready || pending}
          onClick={() => void complete()}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SvgIcon svg={CircleCheck} className="size-4" /> {pending ? m['booking.complete.saving']() : m['booking.complete.mark']()}
        </button>
      )}
      <FormError message={error} />
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(MarkCompletedButton);
