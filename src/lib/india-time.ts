/**
 * India's time, whatever the zone of the server or the browser (STYLE.md "Indian conventions"): one
 * zone, Asia/Kolkata, UTC+05:30 all year (India has no daylight saving). Pure; usable in islands.
 */
import { currentLocale, languageTag } from './locale-path';
import { reused, reusedByKey, reusedPerLocale } from './reused';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** UTC+05:30, for arithmetic on minutes (opening hours). */
export const INDIA_OFFSET_MINUTES = 330;

/**
 * A date formatter in India's zone, made on first use: in the language of the page or request that formats
 * ('hi-IN' on a Hindi page), or in `locale` when a form must not change with it (a machine's, SPEC.md's).
 */
export const indiaDateFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>, locale?: string) =>
  locale
    ? reused(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: INDIA_TIME_ZONE }))
    : reusedPerLocale(
        () => languageTag(currentLocale()),
        (tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: INDIA_TIME_ZONE }),
      );

const dayFormat = indiaDateFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/** The calendar day in India as YYYY-MM-DD ('today' by default): `<time datetime>`, JSON-LD dates, ages. */
export function indiaDay(date: Date | string = new Date()): string {
  return dayFormat().format(new Date(date));
}

const clockFormat = reusedByKey((tag) => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' }));

/**
 * The hour and minute of a 12-hour clock for minutes after midnight, in the digits of the language `tag`
 * names: '9:30', '12:00' (midnight and noon) in 'en-IN' and 'hi-IN', '৯:৩০' in 'bn-IN'. Without am/pm: the
 * catalogue's words say that ('{time} am'), so English stays as it was written by hand. Takes the tag rather
 * than the request's language because page scripts, which know no request, use it too (hours-clock.ts).
 */
export function clockDigits(minutes: number, tag: string): string {
  const parts = clockFormat(tag).formatToParts(Date.UTC(1970, 0, 1, Math.floor(minutes / 60), minutes % 60));
  const from = parts.findIndex((part) => part.type === 'hour');
  const to = parts.findIndex((part) => part.type === 'minute');
  return parts
    .slice(from, to + 1)
    .map((part) => part.value)
    .join('');
}
