import { m } from '../../lib/i18n';

/**
 * The profile's sections, chosen by the URL hash (SPEC.md /profile): none = Dashboard, #Favourites
 * (#Saved too), #EditProfile, #MyWallet, #History, #Enquiries (the businesses' quotes), #Notification, #Messages (how we reach you), #InviteFriends, #Rewards, #Feedback,
 * #Policy (leaves for the privacy policy); #MyData (download, consents, deletion) and #Security (where you're signed in). Each label is read when
 * read, in the page's language.
 */
export const SECTIONS = [
  {
    key: 'Dashboard',
    get label() {
      return m['profile.section.dashboard']();
    },
  },
  {
    key: 'Favourites',
    get label() {
      return m['profile.section.favourites']();
    },
  },
  {
    key: 'EditProfile',
    get label() {
      return m['profile.section.editProfile']();
    },
  },
  {
    key: 'MyWallet',
    get label() {
      return m['profile.section.myWallet']();
    },
  },
  {
    key: 'History',
    get label() {
      return m['profile.section.history']();
    },
  },
  {
    key: 'Enquiries',
    get label() {
      return m['profile.section.enquiries']();
    },
  },
  {
    key: 'Notification',
    get label() {
      return m['profile.section.notifications']();
    },
  },
  {
    key: 'Messages',
    get label() {
      return m['profile.section.messages']();
    },
  },
  {
    key: 'InviteFriends',
    get label() {
      return m['profile.section.inviteFriends']();
    },
  },
  {
    key: 'Rewards',
    get label() {
      return m['profile.section.rewards']();
    },
  },
  {
    key: 'MyData',
    get label() {
      return m['profile.section.myData']();
    },
  },
  {
    key: 'Security',
    get label() {
      return m['profile.section.security']();
    },
  },
  {
    key: 'Policy',
    get label() {
      return m['profile.section.policy']();
    },
  },
  {
    key: 'Feedback',
    get label() {
      return m['profile.section.feedback']();
    },
  },
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
