import { m } from '../../lib/i18n';
import { formatSlot } from './visits';

interface Props {
  /** Prefix of the fields' ids (several forms may share a page). */
  formId: string;
  range: { min: string; max: string };
  date: string;
  slot: string;
  /** The windows the chosen day has (visits.ts visitSlots). */
  slots: readonly string[];
  errors: { date?: string; slot?: string };
  onDate: (date: string) => void;
  onSlot: (slot: string) => void;
  /** Under the time, while the day has windows: whose hours they are ('their' for the customer, 'your' for the business). */
  slotHint?: string;
}

const selectClass =
  'block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-offset-0 focus:outline-brand';

/**
 * A visit's day (today to 30 days ahead) and a window of the business's hours that day: the visit booking
 * form's fields, and the workspace's "Another time" form's (visitSchema's date and slot in both).
 */
export function VisitTimeFields({ formId, range, date, slot, slots, errors, onDate, onSlot, slotHint }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${formId}-date`} className="mb-1.5 block text-sm font-semibold text-ink">
          {m['booking.visit.date']()}
        </label>
        <input
          id={`${formId}-date`}
          name="date"
          type="date"
          min={range.min}
          max={range.max}
          value={date}
          onChange={(event) => onDate(event.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${formId}-date-error` : undefined}
          className={`${selectClass} ${errors.date ? 'border-red-600' : 'border-slate-300'}`}
        />
        {errors.date && (
          <p id={`${formId}-date-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.date}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${formId}-slot`} className="mb-1.5 block text-sm font-semibold text-ink">
          {m['booking.visit.time']()}
        </label>
        <select
          id={`${formId}-slot`}
          name="slot"
          value={slot}
          disabled={slots.length === 0}
          onChange={(event) => onSlot(event.target.value)}
          aria-invalid={errors.slot ? true : undefined}
          aria-describedby={`${formId}-slot-note`}
          className={`${selectClass} ${errors.slot ? 'border-red-600' : 'border-slate-300'} disabled:bg-surface`}
        >
          {slots.length === 0 && <option value="">{m['booking.visit.noTimes']()}</option>}
          {slots.map((window) => (
            <option key={window} value={window}>
              {formatSlot(window)}
            </option>
          ))}
        </select>
        <p id={`${formId}-slot-note`} aria-live="polite" className={`mt-1 text-sm ${errors.slot ? 'font-medium text-red-700' : 'text-muted'}`}>
          {errors.slot ?? (slots.length === 0 ? m['booking.visit.closedDay']() : (slotHint ?? m['booking.visit.theirHours']()))}
        </p>
      </div>
    </div>
  );
}
