import { useCallback, useState } from 'react';
import { Bell, CheckCheck } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { toast } from '../../stores/toasts';
import { formatDateTime } from './profile';
import type { NotificationItem } from '../notifications/notifications';
import type { Person } from './types';
import { EmptyState, LoadedSection } from './ui';
import { useLoad } from './use-load';
import { apiPaths } from '../../paths';

/**
 * SPEC.md: a scrollable list (at most 850 px high); unseen ones highlighted, seen ones with a
 * double-check mark; clicking an unseen one marks it seen and reloads the list.
 */
export default function NotificationsSection({ person, onChange }: { person: Person; onChange?: () => void }) {
  const load = useCallback(() => api<{ status: number; data: NotificationItem[] }>(apiPaths.notifications()).then((answer) => answer.data), []);
  const state = useLoad(load);
  const { reload } = state;
  const [marking, setMarking] = useState<number | null>(null);
  const unseen = state.data?.filter((item) => !item.is_seen).length ?? 0;

  async function markSeen(item: NotificationItem) {
    if (item.is_seen || marking) return;
    setMarking(item.notification_id);
    try {
      const answer = await api<{ status: number }>(apiPaths.notificationSeen(item.notification_id));
      if (answer.status === 1) {
        await reload();
        onChange?.();
      }
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setMarking(null);
    }
  }

  return (
    <LoadedSection
      person={person}
      title={m['profile.section.notifications']()}
      state={state}
      badge={
        state.data && (
          <span className="rounded-full bg-surface px-3 py-1 text-sm text-muted">{m['profile.notifications.unread']({ count: unseen })}</span>
        )
      }
    >
      {(data) =>
        data.length === 0 ? (
          <EmptyState icon={Bell} title={m['profile.dashboard.noNotifications']()}>
            {m['profile.notifications.noneText']()}
          </EmptyState>
        ) : (
          <ul className="max-h-[850px] space-y-2 overflow-y-auto pr-1" aria-label={m['profile.section.notifications']()}>
            {data.map((item) => (
              <li key={item.notification_id}>
                <button
                  type="button"
                  onClick={() => markSeen(item)}
                  aria-disabled={item.is_seen ? true : undefined}
                  className={`flex w-full items-start gap-3 rounded-card border p-4 text-left ${
                    item.is_seen ? 'cursor-default border-line bg-white' : 'border-brand/30 bg-brand-light/50 hover:bg-brand-light'
                  }`}
                >
                  <span className="mt-0.5 shrink-0">
                    {item.is_seen ? (
                      <SvgIcon svg={CheckCheck} className="size-5 text-brand" />
                    ) : (
                      <span className="mt-1.5 block size-2.5 rounded-full bg-brand" aria-hidden="true" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className={`block text-ink ${item.is_seen ? '' : 'font-semibold'}`}>
                      {item.message}
                      {!item.is_seen && <span className="sr-only"> {m['profile.notifications.unreadAside']()}</span>}
                    </span>
                    <span className="mt-1 block text-sm text-muted">
                      {formatDateTime(item.created_at)}
                      {item.is_seen ? (
                        <span className="sr-only"> {m['profile.notifications.seenAside']()}</span>
                      ) : (
                        ` · ${marking === item.notification_id ? m['profile.notifications.marking']() : m['profile.notifications.tapToMark']()}`
                      )}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </LoadedSection>
  );
}
