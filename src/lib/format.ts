/** Display rules shared by every feature (STYLE.md "Indian conventions"). Pure; usable in islands. */
import { baseLocale, m } from './i18n';
import { currentLocale, languageTag } from './locale-path';
import { indiaDateFormat } from './india-time';
import { reusedPerLocale } from './reused';

/** Numbers and money in the language of the page or request ('hi-IN', 'bn-IN': Intl writes each its way). */
const inPageLanguage = <T>(make: (tag: string) => T) => reusedPerLocale(() => languageTag(currentLocale()), make);

function ordinal(day: number): string {
  const rest = day % 100;
  if (rest >= 11 && rest <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

const specDateFormat = indiaDateFormat({ year: 'numeric', month: 'long', day: 'numeric' }, 'en-IN');
const longDateFormat = indiaDateFormat({ year: 'numeric', month: 'long', day: 'numeric' });
const rupees = inPageLanguage((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const rupeesWithPaise = inPageLanguage(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** SPEC.md's date form, 'March 5th 2025', for the calendar day in India; in Hindi or Bengali, Intl's long date. */
export function formatSpecDate(date: Date | string): string {
  if (currentLocale() !== baseLocale) return longDateFormat().format(new Date(date));
  const parts = specDateFormat().formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${ordinal(Number(part('day')))} ${part('year')}`;
}

/** '₹1,049' — or with paise when the amount has them ('₹12.50'): every rupee amount the site shows. */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? rupees().format(amount) : rupeesWithPaise().format(amount);
}

/** SPEC.md shows phones with the +91 prefix: '+91 98310 12345'. */
export function formatIndianPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : `+91 ${digits}`;
}

/**
 * An Indian mobile number as SMS and WhatsApp providers take it, +91XXXXXXXXXX, from what a listing or a form
 * holds ('98310 12345', '+91-98310-12345', '098310 12345'); null for anything that is not a mobile (a landline
 * with its area code, too few digits).
 */
export function indianMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^(?:0091|91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** `tel:` link for an Indian number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  return `tel:+91${digits}`;
}

/** SPEC.md section 9: the label 'Rating' takes an 's' unless the count is 0 — '0 Rating', '1 Ratings'. */
export const ratingCountLabel = (count: number) => m['listing.card.ratingCount']({ count });

/** Stars to draw for an average (0–5 in half steps): how many full, whether a half, how many empty. */
export function starParts(average: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(average) ? average : 0));
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/**
 * JSON for a `<script type="application/ld+json">`: '<' is written as \u003c so that no text in it
 * (a title with '</script>', say) can close the script element early. Still valid JSON.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const counts = inPageLanguage((tag) => new Intl.NumberFormat(tag));

/** A count as the pages write it, in the page's digits: '12,400', or 'about 12,400' when it is an estimate. */
export function countText(count: number, estimated = false): string {
  const text = counts().format(count);
  return estimated ? m['listing.count.estimated']({ count: text }) : text;
}

const ratings = inPageLanguage((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** An average rating with one decimal, in the page's digits: '4.8' (what `toFixed(1)` wrote), '৪.৮' in Bengali. */
export const ratingText = (average: number): string => ratings().format(average);

const scores = inPageLanguage((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A ranking score with two decimals, in the page's digits: '3.75' (what `toFixed(2)` wrote), '৩.৭৫' in Bengali. */
export const scoreText = (score: number): string => scores().format(score);

const years = inPageLanguage((tag) => new Intl.NumberFormat(tag, { useGrouping: false }));

/** A calendar year in the page's digits and never grouped: '2024', '২০২৪' in Bengali (not '2,024'). */
export const yearText = (year: number): string => years().format(year);
