import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { countText } from '../../lib/format';
import { type Locale, m } from '../../lib/i18n';
import { currentLocale } from '../../lib/locale-path';
import { clock } from '../../lib/server/clock';
import type { Database } from '../../lib/server/db/client';
import { db } from '../../lib/server/db';
import { otpCodes, users } from '../../lib/server/db/schema';
import { HttpError } from '../../lib/server/http';
import type { JobDefinition } from '../../lib/server/jobs';
import { enqueueMail, escapeHtml } from '../../lib/server/mail';
import { logger } from '../../lib/server/log';
import { enqueueMessage } from '../../lib/server/outbox/outbox';
import { hashedKeyPart, rateLimiter } from '../../lib/server/rate-limit';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import { createSession, deleteExpiredSessions } from '../../lib/server/session';
import { acceptInvitesQuietly } from '../members/team.server';
import { notify } from '../notifications/notifications.server';
import { localeToKeepAtSignIn } from '../i18n/language-choice';
import { CONSENT_ACTIONS } from '../privacy/consents';
import { giveConsent } from '../privacy/consents.server';
import { canonicalEmail, HOUR_MS, isMobileKey, otpRules, otpState, signInLimits as limits, waitText } from './auth';
import { generateOtp, hashOtp, otpMatches } from './otp-crypto.server';
import { newRefCode } from './ref-code.server';

/** A 429 that says in its Retry-After how many seconds the wait its message names is. */
const tooMany = (message: string, seconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/**
 * Every function here takes the code's address as its key (auth.ts signInAddressKey): an email, or a mobile
 * as +91XXXXXXXXXX. A mobile gets the same limits, lockout, hashing and expiry as an email; only the message
 * (SMS, not mail) and the account it finds differ.
 *
 * Who an email is, for counting: the hash of its canonical form, so that ab+x@gmail.com and a.b@gmail.com
 * share ab@gmail.com's limits. The same hash names the person in sign-in log lines (never the address).
 */
const personOf = (email: string) => hashedKeyPart(canonicalEmail(email));

/** Rate-limit keys: emails and addresses only as hashes, so the table holds no personal data in clear. */
const keys = {
  codeRequestsFromAddress: (ip: string) => `otp-send-ip:${hashedKeyPart(ip)}`,
  verificationsFromAddress: (ip: string) => `otp-verify-ip:${hashedKeyPart(ip)}`,
  codesForEmail: (email: string) => `otp-send:${personOf(email)}`,
  /**
   * Wrong codes count per person and address together: a stranger's wrong codes lock the stranger's
   * address out of that person's sign-in, never the person on their own network.
   */
  wrongTriesForEmail: (email: string, ip: string) => `otp-fail:${personOf(email)}:${hashedKeyPart(ip)}`,
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

/** The lockout's message, naming what is locked: the email, or the mobile. */
const wrongCodes = (key: string, seconds: number) =>
  isMobileKey(key) ? m['auth.refusal.wrongCodesMobile']({ wait: waitText(seconds) }) : m['auth.refusal.wrongCodes']({ wait: waitText(seconds) });

async function refuseLockedEmail(email: string, ip: string, now: Date, attempt?: 'verify'): Promise<void> {
  const wrong = await rateLimiter().peek(keys.wrongTriesForEmail(email, ip), limits.wrongTriesForEmail, now);
  if (!wrong.allowed) {
    if (attempt === 'verify') logSignIn('locked', email, { reason: /* i18n-ignore: a log's reason */ 'still-locked' });
    throw tooMany(wrongCodes(email, wrong.retryAfterSeconds), wrong.retryAfterSeconds);
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
  const validity = m['mail.signInCode.validity']({ minutes: countText(otpRules.ttlMs / 60_000) });
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

/** The sign-in code's SMS: the code first (phones offer it from the notification), then its validity. */
function otpSms(code: string): string {
  return m['sms.signInCode.text']({ code, minutes: countText(otpRules.ttlMs / 60_000) });
}

/**
 * Writes the code's message in the code's transaction: a mail to an email, an SMS to a mobile (both urgent), in
 * the language of the address's account, or for a new address the page's it was asked from.
 */
function enqueueCode(tx: Database, key: string, code: string, codeId: number, expiresAt: Date): Promise<void> {
  return inLanguageOf(tx, { address: key, asker: true }, () => enqueueCodeMessage(tx, key, code, codeId, expiresAt));
}

async function enqueueCodeMessage(tx: Database, key: string, code: string, codeId: number, expiresAt: Date): Promise<void> {
  if (isMobileKey(key)) {
    await enqueueMessage(tx, {
      event: 'sign-in-code',
      key: codeId,
      channel: 'sms',
      to: key,
      template: 'sign-in-code',
      text: otpSms(code),
      data: { params: [code] },
      urgent: true,
      expiresAt,
    });
    return;
  }
  await enqueueMail(tx, { kind: 'sign-in-code', to: key, ...otpMail(code) }, { key: codeId, urgent: true, expiresAt });
}

/**
 * Sends a new sign-in code to `email` (or a mobile, by SMS: see above). The answer is the same whether or not the email has an account
 * (accounts are made when a code is verified), so it reveals nothing about who uses Seva.
 */
export async function requestOtp(email: string, ip: string, now = clock.now()): Promise<void> {
  const limiter = rateLimiter();
  const fromAddress = await limiter.consume(keys.codeRequestsFromAddress(ip), limits.codeRequestsFromAddress, now);
  if (!fromAddress.allowed) {
    throw tooMany(m['auth.refusal.tooManyRequests']({ wait: waitText(fromAddress.retryAfterSeconds) }), fromAddress.retryAfterSeconds);
  }
  await refuseLockedEmail(email, ip, now);

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
      throw tooMany(m['auth.refusal.waitForNew']({ wait: waitText(wait) }), wait);
    }
    const hourly = await rateLimiter(() => tx as unknown as Database).consume(keys.codesForEmail(email), limits.codesForEmail, now);
    if (!hourly.allowed) {
      throw tooMany(m['auth.refusal.tooManyCodes']({ wait: waitText(hourly.retryAfterSeconds) }), hourly.retryAfterSeconds);
    }
    const expiresAt = new Date(now.getTime() + otpRules.ttlMs);
    const [row] = await tx
      .insert(otpCodes)
      .values({ email, codeHash: hashOtp(code, email), createdAt: now, expiresAt })
      .returning({ id: otpCodes.id });
    // The code's message is written with the code (the outbox worker sends it at once): both or neither.
    await enqueueCode(tx as unknown as Database, email, code, row!.id, expiresAt);
  });
}

type Verification =
  | { outcome: 'ok'; userId: number }
  | { outcome: 'wrong'; triesLeftOnCode: number; triesLeftForEmail: number; retryAfterSeconds: number }
  | { outcome: 'expired' | 'invalid' };

/**
 * The user with this email, or whose verified mobile this is, created (with a welcome notification) when
 * new: a mobile's new account has no email. The account keeps the language its person chose with the switch
 * while signed out, or a new account its page's (localeToKeepAtSignIn), for the mails and messages sent to it.
 */
async function findOrCreateUser(tx: Database, key: string, switched: Locale | null): Promise<number> {
  const byMobile = isMobileKey(key);
  const localeToKeep = (kept: string | null, created: boolean) => localeToKeepAtSignIn({ kept, switched, page: currentLocale(), created });
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await tx
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(byMobile ? eq(users.mobile, key) : eq(users.email, key))
      .limit(1);
    if (existing) {
      const locale = localeToKeep(existing.locale, false);
      if (locale)
        await tx
          .update(users)
          .set({ locale })
          .where(and(eq(users.id, existing.id), isNull(users.locale)));
      return existing.id;
    }
    const locale = localeToKeep(null, true);
    const [created] = await tx
      .insert(users)
      .values({ ...(byMobile ? { mobile: key } : { email: key, canonicalEmail: canonicalEmail(key) }), refCode: newRefCode(), locale })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) {
      await inLanguageOf(tx, { userId: created.id, asker: true }, () => notify(tx, created.id, m['notification.welcome']()));
      return created.id;
    }
  }
  throw new Error('could not create a user');
}

/** A code spent: what it was for (sign in, or add the mobile to the signed-in account) happens in its transaction. */
type OnCodeSpent = (tx: Database) => Promise<number>;

/**
 * Checks a code against the newest code of the email (or mobile), in constant time. Wrong tries count against
 * the code (5, then it is dead) and against the email from this address for the hour (10, then that address is locked out of it), and asking for a new
 * code does not reset the latter; the email's limits are those of its canonical form. On success the code is
 * spent and `onSpent` runs in the same transaction; its user id is answered. Every outcome is logged (logSignIn).
 */
async function checkCode(email: string, code: string, ip: string, now: Date, onSpent: OnCodeSpent): Promise<number> {
  const fromAddress = await rateLimiter().consume(keys.verificationsFromAddress(ip), limits.verificationsFromAddress, now);
  if (!fromAddress.allowed) {
    logSignIn('failure', email, { reason: /* i18n-ignore: a log's reason */ 'address-limit' });
    throw tooMany(m['auth.refusal.tooManyAttempts']({ wait: waitText(fromAddress.retryAfterSeconds) }), fromAddress.retryAfterSeconds);
  }
  await refuseLockedEmail(email, ip, now, 'verify');

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
      const wrong = await wrongTries.consume(keys.wrongTriesForEmail(email, ip), limits.wrongTriesForEmail, now);
      const triesLeftForEmail = Math.max(0, otpRules.wrongTriesPerEmailPerHour - wrong.count);
      return {
        outcome: 'wrong',
        triesLeftOnCode: Math.max(0, otpRules.wrongTriesPerCode - (counted?.attempts ?? otpRules.wrongTriesPerCode)),
        triesLeftForEmail,
        // The lock this try began lasts until one more try fits in the sliding hour again (rate-limit.ts).
        retryAfterSeconds:
          triesLeftForEmail === 0 ? (await wrongTries.peek(keys.wrongTriesForEmail(email, ip), limits.wrongTriesForEmail, now)).retryAfterSeconds : 0,
      };
    }
    const spent = await tx
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.id, latest.id), sql`${otpCodes.usedAt} is null`))
      .returning({ id: otpCodes.id });
    if (spent.length === 0) return { outcome: 'invalid' };
    return { outcome: 'ok', userId: await onSpent(tx) };
  });

  if (result.outcome === 'ok') logSignIn('success', email, { userId: result.userId });
  else if (result.outcome === 'wrong' && result.triesLeftForEmail === 0)
    logSignIn('locked', email, { reason: /* i18n-ignore: a log's reason */ 'wrong-code' });
  else logSignIn('failure', email, { reason: /* i18n-ignore: a log's reason */ result.outcome === 'wrong' ? 'wrong-code' : result.outcome });

  switch (result.outcome) {
    case 'ok':
      return result.userId;
    case 'expired':
      throw new HttpError(400, m['auth.refusal.expired']());
    case 'invalid':
      throw new HttpError(400, m['auth.refusal.noLongerValid']());
    case 'wrong': {
      if (result.triesLeftForEmail === 0) {
        throw tooMany(wrongCodes(email, result.retryAfterSeconds), result.retryAfterSeconds);
      }
      if (result.triesLeftOnCode === 0) throw new HttpError(400, m['auth.refusal.blocked']());
      throw new HttpError(400, m['auth.refusal.wrong']({ count: Math.min(result.triesLeftOnCode, result.triesLeftForEmail) }));
    }
  }
}

/**
 * Signs in with a code sent to `email` (an email, or a mobile as +91XXXXXXXXXX: the account whose verified
 * mobile it is, or a new account without an email), checked by checkCode. A session is made, remembering
 * `device` (its browser's and system's names, deviceFacts) for the sessions list.
 */
export async function verifyOtp(
  email: string,
  code: string,
  ip: string,
  {
    now = clock.now(),
    device = null,
    switched = null,
  }: {
    now?: Date;
    device?: string | null;
    /** The language this browser chose with the switch (language-choice.ts switchedLocale), kept on an account that chose none. */
    switched?: Locale | null;
  } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const userId = await checkCode(email, code, ip, now, (tx) => findOrCreateUser(tx, email, switched));
  // A business's invite to this email makes them a member as they sign in (features/members/team.server.ts).
  if (!isMobileKey(email)) await acceptInvitesQuietly({ id: userId, email });
  // Signing in is the consent to keep the account (the sign-in notice and its own 18+ tick).
  await giveConsent(await db(), userId, 'account', CONSENT_ACTIONS.signIn);
  return createSession(userId, device);
}

const mobileTaken = () => new HttpError(409, m['auth.mobile.taken']());

/** Refuses a mobile that another account has verified: one account a mobile. */
async function refuseMobileOfAnother(tx: Pick<Database, 'select'>, userId: number, mobile: string): Promise<void> {
  const [holder] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  if (holder) throw mobileTaken();
}

/**
 * A signed-in user adds a mobile (+91XXXXXXXXXX) to their account: a code is sent to it by SMS, under the
 * sign-in code's limits. 409 when another account has verified it.
 */
export async function requestMobileLink(userId: number, mobile: string, ip: string, now = clock.now()): Promise<void> {
  await refuseMobileOfAnother(await db(), userId, mobile);
  await requestOtp(mobile, ip, now);
}

/**
 * The code sent to `mobile` makes it the user's verified mobile (replacing one they had). 409 when another
 * account verified it in the meantime; the code is then not spent.
 */
export async function verifyMobileLink(userId: number, mobile: string, code: string, ip: string, now = clock.now()): Promise<void> {
  await refuseMobileOfAnother(await db(), userId, mobile);
  await checkCode(mobile, code, ip, now, async (tx) => {
    await refuseMobileOfAnother(tx, userId, mobile);
    await tx.update(users).set({ mobile }).where(eq(users.id, userId));
    return userId;
  });
}

/**
 * A user's verified mobile as +91XXXXXXXXXX, or null: where a member's lead alerts go by SMS or WhatsApp
 * (the outbox's channelsFor prefers it to the profile's phone).
 */
export async function verifiedMobileOf(userId: number, database?: Pick<Database, 'select'>): Promise<string | null> {
  const [row] = await (database ?? (await db())).select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.mobile ?? null;
}
