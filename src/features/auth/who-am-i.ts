import { api } from '../../lib/api';
import { apiPaths } from '../../paths';
import { signedInAs } from '../../stores/session';
import { accountLabel } from '../../lib/account-label';

/**
 * Who the session cookie belongs to (`GET /api/user`), kept for the header: asked only when the marker says
 * signed in but no email was kept at sign-in. A session that is gone clears the marker (the API client)
 * and answers null.
 */
export async function whoAmI(): Promise<string | null> {
  try {
    const answer = await api<{ status: number; data: { email: string | null; mobile: string | null } }>(apiPaths.user(), { signIn: 'optional' });
    // An account made by mobile has no email: the header names its mobile.
    const label = accountLabel(answer.data);
    signedInAs.set(label);
    return label || null;
  } catch {
    return null;
  }
}
