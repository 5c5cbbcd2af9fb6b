import { useCallback, useState } from 'react';
import { LoaderCircle, LogOut, Monitor, Smartphone } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage } from '../../lib/api';
import { apiPaths } from '../../paths';
import { toast } from '../../stores/toasts';
import { formatDateTime, isPhoneDevice, lastActiveText } from './profile';
import type { Person, SessionItem } from './types';
import { LoadError, Loading, SectionHeader, outlineButton } from './ui';
import { useLoad } from './use-load';

/**
 * "Where you're signed in": every live session of the customer — device, when it was last
 * used, "This device" for this one — and "Sign out everywhere else", which ends all the others at once.
 */
export default function SessionsSection({ person }: { person: Person }) {
  const load = useCallback(() => api<{ status: number; data: SessionItem[] }>(apiPaths.sessions()).then((answer) => answer.data), []);
  const { data, error, loading, reload } = useLoad(load);
  const [ending, setEnding] = useState(false);
  const others = data?.filter((session) => !session.current).length ?? 0;

  async function signOutOthers() {
    if (ending) return;
    setEnding(true);
    try {
      const answer = await api<{ status: number; message?: string }>(apiPaths.revokeOtherSessions(), { method: 'POST' });
      if (answer.status === 1) toast.success(answer.message ?? 'Signed out everywhere else');
      await reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setEnding(false);
    }
  }

  return (
    <section>
      <SectionHeader person={person} title="Where you’re signed in" />
      <p className="mb-4 text-muted">
        Seva keeps you signed in on each device for up to 30 days, or until it has not been used for 7 days. If you see a device you do not recognise,
        sign out everywhere else.
      </p>
      {loading && !data && <Loading />}
      {error !== undefined && <LoadError error={error} retry={reload} />}
      {data && (
        <>
          <ul className="divide-y divide-line rounded-card border border-line" aria-label="Signed-in devices">
            {data.map((session) => (
              <li key={session.id} className="flex items-start gap-3 p-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
                  <SvgIcon svg={isPhoneDevice(session.user_agent) ? Smartphone : Monitor} className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-ink">{session.user_agent}</span>
                    {session.current && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">This device</span>}
                  </span>
                  <span className="mt-1 block text-sm text-muted">{session.current ? 'Active now' : lastActiveText(session.last_seen_at)}</span>
                  <span className="block text-sm text-muted">Signed in {formatDateTime(session.created_at)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted" role="status">
              {others === 0 ? 'You are not signed in anywhere else.' : `Signed in on ${others} other ${others === 1 ? 'device' : 'devices'}.`}
            </p>
            <button
              type="button"
              onClick={() => void signOutOthers()}
              disabled={ending || others === 0}
              aria-busy={ending || undefined}
              className={`${outlineButton} w-full px-3 whitespace-nowrap text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:px-5`}
            >
              <SvgIcon svg={ending ? LoaderCircle : LogOut} className={`size-5 ${ending ? 'animate-spin' : ''}`} />
              {ending ? 'Signing out…' : 'Sign out everywhere else'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
