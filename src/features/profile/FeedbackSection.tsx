import { BusySubmit, FormError } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { site } from '../../lib/site';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { FEEDBACK_MAX, feedbackSchema } from './profile';
import type { Person } from './types';
import { SectionHeader } from './ui';

const FORM_ID = 'feedback';

/** SPEC.md Feedback: a required textarea and 'Submit Feedback'; success clears the field. */
export default function FeedbackSection({ person }: { person: Person }) {
  const form = useSchemaForm(feedbackSchema, { feedback: '' }, async (data) => {
    // SPEC.md section 7: "Feedback: success when data equals 1".
    if ((await api<unknown>(apiPaths.feedback(), { method: 'POST', body: data })) !== 1) throw new Error('feedback not added');
    return m['profile.feedback.sent']();
  });

  return (
    <section>
      <SectionHeader person={person} title={m['profile.section.feedback']()} />
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        <TextField
          {...form.field('feedback', FORM_ID)}
          label={m['profile.feedback.field']({ name: site.name })}
          required
          rows={6}
          maxLength={FEEDBACK_MAX}
          placeholder={m['profile.feedback.placeholder']()}
        />
        <FormError message={form.formError} />
        <BusySubmit pending={form.status === 'pending'} label={m['profile.feedback.submit']()} fit />
      </form>
    </section>
  );
}
