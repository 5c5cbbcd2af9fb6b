import { Send } from 'lucide-static';
import { FormSubmit, FormSuccess } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { characterCount, type FormState } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { postForMessage, useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { CONTACT_MESSAGE_MAX, type ContactField, contactSchema } from './contact';

const FORM_ID = 'contact';

/**
 * The /contact-us form: Name, Email, Message, Submit (SPEC.md "Static pages"); it really sends (POST
 * /api/contact-us; before the island starts, or without JavaScript, a plain POST to /contact-us, which
 * does the same and answers the page with `served`).
 */
export default function ContactForm({ action, served }: { action: string; served?: FormState<ContactField> }) {
  const form = useSchemaForm(contactSchema, { name: '', email: '', message: '' }, postForMessage(apiPaths.contact()), served);
  const { values, status, servedFocus } = form;

  if (status === 'success') {
    return (
      <FormSuccess
        title={m['contact.form.sent']()}
        message={form.successMessage}
        resetLabel={m['contact.form.sendAnother']()}
        onReset={form.reset}
        resetHref={`${action}#${FORM_ID}-form`}
      />
    );
  }

  return (
    <form
      ref={form.formRef}
      id={`${FORM_ID}-form`}
      method="post"
      action={action}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <TextField {...form.field('name', FORM_ID)} label={m['contact.form.name']()} autoComplete="name" />
      <TextField {...form.field('email', FORM_ID)} label={m['contact.form.email']()} type="email" inputMode="email" autoComplete="email" />
      <TextField
        {...form.field('message', FORM_ID)}
        label={m['contact.form.message']()}
        rows={6}
        hint={characterCount(values.message, CONTACT_MESSAGE_MAX)}
      />
      <FormSubmit
        formError={form.formError}
        focusError={servedFocus === 'form'}
        pending={status === 'pending'}
        label={m['contact.form.submit']()}
        icon={Send}
      />
    </form>
  );
}
