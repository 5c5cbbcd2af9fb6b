import { useStore } from '@nanostores/react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-static';
import { dismissToast, toasts } from '../../stores/toasts';
import { useHydrated } from '../../lib/client/use-hydrated';
import { SvgIcon } from './SvgIcon';

const look = {
  success: { icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
  info: { icon: Info, className: 'border-sky-200 bg-sky-50 text-sky-900' },
} as const;

/** Top-right toasts (SPEC.md section 9), announced to screen readers. */
export default function Toaster() {
  const all = useStore(toasts);
  // The first toast starts this island (client:intent): toasts show after hydration, so that the first
  // client render matches the server's empty list.
  const items = useHydrated() ? all : [];
  return (
    <div
      className="pointer-events-none fixed top-3 right-3 left-3 z-[100] flex flex-col items-end gap-2 sm:left-auto sm:w-96"
      aria-live="polite"
      aria-atomic="false"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-card border p-3 shadow-card ${look[item.kind].className}`}
        >
          <SvgIcon svg={look[item.kind].icon} className="mt-0.5 size-5 shrink-0" />
          <p className="flex-1 text-sm font-medium">{item.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="-m-2 grid size-10 shrink-0 place-items-center rounded-full hover:bg-black/5"
            aria-label="Dismiss notification"
          >
            <SvgIcon svg={X} className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
