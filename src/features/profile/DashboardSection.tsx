import { useCallback } from 'react';
import { Bell, CalendarCheck, Gift, Heart, Wallet } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { around, m } from '../../lib/i18n';
import { site } from '../../lib/site';
import { apiPaths, paths } from '../../paths';
import { formatRupees } from '../../lib/format';
import { bookingStatusLabel } from '../bookings/booking-process';
import { formatDateTime } from './profile';
import type { Dashboard, Person } from './types';
import { EmptyState, LoadedSection, linkButton } from './ui';
import { StatusBadge } from './HistorySection';
import { useLoad as useLoadDashboard } from './use-load';

/** The Dashboard: real counts (bookings, favourites, unread notifications, wallet) and the latest items. */
export default function DashboardSection({ person }: { person: Person }) {
  const load = useCallback(() => api<{ data: Dashboard }>(apiPaths.dashboard()).then((answer) => answer.data), []);
  const state = useLoadDashboard(load);
  const firstName = person.name.split(' ')[0];
  const [helloBefore, helloAfter] = around((name) => m['profile.dashboard.hello']({ name }));

  return (
    <LoadedSection
      person={person}
      title={m['profile.section.dashboard']()}
      state={state}
      intro={
        <p className="mb-5 text-lg text-ink">
          {helloBefore}
          <strong>{firstName}</strong>
          {helloAfter}
        </p>
      }
    >
      {(data) => (
        <div className="space-y-6">
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                ['bookings', m['profile.dashboard.bookings'](), String(data.bookings), CalendarCheck, 'History'],
                ['favourites', m['profile.dashboard.favourites'](), String(data.favourites), Heart, 'Favourites'],
                ['unread', m['profile.dashboard.unread'](), String(data.unread_notifications), Bell, 'Notification'],
                ['wallet', m['profile.dashboard.wallet'](), formatRupees(data.wallet_balance), Wallet, 'MyWallet'],
              ] as const
            ).map(([key, label, value, icon, section]) => (
              <li key={key}>
                <a
                  href={paths.profile(section)}
                  className="flex h-full flex-col gap-2 rounded-card border border-line p-4 hover:border-brand hover:bg-surface"
                >
                  <SvgIcon svg={icon} className="size-5 text-brand" />
                  <span className="text-2xl font-bold text-ink">{value}</span>
                  <span className="text-sm text-muted">{label}</span>
                </a>
              </li>
            ))}
          </ul>

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <div>
              <h3 className="mb-3 font-semibold text-ink">{m['profile.dashboard.recentBookings']()}</h3>
              {data.recent_bookings.length === 0 ? (
                <EmptyState icon={CalendarCheck} title={m['profile.dashboard.noBookings']()}>
                  {m['profile.dashboard.noBookingsText']()}
                </EmptyState>
              ) : (
                <ul className="divide-y divide-line rounded-card border border-line">
                  {data.recent_bookings.map((booking) => (
                    <li key={booking.booking_id} className="flex items-center justify-between gap-3 p-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium text-ink">{booking.service_name}</p>
                        <p className="text-sm text-muted">
                          #{booking.booking_id} · {formatDateTime(booking.created_at)}
                        </p>
                      </div>
                      <div className="text-right">
                        <p className="font-semibold">{formatRupees(booking.booking_amount)}</p>
                        {bookingStatusLabel(booking.booking_status) && <StatusBadge status={booking.booking_status} />}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="mb-3 font-semibold text-ink">{m['profile.dashboard.latestNotifications']()}</h3>
              {data.recent_notifications.length === 0 ? (
                <EmptyState icon={Bell} title={m['profile.dashboard.noNotifications']()} />
              ) : (
                <ul className="divide-y divide-line rounded-card border border-line">
                  {data.recent_notifications.map((item) => (
                    <li key={item.notification_id} className={`p-3 ${item.is_seen ? '' : 'bg-brand-light/40'}`}>
                      <p className={`text-ink ${item.is_seen ? '' : 'font-semibold'}`}>{item.message}</p>
                      <p className="text-sm text-muted">{formatDateTime(item.created_at)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>

          <div className="flex flex-col items-start gap-3 rounded-card bg-accent/10 p-4 sm:flex-row sm:items-center">
            <SvgIcon svg={Gift} className="size-6 text-accent-dark" />
            <p className="flex-1 text-ink">
              {data.friends_invited > 0
                ? m['profile.dashboard.friendsJoined']({ count: data.friends_invited })
                : m['profile.dashboard.inviteText']({ name: site.name })}
            </p>
            <a href={paths.profile('InviteFriends')} className={linkButton}>
              {m['profile.ui.inviteFriends']()}
            </a>
          </div>
        </div>
      )}
    </LoadedSection>
  );
}
