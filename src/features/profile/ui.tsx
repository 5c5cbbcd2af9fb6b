import type { ReactNode } from 'react';
import { CircleAlert, LoaderCircle } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { paths } from '../../paths';
import type { Person } from './types';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

/** The user's picture, or the placeholder avatar (SPEC.md section 9) when there is none or it fails. */
export function Avatar({ src, size, className = '' }: { src: string | null | undefined; size: number; className?: string }) {
  return (
    <img
      src={src || AVATAR_PLACEHOLDER}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(AVATAR_PLACEHOLDER)) event.currentTarget.src = AVATAR_PLACEHOLDER;
      }}
      width={size}
      height={size}
      alt=""
      className={`shrink-0 rounded-full bg-surface object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}

/** SPEC.md: "Each section has a small header of avatar and name". */
export function SectionHeader({ person, title, children }: { person: Person; title: string; children?: ReactNode }) {
  return (
    <header className="mb-5 flex flex-wrap items-center gap-3 border-b border-line pb-4">
      <Avatar src={person.picture} size={40} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-muted">{person.name}</p>
        <h2 className="text-xl font-bold text-ink">{title}</h2>
      </div>
      {children}
    </header>
  );
}

export function Loading({ label }: { label?: string }) {
  return (
    <p className="flex items-center gap-2 py-10 text-muted" role="status">
      <SvgIcon svg={LoaderCircle} className="size-5 animate-spin" /> {label ?? m['profile.ui.loading']()}
    </p>
  );
}

export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4 text-red-900" role="alert">
      <p className="flex items-center gap-2">
        <SvgIcon svg={CircleAlert} className="size-5" /> {errorMessage(error, m['profile.ui.loadFailed']())}
      </p>
      <button type="button" onClick={retry} className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold hover:bg-red-100">
        {m['ui.tryAgain']()}
      </button>
    </div>
  );
}

export function EmptyState({ icon, title, children }: { icon: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-light text-brand">
        <SvgIcon svg={icon} className="size-6" />
      </span>
      <p className="mt-3 font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 max-w-sm text-sm text-muted">{children}</div>}
    </div>
  );
}

/** A section's header, then its data once loaded: a spinner while loading, the failure with a retry, or what `children` makes of the data. */
export function LoadedSection<T>({
  person,
  title,
  state,
  badge,
  intro,
  after,
  children,
}: {
  person: Person;
  title: string;
  state: { data?: T; error?: unknown; loading: boolean; reload: () => void };
  badge?: ReactNode;
  intro?: ReactNode;
  after?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, error, loading, reload } = state;
  return (
    <section>
      <SectionHeader person={person} title={title}>
        {badge}
      </SectionHeader>
      {intro}
      {loading && !data && <Loading />}
      {error !== undefined && <LoadError error={error} retry={reload} />}
      {data && children(data)}
      {after}
    </section>
  );
}

/** A table of the section's rows under a hidden caption and its column heads. */
export function SectionTable({
  caption,
  heads,
  children,
}: {
  caption: string;
  heads: { label: ReactNode; className?: string }[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-muted">
          <tr>
            {heads.map((head, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the heads are fixed, in order
              <th key={index} scope="col" className={head.className ? `px-4 py-3 font-semibold ${head.className}` : 'px-4 py-3 font-semibold'}>
                {head.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** Nothing here yet: the reason, and a link to browse the services. */
export function EmptyBrowse({ icon, title, text }: { icon: string; title: string; text: string }) {
  return (
    <EmptyState icon={icon} title={title}>
      {text}{' '}
      <a href={paths.services()} className="font-semibold text-brand hover:underline">
        {m['ui.browseServices']()}
      </a>
    </EmptyState>
  );
}

export const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
export const outlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-5 font-semibold text-ink hover:bg-surface';

/**
 * A step that cannot be undone (cancel a booking, block a business), asked once more: the red yes (its busy
 * words while the step runs) and the way back. `boxed` for a question in a box of its own rather than in a
 * row that is one already.
 */
export function AskAgain({
  question,
  yes,
  busyYes,
  back,
  busy,
  onYes,
  onBack,
  boxed = false,
}: {
  question: string;
  yes: string;
  busyYes: string;
  back: string;
  busy: boolean;
  onYes: () => void;
  onBack: () => void;
  boxed?: boolean;
}) {
  return (
    <fieldset className={boxed ? 'mt-3 space-y-2 rounded-lg bg-surface p-3' : 'space-y-2'}>
      <legend className={boxed ? 'float-left text-sm text-ink' : 'text-sm text-ink'}>{question}</legend>
      <div className={boxed ? 'clear-both flex flex-wrap gap-2 pt-1' : 'flex flex-wrap gap-2'}>
        <button
          type="button"
          disabled={busy}
          onClick={onYes}
          className="inline-flex min-h-11 items-center rounded-full bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? busyYes : yes}
        </button>
        <button type="button" className={outlineButton} onClick={onBack}>
          {back}
        </button>
      </div>
    </fieldset>
  );
}
