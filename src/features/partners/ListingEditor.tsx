import { reactIsland } from '../../lib/react-island';
import { Save } from 'lucide-static';
import { useId, useState } from 'react';
import { FormSubmit } from '../../components/ui/FormParts';
import { LabelledControl } from './LabelledControl';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { characterCount, type FormState } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { WEEK_DAYS, weekDayName } from '../listings/hours';
import { DAY_KEYS, INFO_MAX, type ListingFormField, type ListingFormValues, listingFormPayload, listingFormSchema } from './listing-editor';

interface Props {
  servicesId: number;
  /** The stored listing as the form's fields (listingFormValues). */
  initial: ListingFormValues;
  /** The page to post to before the island has started (the page itself). */
  action: string;
  /** What the page answered to the form sent as a plain POST. */
  served?: FormState<ListingFormField>;
}

type Field = keyof ListingFormValues;

const sectionClass = 'scroll-mt-24 rounded-card border border-line bg-white p-4 shadow-card target:border-brand sm:p-6';
const timeClass = (error?: string) =>
  `block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-brand ${error ? 'border-red-600' : 'border-slate-300'}`;

/**
 * The owner's editor of a listing: what customers read, its hours (the same every day, or day by day with
 * closed days) and how they reach the business. Checked here with the endpoint's rules; what was typed
 * stays on any error, and a save says plainly that customers see it now.
 */
export default function ListingEditor({ servicesId, initial, action, served }: Props) {
  // "Saved" stands while the form is as saved; a change after it takes the message away.
  const [savedAs, setSavedAs] = useState(served?.success ? JSON.stringify(initial) : '');
  const form = useSchemaForm(
    listingFormSchema,
    initial,
    async (): Promise<string> => {
      const answer: { msg: string } = await api<{ status: number; msg: string }>(apiPaths.businessListing(servicesId), {
        method: 'POST',
        body: listingFormPayload(form.values),
      });
      setSavedAs(JSON.stringify(form.values));
      return answer.msg;
    },
    served,
    { keepValues: true },
  );
  const formId = useId();
  const { values, errors } = form;
  const serverErrors = errors as Partial<Record<string, string>>;
  const field = (name: Field) => form.field(name, formId);
  const pending = form.status === 'pending';

  const timeInput = (name: Field, label: string) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return (
      <LabelledControl id={id} label={label} error={error}>
        <input
          id={id}
          name={name}
          type="time"
          value={values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={timeClass(error)}
        />
      </LabelledControl>
    );
  };

  const modeError = errors.hours_mode ?? serverErrors.day_open;

  return (
    <form ref={form.formRef} method="post" action={action} noValidate onSubmit={form.onSubmit} className="space-y-5" aria-busy={pending}>
      <section id="description" aria-labelledby={`${formId}-about`} className={sectionClass}>
        <h2 id={`${formId}-about`} className="text-lg font-bold">
          {m['listing.edit.read']()}
        </h2>
        <div className="mt-4 space-y-4">
          <TextField {...field('service_name')} label={m['listing.edit.name']()} required maxLength={120} />
          <TextField
            {...field('basic_info')}
            label={m['listing.edit.about']()}
            rows={5}
            hint={m['listing.edit.aboutHint']({ count: characterCount(values.basic_info, INFO_MAX) })}
          />
          <TextField {...field('other_info')} label={m['listing.edit.other']()} rows={3} hint={m['listing.edit.otherHint']()} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('price')} label={m['listing.edit.price']()} inputMode="numeric" required hint={m['listing.edit.priceHint']()} />
            <TextField {...field('contact_no')} label={m['listing.edit.contact']()} type="tel" inputMode="tel" autoComplete="tel" required />
          </div>
        </div>
      </section>

      <section id="hours" aria-labelledby={`${formId}-hours`} className={sectionClass}>
        <h2 id={`${formId}-hours`} className="text-lg font-bold">
          {m['listing.hours.title']()}
        </h2>
        <fieldset className="mt-3" aria-describedby={modeError ? `${formId}-mode-error` : undefined}>
          <legend className="text-sm text-muted">{m['listing.hours.legend']()}</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {(
              [
                ['everyday', m['listing.hours.everyday']()],
                ['perday', m['listing.hours.perday']()],
                ['none', m['listing.hours.none']()],
              ] as const
            ).map(([mode, label]) => (
              <label
                key={mode}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 has-checked:border-brand has-checked:bg-brand-light"
              >
                <input
                  type="radio"
                  name="hours_mode"
                  value={mode}
                  checked={values.hours_mode === mode}
                  onChange={() => form.setValue('hours_mode', mode)}
                  className="size-5 accent-brand"
                />
                <span className="text-sm font-semibold">{label}</span>
              </label>
            ))}
          </div>
          {modeError && (
            <p id={`${formId}-mode-error`} className="mt-2 text-sm font-medium text-red-700">
              {modeError}
            </p>
          )}
        </fieldset>

        {values.hours_mode === 'everyday' && (
          <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
            {timeInput('everyday_start', m['listing.hours.opensAt']())}
            {timeInput('everyday_end', m['listing.hours.closesAt']())}
          </div>
        )}
        {values.hours_mode === 'perday' && (
          <ul className="mt-4 divide-y divide-line">
            {WEEK_DAYS.map((day, index) => {
              const key = DAY_KEYS[index]!;
              const open = values[`${key}_open`] === 'on';
              return (
                <li key={day} className="py-3">
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      name={`${key}_open`}
                      value="on"
                      checked={open}
                      onChange={(event) => form.setValue(`${key}_open`, event.target.checked ? 'on' : '')}
                      className="size-5 accent-brand"
                    />
                    <span className="font-semibold">{weekDayName(day)}</span>
                    <span className="text-sm text-muted">{open ? m['listing.hours.open']() : m['hours.closed']()}</span>
                  </label>
                  {open && (
                    <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-md">
                      {timeInput(`${key}_start`, m['listing.hours.dayOpens']({ day: weekDayName(day) }))}
                      {timeInput(`${key}_end`, m['listing.hours.dayCloses']({ day: weekDayName(day) }))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-3 text-xs text-muted">{m['listing.hours.note']()}</p>
      </section>

      <section id="whatsapp" aria-labelledby={`${formId}-reach`} className={sectionClass}>
        <h2 id={`${formId}-reach`} className="text-lg font-bold">
          {m['listing.reach.title']()}
        </h2>
        <p className="mt-1 text-sm text-muted">{m['listing.reach.lead']()}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('whatsapp')}
            label={m['listing.reach.whatsapp']()}
            type="tel"
            inputMode="tel"
            hint={m['listing.reach.whatsappHint']()}
          />
          <TextField
            {...field('email')}
            label={m['listing.reach.email']()}
            type="email"
            inputMode="email"
            autoComplete="email"
            hint={m['ui.form.optional']()}
          />
          <TextField
            {...field('facebook')}
            label={m['listing.reach.facebook']()}
            inputMode="text"
            placeholder={m['listing.reach.facebookExample']()}
            hint={m['ui.form.optional']()}
          />
          <TextField
            {...field('instagram')}
            label={m['listing.reach.instagram']()}
            inputMode="text"
            placeholder={m['listing.reach.instagramExample']()}
            hint={m['ui.form.optional']()}
          />
        </div>
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <FormSubmit formError={form.formError} pending={pending} label={m['listing.edit.save']()} pendingLabel={m['ui.form.saving']()} icon={Save} />
        <p role="status" aria-live="polite" className="text-sm font-semibold text-positive empty:hidden">
          {form.status === 'success' && savedAs === JSON.stringify(values) && (
            <>
              <SvgIcon svg={Save} className="mr-1 inline size-4" />
              {form.successMessage}
            </>
          )}
        </p>
      </div>
    </form>
  );
}

if (import.meta.env.SSR) reactIsland(ListingEditor);
