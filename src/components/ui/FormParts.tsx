import { CircleCheck, LoaderCircle } from 'lucide-static';
import { type Ref, useEffect, useRef } from 'react';
import { m } from '../../lib/i18n';
import { SvgIcon } from './SvgIcon';

interface Props {
  title: string;
  message: string;
  /** The button that brings back an empty form. */
  resetLabel: string;
  onReset: () => void;
  /** The page of the empty form, for the reset button before the island has started. */
  resetHref: string;
}

/**
 * What a form is replaced by once it was sent. It takes focus as it appears, so keyboard and
 * screen-reader users are not dropped where the form was.
 */
export function FormSuccess({ title, message, resetLabel, onReset, resetHref }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    // autoFocus: on a page served after a plain POST, the browser focuses (and shows) it as the page loads.
    <div
      ref={panel}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the success panel of a page served after a plain POST; without JavaScript only autofocus brings the visitor to it.
      autoFocus
      role="status"
      className="scroll-mt-40 rounded-card border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
    >
      <div className="flex items-start gap-3">
        <SvgIcon svg={CircleCheck} className="mt-0.5 size-6 shrink-0" />
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="mt-1">{message}</p>
          {/* A GET form of the page, so that it works on a page served after a plain POST too; the island resets in place. */}
          <form method="get" action={resetHref}>
            <button
              type="submit"
              onClick={(event) => {
                event.preventDefault();
                onReset();
              }}
              className="mt-4 inline-flex min-h-11 items-center rounded-full border border-emerald-300 bg-white px-5 text-sm font-semibold hover:bg-emerald-100"
            >
              {resetLabel}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}

/** The form-wide error (a failure that is not one field's), when there is one. */
export function FormError({ message, autoFocus = false, id }: { message: string | undefined; autoFocus?: boolean; id?: string }) {
  if (!message) return null;
  return (
    // autoFocus (with tabIndex, as a paragraph is not focusable): a page served after a plain POST with no field error.
    // `id`: for the fields the error is about to name it in their aria-describedby.
    <p
      id={id}
      role="alert"
      tabIndex={autoFocus ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: the form-wide error of a page served after a plain POST; without JavaScript only autofocus brings the visitor to it.
      autoFocus={autoFocus}
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}

/**
 * The form-wide error (a failure that is not one field's) and the submit button under a form. The button
 * is disabled only while a send is under way, never while the island loads: before then the form is a
 * plain POST that its page handles.
 */
export function FormSubmit({
  formError,
  focusError = false,
  pending,
  label,
  pendingLabel = m['ui.form.sending'](),
  icon,
}: {
  formError: string;
  /** Focus the form-wide error as the page loads (a page served after a plain POST, with no field error). */
  focusError?: boolean;
  pending: boolean;
  label: string;
  pendingLabel?: string;
  icon?: string;
}) {
  return (
    <>
      <FormError message={formError} autoFocus={focusError} />
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {icon && <SvgIcon svg={icon} className="size-4" />}
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}

/** A dialog's Close button; `className` is its look and place. */
export function CloseButton({ onClick, className, ref }: { onClick: () => void; className: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" onClick={onClick} className={className}>
      {m['ui.close']()}
    </button>
  );
}

/** The foot of a form in a dialog: Close, and the submit button (disabled while `disabled` or a send is under way). */
export function ModalActions({
  onClose,
  pending,
  disabled = false,
  label,
  pendingLabel = m['ui.form.sending'](),
}: {
  onClose: () => void;
  pending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <CloseButton
        onClick={onClose}
        className="inline-flex min-h-12 items-center justify-center rounded-full border border-line px-6 font-semibold text-ink hover:bg-surface"
      />
      <button
        type="submit"
        disabled={disabled || pending}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}

/**
 * The submit button of the sign-in and profile forms, with a spinner while the request is under way:
 * full width, or from the small breakpoint on as wide as its label (`fit`).
 */
export function BusySubmit({ pending, label, fit = false }: { pending: boolean; label: string; fit?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand px-6 text-base font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 ${fit ? 'sm:w-auto' : ''}`}
    >
      {pending && <SvgIcon svg={LoaderCircle} className="size-5 animate-spin" />}
      {label}
    </button>
  );
}
