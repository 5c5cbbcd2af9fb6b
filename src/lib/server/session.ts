import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { db } from './db';
import { sessions, users } from './db/schema';

/** Name of the httpOnly cookie that carries the session token in browsers. */
export const SESSION_COOKIE = 'seva_session';
/** Sessions last 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session: a 256-bit random token given to the client, its SHA-256 kept in the database. */
export async function createSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await (await db()).insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user of a token, or null when it is unknown, revoked or expired. */
export async function validateSessionToken(token: string): Promise<App.SessionUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await (await db())
    .select({ id: users.id, email: users.email, refCode: users.refCode })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(tokenHash: string): Promise<void> {
  await (await db()).delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(): Promise<void> {
  await (await db()).delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** The token of a request: `Authorization: Bearer …` first (apps, tests), else the session cookie. */
export function tokenFromRequest(request: Request, cookieValue: string | undefined): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match?.[1] && match[1] !== 'undefined' && match[1] !== 'null') return match[1];
  return cookieValue || null;
}
