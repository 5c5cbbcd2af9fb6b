import { type FormEvent, useCallback, useId, useState } from 'react';
import { Download, LoaderCircle, Trash2 } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { API_BASE, apiPaths, paths } from '../../paths';
import { toast } from '../../stores/toasts';
import { DELETE_CONFIRMATION } from '../privacy/privacy';
import type { ConsentItem } from '../privacy/consents';
import { formatDateTime } from './profile';
import type { Person } from './types';
import { LoadedSection, linkButton, outlineButton } from './ui';
import { useLoad } from './use-load';

/** A business that received the person's name and number (GET /api/my-data's `shared_with`). */
interface SharedWith {
  kind: string;
  business: string;
  service_name: string;
  sent_at: string;
  status: string;
}

interface MyDataView {
  sharedWith: SharedWith[];
  consents: ConsentItem[];
}

const kindLabel: Record<string, () => string> = {
  enquiry: () => m['privacy.myData.kind.enquiry'](),
  booking: () => m['privacy.myData.kind.ride'](),
  visit: () => m['privacy.myData.kind.visit'](),
};

/**
 * "My data" (issue: your data, your choice): download everything Seva holds of the person, the businesses
 * that received their name and number (when, and why), their consents with a Withdraw as easy as the giving,
 * where to correct what is wrong, and deleting the account with what it does said before it is done.
 */
export default function MyDataSection({ person }: { person: Person }) {
  const load = useCallback(async (): Promise<MyDataView> => {
    const [mine, consents] = await Promise.all([
      api<{ data: { shared_with: SharedWith[] } }>(apiPaths.myData()),
      api<{ data: ConsentItem[] }>(apiPaths.myConsents()),
    ]);
    return { sharedWith: mine.data.shared_with, consents: consents.data };
  }, []);
  const state = useLoad(load);

  return (
    <LoadedSection
      person={person}
      title={m['profile.section.myData']()}
      state={state}
      intro={
        <div className="mb-6">
          <p className="text-muted">{m['privacy.myData.lead']()}</p>
          <a href={`${API_BASE}${apiPaths.myData()}`} download="seva-my-data.json" className={`${linkButton} mt-4 w-full sm:w-auto`}>
            <SvgIcon svg={Download} className="size-5" />
            {m['privacy.myData.download']()}
          </a>
        </div>
      }
      after={<DeleteAccount />}
    >
      {(data) => (
        <>
          <SharedWithList shared={data.sharedWith} />
          <ConsentList consents={data.consents} reload={state.reload} />
          <section aria-labelledby="my-data-correct" className="mt-8">
            <h3 id="my-data-correct" className="text-lg font-semibold text-ink">
              {m['privacy.myData.correctTitle']()}
            </h3>
            <p className="mt-1 text-muted">
              {m['privacy.myData.correctLead']()}{' '}
              <a href={paths.profile('EditProfile')} className="font-semibold text-brand hover:underline">
                {m['profile.section.editProfile']()}
              </a>
              {' · '}
              <a href={paths.profile('Messages')} className="font-semibold text-brand hover:underline">
                {m['profile.section.messages']()}
              </a>
            </p>
          </section>
        </>
      )}
    </LoadedSection>
  );
}

function SharedWithList({ shared }: { shared: SharedWith[] }) {
  return (
    <section aria-labelledby="my-data-shared">
      <h3 id="my-data-shared" className="text-lg font-semibold text-ink">
        {m['privacy.myData.sharedTitle']()}
      </h3>
      {shared.length === 0 ? (
        <p className="mt-1 text-muted">{m['privacy.myData.sharedNone']()}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-card border border-line">
          {shared.map((item) => (
            <li key={`${item.kind}-${item.sent_at}-${item.business}`} className="p-4">
              <p className="font-semibold text-ink">{item.business}</p>
              <p className="text-sm text-muted">
                {m['privacy.myData.sharedWhy']({ why: (kindLabel[item.kind] ?? kindLabel.enquiry!)(), listing: item.service_name })}
              </p>
              <p className="text-sm text-muted">{formatDateTime(item.sent_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConsentList({ consents, reload }: { consents: ConsentItem[]; reload: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);

  async function withdraw(item: ConsentItem) {
    if (busy) return;
    setBusy(item.purpose);
    try {
      const answer = await api<{ msg: string }>(apiPaths.withdrawConsent(item.purpose), { method: 'POST' });
      toast.success(answer.msg);
      reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="my-data-consents" className="mt-8">
      <h3 id="my-data-consents" className="text-lg font-semibold text-ink">
        {m['privacy.myData.consentsTitle']()}
      </h3>
      <p className="mt-1 text-muted">{m['privacy.myData.consentsLead']()}</p>
      <ul className="mt-3 divide-y divide-line rounded-card border border-line">
        {consents.map((item) => (
          <li key={item.purpose} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="text-sm text-muted">{item.covers}</p>
              <p className="mt-1 text-sm text-muted">
                {item.given
                  ? item.given_at
                    ? m['privacy.myData.givenOn']({ date: formatDateTime(item.given_at) })
                    : m['privacy.myData.givenByDefault']()
                  : item.withdrawn_at
                    ? m['privacy.myData.withdrawnOn']({ date: formatDateTime(item.withdrawn_at) })
                    : m['privacy.myData.notGiven']()}
              </p>
              {item.purpose === 'account' && item.given && (
                <p className="mt-1 text-sm text-muted">{m['privacy.consent.account.withdrawByDeleting']()}</p>
              )}
            </div>
            {item.withdrawable && (
              <button
                type="button"
                onClick={() => void withdraw(item)}
                disabled={busy !== null}
                aria-busy={busy === item.purpose || undefined}
                className={`${outlineButton} w-full shrink-0 sm:w-auto`}
              >
                {busy === item.purpose && <SvgIcon svg={LoaderCircle} className="size-5 animate-spin" />}
                {m['privacy.myData.withdraw']()}
                <span className="sr-only">: {item.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Deleting the account: what happens, said first; the person types DELETE; then they leave, signed out. */
function DeleteAccount() {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (deleting) return;
    setDeleting(true);
    setProblem(null);
    try {
      const answer = await api<{ msg: string }>(apiPaths.deleteAccount(), { method: 'POST', body: { confirm: typed.trim() } });
      toast.success(answer.msg);
      window.location.assign(paths.home());
    } catch (failure) {
      setProblem(errorMessage(failure));
      setDeleting(false);
    }
  }

  return (
    <section aria-labelledby="my-data-delete" className="mt-8 rounded-card border border-red-200 bg-red-50/40 p-4 sm:p-5">
      <h3 id="my-data-delete" className="text-lg font-semibold text-ink">
        {m['privacy.delete.title']()}
      </h3>
      <p className="mt-1 text-ink">{m['privacy.delete.lead']()}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
        <li>{m['privacy.delete.whatReviews']()}</li>
        <li>{m['privacy.delete.whatLeads']()}</li>
        <li>{m['privacy.delete.whatGone']()}</li>
        <li>{m['privacy.delete.whatSessions']()}</li>
        <li>{m['privacy.delete.whatAfter']()}</li>
      </ul>
      <form onSubmit={(event) => void submit(event)} className="mt-4" noValidate>
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          {m['privacy.delete.typeLabel']({ word: DELETE_CONFIRMATION })}
        </label>
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 text-ink sm:max-w-xs"
        />
        {problem && (
          <p id={`${inputId}-problem`} role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
        <button
          type="submit"
          disabled={deleting}
          aria-busy={deleting || undefined}
          className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          <SvgIcon svg={deleting ? LoaderCircle : Trash2} className={`size-5 ${deleting ? 'animate-spin' : ''}`} />
          {deleting ? m['privacy.delete.deleting']() : m['privacy.delete.button']()}
        </button>
      </form>
    </section>
  );
}
