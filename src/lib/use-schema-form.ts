import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { z } from './zod';
import { api, errorBody, errorMessage } from './api';
import { fieldErrorsSummary, type FormState } from './form-state';
import { toast } from '../stores/toasts';

export type FormStatus = 'idle' | 'pending' | 'success';

/** A form's `send` that posts the data to `path` and resolves to the API's `msg` (the success message). */
export const postForMessage = (path: string) => async (data: object) =>
  (await api<{ status: number; msg: string }>(path, { method: 'POST', body: data as Record<string, unknown> })).msg;

/** For each field that follows others, the fields it follows: it is emptied when any of them changes. */
export type Follows<K extends string> = Partial<Record<K, readonly K[]>>;

/**
 * The values after `patch`: every field that follows a changed one (`follows`, on and on) is emptied,
 * unless the patch sets it too. A field set to what it held is no change. Also says which fields were emptied.
 */
export function applyChange<K extends string>(
  values: Record<K, string>,
  patch: Partial<Record<K, string>>,
  follows: Follows<NoInfer<K>> = {},
): { values: Record<K, string>; emptied: K[] } {
  const next: Record<K, string> = { ...values, ...patch };
  const emptied: K[] = [];
  const changed = (Object.keys(patch) as K[]).filter((field) => patch[field] !== values[field]);
  for (let index = 0; index < changed.length; index++) {
    for (const [field, parents] of Object.entries(follows) as [K, readonly K[]][]) {
      if (field in patch || emptied.includes(field) || !parents.includes(changed[index]!)) continue;
      emptied.push(field);
      changed.push(field);
      next[field] = '';
    }
  }
  return { values: next, emptied };
}

/** Whether each field of `held` still holds in `values` what it held. */
export function stillHeld<K extends string>(values: Record<K, string>, held: Partial<Record<K, string>>): boolean {
  return (Object.keys(held) as K[]).every((field) => values[field] === held[field]);
}

/** The first message of each field of a zod failure (what the server's `errors` holds too). */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors as Record<string, string[] | undefined>)) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

/** The first message of each field where `input` fails `schema` (what the form shows under its fields); none when it passes. */
export function schemaErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrors(result.error);
}

/**
 * State and submit handling of a form checked by the same zod schema as its endpoint:
 * - checks on submit, then again on every change once a submit was tried, so errors clear as they are fixed;
 * - a 422's `errors` land under the same fields, and what was typed is kept on any failure;
 * - the form is a real `<form method="post">` to its page, which handles it without JavaScript
 *   (src/lib/server/page-form.ts): its submit button is never disabled while the island loads, a submit
 *   before hydration is a plain POST, and the page's answer (`served`) is where the island starts from;
 * - text typed before hydration is taken from the fields when the island starts (attach `formRef`);
 * - `ready` (true once hydrated) is only for a form that has no page handling its POST yet (the
 *   details page's question, which needs a signed-in customer; forms in modals, which open once it is true).
 * `send` posts the parsed data and resolves to the success message, which is also toasted; or to nothing
 * when it goes on to another page, and the form stays busy (and as typed) until that page loads.
 * A success empties the form, unless `keepValues` (a form that edits what is stored, which stays as saved).
 * `toastSuccess: false` for a form whose success is shown by what it hands over to (the booking modal
 * reopens the enquiry modal in its success state).
 * Fields that follow others (`follows`: a place's point follows its text, a price the route) are emptied
 * when those change; `fill` sets fields from an answer that comes later, unless the fields it was asked
 * for changed meanwhile (what the visitor typed is never overwritten by an old answer).
 */
export function useSchemaForm<S extends z.ZodObject, K extends string = Extract<keyof z.input<S>, string>>(
  schema: S,
  initial: Record<K, string>,
  send: (data: z.output<S>) => Promise<string | undefined>,
  served?: FormState<K>,
  { keepValues = false, toastSuccess = true, follows }: { keepValues?: boolean; toastSuccess?: boolean; follows?: Follows<NoInfer<K>> } = {},
) {
  const [values, setValues] = useState<Record<K, string>>(served && !served.success ? { ...initial, ...served.values } : initial);
  // The values and whether a submit was tried as they are now, for what runs after an await (a
  // render's `values` may be old by then).
  const latest = useRef(values);
  const tried = useRef(Boolean(served && Object.keys(served.errors).length > 0));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>(served?.errors ?? {});
  const [formError, setFormError] = useState(served?.formError ?? '');
  const [status, setStatus] = useState<FormStatus>(served?.success ? 'success' : 'idle');
  const [successMessage, setSuccessMessage] = useState(served?.success ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  // Only for forms that have no page to post to yet (modals open once the island runs anyway).
  const [ready, setReady] = useState(false);
  // What a page served after a plain POST focuses as it loads (the `autofocus` attribute, so without
  // JavaScript too): the first field with an error, else the form-wide error. Dropped once the island runs.
  const [servedFocus, setServedFocus] = useState<K | 'form' | undefined>(() => {
    if (!served || served.success) return undefined;
    return (Object.keys(initial) as K[]).find((field) => served.errors[field]) ?? (served.formError ? 'form' : undefined);
  });

  const check = (next: Record<K, string>) => {
    const result = schema.safeParse(next);
    return { result, errors: (result.success ? {} : firstErrors(result.error)) as Partial<Record<K, string>> };
  };

  // What the visitor typed before the island started is in the fields, not in the state: take it over
  // (else the first render after hydration would put the server's values back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: what was typed before it is taken over a single time.
  useEffect(() => {
    setReady(true);
    setServedFocus(undefined);
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typed = { ...values };
    let changed = false;
    for (const field of Object.keys(initial) as K[]) {
      const value = data.get(field);
      if (typeof value === 'string' && value !== typed[field]) {
        typed[field] = value;
        changed = true;
      }
    }
    if (!changed) return;
    commit(typed);
    if (tried.current) setErrors(check(typed).errors);
  }, []);

  function commit(next: Record<K, string>) {
    latest.current = next;
    setValues(next);
  }

  /**
   * Sets fields at once; those that follow them are emptied. A set field is checked again once a submit
   * was tried (errors clear as they are fixed) and else loses its error; an emptied one loses its error
   * until the next submit.
   */
  function update(patch: Partial<Record<K, string>>) {
    const { values: next, emptied } = applyChange(latest.current, patch, follows);
    commit(next);
    const found: Partial<Record<K, string>> = tried.current ? check(next).errors : {};
    setErrors((current) => {
      const updated = { ...current };
      for (const field of Object.keys(patch) as K[]) updated[field] = found[field];
      for (const field of emptied) updated[field] = undefined;
      return updated;
    });
  }

  function setValue(field: K, value: string) {
    update({ [field]: value } as Partial<Record<K, string>>);
  }

  /**
   * Sets fields from an answer that comes later (a place's point, a route's price), if the `basis` fields
   * still hold what they held when it was asked; else it is dropped, and so is its failure. Resolves to the
   * values after it, or to nothing when dropped; rejects when the answer failed and was still wanted.
   */
  async function fill(basis: readonly K[], answer: Promise<Partial<Record<K, string>>>): Promise<Record<K, string> | undefined> {
    const held: Partial<Record<K, string>> = {};
    for (const field of basis) held[field] = latest.current[field];
    let patch: Partial<Record<K, string>>;
    try {
      patch = await answer;
    } catch (error) {
      if (stillHeld(latest.current, held)) throw error;
      return undefined;
    }
    if (!stillHeld(latest.current, held)) return undefined;
    update(patch);
    return latest.current;
  }

  /** Sets one field's error from outside the schema (a lookup behind the field failed). */
  function setError(field: K, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
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
    tried.current = true;
    setFormError('');
    const { result, errors: found } = check(latest.current);
    setErrors(found);
    if (!result.success) {
      focusFirstError(form, found);
      return;
    }
    setStatus('pending');
    try {
      const message = await send(result.data);
      if (message === undefined) return;
      setSuccessMessage(message);
      if (!keepValues) commit(initial);
      setErrors({});
      tried.current = false;
      setStatus('success');
      if (toastSuccess) toast.success(message);
    } catch (error) {
      const fromServer: Partial<Record<K, string>> = {};
      for (const [field, message] of Object.entries(errorBody(error).errors ?? {})) {
        fromServer[field as K] = Array.isArray(message) ? message[0] : message;
      }
      setErrors(fromServer);
      setFormError(Object.keys(fromServer).length > 0 ? fieldErrorsSummary() : errorMessage(error));
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

  /** The form as it started: initial values, no errors, nothing tried (a modal that closes). A send under way goes on. */
  function clear() {
    commit(initial);
    setErrors({});
    tried.current = false;
    setStatus((current) => (current === 'pending' ? current : 'idle'));
    setSuccessMessage('');
    setFormError('');
  }

  /**
   * What a `<TextField>` takes from the form's state: `<TextField {...form.field('email', formId)} label="Email" />`.
   * `formId` prefixes the element ids (two forms on a page never share one); `servedFocus: false` for a
   * copy of the form that must not take the served page's autofocus (the one in a modal).
   */
  function field(name: K, formId: string, { servedFocus: takesServedFocus = true }: { servedFocus?: boolean } = {}) {
    return {
      formId,
      name,
      value: values[name],
      error: errors[name],
      autoFocus: takesServedFocus && servedFocus === name,
      onChange: (value: string) => setValue(name, value),
    };
  }

  return {
    values,
    setValue,
    update,
    fill,
    setError,
    field,
    errors,
    formError,
    status,
    successMessage,
    ready,
    onSubmit,
    reset,
    clear,
    formRef,
    servedFocus,
  };
}
