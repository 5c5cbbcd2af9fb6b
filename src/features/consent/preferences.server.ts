import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../lib/server/db/client';

/** The database or an open transaction (a lead's alert asks in the lead's). */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
import { messageConsents, messageOptOuts, messagePreferences, partnerMembers, partners, profiles, users } from '../../lib/server/db/schema';
import {
  AUDIENCE_CHANNELS,
  type Audience,
  type ChannelChoice,
  type ChannelState,
  type Choices,
  type ConsentSource,
  chooseChannels,
  clockOf,
  DEFAULT_CHOICES,
  DEFAULT_QUIET_HOURS,
  EVENT_AUDIENCE,
  FORM_CHANNELS,
  type MessageChannel,
  minutesOf,
  type MessageEvent,
  outboxMobile,
  type PreferencesInput,
  type PreferencesView,
  type QuietHours,
  REPLY_SOURCES,
  type ReplyChannel,
  resolveChoices,
} from './preferences';

/**
 * A person's message choices in the database (preferences.ts has the rules): consent rows kept as evidence
 * (message_consents, one row each time a channel is turned on or off), quiet hours (message_preferences), and
 * channelsFor, which the outbox asks when it writes a message's rows.
 */

interface Consent {
  channel: MessageChannel;
  granted: boolean;
  source: string;
  at: Date;
}

/** The latest consent of each channel a person gave for one audience. */
export async function latestConsents(database: Executor, userId: number, audience: Audience): Promise<Map<MessageChannel, Consent>> {
  const rows = await database
    .select({ channel: messageConsents.channel, granted: messageConsents.granted, source: messageConsents.source, at: messageConsents.at })
    .from(messageConsents)
    .where(and(eq(messageConsents.userId, userId), eq(messageConsents.audience, audience)))
    .orderBy(desc(messageConsents.id));
  const latest = new Map<MessageChannel, Consent>();
  for (const row of rows) {
    const channel = row.channel as MessageChannel;
    if (!latest.has(channel)) latest.set(channel, { ...row, channel });
  }
  return latest;
}

/** What a person chose for one audience (channels they never chose are absent: the default holds). */
export async function loadChoices(database: Executor, userId: number, audience: Audience): Promise<Choices> {
  const chosen: Choices = {};
  for (const [channel, consent] of await latestConsents(database, userId, audience)) chosen[channel] = consent.granted;
  return chosen;
}

/** A person's quiet hours (the defaults until they save). */
export async function loadQuietHours(database: Executor, userId: number): Promise<QuietHours> {
  const [row] = await database
    .select({ on: messagePreferences.quietHours, from: messagePreferences.quietFrom, to: messagePreferences.quietTo })
    .from(messagePreferences)
    .where(eq(messagePreferences.userId, userId));
  return row ?? DEFAULT_QUIET_HOURS;
}

/** Keeps one consent: a channel turned on or off for an audience, how and when. Every call is one more row. */
export async function recordConsent(
  database: Executor,
  consent: { userId: number; audience: Audience; channel: MessageChannel; granted: boolean; source: ConsentSource },
): Promise<void> {
  await database.insert(messageConsents).values(consent);
}

/**
 * Saves what a person's form sent: a consent row for each channel whose choice this changes (a default the
 * person now confirms counts as a change: from then on it is their own choice, with when and how), and their
 * quiet hours. One transaction.
 */
export async function savePreferences(database: Database, userId: number, input: PreferencesInput, source: ConsentSource): Promise<void> {
  await database.transaction(async (tx) => {
    const latest = await latestConsents(tx, userId, input.audience);
    for (const channel of FORM_CHANNELS[input.audience]) {
      const granted = (input.channels as Partial<Record<MessageChannel, boolean>>)[channel];
      if (granted === undefined || latest.get(channel)?.granted === granted) continue;
      await tx.insert(messageConsents).values({ userId, audience: input.audience, channel, granted, source });
    }
    // Times left out (quiet hours only switched) keep the saved ones, or the defaults on a first save.
    const quiet = input.quiet_hours;
    const times = quiet.from !== undefined && quiet.to !== undefined ? { quietFrom: minutesOf(quiet.from), quietTo: minutesOf(quiet.to) } : {};
    await tx
      .insert(messagePreferences)
      .values({ userId, quietHours: quiet.on, ...times })
      .onConflictDoUpdate({ target: messagePreferences.userId, set: { quietHours: quiet.on, ...times, updatedAt: sql`now()` } });
  });
}

/** The mobiles a person's messages of an audience go to: their profile's, and for a member their listings' numbers. */
async function mobilesOf(database: Executor, userId: number, audience: Audience): Promise<string[]> {
  const [profile] = await database.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.userId, userId));
  const found = [outboxMobile(profile?.phone)];
  if (audience === 'member') {
    const listings = await database
      .select({ mobile: partners.mobile, whatsapp: partners.whatsapp })
      .from(partnerMembers)
      .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
      .where(eq(partnerMembers.userId, userId));
    for (const listing of listings) found.push(outboxMobile(listing.whatsapp) ?? outboxMobile(listing.mobile));
  }
  return [...new Set(found.filter((mobile): mobile is string => mobile !== null))];
}

/** The opt-outs among these addresses, as "channel address" keys with their moment. */
async function optOutsOf(database: Executor, addresses: string[]): Promise<Map<string, Date>> {
  if (addresses.length === 0) return new Map();
  const rows = await database
    .select({ address: messageOptOuts.address, channel: messageOptOuts.channel, at: messageOptOuts.at })
    .from(messageOptOuts)
    .where(inArray(messageOptOuts.address, addresses));
  return new Map(rows.map((row) => [`${row.channel} ${row.address}`, row.at]));
}

/**
 * A person's choices for one audience as the forms show them: each channel on or off, the person's own choice
 * or the default, when and how it was given, and a STOP one of their mobiles sent (which holds whatever the
 * choice says, until START).
 */
export async function preferencesView(database: Executor, userId: number, audience: Audience): Promise<PreferencesView> {
  const [latest, quiet, mobiles] = await Promise.all([
    latestConsents(database, userId, audience),
    loadQuietHours(database, userId),
    mobilesOf(database, userId, audience),
  ]);
  const optOuts = await optOutsOf(database, mobiles);
  const channels: ChannelState[] = AUDIENCE_CHANNELS[audience].map((channel) => {
    const consent = latest.get(channel);
    const stops = mobiles.map((mobile) => optOuts.get(`${channel} ${mobile}`)).filter((at): at is Date => at !== undefined);
    const stoppedAt = stops.length > 0 ? new Date(Math.min(...stops.map((at) => at.getTime()))) : null;
    return {
      channel,
      on: consent?.granted ?? DEFAULT_CHOICES[audience][channel] ?? false,
      isDefault: consent === undefined,
      at: consent?.at.toISOString() ?? null,
      source: consent?.source ?? null,
      stoppedAt: stoppedAt?.toISOString() ?? null,
    };
  });
  return { audience, channels, quiet_hours: { on: quiet.on, from: clockOf(quiet.from), to: clockOf(quiet.to) } };
}

export interface ChannelsForInput {
  /** The person the message is for, when they have an account: their choices, quiet hours, email and push. */
  userId?: number | null;
  /**
   * Where SMS and WhatsApp go: the enquiry's mobile for a customer, the listing's contact number for a lead
   * alert (any Indian form of it); without it, the person's profile mobile.
   */
  mobile?: string | null;
  /** Where email goes when there is no account (a user's own email otherwise). */
  email?: string | null;
  event: MessageEvent;
  now: Date;
}

/**
 * Which channels one message goes on, to which address, and not before when (CONTRACT.md "Messages"): the
 * person's choices for the event's audience (defaults when they chose nothing or have no account), their quiet
 * hours for messages that can wait, and message_opt_outs (a mobile that sent STOP on WhatsApp gets none there;
 * SMS instead when chosen). The outbox writes one row for each answer.
 */
export async function channelsFor(database: Executor, input: ChannelsForInput): Promise<ChannelChoice[]> {
  const audience = EVENT_AUDIENCE[input.event];
  let email = input.email ?? null;
  let mobile = outboxMobile(input.mobile);
  let chosen: Choices = {};
  let quiet = DEFAULT_QUIET_HOURS;
  const userId = input.userId ?? null;
  if (userId !== null) {
    const [user] = await database
      .select({ email: users.email, verifiedMobile: users.mobile, phone: profiles.phone })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (user) {
      email = user.email;
      // A verified mobile (auth.server.ts verifiedMobileOf) before the profile's phone: the person proved it is theirs.
      mobile ??= user.verifiedMobile ?? outboxMobile(user.phone);
      [chosen, quiet] = await Promise.all([loadChoices(database, userId, audience), loadQuietHours(database, userId)]);
    }
  }
  const addresses = [email, mobile].filter((address): address is string => address !== null);
  const stopped = await optOutsOf(database, addresses);
  return chooseChannels({
    event: input.event,
    now: input.now,
    choices: resolveChoices(audience, chosen),
    quiet,
    email,
    mobile,
    userId,
    optedOut: (address, channel) => stopped.has(`${channel} ${address}`),
  });
}

/**
 * Keeps a STOP or START a mobile sent on WhatsApp or by SMS as consent too (the opt-out itself is
 * message_opt_outs, which START clears): a withdrawn or given consent on that channel for each person whose
 * verified mobile or profile phone it is (as a customer) and each member of a business whose listing has it as
 * its number (as a member). Answers how many consents it kept.
 */
export async function recordReply(database: Database, mobile: string, channel: ReplyChannel, intent: 'stop' | 'start'): Promise<number> {
  const digits = /^\+91([6-9]\d{9})$/.exec(mobile)?.[1];
  if (!digits) return 0;
  const [customers, members] = await Promise.all([
    database
      .selectDistinct({ userId: users.id })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(or(eq(users.mobile, mobile), eq(profiles.phone, digits))),
    database
      .selectDistinct({ userId: partnerMembers.userId })
      .from(partnerMembers)
      .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
      .where(or(eq(partners.whatsapp, digits), eq(partners.mobile, digits))),
  ]);
  const granted = intent === 'start';
  const source = REPLY_SOURCES[channel][intent];
  const rows = [
    ...customers.map(({ userId }) => ({ userId, audience: 'customer' as const })),
    ...members.map(({ userId }) => ({ userId, audience: 'member' as const })),
  ].map((who) => ({ ...who, channel, granted, source }));
  if (rows.length > 0) await database.insert(messageConsents).values(rows);
  return rows.length;
}

/** The consent history of a person, oldest first (their data, and the evidence). */
export async function consentHistory(database: Executor, userId: number) {
  return database
    .select({
      audience: messageConsents.audience,
      channel: messageConsents.channel,
      granted: messageConsents.granted,
      source: messageConsents.source,
      at: messageConsents.at,
    })
    .from(messageConsents)
    .where(eq(messageConsents.userId, userId))
    .orderBy(messageConsents.id);
}
