import { safeRedirectPath } from '../lib/safe-redirect';

/**
 * The action a visitor tried before being asked to sign in (the heart, Tap to Rate, Book Now, Add Photo),
 * resumed once when sign-in brings them back to the same page. Kept in session storage: it belongs to
 * this tab's sign-in, and a value the page did not write (another tab, a script, an old visit) is worth
 * nothing unless `parsePendingAction` finds it to be one of ours, for this page, and fresh.
 */
export const PENDING_ACTION_KINDS = ['save', 'rate', 'book', 'photo'] as const;
export type PendingActionKind = (typeof PENDING_ACTION_KINDS)[number];

/** What an island asks to resume: the kind and the listing it is about. */
export interface ResumableAction {
  kind: PendingActionKind;
  /** The listing's `services_id`. */
  target: number;
}

export interface PendingAction extends ResumableAction {
  /** The page (path and query) it was tried on: resumed there only. */
  path: string;
  /** When it was kept (ms since the epoch). */
  at: number;
}

const STORAGE_KEY = 'pending-action';
/** Long enough to read a mailed code; older, the visitor has moved on. */
export const PENDING_ACTION_MAX_AGE_MS = 30 * 60_000;

const isKind = (value: unknown): value is PendingActionKind => PENDING_ACTION_KINDS.includes(value as PendingActionKind);

/**
 * The stored action when it is one this page may resume: known kind, a listing id, kept on `currentPath`
 * (a path of ours: src/lib/safe-redirect.ts) within the last half hour. Anything else is null.
 */
export function parsePendingAction(raw: string | null, currentPath: string, now = Date.now()): PendingAction | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { kind, target, path, at } = value as Record<string, unknown>;
  if (!isKind(kind) || !Number.isSafeInteger(target) || (target as number) <= 0) return null;
  if (typeof path !== 'string' || safeRedirectPath(path) !== path || path !== currentPath) return null;
  if (typeof at !== 'number' || at > now || now - at > PENDING_ACTION_MAX_AGE_MS) return null;
  return { kind, target: target as number, path, at };
}

/** The page as a pending action names it: path and query (a hash only scrolls). */
export const currentPagePath = (location: Pick<Location, 'pathname' | 'search'>) => location.pathname + location.search;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `action` to resume on this page after signing in. */
export function keepPendingAction(action: ResumableAction): void {
  const pending: PendingAction = { kind: action.kind, target: action.target, path: currentPagePath(window.location), at: Date.now() };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or refused: the visitor comes back to the page without the action, as before.
  }
}

/**
 * The pending action for this page if it is of one of `kinds`, cleared so it runs once. An action that
 * is not this page's to resume (another page's, unknown, stale) is cleared too; one of another kind for
 * this page stays for the island that resumes it.
 */
export function takePendingAction(kinds: readonly PendingActionKind[]): PendingAction | null {
  const stored = storage();
  const raw = stored?.getItem(STORAGE_KEY) ?? null;
  if (!raw) return null;
  const action = parsePendingAction(raw, currentPagePath(window.location));
  if (action && !kinds.includes(action.kind)) return null;
  stored?.removeItem(STORAGE_KEY);
  return action;
}
