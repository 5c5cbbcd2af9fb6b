import { type SubmitEvent, useEffect, useState } from 'react';
import { z } from './zod';
import { errorBody, errorMessage } from './api';
import { toast } from '../stores/toasts';

export type FormStatus = 'idle' | 'pending' | 'success';

/** The first message of each field of a zod failure (what the server's `errors` holds too). */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors as Record<string, string[] | undefined>)) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

/**
 * State and submit handling of a form checked by the same zod schema as its endpoint:
 * - checks on submit, then again on every change once a submit was tried, so errors clear as they are fixed;
 * - a 422's `errors` land under the same fields, and what was typed is kept on any failure;
 * - `ready` stays false until the island has hydrated, so a submit cannot slip out as a plain GET.
 * `send` posts the parsed data and resolves to the success message, which is also toasted.
 */
export function useSchemaForm<S extends z.ZodObject, K extends string = Extract<keyof z.input<S>, string>>(
  schema: S,
  initial: Record<K, string>,
  send: (data: z.output<S>) => Promise<string>,
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState<FormStatus>('idle');
  const [successMessage, setSuccessMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const check = (next: Record<K, string>) => {
    const result = schema.safeParse(next);
    return { result, errors: (result.success ? {} : firstErrors(result.error)) as Partial<Record<K, string>> };
  };

  function setValue(field: K, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) {
      const found = check(next).errors;
      setErrors((current) => ({ ...current, [field]: found[field] }));
    }
  }

  /** Moves focus to the first field with an error, in the order the form shows them. */
  function focusFirstError(form: HTMLFormElement, found: Partial<Record<K, string>>) {
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement => 'name' in element && Boolean(found[(element as HTMLInputElement).name as K]),
    );
    if (!first) return;
    // Centred, label included: a plain focus() may leave the field under the sticky header.
    first.focus({ preventScroll: true });
    (first.parentElement ?? first).scrollIntoView({ block: 'center' });
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const form = event.currentTarget;
    setTried(true);
    setFormError('');
    const { result, errors: found } = check(values);
    setErrors(found);
    if (!result.success) {
      focusFirstError(form, found);
      return;
    }
    setStatus('pending');
    try {
      const message = await send(result.data);
      setSuccessMessage(message);
      setValues(initial);
      setErrors({});
      setTried(false);
      setStatus('success');
      toast.success(message);
    } catch (error) {
      const fromServer: Partial<Record<K, string>> = {};
      for (const [field, message] of Object.entries(errorBody(error).errors ?? {})) {
        fromServer[field as K] = Array.isArray(message) ? message[0] : message;
      }
      setErrors(fromServer);
      setFormError(Object.keys(fromServer).length > 0 ? 'Please correct the highlighted fields.' : errorMessage(error));
      setStatus('idle');
      focusFirstError(form, fromServer);
    }
  }

  /** Back to an empty form after a success (values were cleared then). */
  function reset() {
    setStatus('idle');
    setSuccessMessage('');
    setFormError('');
  }

  return { values, setValue, errors, formError, status, successMessage, ready, onSubmit, reset };
}
