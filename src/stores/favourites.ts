import { atom } from 'nanostores';
import { api, errorMessage } from '../lib/api';
import { apiPaths } from '../paths';
import { takePendingAction } from './pending-action';
import { isSignedIn } from './session';
import { signedInFor } from './sign-in';
import { toast } from './toasts';
import { m } from '../lib/i18n';

/** The ids of the signed-in user's favourite services (SPEC.md: the hearts on listing and details pages). */
export const favouriteIds = atom<number[]>([]);

interface IdsAnswer {
  status: number;
  data: number[];
}
interface ToggleAnswer {
  status: number;
  msg?: string;
  message?: string;
}

/** Loads the favourite ids when signed in (a visitor has none). */
export async function loadFavourites(): Promise<void> {
  if (!isSignedIn.get()) {
    favouriteIds.set([]);
    return;
  }
  try {
    // A 401 here is a marker without a live session (the cookie expired or was revoked elsewhere): the
    // API client clears it and the page stays a visitor's.
    const answer = await api<IdsAnswer>(apiPaths.favouriteIds(), { signIn: 'optional' });
    if (answer.status === 1) favouriteIds.set(answer.data);
  } catch {
    // The hearts stay empty: nothing to tell a visitor who did not ask.
  }
}

/**
 * Toggles a favourite, shows the server's message and refetches the ids (SPEC.md section 4). A visitor is
 * asked to sign in first, and the heart is saved when they are back (`resumeSave`).
 */
export async function toggleFavourite(serviceId: number): Promise<void> {
  const action = { kind: 'save', target: serviceId } as const;
  if (!signedInFor(action)) return;
  try {
    const answer = await api<ToggleAnswer>(apiPaths.saveFavourite(serviceId), { resume: action });
    if (answer.status === 1) toast.success(answer.msg ?? m['favourite.saved']());
    else toast.error(answer.message ?? answer.msg ?? m['error.generic']());
  } catch (error) {
    toast.error(errorMessage(error));
  }
  await loadFavourites();
}

let resumed: Promise<void> | undefined;

/**
 * After sign-in brought the visitor back to the page where they tapped a heart: saves it, once per page
 * (however many hearts start), and only if it is not saved already (the call toggles).
 */
export function resumeSave(): Promise<void> {
  resumed ??= (async () => {
    if (!isSignedIn.get()) return;
    const pending = takePendingAction(['save']);
    if (!pending) return;
    await loadFavourites();
    if (!favouriteIds.get().includes(pending.target)) await toggleFavourite(pending.target);
  })();
  return resumed;
}
