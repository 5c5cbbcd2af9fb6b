import { Send } from 'lucide-static';
import { FormSubmit, FormSuccess } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { CONTACT_MESSAGE_MAX } from '../content/contact';
import { partnerContactSchema } from './partner-contact';

const FORM_ID = 'partner-contact';

/**
 * The contact form of a partner page (SPEC.md: name, email, subject, message, Send Message). It really
 * sends: the message is stored and mailed to the partner (POST /api/partner-contact/{id}).
 */
export default function PartnerContactForm({ partnerId, businessName }: { partnerId: number; businessName: string }) {
  const form = useSchemaForm(partnerContactSchema, { name: '', email: '', subject: '', message: '' }, async (data) => {
    const answer = await api<{ status: number; msg: string }>(apiPaths.partnerContact(partnerId), { method: 'POST', body: data });
    return answer.msg;
  });
  const { values, errors, status } = form;

  if (status === 'success') {
    return <FormSuccess title="Message sent" message={form.successMessage} resetLabel="Send another message" onReset={form.reset} />;
  }

  const length = values.message.trim().length;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={`Send a message to ${businessName}`} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
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
      </div>
      <TextField formId={FORM_ID} name="subject" label="Subject" value={values.subject} error={errors.subject} onChange={(v) => form.setValue('subject', v)} />
      <TextField
        formId={FORM_ID}
        name="message"
        label="Message"
        rows={5}
        value={values.message}
        error={errors.message}
        hint={`${length.toLocaleString('en-IN')} / ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
        onChange={(v) => form.setValue('message', v)}
      />
      <FormSubmit formError={form.formError} pending={status === 'pending'} ready={form.ready} label="Send Message" icon={Send} />
    </form>
  );
}
