import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { isStoredValueSet, STORAGE_KEYS } from './storage-keys';

/**
 * SPEC.md's `user-token` key. It holds only a non-secret signed-in marker (the session itself is an
 * httpOnly cookie the server set), so the spec's signed-in/out rules still read it while an injected
 * script cannot steal a session. Signed out = missing, empty or the literal text 'undefined'.
 */
export const userToken = persistentAtom<string>(STORAGE_KEYS.userToken, '');

export const isSignedIn = computed(userToken, isStoredValueSet);

/** Whom the header names as signed in (the email they signed in with); read beside the marker, never instead of it. */
export const signedInAs = persistentAtom<string>(STORAGE_KEYS.signedInAs, '');

/** Stored "encoded", as the spec says; `email`, when known, is what the header shows. */
export function signIn(marker: string, email?: string): void {
  userToken.set(btoa(marker));
  if (email) signedInAs.set(email);
}

/** Logout clears all local storage (SPEC.md section 4). */
export function signOut(): void {
  userToken.set('');
  if (typeof localStorage !== 'undefined') localStorage.clear();
}

/** A fresh non-secret marker for `user-token` (never the session token itself). */
export function newSignedInMarker(): string {
  return `signed-in:${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Brings the marker in line with what the server knows from the cookie: a page rendered for a signed-in
 * user sets it when missing; a page the server rendered for a visitor clears a stale one (the cookie
 * expired or was revoked elsewhere). Only the marker changes: the other keys stay.
 */
export function reconcileSignedIn(serverSignedIn: boolean): void {
  const marked = isStoredValueSet(userToken.get());
  if (serverSignedIn && !marked) signIn(newSignedInMarker());
  if (!serverSignedIn && marked) userToken.set('');
}
