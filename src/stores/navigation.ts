import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from './storage-keys';

/** SPEC.md's `redirect_to`: where to go after sign-in. */
export const redirectTo = persistentAtom<string>(STORAGE_KEYS.redirectTo, '');
/** SPEC.md's `present-city`: the visitor's chosen or detected city text. */
export const presentCity = persistentAtom<string>(STORAGE_KEYS.presentCity, '');
/** SPEC.md's `invite-code`: kept from /invite/{link} until the profile exists. */
export const inviteCode = persistentAtom<string>(STORAGE_KEYS.inviteCode, '');

/** Remembers the current page (path and query) to come back to after signing in. */
export function rememberCurrentPage(): void {
  redirectTo.set(window.location.pathname + window.location.search + window.location.hash);
}

/** Reads and clears redirect_to. Only same-site paths are honoured. */
export function takeRedirect(fallback: string): string {
  const target = redirectTo.get();
  redirectTo.set('');
  return target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
