import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';

interface Props {
  /** Prefixes the element ids, so that two forms on a page never share one. */
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  /** Marks the label with an asterisk (hidden from screen readers, which hear `required`). */
  required?: boolean;
  /** Announces the error as it appears (`role="alert"`): for the one field of a form, which also carries the form's own errors. */
  announceError?: boolean;
  /** Draws a textarea with this many rows. */
  rows?: number;
  /** The first field with an error on a page served after a plain POST: focused as the page loads. */
  autoFocus?: boolean;
}

/**
 * A labelled input or textarea with its error under it: `aria-invalid` while it has one and
 * `aria-describedby` pointing at the error and the hint, so screen readers read both.
 */
export function TextField({
  formId,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  required,
  announceError,
  rows,
  autoFocus,
}: Props) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const className =
    'block w-full rounded-lg border bg-white px-3 text-base text-ink placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand ' +
    (error ? 'border-red-600' : 'border-slate-300');
  const common = {
    id,
    name,
    value,
    maxLength,
    placeholder,
    required,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </>
        )}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} className={`${className} py-2.5`} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          className={`${className} min-h-12`}
        />
      )}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
