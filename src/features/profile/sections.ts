import { m, withSaidWhenRead } from '../../lib/i18n';

const section = <K extends string>(key: K, label: () => string) => withSaidWhenRead({ key }, { label });

/**
 * The profile's sections, chosen by the URL hash (SPEC.md /profile): none = Dashboard, #Favourites
 * (#Saved too), #EditProfile, #MyWallet, #History, #Enquiries (the businesses' quotes), #Notification, #Messages (how we reach you), #InviteFriends, #Rewards, #Feedback,
 * #Policy (leaves for the privacy policy); #MyData (download, consents, deletion) and #Security (where you're signed in). Each label is read when
 * read, in the page's language.
 */
export const SECTIONS = [
  section('Dashboard', m['profile.section.dashboard']),
  section('Favourites', m['profile.section.favourites']),
  section('EditProfile', m['profile.section.editProfile']),
  section('MyWallet', m['profile.section.myWallet']),
  section('History', m['profile.section.history']),
  section('Enquiries', m['profile.section.enquiries']),
  section('Notification', m['profile.section.notifications']),
  section('Messages', m['profile.section.messages']),
  section('InviteFriends', m['profile.section.inviteFriends']),
  section('Rewards', m['profile.section.rewards']),
  section('MyData', m['profile.section.myData']),
  section('Security', m['profile.section.security']),
  section('Policy', m['profile.section.policy']),
  section('Feedback', m['profile.section.feedback']),
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

const aliases: Record<string, SectionKey> = { Saved: 'Favourites', Notifications: 'Notification' };

/** The section a hash selects; an empty or unknown hash is the Dashboard. */
export function sectionOf(hash: string): SectionKey {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  if (aliases[name]) return aliases[name];
  return SECTIONS.find((section) => section.key === name)?.key ?? 'Dashboard';
}

/** The hash of a section (the Dashboard has none). */
export const hashOf = (key: SectionKey) => (key === 'Dashboard' ? '#' : `#${key}`);

/** SPEC.md section 9: the hash is re-read every 500 ms. */
export const HASH_POLL_MS = 500;

export const labelOf = (key: SectionKey) => SECTIONS.find((section) => section.key === key)!.label;
