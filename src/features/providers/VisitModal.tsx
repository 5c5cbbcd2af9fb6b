import { useStore } from '@nanostores/react';
import { CircleCheck } from 'lucide-static';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { m, segments } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import type { HoursResult } from '../listings/hours';
import { activeDialog, closeDialog } from '../listings/details-store';
import type { ProfileDetails } from '../profile/profile';
import {
  firstVisitWindow,
  formatSlot,
  formatVisitDate,
  preferredSlot,
  NOTE_MAX,
  VISIT_ADDRESS_MAX,
  type VisitAnswer,
  visitDateRange,
  visitSchema,
  visitSlots,
} from '../bookings/visits';
import { VisitTimeFields } from '../bookings/VisitTimeFields';
import { DataNotice } from '../privacy/DataNotice';

interface Props {
  serviceId: number;
  serviceName: string;
  /** The listing's opening hours as the page read them, which the time windows follow. */
  hours: HoursResult;
}

const FORM_ID = 'visit';

/**
 * Book Now on a home service (a plumber, an electrician): the day (today to 30 days ahead), a 2-hour
 * window within the listing's hours that day, the address (the profile's, when it has one) and a note.
 * Signed-in customers only (Book Now asks a visitor to sign in first). Checked with the endpoint's schema.
 */
export function VisitModal({ serviceId, serviceName, hours }: Props) {
  const open = useStore(activeDialog) === 'visit';
  const [range, setRange] = useState(() => visitDateRange());
  const [booked, setBooked] = useState<{ id: number; when: string } | null>(null);
  const form = useSchemaForm(visitSchema, { services_id: String(serviceId), date: range.min, slot: '', address: '', note: '' }, async (data) => {
    const answer = await api<VisitAnswer>(apiPaths.bookVisit(), { method: 'POST', body: data, resume: { kind: 'book', target: serviceId } });
    setBooked({ id: answer.data.booking_id, when: `${formatVisitDate(data.date)}, ${formatSlot(data.slot)}` });
    return answer.msg;
  });
  const { values, errors } = form;
  // For the profile's address, which arrives later: it never replaces what the customer typed meanwhile.
  const typed = useRef(values);
  typed.current = values;
  const slots = useMemo(() => (values.date ? visitSlots(hours, values.date) : []), [hours, values.date]);

  // Each opening starts from today's range and the profile's address (when the customer has one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the dialog opens or closes; form's helpers are new on every render.
  useEffect(() => {
    if (!open) {
      form.clear();
      setBooked(null);
      return;
    }
    const now = visitDateRange();
    setRange(now);
    form.update({ services_id: String(serviceId), ...firstVisitWindow(hours) });
    let live = true;
    api<{ status: number; data?: ProfileDetails }>(apiPaths.profileDetails())
      .then((answer) => {
        const address = answer.data?.address?.trim();
        if (live && address && !typed.current.address) form.update({ address });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);

  // A window that the chosen day does not have is dropped; the first full 2-hour one is offered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the day's windows only.
  useEffect(() => {
    if (!slots.includes(values.slot)) form.setValue('slot', preferredSlot(slots));
  }, [slots]);

  return (
    <Dialog open={open} onClose={closeDialog} title={m['provider.visit.title']({ name: serviceName })} subtitle={m['provider.visit.subtitle']()}>
      {booked ? (
        <div role="status" className="rounded-card border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
          <div className="flex items-start gap-3">
            <SvgIcon svg={CircleCheck} className="mt-0.5 size-6 shrink-0" />
            <div>
              <h3 className="text-lg font-semibold">{m['provider.visit.requested']()}</h3>
              <p className="mt-1">
                {segments((history) => m['provider.visit.requestedText']({ id: booked.id, when: booked.when, history })).map(({ text, slot }) => (
                  <Fragment key={`${text}${slot}`}>
                    {text}
                    {slot !== undefined && (
                      <a href={paths.profile('History')} className="font-semibold underline">
                        {m['provider.visit.orderHistory']()}
                      </a>
                    )}
                  </Fragment>
                ))}
              </p>
            </div>
          </div>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
          <VisitTimeFields
            formId={FORM_ID}
            range={range}
            date={values.date}
            slot={values.slot}
            slots={slots}
            errors={errors}
            onDate={(date) => form.setValue('date', date)}
            onSlot={(slot) => form.setValue('slot', slot)}
          />
          <TextField
            {...form.field('address', FORM_ID, { servedFocus: false })}
            label={m['provider.visit.address']()}
            rows={2}
            maxLength={VISIT_ADDRESS_MAX}
            autoComplete="street-address"
            required
          />
          <TextField
            {...form.field('note', FORM_ID, { servedFocus: false })}
            label={m['provider.visit.note']()}
            hint={m['provider.visit.noteHint']()}
            rows={2}
            maxLength={NOTE_MAX}
          />
          <DataNotice kind="visit" />
          <FormError message={form.formError} />
          <button
            type="submit"
            disabled={form.status === 'pending'}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {form.status === 'pending' ? m['provider.visit.booking']() : m['provider.visit.book']()}
          </button>
          <p className="text-center text-xs text-muted">{m['provider.visit.freeToCancel']()}</p>
        </form>
      )}
    </Dialog>
  );
}
