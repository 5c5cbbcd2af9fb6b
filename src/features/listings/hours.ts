/**
 * Opening hours in the partner `day_open` shape (SPEC.md section 3), for listings (`services.hours`) and
 * partner pages (`partners.day_open`) alike. Pure: usable on the server and in islands.
 *
 * Shapes read:
 *   {"type":"everyday","everyday_start_time":"09:30","everyday_end_time":"21:00"}
 *   {"type":"perday","data":[{"day":"Monday","weekday_start_time":"10:00","weekday_end_time":"19:00"}, …]}
 * as an object or as JSON text (also JSON text of JSON text, as partner payloads sometimes send).
 * A day missing from a per-day list is closed; a day listed twice has two opening spans (a lunch break).
 *
 * Times: 'HH:MM' (24-hour), 'HH:MM:SS' and '9:30 am' forms. An end of '23:59' or '24:00' means open until
 * midnight; an end before the start runs past midnight into the next day; an end equal to the start
 * means open all day. Everything is in India time (lib/india-time.ts), whatever the zone of the
 * machine that runs it.
 */
import { INDIA_OFFSET_MINUTES } from '../../lib/india-time';

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** One opening span: minutes after midnight; `close` > `open`, up to 2 × 1440 for spans past midnight. */
export interface Span {
  open: number;
  close: number;
}

/** A week of opening hours, Monday first; an empty list is a closed day. */
export interface WeeklyHours {
  /** True when the source said 'everyday' (the partner page shows it as 'Monday - Sunday'). */
  everyday: boolean;
  days: Record<WeekDay, Span[]>;
}

export type HoursResult =
  | { status: 'ok'; hours: WeeklyHours }
  /** No hours were given at all (null, empty text). */
  | { status: 'missing' }
  /** Hours were given but cannot be read: SPEC.md section 8 hides them and logs the reason. */
  | { status: 'invalid'; reason: string };

/** Minutes after midnight of a time text, or null when it is not a time. '24:00' is 1440. */
export function parseClockTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,2})[:.](\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(value);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[4]?.[0]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hours === 24 && minutes === 0) return MINUTES_PER_DAY;
  if (hours > 23) return null;
  return hours * 60 + minutes;
}

/** A span from start and end texts (see the module note for the rules), or null when either is not a time. */
function spanOf(start: unknown, end: unknown): Span | null {
  const open = parseClockTime(start);
  let close = parseClockTime(end);
  if (open === null || close === null || open >= MINUTES_PER_DAY) return null;
  // '23:59' is how day_open writes "until midnight".
  if (close === MINUTES_PER_DAY - 1) close = MINUTES_PER_DAY;
  if (close <= open) close += MINUTES_PER_DAY;
  return { open, close };
}

function dayOf(value: unknown): WeekDay | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return WEEK_DAYS.find((day) => day.toLowerCase() === text || day.slice(0, 3).toLowerCase() === text) ?? null;
}

const emptyWeek = (): Record<WeekDay, Span[]> =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day, [] as Span[]])) as unknown as Record<WeekDay, Span[]>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads day_open from its text or object form. Never throws. */
export function parseDayOpen(input: unknown): HoursResult {
  let value = input;
  // JSON text, possibly encoded twice.
  for (let depth = 0; typeof value === 'string' && depth < 3; depth++) {
    if (!value.trim()) return { status: 'missing' };
    try {
      value = JSON.parse(value);
    } catch {
      return { status: 'invalid', /* i18n-ignore: for the log */ reason: 'day_open is not valid JSON' };
    }
  }
  if (value === null || value === undefined) return { status: 'missing' };
  if (!isRecord(value)) return { status: 'invalid', /* i18n-ignore: for the log */ reason: 'day_open is not an object' };

  const days = emptyWeek();
  if (value.type === 'everyday') {
    const span = spanOf(value.everyday_start_time, value.everyday_end_time);
    if (!span) return { status: 'invalid', /* i18n-ignore: for the log */ reason: 'everyday_start_time or everyday_end_time is not a time' };
    for (const day of WEEK_DAYS) days[day].push({ ...span });
    return { status: 'ok', hours: { everyday: true, days } };
  }
  if (value.type === 'perday' || (value.type === undefined && Array.isArray(value.data))) {
    if (!Array.isArray(value.data)) return { status: 'invalid', /* i18n-ignore: for the log */ reason: 'perday day_open has no data list' };
    for (const [index, entry] of value.data.entries()) {
      if (!isRecord(entry)) return { status: 'invalid', /* i18n-ignore: for the log */ reason: `data[${index}] is not an object` };
      const day = dayOf(entry.day);
      if (!day) return { status: 'invalid', /* i18n-ignore: for the log */ reason: `data[${index}].day is not a day of the week` };
      const span = spanOf(entry.weekday_start_time, entry.weekday_end_time);
      if (!span) return { status: 'invalid', /* i18n-ignore: for the log */ reason: `data[${index}] has a start or end that is not a time` };
      days[day].push(span);
    }
    for (const day of WEEK_DAYS) days[day].sort((a, b) => a.open - b.open);
    return { status: 'ok', hours: { everyday: false, days } };
  }
  return {
    status: 'invalid',
    /* i18n-ignore: for the log */ reason: `day_open type ${JSON.stringify(value.type)} is neither 'everyday' nor 'perday'`,
  };
}

/** The day of the week and the minute of that day in India at an instant. */
export function indiaClock(now: Date): { day: WeekDay; dayIndex: number; minute: number } {
  const shifted = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  const dayIndex = (shifted.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return { day: WEEK_DAYS[dayIndex]!, dayIndex, minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** '9:30 am', '12:00 pm', '12:00 am' (midnight) for minutes after midnight (wrapped into one day). */
export function formatClockTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(inDay / 60);
  const rest = inDay % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(rest).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '9:30 am – 9:00 pm', '6:00 pm – midnight', '6:00 pm – 2:00 am'; a span of the whole day is 'Open 24 hours'. */
export function formatSpan(span: Span): string {
  if (span.open === 0 && span.close >= MINUTES_PER_DAY) return 'Open 24 hours';
  const end = span.close === MINUTES_PER_DAY ? 'midnight' : formatClockTime(span.close);
  return `${formatClockTime(span.open)} – ${end}`;
}

export interface HoursRow {
  day: WeekDay;
  /** 'Mon' */
  short: string;
  /** Formatted spans; empty when closed. */
  spans: string[];
  closed: boolean;
}

/** The week as table rows, Monday first. */
export function weeklyTable(hours: WeeklyHours): HoursRow[] {
  return WEEK_DAYS.map((day) => ({
    day,
    short: day.slice(0, 3),
    spans: hours.days[day].map(formatSpan),
    closed: hours.days[day].length === 0,
  }));
}

/**
 * Runs of consecutive days with the same hours, for one-line summaries: 'Monday - Sunday' with
 * '9:30 am – 9:00 pm', or 'Monday - Saturday' and 'Sunday' (closed).
 */
export function groupedHours(hours: WeeklyHours): { days: string; spans: string[]; closed: boolean }[] {
  const rows = weeklyTable(hours);
  const groups: { from: WeekDay; to: WeekDay; spans: string[]; closed: boolean }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.spans.join('|') === row.spans.join('|')) last.to = row.day;
    else groups.push({ from: row.day, to: row.day, spans: row.spans, closed: row.closed });
  }
  return groups.map((group) => ({
    days: group.from === group.to ? group.from : `${group.from} - ${group.to}`,
    spans: group.spans,
    closed: group.closed,
  }));
}

/** Every opening span of the week on one timeline of minutes from Monday 00:00, merged where they touch. */
function weekTimeline(hours: WeeklyHours): Span[] {
  const spans = WEEK_DAYS.flatMap((day, index) =>
    hours.days[day].map((span) => ({ open: index * MINUTES_PER_DAY + span.open, close: index * MINUTES_PER_DAY + span.close })),
  ).sort((a, b) => a.open - b.open);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.open <= last.close) last.close = Math.max(last.close, span.close);
    else merged.push({ ...span });
  }
  // A span of Sunday night that runs past midnight touches Monday morning: join them across the week's end.
  const first = merged[0];
  const last = merged.at(-1);
  if (first && last && merged.length > 1 && last.close >= MINUTES_PER_WEEK + first.open) {
    last.close = Math.max(last.close, MINUTES_PER_WEEK + first.close);
    merged.shift();
  }
  return merged;
}

export type OpenState = { open: true; allDay: boolean; label: 'Open now'; detail: string } | { open: false; label: 'Closed'; detail: string };

/** When `target` falls, seen from `from` (both minutes of the timeline): 'at 10:00 am', 'tomorrow at …', 'Monday at …'. */
function describeWhen(from: number, target: number): string {
  const time = formatClockTime(target);
  const ahead = Math.floor(target / MINUTES_PER_DAY) - Math.floor(from / MINUTES_PER_DAY);
  const dayName = WEEK_DAYS[Math.floor(target / MINUTES_PER_DAY) % 7]!;
  if (ahead === 1 && target % MINUTES_PER_DAY === 0) return 'at midnight';
  if (ahead === 0) return `at ${time}`;
  if (ahead === 1) return `tomorrow at ${time}`;
  if (ahead >= 7) return `next ${dayName} at ${time}`;
  return `${dayName} at ${time}`;
}

/**
 * Open or closed at an instant, in India time: 'Open now' with 'Closes at 9:00 pm' / 'Closes at midnight' /
 * 'Closes tomorrow at 2:00 am' (or 'Open 24 hours'), else 'Closed' with 'Opens at 10:00 am' /
 * 'Opens tomorrow at 10:00 am' / 'Opens Monday at 10:00 am' / 'Opens next Monday at 10:00 am'.
 */
export function openState(hours: WeeklyHours, now: Date): OpenState {
  const clock = indiaClock(now);
  const minute = clock.dayIndex * MINUTES_PER_DAY + clock.minute;
  const timeline = weekTimeline(hours);
  if (timeline.length === 0) return { open: false, label: 'Closed', detail: 'No opening hours listed' };
  if (timeline.length === 1 && timeline[0]!.close - timeline[0]!.open >= MINUTES_PER_WEEK) {
    return { open: true, allDay: true, label: 'Open now', detail: 'Open 24 hours' };
  }
  for (const span of timeline) {
    // A span may run past Sunday midnight, so the instant is also tried one week on.
    for (const at of [minute, minute + MINUTES_PER_WEEK]) {
      if (at >= span.open && at < span.close) {
        return { open: true, allDay: false, label: 'Open now', detail: `Closes ${describeWhen(at, span.close)}` };
      }
    }
  }
  const next = Math.min(...timeline.map((span) => (span.open > minute ? span.open : span.open + MINUTES_PER_WEEK)));
  return { open: false, label: 'Closed', detail: `Opens ${describeWhen(minute, next)}` };
}

/**
 * How long after load the provider card's 'Open now' starts in the browser (unless the visitor engages
 * first): the server works it out for the moment of the request, and it can only change at a minute's turn.
 */
export const OPEN_NOW_START_MS = 20_000;
