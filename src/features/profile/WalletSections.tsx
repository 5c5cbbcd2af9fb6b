import { useCallback } from 'react';
import { Gift, Share2, UserPlus, Wallet as WalletIcon } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { site } from '../../lib/site';
import { apiPaths, paths } from '../../paths';
import { formatRupees } from '../../lib/format';
import { formatDate } from './profile';
import type { Person, Wallet } from './types';
import { EmptyState, LoadedSection, linkButton } from './ui';
import { useLoad } from './use-load';

function useWallet() {
  const load = useCallback(() => api<{ status: number; data: Wallet }>(apiPaths.wallet()).then((answer) => answer.data), []);
  return useLoad(load);
}

/** #MyWallet: the balance earned through invites and its entries. */
export function WalletSection({ person }: { person: Person }) {
  return (
    <LoadedSection person={person} title={m['profile.section.myWallet']()} state={useWallet()}>
      {(data) => (
        <div className="space-y-6">
          <div className="flex items-center gap-4 rounded-card bg-brand p-5 text-white">
            <span className="grid size-12 place-items-center rounded-full bg-white/15">
              <SvgIcon svg={WalletIcon} className="size-6" />
            </span>
            <div>
              <p className="text-sm text-white/80">{m['profile.wallet.balance']()}</p>
              <p className="text-3xl font-bold">{formatRupees(data.balance)}</p>
            </div>
          </div>
          <div>
            <h3 className="mb-3 font-semibold text-ink">{m['profile.wallet.activity']()}</h3>
            {data.entries.length === 0 ? (
              <EmptyState icon={WalletIcon} title={m['profile.wallet.empty']()}>
                {m['profile.wallet.emptyText']({ amount: formatRupees(data.reward_per_friend), name: site.name })}{' '}
                <a href={paths.profile('InviteFriends')} className="font-semibold text-brand hover:underline">
                  {m['profile.ui.inviteFriends']()}
                </a>
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line rounded-card border border-line">
                {data.entries.map((entry) => (
                  <li key={entry.invite_id} className="flex items-center justify-between gap-3 p-4">
                    <div>
                      <p className="font-medium text-ink">{m['profile.wallet.entry']({ friend: entry.friend_name })}</p>
                      <p className="text-sm text-muted">{formatDate(entry.created_at)}</p>
                    </div>
                    <p className="font-semibold whitespace-nowrap text-emerald-700">+{formatRupees(entry.amount)}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </LoadedSection>
  );
}

/** #Rewards: who joined through the user's invite (first names only), when, and how to earn more. */
export function RewardsSection({ person }: { person: Person }) {
  return (
    <LoadedSection person={person} title={m['profile.section.rewards']()} state={useWallet()}>
      {(data) => (
        <div className="space-y-6">
          <div className="grid grid-cols-2 gap-3">
            <div className="rounded-card border border-line p-4">
              <p className="text-2xl font-bold text-ink">{data.entries.length}</p>
              <p className="text-sm text-muted">{m['profile.rewards.friendsJoinedCount']({ count: data.entries.length })}</p>
            </div>
            <div className="rounded-card border border-line p-4">
              <p className="text-2xl font-bold text-ink">{formatRupees(data.balance)}</p>
              <p className="text-sm text-muted">{m['profile.rewards.earned']()}</p>
            </div>
          </div>
          <div>
            <h3 className="mb-3 font-semibold text-ink">{m['profile.rewards.friendsTitle']()}</h3>
            {data.entries.length === 0 ? (
              <EmptyState icon={Gift} title={m['profile.rewards.none']()}>
                {m['profile.rewards.noneText']()}
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line rounded-card border border-line">
                {data.entries.map((entry) => (
                  <li key={entry.invite_id} className="flex items-center justify-between gap-3 p-4">
                    <div>
                      <p className="font-medium text-ink">{entry.friend_name}</p>
                      <p className="text-sm text-muted">{m['profile.rewards.joined']({ date: formatDate(entry.created_at) })}</p>
                    </div>
                    <p className="font-semibold whitespace-nowrap text-emerald-700">{formatRupees(entry.amount)}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="rounded-card bg-surface p-5">
            <h3 className="font-semibold text-ink">{m['profile.rewards.howTitle']()}</h3>
            <ol className="mt-3 space-y-3">
              {[
                { icon: Share2, text: m['profile.rewards.stepShare']() },
                { icon: UserPlus, text: m['profile.rewards.stepJoin']({ name: site.name }) },
                { icon: Gift, text: m['profile.rewards.stepEarn']({ amount: formatRupees(data.reward_per_friend) }) },
              ].map((step) => (
                <li key={step.text} className="flex items-center gap-3 text-ink">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
                    <SvgIcon svg={step.icon} className="size-5" />
                  </span>
                  {step.text}
                </li>
              ))}
            </ol>
            <a href={paths.profile('InviteFriends')} className={`${linkButton} mt-4`}>
              {m['profile.ui.inviteFriends']()}
            </a>
          </div>
        </div>
      )}
    </LoadedSection>
  );
}
