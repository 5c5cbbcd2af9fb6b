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
 * machine that runs it. What it says (days, times, 'Open now') comes from the message catalogue; a page
 * script, which ships no catalogue, uses hours-clock.ts with the words the server wrote into the page.
 */
import { m } from '../../lib/i18n';
import { currentLocale, languageTag } from '../../lib/locale-path';
import {
  clockTime,
  describeOpenState,
  type HoursWords,
  indiaClock,
  MINUTES_PER_DAY,
  type OpenState,
  openMoment,
  type Span,
  WEEK_DAYS,
  type WeekDay,
  type WeeklyHours,
} from './hours-clock';

export { type HoursWords, indiaClock, type OpenState, type Span, WEEK_DAYS, type WeekDay, type WeeklyHours };

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

/** A day's name ('Monday'), in the language of the request. */
export function weekDayName(day: WeekDay): string {
  switch (day) {
    case 'Monday':
      return m['hours.day.monday']();
    case 'Tuesday':
      return m['hours.day.tuesday']();
    case 'Wednesday':
      return m['hours.day.wednesday']();
    case 'Thursday':
      return m['hours.day.thursday']();
    case 'Friday':
      return m['hours.day.friday']();
    case 'Saturday':
      return m['hours.day.saturday']();
    case 'Sunday':
      return m['hours.day.sunday']();
  }
}

/** A day's short name ('Mon'), in the language of the request. */
function weekDayShort(day: WeekDay): string {
  switch (day) {
    case 'Monday':
      return m['hours.dayShort.monday']();
    case 'Tuesday':
      return m['hours.dayShort.tuesday']();
    case 'Wednesday':
      return m['hours.dayShort.wednesday']();
    case 'Thursday':
      return m['hours.dayShort.thursday']();
    case 'Friday':
      return m['hours.dayShort.friday']();
    case 'Saturday':
      return m['hours.dayShort.saturday']();
    case 'Sunday':
      return m['hours.dayShort.sunday']();
  }
}

/** `{time}` and `{day}` as themselves: a message said with them is a template that hours-clock.ts fills. */
const TIME = '{time}';
const DAY = '{day}';

/**
 * The words of an open state in the request's language, as templates (hours-clock.ts's `HoursWords`): the
 * server and islands say the open state with them, and the partner page writes them into its HTML for its
 * script, which ships no catalogue.
 */
export function hoursWords(): HoursWords {
  return {
    openNow: m['hours.openNow'](),
    closed: m['hours.closed'](),
    noHours: m['hours.noHours'](),
    allDay: m['hours.allDay'](),
    closes: {
      midnight: m['hours.closes.midnight'](),
      at: m['hours.closes.at']({ time: TIME }),
      tomorrow: m['hours.closes.tomorrow']({ time: TIME }),
      on: m['hours.closes.on']({ day: DAY, time: TIME }),
      next: m['hours.closes.next']({ day: DAY, time: TIME }),
    },
    opens: {
      midnight: m['hours.opens.midnight'](),
      at: m['hours.opens.at']({ time: TIME }),
      tomorrow: m['hours.opens.tomorrow']({ time: TIME }),
      on: m['hours.opens.on']({ day: DAY, time: TIME }),
      next: m['hours.opens.next']({ day: DAY, time: TIME }),
    },
    days: WEEK_DAYS.map(weekDayName),
    ...clockWords(),
  };
}

/** What a time of day is written with on this page: the catalogue's am and pm around it, the page's digits. */
const clockWords = (): Pick<HoursWords, 'am' | 'pm' | 'locale'> => ({
  am: m['hours.clock.am']({ time: TIME }),
  pm: m['hours.clock.pm']({ time: TIME }),
  locale: languageTag(currentLocale()),
});

/** '9:30 am', '12:00 pm', '12:00 am' (midnight) for minutes after midnight (wrapped into one day). */
export function formatClockTime(minutes: number): string {
  return clockTime(minutes, clockWords());
}

/** '9:30 am – 9:00 pm', '6:00 pm – midnight', '6:00 pm – 2:00 am'; a span of the whole day is 'Open 24 hours'. */
export function formatSpan(span: Span): string {
  if (span.open === 0 && span.close >= MINUTES_PER_DAY) return m['hours.allDay']();
  const end = span.close === MINUTES_PER_DAY ? m['hours.midnight']() : formatClockTime(span.close);
  return m['hours.span']({ open: formatClockTime(span.open), close: end });
}

export interface HoursRow {
  /** The day (its English name is its key: `data-hours-day`, indiaClock's `day`); weekDayName says it. */
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
    short: weekDayShort(day),
    spans: hours.days[day].map(formatSpan),
    closed: hours.days[day].length === 0,
  }));
}

/** Days from one to another ('Monday - Sunday'). */
export const dayRange = (from: WeekDay, to: WeekDay) => m['hours.dayRange']({ from: weekDayName(from), to: weekDayName(to) });

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
    days: group.from === group.to ? weekDayName(group.from) : dayRange(group.from, group.to),
    spans: group.spans,
    closed: group.closed,
  }));
}

/**
 * Open or closed at an instant, in India time, in the request's language: 'Open now' with 'Closes at 9:00 pm' /
 * 'Closes at midnight' / 'Closes tomorrow at 2:00 am' (or 'Open 24 hours'), else 'Closed' with 'Opens at
 * 10:00 am' / 'Opens tomorrow at 10:00 am' / 'Opens Monday at 10:00 am' / 'Opens next Monday at 10:00 am'.
 */
export function openState(hours: WeeklyHours, now: Date): OpenState {
  return describeOpenState(openMoment(hours, now), hoursWords());
}

/**
 * How long after load the provider card's 'Open now' starts in the browser (unless the visitor engages
 * first): the server works it out for the moment of the request, and it can only change at a minute's turn.
 */
export const OPEN_NOW_START_MS = 20_000;
