import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { Send } from 'lucide-static';
import type { FormStatus } from '../../lib/use-schema-form';
import { FormSubmit, FormSuccess } from './FormParts';

/** What a message form needs of `useSchemaForm`. */
interface SendingForm {
  status: FormStatus;
  successMessage: string;
  reset: () => void;
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormHTMLAttributes<HTMLFormElement>['onSubmit'];
  formError: string;
  servedFocus?: string;
}

/**
 * A form that sends one message: the fields (`children`) and Send until it is sent, then what was
 * sent with "send another". Before the island starts (or without JavaScript) it posts to `action`.
 */
export function MessageForm({
  form,
  formId,
  action,
  sent,
  another,
  send,
  label,
  children,
}: {
  form: SendingForm;
  formId: string;
  action: string;
  /** The success panel's title, and the label of its link back to an empty form. */
  sent: string;
  another: string;
  send: string;
  /** The form's accessible name: an element's id (`labelledBy`) or words. */
  label: { labelledBy: string } | { name: string };
  children: ReactNode;
}) {
  if (form.status === 'success') {
    return (
      <FormSuccess title={sent} message={form.successMessage} resetLabel={another} onReset={form.reset} resetHref={`${action}#${formId}-form`} />
    );
  }
  return (
    <form
      ref={form.formRef}
      id={`${formId}-form`}
      method="post"
      action={action}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={'labelledBy' in label ? label.labelledBy : undefined}
      aria-label={'name' in label ? label.name : undefined}
      className="space-y-5"
    >
      {children}
      <FormSubmit formError={form.formError} focusError={form.servedFocus === 'form'} pending={form.status === 'pending'} label={send} icon={Send} />
    </form>
  );
}
