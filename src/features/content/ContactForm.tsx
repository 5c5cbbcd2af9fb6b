import { reactIsland } from '../../lib/react-island';
import { MessageForm } from '../../components/ui/MessageForm';
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
  return (
    <MessageForm
      form={form}
      formId={FORM_ID}
      action={action}
      sent={m['contact.form.sent']()}
      another={m['contact.form.sendAnother']()}
      send={m['contact.form.submit']()}
      label={{ labelledBy: 'contact-form-title' }}
    >
      <TextField {...form.field('name', FORM_ID)} label={m['contact.form.name']()} autoComplete="name" />
      <TextField {...form.field('email', FORM_ID)} label={m['contact.form.email']()} type="email" inputMode="email" autoComplete="email" />
      <TextField
        {...form.field('message', FORM_ID)}
        label={m['contact.form.message']()}
        rows={6}
        hint={characterCount(form.values.message, CONTACT_MESSAGE_MAX)}
      />
    </MessageForm>
  );
}

if (import.meta.env.SSR) reactIsland(ContactForm);
