import { Send } from 'lucide-static';
import { FormSubmit, FormSuccess } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import type { FormState } from '../../lib/form-state';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { CONTACT_MESSAGE_MAX, type ContactField, contactSchema } from './contact';

const FORM_ID = 'contact';

/**
 * The /contact-us form: Name, Email, Message, Submit (SPEC.md "Static pages"); it really sends (POST
 * /api/contact-us; before the island starts, or without JavaScript, a plain POST to /contact-us, which
 * does the same and answers the page with `served`).
 */
export default function ContactForm({ action, served }: { action: string; served?: FormState<ContactField> }) {
  const form = useSchemaForm(
    contactSchema,
    { name: '', email: '', message: '' },
    async (data) => {
      const answer = await api<{ status: number; msg: string }>(apiPaths.contact(), { method: 'POST', body: data });
      return answer.msg;
    },
    served,
  );
  const { values, errors, status, servedFocus } = form;

  if (status === 'success') {
    return <FormSuccess title="Message sent" message={form.successMessage} resetLabel="Send another message" onReset={form.reset} resetHref={`${action}#${FORM_ID}-form`} />;
  }

  const length = values.message.trim().length;
  return (
    <form ref={form.formRef} id={`${FORM_ID}-form`} method="post" action={action} noValidate onSubmit={form.onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <TextField
        formId={FORM_ID}
        name="name"
        label="Name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        autoFocus={servedFocus === 'name'}
        onChange={(v) => form.setValue('name', v)}
      />
      <TextField
        formId={FORM_ID}
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        autoFocus={servedFocus === 'email'}
        onChange={(v) => form.setValue('email', v)}
      />
      <TextField
        formId={FORM_ID}
        name="message"
        label="Message"
        rows={6}
        value={values.message}
        error={errors.message}
        autoFocus={servedFocus === 'message'}
        hint={`${length.toLocaleString('en-IN')} / ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
        onChange={(v) => form.setValue('message', v)}
      />
      <FormSubmit formError={form.formError} focusError={servedFocus === 'form'} pending={status === 'pending'} label="Submit" icon={Send} />
    </form>
  );
}
