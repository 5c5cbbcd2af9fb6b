import { reactIsland } from '../../lib/react-island';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import AccountMobile from '../auth/AccountMobile';
import { accountLabel } from '../../lib/account-label';
import {
  Bell,
  Gift,
  Database,
  Heart,
  History,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MessageCircle,
  MessageSquareQuote,
  MessageSquareText,
  ShieldCheck,
  UserPen,
  UserPlus,
  Wallet,
} from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { apiPaths, paths } from '../../paths';
import { inviteCode } from '../../stores/navigation';
import { reconcileSignedIn, signedInAs, signOut } from '../../stores/session';
import { toast } from '../../stores/toasts';
import DashboardSection from './DashboardSection';
import EditProfileSection from './EditProfileSection';
import EnquiriesSection from './EnquiriesSection';
import FavouritesSection from './FavouritesSection';
import FeedbackSection from './FeedbackSection';
import HistorySection from './HistorySection';
import InviteSection from './InviteSection';
import MessagesSection from './MessagesSection';
import MyDataSection from './MyDataSection';
import NotificationsSection from './NotificationsSection';
import SessionsSection from './SessionsSection';
import ProfileForm from './ProfileForm';
import { HASH_POLL_MS, SECTIONS, sectionOf, type SectionKey } from './sections';
import type { Person, Summary } from './types';
import { Avatar, Loading, linkButton } from './ui';
import { RewardsSection, WalletSection } from './WalletSections';

const icons: Record<SectionKey, string> = {
  Dashboard: LayoutDashboard,
  Favourites: Heart,
  EditProfile: UserPen,
  MyWallet: Wallet,
  History: History,
  Enquiries: MessageSquareQuote,
  Notification: Bell,
  Messages: MessageCircle,
  InviteFriends: UserPlus,
  Rewards: Gift,
  MyData: Database,
  Security: KeyRound,
  Policy: ShieldCheck,
  Feedback: MessageSquareText,
};

/** The section of the URL hash, re-read every 500 ms as SPEC.md says, and on every hash change. */
function useHashSection(): SectionKey {
  const [section, setSection] = useState<SectionKey>('Dashboard');
  useEffect(() => {
    const read = () => setSection(sectionOf(window.location.hash));
    read();
    const timer = setInterval(read, HASH_POLL_MS);
    window.addEventListener('hashchange', read);
    return () => {
      clearInterval(timer);
      window.removeEventListener('hashchange', read);
    };
  }, []);
  return section;
}

/** SPEC.md section 4: after creating the profile, a stored invite code is sent and removed on status 1. */
async function sendStoredInvite(): Promise<void> {
  const code = inviteCode.get();
  if (!code) return;
  try {
    const answer = await api<{ status: number; msg?: string }>(apiPaths.inviteUser(code));
    if (answer.status === 1) {
      inviteCode.set('');
      if (answer.msg) toast.success(answer.msg);
    }
  } catch {
    // Not a valid invite for this user (own code, already invited…): nothing to tell them.
  }
}

async function logout(): Promise<void> {
  try {
    await api(apiPaths.logout(), { method: 'POST', signIn: 'optional' });
  } catch {
    // Already signed out on the server: clearing this browser is all that is left to do.
  }
  signOut();
  window.location.assign(paths.login());
}

/** Sections that need no profile: what the marketplace shows a person (enquiries, quotes, visits, saved, messages). */
const WITHOUT_PROFILE: readonly SectionKey[] = ['Enquiries', 'History', 'Favourites', 'Notification', 'Messages', 'MyData', 'Security'];

/**
 * The signed-in profile (SPEC.md /profile): header with avatar, name and '+91 {phone}'; a sidebar of
 * sections chosen by the URL hash; the first-time creation form when the summary says status 2.
 */
/** `email`: '' for an account made by mobile (its header names the mobile); `mobile`: the verified one, or null. */
export default function ProfileApp({ email, mobile }: { email: string; mobile: string | null }) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [failed, setFailed] = useState(false);
  const section = useHashSection();

  const loadSummary = useCallback(async () => {
    try {
      setSummary(await api<Summary>(apiPaths.profileSummary()));
      setFailed(false);
    } catch {
      // A session that ended since the page was served (a 401) never gets here: the API client asks to sign in again.
      setFailed(true);
      toast.error(m['profile.app.loadFailedToast']());
    }
  }, []);

  useEffect(() => {
    reconcileSignedIn(true);
    signedInAs.set(accountLabel({ email: email || null, mobile }));
    void loadSummary();
  }, [loadSummary, email, mobile]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: section and summary are what moves the current chip (a new section, or the chips appearing once the summary is in).
  useEffect(() => {
    // On phones the sections are a row of chips: keep the current one in view.
    document.querySelector('nav[data-profile-sections] [aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [section, summary]);

  useEffect(() => {
    // #Policy leaves for the privacy policy.
    if (section === 'Policy') window.location.assign(paths.privacy());
  }, [section]);

  if (failed && !summary) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-lg font-semibold text-ink">{m['profile.app.loadFailed']()}</p>
        <p className="mt-2 text-muted">{m['profile.app.checkConnection']()}</p>
        <button type="button" onClick={() => void loadSummary()} className={`${linkButton} mt-6`}>
          {m['ui.tryAgain']()}
        </button>
      </div>
    );
  }
  if (!summary) {
    return (
      <div className="mx-auto max-w-6xl px-4">
        <Loading label={m['profile.app.loading']()} />
      </div>
    );
  }

  // The first-time creation form (SPEC.md) replaces the profile's own sections; the marketplace's never wait
  // on it: a person sees their enquiries, quotes, visits and the rest without filling 13 fields first.
  const withoutProfile = summary.status === 2;
  if (withoutProfile && !WITHOUT_PROFILE.includes(section)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{m['profile.app.createTitle']()}</h1>
        <p className="mt-2 mb-6 text-muted">{m['profile.app.createLead']()}</p>
        <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          <ProfileForm
            mode="create"
            email={email}
            onSaved={async () => {
              await loadSummary();
              await sendStoredInvite();
            }}
          />
        </div>
      </div>
    );
  }

  const data = summary.u_data;
  const person: Person = { name: data.name || accountLabel({ email: email || null, mobile }), picture: data.profile_pic ?? null };
  const content: Record<SectionKey, ReactNode> = {
    Dashboard: <DashboardSection person={person} />,
    Favourites: <FavouritesSection person={person} />,
    EditProfile: (
      <>
        <AccountMobile mobile={mobile} hasEmail={email !== ''} />
        <EditProfileSection person={person} email={email} onSaved={() => void loadSummary()} />
      </>
    ),
    MyWallet: <WalletSection person={person} />,
    History: <HistorySection person={person} />,
    Enquiries: <EnquiriesSection person={person} />,
    Notification: <NotificationsSection person={person} />,
    Messages: <MessagesSection person={person} />,
    InviteFriends: <InviteSection person={person} refCode={data.ref_code} />,
    Rewards: <RewardsSection person={person} />,
    MyData: <MyDataSection person={person} />,
    Security: <SessionsSection person={person} />,
    Policy: <p className="text-muted">{m['profile.app.openingPolicy']()}</p>,
    Feedback: <FeedbackSection person={person} />,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="flex items-center gap-4 rounded-card bg-brand p-5 text-white shadow-card sm:p-6">
        <Avatar src={person.picture} size={72} className="ring-4 ring-white/30" />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold sm:text-2xl">{person.name}</h1>
          {data.phone && <p>+91 {data.phone}</p>}
        </div>
      </header>

      <div className="mt-6 gap-6 md:grid md:grid-cols-[15rem_1fr]">
        <nav aria-label={m['profile.nav.label']()} data-profile-sections className="-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0">
          <ul className="flex gap-2 pb-2 md:flex-col md:gap-1 md:rounded-card md:border md:border-line md:bg-white md:p-2 md:pb-2">
            {SECTIONS.map((item) => {
              const current = item.key === section;
              return (
                <li key={item.key} className="shrink-0">
                  <a
                    href={item.key === 'Policy' ? paths.privacy() : item.key === 'Dashboard' ? `${paths.profile()}#` : paths.profile(item.key)}
                    aria-current={current ? 'page' : undefined}
                    className="flex min-h-11 items-center gap-2.5 rounded-full border border-line bg-white px-4 text-sm font-medium whitespace-nowrap text-muted hover:text-ink aria-[current=page]:border-brand aria-[current=page]:bg-brand-light aria-[current=page]:text-brand-dark md:rounded-lg md:border-0 md:text-base"
                  >
                    <SvgIcon svg={icons[item.key]} className="size-5" />
                    {item.label}
                  </a>
                </li>
              );
            })}
            <li className="shrink-0">
              <button
                type="button"
                onClick={() => void logout()}
                className="flex min-h-11 w-full items-center gap-2.5 rounded-full border border-line bg-white px-4 text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50 md:rounded-lg md:border-0 md:text-base"
              >
                <SvgIcon svg={LogOut} className="size-5" />
                {m['profile.nav.logout']()}
              </button>
            </li>
          </ul>
        </nav>
        <div className="mt-4 min-w-0 rounded-card border border-line bg-white p-4 sm:p-6 md:mt-0">
          {withoutProfile && (
            <p className="mb-4 rounded-lg bg-brand-light px-4 py-3 text-sm text-ink">
              {m['profile.app.noProfileYet']()}{' '}
              <a href={`${paths.profile()}#`} className="font-semibold text-brand underline-offset-2 hover:underline">
                {m['profile.app.createTitle']()}
              </a>
            </p>
          )}
          {content[section]}
        </div>
      </div>
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(ProfileApp);
