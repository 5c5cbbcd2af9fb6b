import { rowId } from '../../lib/fields';
import { m, saidWhenRead } from '../../lib/i18n';
import { indiaDay } from '../../lib/india-time';
import { hourlyPerCaller } from '../../lib/limit';
import { z } from '../../lib/zod';
import { paths } from '../../paths';
import { bookingLimitsIn } from './bookings';
import { type HoursResult, indiaClock, parseClockTime, WEEK_DAYS, type WeekDay } from '../listings/hours';

/**
 * Booked visits of home services (a plumber, an electrician comes to the customer): the rules of the date
 * and the time window, and the schema shared by the visit booking form and POST /api/book-visit. Pure.
 * A visit is a booking (bookings.kind 'visit') with the same statuses as a ride (bookings.ts BOOKING_STATUS).
 */

/** A visit is booked for today up to this many days ahead (India days). */
export const VISIT_DAYS_AHEAD = 30;
/** The form offers time windows of this many minutes. */
export const SLOT_MINUTES = 120;
export const NOTE_MAX = 500;
export const VISIT_ADDRESS_MAX = 300;

/** A listing without readable hours takes visits in these hours every day. */
export const DEFAULT_VISIT_HOURS = { open: 9 * 60, close: 19 * 60 } as const;

/** The visit's answers and refusals, each read in the language of the request (or page) that reads it. */
export const VISIT_MESSAGES = saidWhenRead({
  service: m['booking.visit.service'],
  date: m['booking.visit.dateMissing'],
  dateRange: () => m['booking.visit.dateRange']({ days: VISIT_DAYS_AHEAD }),
  slot: m['booking.visit.slot'],
  slotHours: m['booking.visit.slotHours'],
  slotPast: m['booking.visit.slotPast'],
  address: m['booking.visit.address'],
  addressTooLong: () => m['booking.visit.addressTooLong']({ max: VISIT_ADDRESS_MAX }),
  noteTooLong: () => m['booking.visit.noteTooLong']({ max: NOTE_MAX }),
  transport: m['booking.visit.transport'],
  booked: m['booking.visit.booked'],
  cancelled: m['booking.visit.cancelled'],
  cancelConfirmed: () => m['booking.visit.cancelConfirmed']({ refund: paths.refund() }),
  cancelClosed: m['booking.visit.cancelClosed'],
  noSuchBooking: m['booking.visit.noSuchBooking'],
  completed: m['booking.visit.completed'],
  notConfirmed: m['booking.visit.notConfirmed'],
  notYet: m['booking.visit.notYet'],
});

/** A visit reaches a business and mails it: a booking's limits; and how often a customer may cancel. */
export const visitLimits = {
  ...bookingLimitsIn('book-visit'),
  cancel: hourlyPerCaller('booking-cancel', 60),
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLOT = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The India day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The first and last day a visit may be booked for, seen from `now` in India. */
export function visitDateRange(now = new Date()): { min: string; max: string } {
  const min = indiaDay(now);
  return { min, max: addDays(min, VISIT_DAYS_AHEAD) };
}

export function dayInRange(day: string, now = new Date()): boolean {
  const { min, max } = visitDateRange(now);
  return isDay(day) && day >= min && day <= max;
}

/** The day of the week of a YYYY-MM-DD day. */
export function weekdayOf(day: string): WeekDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return WEEK_DAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** '10:00-12:00' → minutes after midnight, or null when it is not a window of that form with end after start. */
export function parseSlot(slot: string): { start: number; end: number } | null {
  const match = SLOT.exec(slot);
  if (!match) return null;
  const start = parseClockTime(match[1]);
  const end = parseClockTime(match[2]);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '10:00-12:00' of minutes after midnight. */
export const slotText = (start: number, end: number) => `${clock(start)}-${clock(Math.min(end, 24 * 60))}`;

/** The opening spans of `day` within that day (a span past midnight ends at midnight); the default hours when unknown. */
function spansOn(hours: HoursResult, day: string): { open: number; close: number }[] {
  if (hours.status !== 'ok') return [{ ...DEFAULT_VISIT_HOURS }];
  return hours.hours.days[weekdayOf(day)].map((span) => ({ open: span.open, close: Math.min(span.close, 24 * 60) }));
}

/**
 * The time windows the form offers on `day`: 2-hour windows from each opening span's start (a shorter rest
 * of a span is its own window); on today only those not yet started. Empty on a closed day.
 */
export function visitSlots(hours: HoursResult, day: string, now = new Date()): string[] {
  const today = indiaDay(now);
  const after = day === today ? indiaClock(now).minute : -1;
  const slots: string[] = [];
  for (const span of spansOn(hours, day)) {
    for (let start = span.open; start < span.close; start += SLOT_MINUTES) {
      const end = Math.min(start + SLOT_MINUTES, span.close);
      if (end - start < 30 || start <= after) continue;
      slots.push(slotText(start, end));
    }
  }
  return slots;
}

/** The first day from today with a window left (the form's starting day); today when none has. */
export function firstVisitDay(hours: HoursResult, now = new Date()): string {
  const { min } = visitDateRange(now);
  for (let n = 0; n <= VISIT_DAYS_AHEAD; n++) {
    const day = addDays(min, n);
    if (visitSlots(hours, day, now).length > 0) return day;
  }
  return min;
}

/** The window a form offers first among a day's: the first full 2-hour one, else the first (a short rest of a span only when it is all the day has). */
export function preferredSlot(slots: readonly string[]): string {
  return (
    slots.find((slot) => {
      const window = parseSlot(slot);
      return window !== null && window.end - window.start >= SLOT_MINUTES;
    }) ??
    slots[0] ??
    ''
  );
}

/**
 * The day and window the visit forms start on: the first full 2-hour window of the business's hours not yet
 * started (India time), looking from today up to VISIT_DAYS_AHEAD days; else the first window of any length;
 * else today with none. Never tonight's short rest of a span when a full window follows.
 */
export function firstVisitWindow(hours: HoursResult, now = new Date()): { date: string; slot: string } {
  const { min } = visitDateRange(now);
  let fallback: { date: string; slot: string } | null = null;
  for (let n = 0; n <= VISIT_DAYS_AHEAD; n++) {
    const day = addDays(min, n);
    const slots = visitSlots(hours, day, now);
    const slot = preferredSlot(slots);
    if (!slot) continue;
    const window = parseSlot(slot);
    if (window && window.end - window.start >= SLOT_MINUTES) return { date: day, slot };
    fallback ??= { date: day, slot };
  }
  return fallback ?? { date: min, slot: '' };
}

/** Why a window cannot be booked on `day`, or null when it lies within the hours of that weekday and has not started. */
export function slotRefusal(hours: HoursResult, day: string, slot: string, now = new Date()): string | null {
  const window = parseSlot(slot);
  if (!window) return VISIT_MESSAGES.slot;
  if (!spansOn(hours, day).some((span) => window.start >= span.open && window.end <= span.close)) return VISIT_MESSAGES.slotHours;
  if (day === indiaDay(now) && window.start <= indiaClock(now).minute) return VISIT_MESSAGES.slotPast;
  return null;
}

/** When a visit's time window starts: its India day and the window's first minute (India is UTC+05:30 all year); null without both. */
export function visitStartsAt(day: string | null, slot: string | null): Date | null {
  const window = slot === null ? null : parseSlot(slot);
  if (day === null || !isDay(day) || !window) return null;
  return new Date(`${day}T${slotText(window.start, window.end).slice(0, 5)}:00+05:30`);
}

/** '10:00-12:00' as people read it: '10:00 am – 12:00 pm'. */
export function formatSlot(slot: string): string {
  const window = parseSlot(slot);
  if (!window) return slot;
  const text = (minutes: number) => {
    const hours = Math.floor(minutes / 60) % 24;
    const hour12 = hours % 12 === 0 ? 12 : hours % 12;
    return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  };
  return `${text(window.start)} – ${text(window.end)}`;
}

/** 'Thu, 26 Nov' of a YYYY-MM-DD day. */
export function formatVisitDate(day: string): string {
  if (!isDay(day)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();

/** POST /api/book-visit and the visit booking form. The window is checked against the listing's hours on the server. */
export const visitSchema = z.object({
  services_id: rowId(() => VISIT_MESSAGES.service),
  date: z
    .string({ error: () => VISIT_MESSAGES.date })
    .trim()
    .min(1, { error: () => VISIT_MESSAGES.date })
    .refine((day) => dayInRange(day), { error: () => VISIT_MESSAGES.dateRange }),
  slot: z
    .string({ error: () => VISIT_MESSAGES.slot })
    .trim()
    .refine((slot) => parseSlot(slot) !== null, { error: () => VISIT_MESSAGES.slot }),
  address: z
    .string({ error: () => VISIT_MESSAGES.address })
    .overwrite(squeeze)
    .min(1, { error: () => VISIT_MESSAGES.address })
    .max(VISIT_ADDRESS_MAX, { error: () => VISIT_MESSAGES.addressTooLong }),
  note: z
    .string()
    .overwrite((value) => value.trim())
    .max(NOTE_MAX, { error: () => VISIT_MESSAGES.noteTooLong })
    .optional()
    .default(''),
});
export type VisitInput = z.infer<typeof visitSchema>;

/** POST /api/bookings/{booking_id}/cancel: an optional reason the business reads. */
export const cancelSchema = z.object({
  reason: z
    .string()
    .overwrite(squeeze)
    .max(300, { error: () => m['booking.visit.reasonTooLong']() })
    .optional(),
});

export interface VisitAnswer {
  status: 1;
  msg: string;
  data: { booking_id: number; status: number };
}
