/**
 * SPEC.md section 3's local-storage keys, in one place: the persistent stores keep them, and the pages
 * name them for client:intent islands that start early when one is set (they have state to show).
 */
export const STORAGE_KEYS = {
  userToken: 'user-token',
  presentCity: 'present-city',
  redirectTo: 'redirect_to',
  inviteCode: 'invite-code',
  /** Ours, beside SPEC.md's: the signed-in user's email, for the header (src/features/auth/signed-in-as.ts). */
  signedInAs: 'signed-in-as',
  /** Ours: '1' while this browser has the workspace's "Alert me on this phone" on (PushAlerts.tsx shows it at once). */
  pushAlerts: 'push-alerts',
} as const;

/**
 * Whether a stored value counts as set. Signed out, SPEC.md's pages leave `user-token` empty or holding
 * the literal text 'undefined' (or 'null'), so those count as unset for every key.
 */
export function isStoredValueSet(value: string | null | undefined): boolean {
  return Boolean(value) && value !== 'undefined' && value !== 'null';
}
