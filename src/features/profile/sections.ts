/**
 * The profile's sections, chosen by the URL hash (SPEC.md /profile): none = Dashboard, #Favourites
 * (#Saved too), #EditProfile, #MyWallet, #History, #Enquiries (the businesses' quotes), #Notification, #InviteFriends, #Rewards, #Feedback,
 * #Policy (leaves for the privacy policy); and #Security (where you're signed in).
 */
export const SECTIONS = [
  { key: 'Dashboard', label: 'Dashboard' },
  { key: 'Favourites', label: 'Favourites' },
  { key: 'EditProfile', label: 'Edit Profile' },
  { key: 'MyWallet', label: 'My Wallet' },
  { key: 'History', label: 'History' },
  { key: 'Enquiries', label: 'My Enquiries' },
  { key: 'Notification', label: 'Notifications' },
  { key: 'InviteFriends', label: 'Invite Friends' },
  { key: 'Rewards', label: 'Rewards' },
  { key: 'Security', label: 'Security' },
  { key: 'Policy', label: 'Policy' },
  { key: 'Feedback', label: 'Feedback' },
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
