import { m } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { INDIA_OFFSET_MINUTES } from '../../lib/india-time';
import { z } from '../../lib/zod';
import type { OptOutChannel } from './opt-outs';

/**
 * Choice and consent per person (CONTRACT.md "Messages: email, SMS, WhatsApp, push"): which channels
 * a person chose, the defaults when they chose nothing, quiet hours for messages that can wait, and — pure —
 * which channels one message goes on and when (chooseChannels; channelsFor in preferences.server.ts loads a
 * person's choices and opt-outs and asks it). Pure: usable by the form, the endpoint and the outbox.
 */

export type MessageChannel = OptOutChannel;

/**
 * Whose messages a choice is about: 'customer' (their own enquiries, quotes, bookings) or 'member' (the leads
 * and bookings of a business they belong to). One person may be both and choose differently for each.
 */
export const AUDIENCES = ['customer', 'member'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The channels each audience chooses among, in the order the forms show them. */
export const AUDIENCE_CHANNELS: Record<Audience, readonly MessageChannel[]> = {
  customer: ['email', 'sms', 'whatsapp'],
  member: ['whatsapp', 'sms', 'push', 'email'],
};

/**
 * The choices of a person who chose nothing. A customer: email, and SMS for their own enquiries and bookings
 * (the enquiry form promises contact details by SMS/Email); WhatsApp only once they opt in (Meta requires the
 * opt-in). A member: WhatsApp to the listing's number (CONTRACT: by default, SMS when WhatsApp is not chosen),
 * email as today; push only once turned on on a device ("Alert me on this phone").
 */
export const DEFAULT_CHOICES: Record<Audience, Readonly<Partial<Record<MessageChannel, boolean>>>> = {
  customer: { email: true, sms: true, whatsapp: false },
  member: { whatsapp: true, sms: true, push: false, email: true },
};

/** A channel's name as people read it. */
export const channelName: Record<MessageChannel, () => string> = {
  email: () => m['consent.channel.email'](),
  sms: () => m['consent.channel.sms'](),
  whatsapp: () => m['consent.channel.whatsapp'](),
  push: () => m['consent.channel.push'](),
};

/** Channels a form may turn on or off; push is turned on from the device itself, where the browser asks. */
export const FORM_CHANNELS: Record<Audience, readonly MessageChannel[]> = {
  customer: ['email', 'sms', 'whatsapp'],
  member: ['whatsapp', 'sms', 'email'],
};

/** How a consent was given or withdrawn, kept with it as evidence. */
export const CONSENT_SOURCES = {
  profileForm: 'profile form',
  workspaceForm: 'workspace form',
  device: 'alert me on this phone',
  whatsappStop: 'whatsapp STOP',
  whatsappStart: 'whatsapp START',
  smsStop: 'sms STOP',
  smsStart: 'sms START',
  myData: 'my data',
} as const;

/** How a STOP or START a mobile sent on a channel is kept as consent. */
export const REPLY_SOURCES = {
  whatsapp: { stop: CONSENT_SOURCES.whatsappStop, start: CONSENT_SOURCES.whatsappStart },
  sms: { stop: CONSENT_SOURCES.smsStop, start: CONSENT_SOURCES.smsStart },
} as const;
export type ReplyChannel = keyof typeof REPLY_SOURCES;
export type ConsentSource = (typeof CONSENT_SOURCES)[keyof typeof CONSENT_SOURCES];

/** What happened, as the outbox names it (outbox/channel.ts OutboundMessage.event). */
export const MESSAGE_EVENTS = [
  'sign-in-code',
  'lead-alert',
  'quote',
  'booking-request',
  'booking-decision',
  'visit-proposal',
  'reminder',
  'review-request',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** Whose message each event is: a business's members get leads and booking requests; the rest go to customers. */
export const EVENT_AUDIENCE: Record<MessageEvent, Audience> = {
  'sign-in-code': 'customer',
  'lead-alert': 'member',
  quote: 'customer',
  'booking-request': 'member',
  'booking-decision': 'customer',
  'visit-proposal': 'customer',
  reminder: 'customer',
  'review-request': 'customer',
};

/** Urgent messages go at once, quiet hours or not: a sign-in code is waited for, and a new lead is worth minutes. */
export function isUrgent(event: MessageEvent): boolean {
  return event === 'sign-in-code' || event === 'lead-alert';
}

/** Quiet hours in India's time: minutes after midnight, from…to (across midnight when from > to). */
export interface QuietHours {
  on: boolean;
  from: number;
  to: number;
}

/** 22:00–08:00 India time, on. */
export const DEFAULT_QUIET_HOURS: QuietHours = { on: true, from: 22 * 60, to: 8 * 60 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds since midnight in India (UTC+05:30 all year), whatever the server's zone. */
function indiaMsOfDay(now: Date): number {
  return (((now.getTime() + INDIA_OFFSET_MINUTES * 60_000) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** Whether `now` falls in the quiet hours (from included, to not). */
export function inQuietHours(now: Date, quiet: QuietHours): boolean {
  if (!quiet.on || quiet.from === quiet.to) return false;
  const at = indiaMsOfDay(now);
  const from = quiet.from * 60_000;
  const to = quiet.to * 60_000;
  return from < to ? at >= from && at < to : at >= from || at < to;
}

/** When a message that can wait may go: `now` outside quiet hours, else the quiet hours' end (India time). */
export function nextAllowedTime(now: Date, quiet: QuietHours): Date {
  if (!inQuietHours(now, quiet)) return now;
  const wait = (quiet.to * 60_000 - indiaMsOfDay(now) + DAY_MS) % DAY_MS;
  return new Date(now.getTime() + wait);
}

/** "22:00" from minutes after midnight. */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Quiet hours start and end on the hour or the half hour. */
export const QUIET_STEP_MINUTES = 30;

/** Every time of day quiet hours may start or end, "00:00" to "23:30", in order (the forms' choices). */
export const QUIET_TIMES: readonly string[] = Array.from({ length: (24 * 60) / QUIET_STEP_MINUTES }, (_, step) => clockOf(step * QUIET_STEP_MINUTES));

/** Minutes after midnight of "22:30" (one of QUIET_TIMES). */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const quietTime = z
  .string({ error: () => m['consent.invalid.quietTime']() })
  .refine((value) => QUIET_TIMES.includes(value), { error: () => m['consent.invalid.quietTime']() });

/**
 * A person's quiet hours as a form sends them: on or off, from and to as "HH:MM" on the hour or half hour (India
 * time; to before from crosses midnight). `true`/`false` alone switches them, keeping the saved times. The
 * database keeps the same rule (message_preferences' checks).
 */
export const quietHoursSchema = z.preprocess(
  (value) => (typeof value === 'boolean' ? { on: value } : value),
  z
    .strictObject(
      {
        on: z.boolean({ error: () => m['consent.invalid.quietHours']() }),
        from: quietTime.optional(),
        to: quietTime.optional(),
      },
      { error: () => m['consent.invalid.quietHours']() },
    )
    .refine((quiet) => (quiet.from === undefined) === (quiet.to === undefined), { error: () => m['consent.invalid.quietTime']() })
    .refine((quiet) => quiet.from === undefined || quiet.from !== quiet.to, { error: () => m['consent.invalid.quietSpan']() }),
);
export type QuietHoursInput = z.infer<typeof quietHoursSchema>;

/**
 * A mobile as the outbox writes it, +91XXXXXXXXXX, from how forms and listings hold it (10 digits, with or
 * without +91, 0091, 91 or 0 in front, spaces or dashes); null when it is not an Indian mobile.
 */
export function outboxMobile(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** A person's current choices for one audience: each channel on or off, and whether it is their own or the default. */
export type Choices = Partial<Record<MessageChannel, boolean>>;

/** The defaults with what the person chose on top. */
export function resolveChoices(audience: Audience, chosen: Choices): Record<MessageChannel, boolean> {
  const out = { email: false, sms: false, whatsapp: false, push: false };
  for (const channel of AUDIENCE_CHANNELS[audience]) out[channel] = chosen[channel] ?? DEFAULT_CHOICES[audience][channel] ?? false;
  return out;
}

/** One channel a message goes on: where (an email, a mobile as +91XXXXXXXXXX, a user id for push) and not before when. */
export interface ChannelChoice {
  channel: MessageChannel;
  to: string;
  notBefore: Date;
}

export interface ChooseInput {
  event: MessageEvent;
  now: Date;
  /** The person's choices for the event's audience (resolveChoices). */
  choices: Record<MessageChannel, boolean>;
  quiet: QuietHours;
  email?: string | null;
  /** +91XXXXXXXXXX. */
  mobile?: string | null;
  /** For push: whose browsers it goes to. */
  userId?: number | null;
  /** Whether this address asked for nothing more on this channel (message_opt_outs). */
  optedOut: (address: string, channel: MessageChannel) => boolean;
}

/**
 * Which channels one message goes on, and when. A sign-in code goes where it was asked for (the mobile by SMS,
 * else the email), whatever the choices. Anything else: email when chosen; on the mobile one message only —
 * WhatsApp when chosen and the mobile did not send STOP, else SMS when chosen; push when turned on. Nothing on
 * a channel the address opted out of. Urgent events go now; others not before the quiet hours end.
 */
export function chooseChannels(input: ChooseInput): ChannelChoice[] {
  const { event, now, choices, email, mobile, userId, optedOut } = input;
  const notBefore = isUrgent(event) ? now : nextAllowedTime(now, input.quiet);
  const out: ChannelChoice[] = [];
  const add = (channel: MessageChannel, to: string | null | undefined) => {
    if (!to || optedOut(to, channel)) return false;
    out.push({ channel, to, notBefore });
    return true;
  };
  if (event === 'sign-in-code') {
    if (mobile) add('sms', mobile);
    else add('email', email);
    return out;
  }
  if (choices.email) add('email', email);
  if (!(choices.whatsapp && add('whatsapp', mobile)) && choices.sms) add('sms', mobile);
  if (choices.push && userId) add('push', String(userId));
  return out;
}

/** What a preferences form sends (and POST /api/message-preferences takes): one audience's channels and quiet hours. */
export const preferencesSchema = z.strictObject(
  {
    audience: z.enum(AUDIENCES, { error: () => m['consent.invalid.audience']() }),
    channels: z.strictObject(
      {
        email: z.boolean({ error: () => m['consent.invalid.channel']() }).optional(),
        sms: z.boolean({ error: () => m['consent.invalid.channel']() }).optional(),
        whatsapp: z.boolean({ error: () => m['consent.invalid.channel']() }).optional(),
      },
      { error: () => m['consent.invalid.channel']() },
    ),
    quiet_hours: quietHoursSchema,
  },
  // Only the person's own choices: no user id or anything else to say whose.
  { error: () => m['error.invalidInput']() },
);

/** Which audience GET /api/message-preferences?audience= asks for (the customer's by default). */
export const audienceSchema = z.enum(AUDIENCES, { error: () => m['consent.invalid.audience']() }).default('customer');
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** One channel as the forms show it. */
export interface ChannelState {
  channel: MessageChannel;
  on: boolean;
  /** True when the person never chose: the default holds. */
  isDefault: boolean;
  /** When and how the current choice was given (absent for a default). */
  at: string | null;
  source: string | null;
  /** When a mobile of theirs sent STOP on this channel: nothing goes there until START, whatever `on` says. */
  stoppedAt: string | null;
}

/** GET /api/message-preferences's data for one audience. */
export interface PreferencesView {
  audience: Audience;
  channels: ChannelState[];
  quiet_hours: { on: boolean; from: string; to: string };
}

/** How often a person may save their choices (each save may add consent rows). */
export const preferencesLimits = hourlyPerCaller('message-preferences', 60);
