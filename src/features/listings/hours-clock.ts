/**
 * A week of opening hours against India's clock, without words: the week, the instant's day and minute, and
 * whether a business is open then (an `OpenMoment`), said with the words it is given (`HoursWords`). Page
 * scripts import this module (partner-page.ts keeps 'Open now' current), and a page script ships no message
 * catalogue: they take their words from the server's HTML. The server and islands take theirs from
 * hours.ts, which says the same with the catalogue's messages.
 */
import { clockDigits, INDIA_OFFSET_MINUTES } from '../../lib/india-time';

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

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

/** The day of the week and the minute of that day in India at an instant. */
export function indiaClock(now: Date): { day: WeekDay; dayIndex: number; minute: number } {
  const shifted = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  const dayIndex = (shifted.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return { day: WEEK_DAYS[dayIndex]!, dayIndex, minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
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

/**
 * When a business next opens or closes, seen from an instant: at midnight, later today at a time, tomorrow at
 * a time, on a day of this week at a time, or on that day next week (a week or more ahead).
 */
export type OpenWhen = { kind: 'midnight' } | { kind: 'at' | 'tomorrow'; time: number } | { kind: 'on' | 'next'; day: WeekDay; time: number };

/** Open or closed at an instant, and until when; `opens` null when the week has no hours at all. */
export type OpenMoment = { open: true; allDay: true } | { open: true; allDay: false; closes: OpenWhen } | { open: false; opens: OpenWhen | null };

/** When `target` falls, seen from `from` (both minutes of the timeline). */
function when(from: number, target: number): OpenWhen {
  const time = target % MINUTES_PER_DAY;
  const ahead = Math.floor(target / MINUTES_PER_DAY) - Math.floor(from / MINUTES_PER_DAY);
  const day = WEEK_DAYS[Math.floor(target / MINUTES_PER_DAY) % 7]!;
  if (ahead === 1 && time === 0) return { kind: 'midnight' };
  if (ahead === 0) return { kind: 'at', time };
  if (ahead === 1) return { kind: 'tomorrow', time };
  return { kind: ahead >= 7 ? 'next' : 'on', day, time };
}

/** Open or closed at an instant, in India time, and when that changes. */
export function openMoment(hours: WeeklyHours, now: Date): OpenMoment {
  const clock = indiaClock(now);
  const minute = clock.dayIndex * MINUTES_PER_DAY + clock.minute;
  const timeline = weekTimeline(hours);
  if (timeline.length === 0) return { open: false, opens: null };
  if (timeline.length === 1 && timeline[0]!.close - timeline[0]!.open >= MINUTES_PER_WEEK) return { open: true, allDay: true };
  for (const span of timeline) {
    // A span may run past Sunday midnight, so the instant is also tried one week on.
    for (const at of [minute, minute + MINUTES_PER_WEEK]) {
      if (at >= span.open && at < span.close) return { open: true, allDay: false, closes: when(at, span.close) };
    }
  }
  const next = Math.min(...timeline.map((span) => (span.open > minute ? span.open : span.open + MINUTES_PER_WEEK)));
  return { open: false, opens: when(minute, next) };
}

/** The sentences of one direction ('Closes …' or 'Opens …'), with `{time}` and `{day}` where they go. */
export interface WhenWords {
  midnight: string;
  at: string;
  tomorrow: string;
  on: string;
  next: string;
}

/**
 * The words an open state is said with, in one language: hours.ts's `hoursWords()` from the catalogue (the
 * server, islands), or the copy the server wrote into the page for its script. `{time}` and `{day}` mark
 * where the time ('9:30 am', itself `am`/`pm` around `{time}`) and the day's name go.
 */
export interface HoursWords {
  openNow: string;
  closed: string;
  noHours: string;
  allDay: string;
  closes: WhenWords;
  opens: WhenWords;
  /** The days' names, Monday first. */
  days: readonly string[];
  am: string;
  pm: string;
  /** The language tag whose digits times are written in ('bn-IN': '৯:৩০'). */
  locale: string;
}

const fill = (template: string, values: { time?: string; day?: string }) =>
  template.replace(/\{(time|day)\}/g, (marker, key: 'time' | 'day') => values[key] ?? marker);

/**
 * '9:30 am', '12:00 pm', '12:00 am' (midnight) for minutes after midnight (wrapped into one day), in the
 * digits of the words' language ('৯:৩০ AM' in Bengali).
 */
export function clockTime(minutes: number, words: Pick<HoursWords, 'am' | 'pm' | 'locale'>): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return fill(inDay < 12 * 60 ? words.am : words.pm, { time: clockDigits(inDay, words.locale) });
}

export type OpenState = { open: true; allDay: boolean; label: string; detail: string } | { open: false; label: string; detail: string };

/**
 * An open moment in words: 'Open now' with 'Closes at 9:00 pm' / 'Closes at midnight' / 'Closes tomorrow at
 * 2:00 am' (or 'Open 24 hours'), else 'Closed' with 'Opens at 10:00 am' / 'Opens tomorrow at 10:00 am' /
 * 'Opens Monday at 10:00 am' / 'Opens next Monday at 10:00 am' (or 'No opening hours listed').
 */
export function describeOpenState(moment: OpenMoment, words: HoursWords): OpenState {
  const said = (sentences: WhenWords, at: OpenWhen) =>
    at.kind === 'midnight'
      ? sentences.midnight
      : fill(sentences[at.kind], { time: clockTime(at.time, words), day: 'day' in at ? words.days[WEEK_DAYS.indexOf(at.day)] : undefined });
  if (!moment.open) return { open: false, label: words.closed, detail: moment.opens ? said(words.opens, moment.opens) : words.noHours };
  if (moment.allDay) return { open: true, allDay: true, label: words.openNow, detail: words.allDay };
  return { open: true, allDay: false, label: words.openNow, detail: said(words.closes, moment.closes) };
}
