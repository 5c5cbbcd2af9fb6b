import { reactIsland } from '../../lib/react-island';
import { useEffect } from 'react';
import { MessageForm } from '../../components/ui/MessageForm';
import { TextField } from '../../components/ui/TextField';
import { characterCount, type FormState } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { mobileInput } from '../../lib/fields';
import { postForMessage, useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { GRIEVANCE_ABOUT, GRIEVANCE_TEXT_MAX, type GrievanceField, grievanceAboutLabel, grievanceSchema, reportPrefill } from './grievances';

const FORM_ID = 'grievance';

/**
 * The grievance form (POST /api/grievances; before the island starts, or without JavaScript, a plain POST to
 * /grievance, which does the same and answers the page with `served`). Phone first: the mobile is asked early
 * with a number keypad, the choice of what it is about is a native select.
 */
export default function GrievanceForm({ action, served }: { action: string; served?: FormState<GrievanceField> }) {
  const form = useSchemaForm(
    grievanceSchema,
    { name: '', email: '', mobile: '', about: '', text: '', url: '' },
    postForMessage(apiPaths.grievances()),
    served,
  );
  // A "Report" link's photo or question: the topic and the address filled in, once, when nothing was typed yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the form starts.
  useEffect(() => {
    const prefill = served ? null : reportPrefill(window.location.search);
    if (!prefill) return;
    form.setValue('about', prefill.about);
    form.setValue('url', prefill.url);
  }, []);
  const aboutField = form.field('about', FORM_ID);
  const aboutId = `${FORM_ID}-about`;
  return (
    <MessageForm
      form={form}
      formId={FORM_ID}
      action={action}
      sent={m['grievance.form.sent']()}
      another={m['grievance.form.another']()}
      send={m['grievance.form.submit']()}
      label={{ labelledBy: 'grievance-form-title' }}
    >
      <TextField {...form.field('name', FORM_ID)} label={m['grievance.form.name']()} autoComplete="name" required />
      <TextField {...form.field('email', FORM_ID)} label={m['grievance.form.email']()} type="email" inputMode="email" autoComplete="email" required />
      <TextField
        {...form.field('mobile', FORM_ID)}
        {...mobileInput({ forgiving: true })}
        label={m['grievance.form.mobile']()}
        hint={m['grievance.form.mobileHint']()}
      />
      <div>
        <label htmlFor={aboutId} className="mb-1.5 block text-sm font-semibold text-ink">
          {m['grievance.form.about']()}{' '}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </label>
        <select
          id={aboutId}
          name="about"
          value={aboutField.value}
          required
          {...{ autoFocus: aboutField.autoFocus }}
          onChange={(event) => aboutField.onChange(event.target.value)}
          aria-invalid={aboutField.error ? true : undefined}
          aria-describedby={aboutField.error ? `${aboutId}-error` : undefined}
          className={`block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-brand ${aboutField.error ? 'border-red-600' : 'border-slate-300'}`}
        >
          <option value="" disabled>
            {m['grievance.form.aboutChoose']()}
          </option>
          {GRIEVANCE_ABOUT.map((about) => (
            <option key={about} value={about}>
              {grievanceAboutLabel(about)}
            </option>
          ))}
        </select>
        {aboutField.error && (
          <p id={`${aboutId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {aboutField.error}
          </p>
        )}
      </div>
      <TextField
        {...form.field('text', FORM_ID)}
        label={m['grievance.form.text']()}
        rows={6}
        required
        hint={characterCount(form.values.text, GRIEVANCE_TEXT_MAX)}
      />
      <TextField {...form.field('url', FORM_ID)} label={m['grievance.form.url']()} type="url" inputMode="text" hint={m['grievance.form.urlHint']()} />
    </MessageForm>
  );
}

if (import.meta.env.SSR) reactIsland(GrievanceForm);
