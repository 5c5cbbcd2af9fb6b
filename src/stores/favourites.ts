import { FetchError } from 'ofetch';
import { atom } from 'nanostores';
import { api, errorMessage } from '../lib/api';
import { paths } from '../paths';
import { rememberCurrentPage } from './navigation';
import { isSignedIn, userToken } from './session';
import { toast } from './toasts';

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

/** SPEC.md section 6: without sign-in, remember the page, say so and go to /login. */
function askToSignIn(): void {
  rememberCurrentPage();
  toast.error('Please login first');
  window.location.assign(paths.login());
}

const isUnauthorized = (error: unknown) => error instanceof FetchError && error.response?.status === 401;

/** Loads the favourite ids when signed in (a visitor has none). */
export async function loadFavourites(): Promise<void> {
  if (!isSignedIn.get()) {
    favouriteIds.set([]);
    return;
  }
  try {
    const answer = await api<IdsAnswer>('/get-your-favourite-service');
    if (answer.status === 1) favouriteIds.set(answer.data);
  } catch (error) {
    // A marker without a live session: the cookie expired or was revoked elsewhere.
    if (isUnauthorized(error)) userToken.set('');
  }
}

/** Toggles a favourite, shows the server's message and refetches the ids (SPEC.md section 4). */
export async function toggleFavourite(serviceId: number): Promise<void> {
  if (!isSignedIn.get()) return askToSignIn();
  try {
    const answer = await api<ToggleAnswer>(`/save-to-favourite/${serviceId}`);
    if (answer.status === 1) toast.success(answer.msg ?? 'Saved');
    else toast.error(answer.message ?? answer.msg ?? 'Something went wrong. Please try again.');
  } catch (error) {
    if (isUnauthorized(error)) {
      userToken.set('');
      return askToSignIn();
    }
    toast.error(errorMessage(error));
  }
  await loadFavourites();
}
