import { paths } from '../paths';
import { rememberCurrentPage } from './navigation';
import { keepPendingAction, type ResumableAction } from './pending-action';
import { isSignedIn, signedInAs, userToken } from './session';
import { toast } from './toasts';
import { m } from '../lib/i18n';

/** How long the notice shows before /login opens: long enough to be read, short enough not to wait for. */
export const SIGN_IN_NOTICE_MS = 1200;

let leaving = false;

/**
 * SPEC.md section 6: without sign-in, remember this page (redirect_to), say 'Please login first' and go to
 * /login. `action`, when given, is resumed on this page once the visitor is back signed in
 * (src/stores/pending-action.ts). Asked twice while the notice shows (a double tap), it goes once.
 */
export function askToSignIn(action?: ResumableAction): void {
  if (leaving) return;
  leaving = true;
  rememberCurrentPage();
  if (action) keepPendingAction(action);
  // SPEC.md's wording, shown before the page goes to /login.
  toast.error(m['error.signInFirst']());
  setTimeout(() => window.location.assign(paths.login()), SIGN_IN_NOTICE_MS);
}

/** For an action that needs sign-in: true when signed in; otherwise asks to sign in, keeping the action, and answers false. */
export function signedInFor(action: ResumableAction): boolean {
  if (isSignedIn.get()) return true;
  askToSignIn(action);
  return false;
}

/**
 * The API client's one answer to a 401 (src/lib/api.ts): the session the marker promised is gone
 * (expired, revoked elsewhere), so the marker goes; a call the visitor made is then asked to sign in,
 * keeping its action, while a background read (`signIn: 'optional'`) leaves the page as a visitor's.
 */
export function sessionRefused(signIn: 'ask' | 'optional', resume?: ResumableAction): void {
  userToken.set('');
  signedInAs.set('');
  if (signIn === 'ask') askToSignIn(resume);
}
