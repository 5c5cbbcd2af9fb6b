import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import type { Database } from '../../lib/server/db/client';
import { consents } from '../../lib/server/db/schema';
import { HttpError } from '../../lib/server/http';
import { type Executor, latestConsents, recordConsent } from '../consent/preferences.server';
import { CONSENT_SOURCES, DEFAULT_CHOICES, type MessageChannel } from '../consent/preferences';
import {
  CONSENT_PURPOSES,
  type ConsentAction,
  type ConsentItem,
  type ConsentPurpose,
  channelOf,
  NOTICE_VERSION,
  purposeText,
  RECORDED_PURPOSES,
  type RecordedPurpose,
} from './consents';

/**
 * A person's consents in the database (consents.ts says what each purpose covers): the purposes of the
 * consents table, and the message channels of consent/preferences read as purposes too, so that one list
 * shows everything a person agreed to and one call withdraws any of it.
 */

interface ConsentRow {
  purpose: string;
  noticeVersion: string;
  source: string;
  givenAt: Date;
  withdrawnAt: Date | null;
}

/** The latest row of each recorded purpose of a person. */
async function latestRecorded(database: Executor, userId: number): Promise<Map<string, ConsentRow>> {
  const rows = await database
    .select({
      purpose: consents.purpose,
      noticeVersion: consents.noticeVersion,
      source: consents.source,
      givenAt: consents.givenAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .where(and(eq(consents.userId, userId), inArray(consents.purpose, [...RECORDED_PURPOSES])))
    .orderBy(desc(consents.id));
  const latest = new Map<string, ConsentRow>();
  for (const row of rows) if (!latest.has(row.purpose)) latest.set(row.purpose, row);
  return latest;
}

/**
 * Keeps a consent the person gave by `action` (signing in, sending an enquiry, booking): a new row unless
 * the same consent under the current notice already holds. Inside the action's transaction when it has one.
 */
export async function giveConsent(
  database: Pick<Database, 'select' | 'insert'>,
  userId: number,
  purpose: RecordedPurpose,
  action: ConsentAction,
): Promise<void> {
  const [latest] = await database
    .select({ noticeVersion: consents.noticeVersion, withdrawnAt: consents.withdrawnAt })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .orderBy(desc(consents.id))
    .limit(1);
  if (latest && latest.withdrawnAt === null && latest.noticeVersion === NOTICE_VERSION) return;
  await database.insert(consents).values({ userId, purpose, noticeVersion: NOTICE_VERSION, source: action });
}

/** Whether a customer's channel is on: their latest choice, else the default (consent/preferences DEFAULT_CHOICES). */
const channelGiven = (chosen: { granted: boolean } | undefined, channel: MessageChannel) =>
  chosen?.granted ?? DEFAULT_CHOICES.customer[channel] === true;

/** GET /api/my-consents: every purpose, given or not, in the order of CONSENT_PURPOSES. */
export async function myConsents(database: Executor, userId: number): Promise<ConsentItem[]> {
  const [recorded, channels] = await Promise.all([latestRecorded(database, userId), latestConsents(database, userId, 'customer')]);
  return CONSENT_PURPOSES.map((purpose): ConsentItem => {
    const channel = channelOf(purpose);
    if (channel) {
      const chosen = channels.get(channel);
      const given = channelGiven(chosen, channel);
      return {
        purpose,
        ...purposeText(purpose),
        given,
        given_at: chosen?.granted ? chosen.at.toISOString() : null,
        withdrawn_at: chosen && !chosen.granted ? chosen.at.toISOString() : null,
        notice_version: null,
        source: chosen?.source ?? null,
        withdrawable: given,
      };
    }
    const row = recorded.get(purpose);
    const given = Boolean(row && row.withdrawnAt === null);
    return {
      purpose,
      ...purposeText(purpose),
      given,
      given_at: row?.givenAt.toISOString() ?? null,
      withdrawn_at: row?.withdrawnAt?.toISOString() ?? null,
      notice_version: row?.noticeVersion ?? null,
      source: row?.source ?? null,
      withdrawable: given && purpose !== 'account',
    };
  });
}

/**
 * POST /api/my-consents/{purpose}/withdraw: the consent withdrawn from now on (consents.ts says what stops);
 * withdrawing one not given changes nothing. The account's consent is withdrawn by deleting the account (409).
 */
export async function withdrawConsent(database: Executor, userId: number, purpose: ConsentPurpose, now = clock.now()): Promise<ConsentItem> {
  if (purpose === 'account') throw new HttpError(409, m['privacy.consent.account.withdrawByDeleting']());
  const channel = channelOf(purpose);
  if (channel) {
    const chosen = (await latestConsents(database, userId, 'customer')).get(channel);
    const given = channelGiven(chosen, channel);
    if (given) await recordConsent(database, { userId, audience: 'customer', channel, granted: false, source: CONSENT_SOURCES.myData });
  } else {
    await database
      .update(consents)
      .set({ withdrawnAt: now })
      .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)));
  }
  const item = (await myConsents(database, userId)).find((one) => one.purpose === purpose);
  if (!item) throw new HttpError(404, m['privacy.consent.unknown']());
  return item;
}
