import { persistentAtom } from '@nanostores/persistent';
import { safeRedirectOr } from '../lib/safe-redirect';
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

/**
 * Reads and clears redirect_to. Only a path of ours is honoured (src/lib/safe-redirect.ts), the fallback's
 * too: local storage is the page's to write, and a value like `/\evil.example` would take the visitor to
 * another site.
 */
export function takeRedirect(fallback: string): string {
  const target = redirectTo.get();
  redirectTo.set('');
  return safeRedirectOr(target, fallback);
}
