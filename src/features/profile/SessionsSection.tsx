import { useCallback, useState } from 'react';
import { LoaderCircle, LogOut, Monitor, Smartphone } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { site } from '../../lib/site';
import { apiPaths } from '../../paths';
import { toast } from '../../stores/toasts';
import { formatDateTime, isPhoneDevice, lastActiveText } from './profile';
import type { Person, SessionItem } from './types';
import { LoadedSection, outlineButton } from './ui';
import { useLoad } from './use-load';

/**
 * "Where you're signed in": every live session of the customer — device, when it was last
 * used, "This device" for this one — and "Sign out everywhere else", which ends all the others at once.
 */
export default function SessionsSection({ person }: { person: Person }) {
  const load = useCallback(() => api<{ status: number; data: SessionItem[] }>(apiPaths.sessions()).then((answer) => answer.data), []);
  const state = useLoad(load);
  const { reload } = state;
  const [ending, setEnding] = useState(false);
  const others = state.data?.filter((session) => !session.current).length ?? 0;

  async function signOutOthers() {
    if (ending) return;
    setEnding(true);
    try {
      const answer = await api<{ status: number; message?: string }>(apiPaths.revokeOtherSessions(), { method: 'POST' });
      if (answer.status === 1) toast.success(answer.message ?? m['profile.sessions.signedOutOthers']());
      await reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setEnding(false);
    }
  }

  return (
    <LoadedSection
      person={person}
      title={m['profile.sessions.title']()}
      state={state}
      intro={<p className="mb-4 text-muted">{m['profile.sessions.lead']({ name: site.name })}</p>}
    >
      {(data) => (
        <>
          <ul className="divide-y divide-line rounded-card border border-line" aria-label={m['profile.sessions.devices']()}>
            {data.map((session) => (
              <li key={session.id} className="flex items-start gap-3 p-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
                  <SvgIcon svg={isPhoneDevice(session.user_agent) ? Smartphone : Monitor} className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-ink">{session.user_agent}</span>
                    {session.current && (
                      <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">{m['profile.sessions.thisDevice']()}</span>
                    )}
                  </span>
                  <span className="mt-1 block text-sm text-muted">
                    {session.current ? m['profile.sessions.activeNow']() : lastActiveText(session.last_seen_at)}
                  </span>
                  <span className="block text-sm text-muted">{m['profile.sessions.signedIn']({ date: formatDateTime(session.created_at) })}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted" role="status">
              {others === 0 ? m['profile.sessions.nowhereElse']() : m['profile.sessions.others']({ count: others })}
            </p>
            <button
              type="button"
              onClick={() => void signOutOthers()}
              disabled={ending || others === 0}
              aria-busy={ending || undefined}
              className={`${outlineButton} w-full px-3 whitespace-nowrap text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:px-5`}
            >
              <SvgIcon svg={ending ? LoaderCircle : LogOut} className={`size-5 ${ending ? 'animate-spin' : ''}`} />
              {ending ? m['profile.sessions.signingOut']() : m['profile.sessions.signOutOthers']()}
            </button>
          </div>
        </>
      )}
    </LoadedSection>
  );
}
