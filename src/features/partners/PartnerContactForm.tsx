import { reactIsland } from '../../lib/react-island';
import { MessageForm } from '../../components/ui/MessageForm';
import { TextField } from '../../components/ui/TextField';
import { characterCount, type FormState } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { postForMessage, useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { CONTACT_MESSAGE_MAX } from '../content/contact';
import { type PartnerContactField, partnerContactSchema } from './partner-contact';

const FORM_ID = 'partner-contact';

interface Props {
  partnerId: number;
  businessName: string;
  /** The partner page: the form posts there before the island has started (or without JavaScript). */
  action: string;
  /** The page's answer to such a post: what was typed and its errors, or the success message. */
  served?: FormState<PartnerContactField>;
}

/**
 * The contact form of a partner page (SPEC.md: name, email, subject, message, Send Message). It really
 * sends: the message is stored and mailed to the partner (POST /api/partner-contact/{id}; before the
 * island starts, or without JavaScript, a plain POST to the page, which does the same).
 */
export default function PartnerContactForm({ partnerId, businessName, action, served }: Props) {
  const form = useSchemaForm(
    partnerContactSchema,
    { name: '', email: '', subject: '', message: '' },
    postForMessage(apiPaths.partnerContact(partnerId)),
    served,
  );
  return (
    <MessageForm
      form={form}
      formId={FORM_ID}
      action={action}
      sent={m['partner.form.sent']()}
      another={m['partner.form.another']()}
      send={m['partner.form.send']()}
      label={{ name: m['partner.form.label']({ business: businessName }) }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.field('name', FORM_ID)} label={m['partner.form.name']()} autoComplete="name" />
        <TextField {...form.field('email', FORM_ID)} label={m['partner.form.email']()} type="email" inputMode="email" autoComplete="email" />
      </div>
      <TextField {...form.field('subject', FORM_ID)} label={m['partner.form.subject']()} />
      <TextField
        {...form.field('message', FORM_ID)}
        label={m['partner.form.message']()}
        rows={5}
        hint={characterCount(form.values.message, CONTACT_MESSAGE_MAX)}
      />
    </MessageForm>
  );
}

if (import.meta.env.SSR) reactIsland(PartnerContactForm);
