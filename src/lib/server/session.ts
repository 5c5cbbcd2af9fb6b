import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, like, lt, ne, or } from 'drizzle-orm';
import { clock } from './clock';
import { db } from './db';
import { sessions, users } from './db/schema';
import { m } from '../i18n';

/** Name of the httpOnly cookie that carries the session token in browsers over plain http (a local machine). */
export const SESSION_COOKIE = 'seva_session';
/**
 * Its name under https. Browsers accept a `__Host-` cookie only when it is Secure, has Path=/ and no
 * Domain, so a sibling subdomain (or a man in the middle on http) cannot plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** The cookie name for a request served over https or not. */
export const sessionCookieName = (https: boolean) => (https ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** Sessions last 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** ... and end sooner when unused for 7 days: a forgotten device does not stay signed in for a month. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** Last use is written at most this often per session, not on every request. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The public id of a session in the sessions list: a prefix of its token's hash (which is not the token). */
const SESSION_ID_LENGTH = 16;
export const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, SESSION_ID_LENGTH);
const isSessionId = (id: string) => new RegExp(`^[0-9a-f]{${SESSION_ID_LENGTH}}$`).test(id);

/** A session is alive while its lifetime lasts and it was used within SESSION_IDLE_MS. */
const alive = (now: Date) => and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));

/**
 * Creates a session: a 256-bit random token given to the client, its SHA-256 kept in the database,
 * with the names of its browser and system (deviceFacts) for the customer's sessions list.
 */
export async function createSession(userId: number, device: string | null = null): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await (await db()).insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, lastSeenAt: now, device });
  return { token, expiresAt };
}

/** The user of a token, or null when it is unknown, revoked, expired or idle too long. Notes its use now and then. */
export async function validateSessionToken(token: string): Promise<App.SessionUser | null> {
  if (!token || token.length > 200) return null;
  const now = clock.now();
  const tokenHash = hashToken(token);
  const database = await db();
  const [row] = await database
    .select({ id: users.id, email: users.email, mobile: users.mobile, refCode: users.refCode, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), alive(now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await database.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _, ...user } = row;
  return user;
}

export async function revokeSession(tokenHash: string): Promise<void> {
  await (await db()).delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Forgets sessions that ended, by their lifetime or by idleness. */
export async function deleteExpiredSessions(): Promise<void> {
  const now = clock.now();
  await (await db()).delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}

export interface SessionEntry {
  id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  current: boolean;
}

/** The live sessions of a user, the current one first, then the most recently used. */
export async function listSessions(userId: number, currentHash: string | null): Promise<SessionEntry[]> {
  const rows = await (await db())
    .select({ tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, device: sessions.device })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), alive(clock.now())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows
    .map((row) => ({
      id: sessionIdOf(row.tokenHash),
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      user_agent: deviceWords(row.device),
      current: row.tokenHash === currentHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends every session of the user but `currentHash`; answers how many ended. */
export async function revokeOtherSessions(userId: number, currentHash: string | null): Promise<number> {
  const condition = currentHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentHash)) : eq(sessions.userId, userId);
  const ended = await (await db()).delete(sessions).where(condition).returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Ends one session of the user by its public id; false when the user has no such session (another's included). */
export async function revokeSessionById(userId: number, id: string): Promise<boolean> {
  if (!isSessionId(id)) return false;
  const ended = await (await db())
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), like(sessions.tokenHash, `${id}%`)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length > 0;
}

/** The token of a request: `Authorization: Bearer …` first (apps, tests), else the session cookie. */
export function tokenFromRequest(request: Request, cookieValue: string | undefined): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match?.[1] && match[1] !== 'undefined' && match[1] !== 'null') return match[1];
  return cookieValue || null;
}

/** Browsers and systems by name, the first that matches (a name, never a word: it reads the same in every language). */
const BROWSERS: [RegExp[], string][] = [
  [[/Edg(e|A|iOS)?\//], 'Edge'],
  [[/OPR\/|Opera/], 'Opera'],
  [[/SamsungBrowser\//], 'Samsung Internet'],
  [[/Firefox\/|FxiOS\//], 'Firefox'],
  [[/Chrome\/|CriOS\/|Chromium\//], 'Chrome'],
  [[/Safari\//, /Version\//], 'Safari'],
];
const SYSTEMS: [RegExp[], string][] = [
  [[/iPhone/], 'iPhone'],
  [[/iPad/], 'iPad'],
  [[/Android/], 'Android'],
  [[/Windows/], 'Windows'],
  [[/CrOS/], 'ChromeOS'],
  [[/Mac OS X|Macintosh/], 'Mac'],
  [[/Linux/], 'Linux'],
];
const nameIn = (table: [RegExp[], string][], ua: string) => table.find(([patterns]) => patterns.every((p) => p.test(ua)))?.[1] ?? null;
const known = (table: [RegExp[], string][], name: string | undefined) => (table.some(([, known]) => known === name) ? (name ?? null) : null);

/**
 * What a session keeps of its device: the browser's and the system's names, 'Chrome|Android' (either may be
 * empty), enough for a person to recognise it in their sessions list and nothing more (no versions: the full
 * header is not kept). The words around them are said when the list is shown (deviceWords).
 */
export function deviceFacts(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  return `${nameIn(BROWSERS, ua) ?? ''}|${nameIn(SYSTEMS, ua) ?? ''}`;
}

/**
 * "Chrome on Android", "Safari on iPhone", "Unknown device", in the language of the request, from what
 * deviceFacts kept. Rows kept before it held the English summary ("Chrome on Android", "Chrome", "Unknown
 * device"): their names are read back from it.
 */
export function deviceWords(kept: string | null): string {
  const [browser, system] = kept?.includes('|')
    ? kept.split('|').map((name) => name || null)
    : kept?.includes(' on ')
      ? [known(BROWSERS, kept.split(' on ')[0]), known(SYSTEMS, kept.split(' on ')[1])]
      : [known(BROWSERS, kept ?? undefined), known(SYSTEMS, kept ?? undefined)];
  if (browser && system) return m['profile.sessions.device']({ browser, system });
  return browser ?? system ?? m['profile.sessions.unknownDevice']();
}

/** What a sessions list shows for a User-Agent (null without one). */
export const deviceSummary = (userAgent: string | null): string | null => (userAgent ? deviceWords(deviceFacts(userAgent)) : null);
