import { CircleCheck, Send } from 'lucide-static';
import { useEffect, useRef } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { CONTACT_MESSAGE_MAX, contactSchema } from './contact';

const FORM_ID = 'contact';

/** The /contact-us form: Name, Email, Message, Submit (SPEC.md "Static pages"); it really sends. */
export default function ContactForm() {
  const form = useSchemaForm(contactSchema, { name: '', email: '', message: '' }, async (data) => {
    const answer = await api<{ status: number; msg: string }>(apiPaths.contact(), { method: 'POST', body: data });
    return answer.msg;
  });
  const { values, errors, status } = form;
  // The form is replaced by the confirmation: move focus there so keyboard users are not dropped.
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'success') done.current?.focus();
  }, [status]);

  if (status === 'success') {
    return (
      <div ref={done} tabIndex={-1} role="status" className="scroll-mt-40 rounded-card border border-emerald-200 bg-emerald-50 p-6 text-emerald-900">
        <div className="flex items-start gap-3">
          <SvgIcon svg={CircleCheck} className="mt-0.5 size-6 shrink-0" />
          <div>
            <h3 className="text-lg font-semibold">Message sent</h3>
            <p className="mt-1">{form.successMessage}</p>
            <button
              type="button"
              onClick={form.reset}
              className="mt-4 inline-flex min-h-11 items-center rounded-full border border-emerald-300 bg-white px-5 text-sm font-semibold hover:bg-emerald-100"
            >
              Send another message
            </button>
          </div>
        </div>
      </div>
    );
  }

  const length = values.message.trim().length;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <TextField formId={FORM_ID} name="name" label="Name" autoComplete="name" value={values.name} error={errors.name} onChange={(v) => form.setValue('name', v)} />
      <TextField
        formId={FORM_ID}
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(v) => form.setValue('email', v)}
      />
      <TextField
        formId={FORM_ID}
        name="message"
        label="Message"
        rows={6}
        value={values.message}
        error={errors.message}
        hint={`${length.toLocaleString('en-IN')} / ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
        onChange={(v) => form.setValue('message', v)}
      />
      {form.formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {form.formError}
        </p>
      )}
      <button
        type="submit"
        disabled={!form.ready || status === 'pending'}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        <SvgIcon svg={Send} className="size-4" />
        {status === 'pending' ? 'Sending…' : 'Submit'}
      </button>
    </form>
  );
}
