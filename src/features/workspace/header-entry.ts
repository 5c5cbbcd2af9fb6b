import { apiPaths, apiUrl } from '../../paths';
import { isStoredValueSet, STORAGE_KEYS } from '../../stores/storage-keys';

/**
 * The header's "Business" entry, for signed-in members only. Pages are cached for everyone, so the
 * browser asks once per sign-in (GET /api/business/partners) and remembers the answer beside the
 * signed-in marker it was for: a new sign-in (a new marker) asks again, and signing out clears it.
 */
export const BUSINESS_MEMBER_KEY = 'business-member';

/** The remembered answer for this sign-in: true or false, or null when it must be asked. */
export function rememberedMembership(marker: string, stored: string | null): boolean | null {
  if (!stored?.startsWith(`${marker}|`)) return null;
  return stored.endsWith('|1');
}

const storage = {
  get: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // private mode or full storage: the entry is asked for again on the next page
    }
  },
};

/** Whether the signed-in user runs a business, from memory or from the server; false for visitors. */
export async function isBusinessMember(): Promise<boolean> {
  const marker = storage.get(STORAGE_KEYS.userToken);
  if (!marker || !isStoredValueSet(marker)) return false;
  const remembered = rememberedMembership(marker, storage.get(BUSINESS_MEMBER_KEY));
  if (remembered !== null) return remembered;
  const response = await fetch(apiUrl(apiPaths.businessPartners()), { credentials: 'same-origin', headers: { accept: 'application/json' } });
  // Signed out on the server (or a failure): nothing to show, and nothing remembered.
  if (!response.ok) return false;
  const body = (await response.json()) as { data?: unknown[] };
  const member = Array.isArray(body.data) && body.data.length > 0;
  storage.set(BUSINESS_MEMBER_KEY, `${marker}|${member ? 1 : 0}`);
  return member;
}

/** Shows every `[data-business-entry]` of the page when the signed-in user runs a business. */
export function showBusinessEntry(): void {
  isBusinessMember()
    .then((member) => {
      if (!member) return;
      for (const entry of document.querySelectorAll<HTMLElement>('[data-business-entry]')) entry.hidden = false;
    })
    .catch((error: unknown) => console.warn('business entry not shown', error));
}
