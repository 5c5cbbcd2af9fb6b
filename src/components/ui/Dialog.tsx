import { X } from 'lucide-static';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { m } from '../../lib/i18n';
import { SvgIcon } from './SvgIcon';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (the review modal's date). */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: 'max-w-md' | 'max-w-lg' | 'max-w-2xl';
  /** Keys anywhere in the dialog (the lightbox's arrows). */
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
}

/** Literal class names, so that Tailwind finds them. */
const widths = { 'max-w-md': 'sm:max-w-md', 'max-w-lg': 'sm:max-w-lg', 'max-w-2xl': 'sm:max-w-2xl' } as const;

/**
 * A modal on the native `<dialog>` opened with showModal(): the browser traps focus inside it, makes
 * the page behind it inert and closes it on Escape; the heading labels it. A click on the backdrop
 * closes it too. On a phone it rises from the bottom edge; from `sm` up it is centred.
 */
export function Dialog({ open, onClose, title, subtitle, children, size = 'max-w-lg', onKeyDown }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires 'cancel' and then closes the element: keep our state in step.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    const onClosed = () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // The dialog element itself only receives clicks on its backdrop (the panel fills it).
        if (event.target === ref.current) onClose();
      }}
      className={`m-0 mt-auto max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-ink/60 sm:m-auto sm:w-[calc(100%-2rem)] ${widths[size]}`}
    >
      <div className="flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl sm:max-h-[88dvh] sm:rounded-2xl">
        <header className="flex items-start gap-3 border-b border-line px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            {subtitle && <p className="mt-0.5 text-sm text-muted">{subtitle}</p>}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
            aria-label={m['ui.close']()}
          >
            <SvgIcon svg={X} className="size-5" />
          </button>
        </header>
        <div className="overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
      </div>
    </dialog>
  );
}
