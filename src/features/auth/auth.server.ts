import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import type { Database } from '../../lib/server/db/client';
import { db } from '../../lib/server/db';
import { otpCodes, users } from '../../lib/server/db/schema';
import { HttpError } from '../../lib/server/http';
import type { JobDefinition } from '../../lib/server/jobs';
import { enqueueMail, escapeHtml } from '../../lib/server/mail';
import { logger } from '../../lib/server/log';
import { hashedKeyPart, rateLimiter } from '../../lib/server/rate-limit';
import { createSession, deleteExpiredSessions } from '../../lib/server/session';
import { acceptInvitesQuietly } from '../members/team.server';
import { notify } from '../notifications/notifications.server';
import { canonicalEmail, HOUR_MS, otpRules, otpState, signInLimits as limits, waitText } from './auth';
import { generateOtp, hashOtp, otpMatches } from './otp-crypto.server';
import { newRefCode } from './ref-code.server';

const tooMany = (message: string) => new HttpError(429, message);

/**
 * Who an email is, for counting: the hash of its canonical form, so that ab+x@gmail.com and a.b@gmail.com
 * share ab@gmail.com's limits. The same hash names the person in sign-in log lines (never the address).
 */
const personOf = (email: string) => hashedKeyPart(canonicalEmail(email));

/** Rate-limit keys: emails and addresses only as hashes, so the table holds no personal data in clear. */
const keys = {
  codeRequestsFromAddress: (ip: string) => `otp-send-ip:${hashedKeyPart(ip)}`,
  verificationsFromAddress: (ip: string) => `otp-verify-ip:${hashedKeyPart(ip)}`,
  codesForEmail: (email: string) => `otp-send:${personOf(email)}`,
  wrongTriesForEmail: (email: string) => `otp-fail:${personOf(email)}`,
};

type SignInOutcome = 'success' | 'failure' | 'locked';

/** One log line per sign-in attempt's outcome, the person as a hash: enough to follow an attack, no address or code. */
function logSignIn(outcome: SignInOutcome, email: string, detail: { reason?: string; userId?: number } = {}): void {
  const line = { event: 'sign-in', outcome, emailHash: personOf(email), ...detail };
  if (outcome === 'success') logger.info(line, 'sign-in succeeded');
  else logger.warn(line, outcome === 'locked' ? 'sign-in locked' : 'sign-in failed');
}

/**
 * Serialises code requests and checks for one person (canonical email: the limits they share) across
 * processes, for the transaction's length.
 */
async function lockEmail(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${personOf(email)}`}))`);
}

async function refuseLockedEmail(email: string, now: Date, attempt?: 'verify'): Promise<void> {
  const wrong = await rateLimiter().peek(keys.wrongTriesForEmail(email), limits.wrongTriesForEmail, now);
  if (!wrong.allowed) {
    if (attempt === 'verify') logSignIn('locked', email, { reason: /* i18n-ignore: a log's reason */ 'still-locked' });
    throw tooMany(m['auth.refusal.wrongCodes']({ wait: waitText(wrong.retryAfterSeconds) }));
  }
}

export const SIGN_IN_RETENTION_JOB = 'auth.retention';
/** How often old codes and ended sessions are forgotten. */
export const SIGN_IN_RETENTION_EVERY_MS = 60 * 60_000;

/**
 * Retention, a periodic job: forgets codes older than a day (they only matter for an hour) and sessions
 * that ended, by their lifetime or by idleness.
 */
export const signInRetentionJob: JobDefinition = {
  name: SIGN_IN_RETENTION_JOB,
  everyMs: SIGN_IN_RETENTION_EVERY_MS,
  async run({ db: database, now }) {
    await database.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(now.getTime() - 24 * HOUR_MS)));
    await deleteExpiredSessions();
    return undefined;
  },
};

/** The sign-in code's mail, in the language of the request that asked for it. */
function otpMail(code: string) {
  const intro = m['mail.signInCode.intro']();
  const validity = m['mail.signInCode.validity']({ minutes: otpRules.ttlMs / 60_000 });
  const notAsked = m['mail.signInCode.notAsked']();
  return {
    subject: m['mail.signInCode.subject'](),
    text: [`${intro} ${code}`, '', validity, notAsked, '', m['mail.signature']()].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;color:#0f766e">${escapeHtml(code)}</p>
<p>${escapeHtml(validity)}</p>
<p style="color:#475569">${escapeHtml(notAsked)}</p>
</body></html>`,
  };
}

/**
 * Sends a new sign-in code to `email`. The answer is the same whether or not the email has an account
 * (accounts are made when a code is verified), so it reveals nothing about who uses Seva.
 */
export async function requestOtp(email: string, ip: string, now = clock.now()): Promise<void> {
  const limiter = rateLimiter();
  const fromAddress = await limiter.consume(keys.codeRequestsFromAddress(ip), limits.codeRequestsFromAddress, now);
  if (!fromAddress.allowed) {
    throw tooMany(m['auth.refusal.tooManyRequests']({ wait: waitText(fromAddress.retryAfterSeconds) }));
  }
  await refuseLockedEmail(email, now);

  const database = await db();
  const code = generateOtp();
  await database.transaction(async (tx) => {
    await lockEmail(tx as unknown as Database, email);
    const [latest] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(eq(otpCodes.email, email))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    const sinceLast = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
    if (sinceLast < otpRules.resendIntervalMs) {
      const wait = Math.ceil((otpRules.resendIntervalMs - sinceLast) / 1000);
      throw tooMany(m['auth.refusal.waitForNew']({ wait: waitText(wait) }));
    }
    const hourly = await rateLimiter(() => tx as unknown as Database).consume(keys.codesForEmail(email), limits.codesForEmail, now);
    if (!hourly.allowed) {
      throw tooMany(m['auth.refusal.tooManyCodes']({ wait: waitText(hourly.retryAfterSeconds) }));
    }
    const expiresAt = new Date(now.getTime() + otpRules.ttlMs);
    const [row] = await tx
      .insert(otpCodes)
      .values({ email, codeHash: hashOtp(code, email), createdAt: now, expiresAt })
      .returning({ id: otpCodes.id });
    // The code's mail is written with the code (the outbox worker sends it at once): both or neither.
    await enqueueMail(tx, { kind: 'sign-in-code', to: email, ...otpMail(code) }, { key: row!.id, urgent: true, expiresAt });
  });
}

type Verification =
  | { outcome: 'ok'; userId: number }
  | { outcome: 'wrong'; triesLeftOnCode: number; triesLeftForEmail: number; retryAfterSeconds: number }
  | { outcome: 'expired' | 'invalid' };

/** The user with this email, created (with a welcome notification) when it is new. */
async function findOrCreateUser(tx: Database, email: string): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) return existing.id;
    const [created] = await tx
      .insert(users)
      .values({ email, canonicalEmail: canonicalEmail(email), refCode: newRefCode() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) {
      await notify(tx, created.id, m['notification.welcome']());
      return created.id;
    }
  }
  throw new Error('could not create a user');
}

/**
 * Checks a code against the newest code of the email, in constant time. Wrong tries count against the
 * code (5, then it is dead) and against the email for the hour (10, then locked), and asking for a new
 * code does not reset the latter; the email's limits are those of its canonical form. On success the code is
 * spent and a session is made, remembering `device` (a short user-agent summary) for the sessions list.
 * Every outcome is logged (logSignIn).
 */
export async function verifyOtp(
  email: string,
  code: string,
  ip: string,
  { now = clock.now(), device = null }: { now?: Date; device?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const fromAddress = await rateLimiter().consume(keys.verificationsFromAddress(ip), limits.verificationsFromAddress, now);
  if (!fromAddress.allowed) {
    logSignIn('failure', email, { reason: /* i18n-ignore: a log's reason */ 'address-limit' });
    throw tooMany(m['auth.refusal.tooManyAttempts']({ wait: waitText(fromAddress.retryAfterSeconds) }));
  }
  await refuseLockedEmail(email, now, 'verify');

  const database = await db();
  const result: Verification = await database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await lockEmail(tx, email);
    const [latest] = await tx.select().from(otpCodes).where(eq(otpCodes.email, email)).orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
    if (!latest) return { outcome: 'invalid' };
    const state = otpState(latest, now);
    if (state === 'expired') return { outcome: 'expired' };
    if (state !== 'usable') return { outcome: 'invalid' };

    if (!otpMatches(code, email, latest.codeHash)) {
      const [counted] = await tx
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, latest.id))
        .returning({ attempts: otpCodes.attempts });
      const wrongTries = rateLimiter(() => tx);
      const wrong = await wrongTries.consume(keys.wrongTriesForEmail(email), limits.wrongTriesForEmail, now);
      const triesLeftForEmail = Math.max(0, otpRules.wrongTriesPerEmailPerHour - wrong.count);
      return {
        outcome: 'wrong',
        triesLeftOnCode: Math.max(0, otpRules.wrongTriesPerCode - (counted?.attempts ?? otpRules.wrongTriesPerCode)),
        triesLeftForEmail,
        // The lock this try began lasts until one more try fits in the sliding hour again (rate-limit.ts).
        retryAfterSeconds:
          triesLeftForEmail === 0 ? (await wrongTries.peek(keys.wrongTriesForEmail(email), limits.wrongTriesForEmail, now)).retryAfterSeconds : 0,
      };
    }
    const spent = await tx
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.id, latest.id), sql`${otpCodes.usedAt} is null`))
      .returning({ id: otpCodes.id });
    if (spent.length === 0) return { outcome: 'invalid' };
    return { outcome: 'ok', userId: await findOrCreateUser(tx, email) };
  });

  if (result.outcome === 'ok') logSignIn('success', email, { userId: result.userId });
  else if (result.outcome === 'wrong' && result.triesLeftForEmail === 0)
    logSignIn('locked', email, { reason: /* i18n-ignore: a log's reason */ 'wrong-code' });
  else logSignIn('failure', email, { reason: /* i18n-ignore: a log's reason */ result.outcome === 'wrong' ? 'wrong-code' : result.outcome });

  switch (result.outcome) {
    case 'ok':
      // A business's invite to this email makes them a member as they sign in (features/members/team.server.ts).
      await acceptInvitesQuietly({ id: result.userId, email });
      return createSession(result.userId, device);
    case 'expired':
      throw new HttpError(400, m['auth.refusal.expired']());
    case 'invalid':
      throw new HttpError(400, m['auth.refusal.noLongerValid']());
    case 'wrong': {
      if (result.triesLeftForEmail === 0) {
        throw tooMany(m['auth.refusal.wrongCodes']({ wait: waitText(result.retryAfterSeconds) }));
      }
      if (result.triesLeftOnCode === 0) throw new HttpError(400, m['auth.refusal.blocked']());
      throw new HttpError(400, m['auth.refusal.wrong']({ count: Math.min(result.triesLeftOnCode, result.triesLeftForEmail) }));
    }
  }
}
